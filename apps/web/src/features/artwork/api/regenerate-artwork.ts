import type { Artwork } from '@atelier/shared/schemas/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { artworkKeys, invalidateArtwork } from './keys';

/**
 * POST /api/generate-artwork {visionBoardId, regenerate: true}. SPEC.md §3: the answer can be
 * a list or a single artwork; the first one is the new version.
 */
export async function regenerateArtwork(visionBoardId: string): Promise<Artwork> {
  const answer = await apiRequest<Artwork | Artwork[]>('POST', '/api/generate-artwork', {
    visionBoardId,
    regenerate: true,
  });
  const artwork = Array.isArray(answer) ? answer[0] : answer;
  if (!artwork?.id) throw new Error('The generation answer carried no artwork');
  return artwork;
}

export function useRegenerateArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateArtwork,
    // A second POST after a lost answer would spend a second generation.
    retry: false,
    onSuccess: async (artwork) => {
      // Shown at once as queued; the live stream and refetches take it from there.
      queryClient.setQueryData(artworkKeys.artwork(artwork.id), artwork);
      queryClient.setQueryData<Artwork[]>(
        artworkKeys.boardArtworks(artwork.visionBoardId),
        (old) => (old && !old.some((a) => a.id === artwork.id) ? [artwork, ...old] : old),
      );
      await invalidateArtwork(queryClient);
    },
  });
}
