import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

/** Opens reorder mode; only offered while the list is in position order. */
export function ReorderButton({
  byPosition,
  count,
  onClick,
}: {
  byPosition: boolean;
  count: number;
  onClick: () => void;
}) {
  const hintId = useId();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={!byPosition || count < 2}
        aria-describedby={hintId}
        onClick={onClick}
      >
        <ArrowUpDown aria-hidden />
        Reorder
      </Button>
      <span id={hintId} className={byPosition ? 'sr-only' : 'self-center text-sm text-muted'}>
        {byPosition
          ? 'Changes the order of the items on this page.'
          : 'To reorder, sort by Position (ascending) first.'}
      </span>
    </>
  );
}
