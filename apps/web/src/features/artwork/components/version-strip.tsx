import type { Artwork } from '@atelier/shared/schemas/generation';
import { Check, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { STATUS_LABELS } from '../lib/status';
import { ArtworkThumb } from './artwork-thumb';

/** Every version created for the board (newest first); the selected one is marked current. */
export function VersionStrip({
  boardId,
  artworks,
  selectedId,
}: {
  boardId: string;
  artworks: Artwork[];
  selectedId: string | undefined;
}) {
  if (artworks.length === 0) return null;
  return (
    <nav aria-label="Versions of this portrait" className="grid gap-2">
      <h3 className="text-sm font-semibold text-navy">Versions ({artworks.length})</h3>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
        {artworks.map((artwork, index) => {
          const current = artwork.id === selectedId;
          const number = artworks.length - index;
          return (
            <li key={artwork.id}>
              <Link
                to={`/artwork/${boardId}/${artwork.id}`}
                aria-current={current ? 'page' : undefined}
                aria-label={`Version ${number}, ${STATUS_LABELS[artwork.status]}`}
                className={cn(
                  'relative block min-h-11 overflow-hidden rounded-lg border-2 transition-colors',
                  current ? 'border-gold' : 'border-transparent hover:border-parchment',
                )}
              >
                <ArtworkThumb artwork={artwork} sizes="96px" />
                <span className="absolute right-1 bottom-1 flex gap-0.5">
                  {artwork.isApproved ? (
                    <Check
                      aria-hidden
                      className="size-4 rounded-full bg-success p-0.5 text-white"
                    />
                  ) : null}
                  {artwork.isFavorite ? (
                    <Heart aria-hidden className="size-4 fill-danger text-danger" />
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
