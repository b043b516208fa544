import { EditDeleteButtons } from '@/features/admin/components/edit-delete-buttons';
import { useConfirm } from '@/features/admin/components/confirm-dialog';

/** Edit and Delete buttons of a list row (Delete asks first). */
export function RowEditDelete({
  name,
  editTo,
  onDelete,
  what,
  busy,
}: {
  /** The row's name as the buttons announce it. */
  name: string;
  editTo: string;
  onDelete: () => void;
  /** "testimonial", "gallery item". */
  what: string;
  busy?: boolean;
}) {
  const confirm = useConfirm();
  const askDelete = async () => {
    const ok = await confirm({
      title: `Delete this ${what}?`,
      description: `“${name}” is removed for good. This cannot be undone.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) onDelete();
  };
  return (
    <EditDeleteButtons
      name={name}
      editTo={editTo}
      onDelete={() => void askDelete()}
      deleting={busy}
    />
  );
}
