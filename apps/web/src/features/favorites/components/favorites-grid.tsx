import { boardTitle } from '@atelier/shared/board-title';
import type { Artwork, VisionBoard } from '@atelier/shared/schemas/generation';
import { Heart, HeartOff } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, LoadError, LoadingState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { LazyImage } from '@/components/ui/lazy-image';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useFavorites } from '../api/get-favorites';
import { useVisionBoards } from '@/lib/api/get-vision-boards';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useStableSrc } from '@/lib/use-stable-src';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The shopper's own title or name, else the product; the product as the second line. */
function headingOf(board: VisionBoard | undefined) {
  const own = boardTitle(board?.items);
  const product = board?.productTitle ?? null;
  return own ? { title: own, product } : { title: product ?? 'Portrait', product: null };
}

function FavoriteCard({
  artwork,
  board,
  index,
}: {
  artwork: Artwork;
  board: VisionBoard | undefined;
  index: number;
}) {
  const remove = useRemoveFavorite();
  const src = useStableSrc(artwork.id, artwork.imageUrl);
  const date = dateFormat.format(new Date(artwork.createdAt));
  const heading = headingOf(board);
  const label = board ? `${heading.title}, ${date}` : `Portrait from ${date}`;
  const onRemove = () =>
    remove.mutate(artwork.id, {
      onError: (error) =>
        toast({
          title: 'Could not remove favorite',
          description: errorMessage(error, 'Please try again in a moment.'),
          variant: 'destructive',
        }),
    });
  return (
    <li className="grid overflow-hidden rounded-2xl border border-parchment bg-white shadow-card">
      <Link to={`/artwork/${artwork.visionBoardId}/${artwork.id}`} aria-label={`Open ${label}`}>
        {src ? (
          <LazyImage
            src={src}
            alt={label}
            width={artwork.width ?? 1024}
            height={artwork.height ?? 1024}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
            eager={index < 2}
            className="aspect-square w-full"
            // The whole artwork stays in frame: a portrait's plaque sits at its bottom edge.
            fit="contain"
          />
        ) : (
          <div className="flex aspect-square items-center justify-center bg-cream text-muted">
            Image not available
          </div>
        )}
      </Link>
      <div className="grid gap-0.5 px-3 pt-2">
        <span className="truncate font-semibold text-navy">{heading.title}</span>
        {heading.product ? (
          <span className="truncate text-sm text-navy-soft">{heading.product}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 px-3 py-1">
        <span className="text-xs whitespace-nowrap text-muted sm:text-sm">{date}</span>
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          onClick={onRemove}
          disabled={remove.isPending}
          aria-label={`Remove ${label} from favorites`}
        >
          <HeartOff aria-hidden />
          Remove
        </Button>
      </div>
    </li>
  );
}

/** /favorites: the artworks the user marked with a heart. */
export function FavoritesGrid() {
  const favorites = useFavorites();
  // Titles only: the cards show (with the date as their name) while the boards load or fail.
  const boards = useVisionBoards();
  const boardOf = (id: string) => boards.data?.find((b) => b.id === id);

  if (favorites.isPending) {
    return <LoadingState>Loading your favorites…</LoadingState>;
  }
  if (favorites.isError) {
    return (
      <LoadError onRetry={() => void favorites.refetch()}>
        We couldn't load your favorites.
      </LoadError>
    );
  }
  if (favorites.data.length === 0) {
    return (
      <EmptyState icon={Heart} title="No favorites yet">
        <p className="text-muted">Tap the heart on any of your portraits to keep it here.</p>
        <Button asChild variant="accent">
          <Link to="/artwork">View My Portraits</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 pb-16 sm:grid-cols-3 lg:grid-cols-4">
      {favorites.data.map((artwork, index) => (
        <FavoriteCard
          key={artwork.id}
          artwork={artwork}
          board={boardOf(artwork.visionBoardId)}
          index={index}
        />
      ))}
    </ul>
  );
}
