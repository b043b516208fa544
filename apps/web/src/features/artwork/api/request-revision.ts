import type { Artwork } from '@atelier/shared/schemas/generation';
import type { RevisionCreated } from '@atelier/shared/schemas/revisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { revisionsPath } from '@/lib/api/get-revision-allowance';
import { artworkKeys, invalidateArtwork } from './keys';

/** POST /api/artwork/{id}/revisions {note}: the new version, queued. */
export function useRequestRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ artworkId, note }: { artworkId: string; note: string }) =>
      apiRequest<RevisionCreated>('POST', revisionsPath(artworkId), { note }),
    // A second POST after a lost answer would make a second version.
    retry: false,
    onSuccess: async ({ artwork }) => {
      queryClient.setQueryData(artworkKeys.artwork(artwork.id), artwork);
      queryClient.setQueryData<Artwork[]>(
        artworkKeys.boardArtworks(artwork.visionBoardId),
        (old) => (old && !old.some((a) => a.id === artwork.id) ? [artwork, ...old] : old),
      );
      await Promise.all([
        invalidateArtwork(queryClient),
        queryClient.invalidateQueries({ queryKey: ['/api/artwork'] }),
      ]);
    },
  });
}
