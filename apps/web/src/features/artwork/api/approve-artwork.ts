import type { Artwork } from '@atelier/shared/schemas/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { artworkKeys, invalidateArtwork, patchArtworkInCache } from './keys';

/** POST approves, DELETE withdraws the approval. */
export const setArtworkApproved = (id: string, approved: boolean) =>
  apiRequest<unknown>(
    approved ? 'POST' : 'DELETE',
    `/api/artwork/${encodeURIComponent(id)}/approve`,
  );

interface Variables {
  artwork: Artwork;
  approved: boolean;
}

export function useSetArtworkApproved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ artwork, approved }: Variables) => setArtworkApproved(artwork.id, approved),
    onMutate: async ({ artwork, approved }: Variables) => {
      // A refetch already on its way must not overwrite the optimistic state.
      await queryClient.cancelQueries({ queryKey: artworkKeys.artwork(artwork.id) });
      return { restore: patchArtworkInCache(queryClient, artwork, { isApproved: approved }) };
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: (_data, _error, { artwork }) => invalidateArtwork(queryClient, artwork.id),
  });
}
