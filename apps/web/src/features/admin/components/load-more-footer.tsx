import { Button } from '@/components/ui/button';

/** What the footer reads of a TanStack infinite query. */
type InfiniteList = {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** DataTable's footer for a keyset list read page by page: how many are shown, and Load more. */
export function LoadMoreFooter({ list, shown }: { list: InfiniteList; shown: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite">
        {list.isPending ? 'Loading…' : `${shown} shown${list.hasNextPage ? '' : ', all loaded'}`}
      </p>
      {list.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
