import type { Artwork } from '@atelier/shared/schemas/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@/lib/api-client';
import { artworkKeys, invalidateArtwork, patchArtworkInCache } from './keys';

/** SPEC.md §7: a 409 on add means it is already a favorite, which is what was asked. */
export async function addFavorite(artworkId: string): Promise<void> {
  try {
    await apiRequest<unknown>('POST', '/api/favorites', { artworkId });
  } catch (error) {
    if (errorStatus(error) !== 409) throw error;
  }
}

export const removeFavorite = (artworkId: string) =>
  apiRequest<unknown>('DELETE', `/api/favorites/${encodeURIComponent(artworkId)}`);

interface Variables {
  artwork: Artwork;
  favorite: boolean;
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ artwork, favorite }: Variables) =>
      favorite ? addFavorite(artwork.id) : removeFavorite(artwork.id),
    onMutate: async ({ artwork, favorite }: Variables) => {
      // A refetch already on its way must not overwrite the optimistic state.
      await queryClient.cancelQueries({ queryKey: artworkKeys.artwork(artwork.id) });
      return { restore: patchArtworkInCache(queryClient, artwork, { isFavorite: favorite }) };
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: async (_data, _error, { artwork }) => {
      await Promise.all([
        invalidateArtwork(queryClient, artwork.id),
        queryClient.invalidateQueries({ queryKey: artworkKeys.favorites }),
      ]);
    },
  });
}
