import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { Button } from '@/components/ui/button';

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
    <div className="flex gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={editTo} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden />
        </Link>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={() => void askDelete()}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
