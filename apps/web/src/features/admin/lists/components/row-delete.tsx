import { EditDeleteButtons } from '@/features/admin/components/edit-delete-buttons';
import { useConfirm } from '@/features/admin/components/confirm-dialog';

/** Edit and Delete buttons of a list row (Delete asks first). */
export function RowEditDelete({
  name,
  editTo,
  onEdit,
  onDelete,
  what,
  busy,
  warning,
}: {
  /** The row's name as the buttons announce it. */
  name: string;
  /** Edit is a link to `editTo`, or a button calling `onEdit` (a dialog). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** "testimonial", "gallery item". */
  what: string;
  busy?: boolean;
  /** Said after "… is removed for good." (what can stop the delete). */
  warning?: string;
}) {
  const confirm = useConfirm();
  const askDelete = async () => {
    const ok = await confirm({
      title: `Delete this ${what}?`,
      description: `“${name}” is removed for good. This cannot be undone.${warning ? ` ${warning}` : ''}`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) onDelete();
  };
  return (
    <EditDeleteButtons
      name={name}
      editTo={editTo}
      onEdit={onEdit}
      onDelete={() => void askDelete()}
      deleting={busy}
    />
  );
}
