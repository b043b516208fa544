import type { Artwork } from '@atelier/shared/schemas/generation';
import type { RevisionAllowance, RevisionCreated } from '@atelier/shared/schemas/revisions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { artworkKeys, invalidateArtwork } from './keys';

const path = (artworkId: string) => `/api/artwork/${encodeURIComponent(artworkId)}/revisions`;
const allowanceKey = (artworkId: string) => ['/api/artwork', artworkId, 'revisions'] as const;

/** What the next change of this artwork costs (its line's free revisions left). */
export const useRevisionAllowance = (artworkId: string, enabled: boolean) =>
  useQuery({
    queryKey: allowanceKey(artworkId),
    queryFn: () => apiRequest<RevisionAllowance>('GET', path(artworkId)),
    enabled,
  });

/** POST /api/artwork/{id}/revisions {note}: the new version, queued. */
export function useRequestRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ artworkId, note }: { artworkId: string; note: string }) =>
      apiRequest<RevisionCreated>('POST', path(artworkId), { note }),
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
