import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A keyset list's pages: the cursors its answer gave, and what a page's rows are called. */
export type CursorPaging = {
  prevCursor: string | null | undefined;
  nextCursor: string | null | undefined;
  onPage: (cursor: string) => void;
  /** The rows' name, one and several: 'order', 'orders'. */
  noun: readonly [string, string];
};

/** Previous / Next of a keyset list: each goes to the page its cursor names. */
export function KeysetPager({
  label,
  shown,
  prevCursor,
  nextCursor,
  onPage,
  noun,
}: CursorPaging & { label: string; shown: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted">
      <p aria-live="polite">
        {shown === 0 ? 'No results' : `${shown} ${shown === 1 ? noun[0] : noun[1]} on this page`}
      </p>
      <nav aria-label={`${label} pages`} className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => prevCursor && onPage(prevCursor)}
          disabled={!prevCursor}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => nextCursor && onPage(nextCursor)}
          disabled={!nextCursor}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
