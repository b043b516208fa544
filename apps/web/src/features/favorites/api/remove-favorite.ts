import type { Artwork } from '@atelier/shared/schemas/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { favoritesKey } from './get-favorites';

export const removeFavorite = (artworkId: string) =>
  apiRequest<unknown>('DELETE', `/api/favorites/${encodeURIComponent(artworkId)}`);

/** Removes at once from the list; puts it back if the server refuses. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onMutate: async (artworkId: string) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const previous = queryClient.getQueryData<Artwork[]>(favoritesKey);
      queryClient.setQueryData<Artwork[]>(favoritesKey, (old) =>
        old?.filter((a) => a.id !== artworkId),
      );
      return { previous };
    },
    onError: (_error, _artworkId, context) => {
      if (context?.previous) queryClient.setQueryData(favoritesKey, context.previous);
    },
    onSettled: async (_data, _error, artworkId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesKey }),
        // The artwork screen shows the heart too.
        queryClient.invalidateQueries({ queryKey: ['/api/artwork', artworkId] }),
        queryClient.invalidateQueries({ queryKey: ['/api/vision-boards'] }),
      ]);
    },
  });
}
