import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Edit and Delete buttons for one row (a table's, a sortable list's), named after the row. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
      </Button>
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
