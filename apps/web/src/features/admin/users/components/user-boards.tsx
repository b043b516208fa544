import type { AdminUserDetail } from '@atelier/shared/schemas/admin-users';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, shortId } from '@/features/admin/lib/format';
import { Section } from '@/features/admin/components/section';

type Board = AdminUserDetail['boards'][number];
type Artwork = Board['latestArtworks'][number];

const ARTWORK_LABELS = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
} as const;

const tileClass = 'aspect-[4/5] w-full rounded-lg bg-cream object-cover';

/**
 * One artwork as a thumbnail with its status and date. A finished one opens its preview (the
 * watermarked image the shopper sees; the shopper's own pages are theirs alone); one still in
 * the queue, or failed, opens that list of the generations screen, where it can be retried.
 */
function ArtworkTile({ artwork }: { artwork: Artwork }) {
  const label = ARTWORK_LABELS[artwork.status];
  const caption = (
    <span className="text-xs text-muted">
      {label} · {formatDate(artwork.createdAt)}
    </span>
  );
  const name = `Artwork ${shortId(artwork.id)}`;
  if (artwork.thumbnailUrl)
    return (
      <a
        href={artwork.thumbnailUrl}
        target="_blank"
        rel="noreferrer"
        className="grid gap-1 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        <img
          src={artwork.thumbnailUrl}
          alt={name}
          loading="lazy"
          decoding="async"
          width={160}
          height={200}
          className={tileClass}
        />
        {caption}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  return (
    <Link
      to={`/admin/generations${artwork.status === 'failed' ? '?view=failed' : ''}`}
      className="grid gap-1 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
    >
      <span className={`${tileClass} flex items-center justify-center text-muted`}>
        <ImageOff className="size-5" aria-hidden />
        <span className="sr-only">{name}</span>
      </span>
      {caption}
    </Link>
  );
}

/** The user's boards, newest first, each with its latest artworks as a thumbnail grid. */
export function BoardsSection({ user }: { user: AdminUserDetail }) {
  return (
    <Section title="Boards and artworks">
      {user.boards.length === 0 ? (
        <p className="text-sm text-muted">No boards yet.</p>
      ) : (
        <ul className="grid gap-5 text-sm">
          {user.boards.map((b) => {
            const title = `${b.productName ?? 'Custom artwork'} · ${formatDate(b.createdAt)}`;
            return (
              <li key={b.id} id={`board-${b.id}`} className="grid scroll-mt-24 gap-2">
                <span className="font-semibold text-navy">{title}</span>
                <span>
                  {`${b.artworkCount} artwork${b.artworkCount === 1 ? '' : 's'}: ${b.succeededCount} finished, ${b.failedCount} failed`}
                </span>
                {b.latestArtworks.length > 0 ? (
                  <ul
                    aria-label={`Latest artworks of ${title}`}
                    className="grid grid-cols-3 gap-3 sm:grid-cols-4"
                  >
                    {b.latestArtworks.map((a) => (
                      <li key={a.id} className="min-w-0">
                        <ArtworkTile artwork={a} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
