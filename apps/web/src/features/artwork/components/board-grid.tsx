import { boardTitle } from '@atelier/shared/board-title';
import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { formatDate, STATUS_LABELS } from '../lib/status';
import { ArtworkThumb } from './artwork-thumb';

/**
 * The shopper's own title or name (the API's heading: the blueprint's title role), else the
 * product's; with the product as the second line.
 */
export function boardHeading(board: Pick<VisionBoard, 'items' | 'productTitle' | 'heading'>) {
  const own = board.heading ?? boardTitle(board.items);
  const product = board.productTitle ?? 'Vision board';
  return { title: own ?? product, product: own ? product : null };
}

export const boardHref = (board: VisionBoard) =>
  board.latestArtwork ? `/artwork/${board.id}/${board.latestArtwork.id}` : `/artwork/${board.id}`;

/** All the user's vision boards, newest first, each with its latest artwork. */
export function BoardGrid({
  boards,
  selectedId,
}: {
  boards: VisionBoard[];
  selectedId: string | undefined;
}) {
  return (
    <section aria-labelledby="all-portraits-title" className="grid gap-4">
      <h2 id="all-portraits-title" className="text-2xl font-semibold text-navy">
        All your portraits
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {boards.map((board) => {
          const status = board.latestArtwork?.status;
          const heading = boardHeading(board);
          return (
            <li key={board.id}>
              <Link
                to={boardHref(board)}
                aria-current={board.id === selectedId ? 'page' : undefined}
                className={cn(
                  'group grid overflow-hidden rounded-2xl border bg-white shadow-card transition-transform hover:-translate-y-0.5',
                  board.id === selectedId ? 'border-gold' : 'border-parchment',
                )}
              >
                <ArtworkThumb
                  artwork={board.latestArtwork}
                  sizes="(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw"
                />
                <div className="grid gap-1 p-3">
                  <span className="truncate font-semibold text-navy">{heading.title}</span>
                  {heading.product ? (
                    <span className="truncate text-sm text-navy-soft">{heading.product}</span>
                  ) : null}
                  <span className="flex items-center justify-between gap-2 text-sm text-muted">
                    <time dateTime={board.createdAt}>{formatDate(board.createdAt)}</time>
                    <span>{status ? STATUS_LABELS[status] : 'No artwork yet'}</span>
                  </span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
