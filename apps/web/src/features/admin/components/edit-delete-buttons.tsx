import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Edit and Delete buttons for one row (a table's, a sortable list's), named after the row for
 * screen readers. Edit is a link with `editTo` (an edit page) or a button with `onEdit` (a
 * dialog).
 */
export function EditDeleteButtons({
  name,
  editTo,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <div className="flex justify-end gap-1">
      {editTo ? (
        <Button asChild variant="ghost" size="icon">
          <Link to={editTo} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden />
          </Link>
        </Button>
      ) : (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
