import type { Artwork, VisionBoard } from '@atelier/shared/schemas/generation';
import type { QueryClient } from '@tanstack/react-query';
import { visionBoardKeys } from '@/lib/api/get-vision-boards';

// Query keys are API paths split at '/', so the default query function can GET them and a
// prefix invalidates everything under it: ['/api/vision-boards'] covers the list, each board
// and each board's artwork lists.
export const artworkKeys = {
  boards: visionBoardKeys.boards,
  board: visionBoardKeys.board,
  boardArtworks: (id: string) => ['/api/vision-boards', id, 'artwork'] as const,
  latest: (id: string) => ['/api/vision-boards', id, 'artwork', 'latest'] as const,
  approved: (id: string) => ['/api/vision-boards', id, 'approved-artworks'] as const,
  artwork: (id: string) => ['/api/artwork', id] as const,
  favorites: ['/api/favorites'] as const,
};

/** Refetches what shows a board's artwork: after a mutation or a live status event. */
export async function invalidateArtwork(
  queryClient: QueryClient,
  artworkId?: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: artworkKeys.boards }),
    artworkId
      ? queryClient.invalidateQueries({ queryKey: artworkKeys.artwork(artworkId) })
      : undefined,
  ]);
}

type Patch = Partial<Pick<Artwork, 'isApproved' | 'isFavorite'>>;

const patchOne = (artwork: Artwork, id: string, patch: Patch): Artwork =>
  artwork.id === id ? { ...artwork, ...patch } : artwork;

/**
 * Applies a change to one artwork wherever it is cached (its own read, its board's lists, the
 * boards list's latest artwork) and returns a function that puts every entry back.
 */
export function patchArtworkInCache(
  queryClient: QueryClient,
  artwork: Pick<Artwork, 'id' | 'visionBoardId'>,
  patch: Patch,
): () => void {
  const snapshots: [readonly unknown[], unknown][] = [];
  const update = <T>(queryKey: readonly unknown[], fn: (old: T) => T) => {
    const old = queryClient.getQueryData<T>(queryKey);
    if (old === undefined) return;
    snapshots.push([queryKey, old]);
    queryClient.setQueryData<T>(queryKey, fn(old));
  };
  update<Artwork>(artworkKeys.artwork(artwork.id), (a) => patchOne(a, artwork.id, patch));
  update<Artwork[]>(artworkKeys.boardArtworks(artwork.visionBoardId), (list) =>
    list.map((a) => patchOne(a, artwork.id, patch)),
  );
  update<Artwork[]>(artworkKeys.approved(artwork.visionBoardId), (list) =>
    list.map((a) => patchOne(a, artwork.id, patch)),
  );
  update<VisionBoard[]>(artworkKeys.boards, (boards) =>
    boards.map((b) =>
      b.latestArtwork ? { ...b, latestArtwork: patchOne(b.latestArtwork, artwork.id, patch) } : b,
    ),
  );
  return () => {
    for (const [queryKey, old] of snapshots) queryClient.setQueryData(queryKey, old);
  };
}
