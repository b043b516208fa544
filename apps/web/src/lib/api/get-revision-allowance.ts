import type { RevisionAllowance } from '@atelier/shared/schemas/revisions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/artwork/{id}/revisions and POST to it (a change asked for). */
export const revisionsPath = (artworkId: string) =>
  `/api/artwork/${encodeURIComponent(artworkId)}/revisions`;

export const revisionAllowanceKey = (artworkId: string) =>
  ['/api/artwork', artworkId, 'revisions'] as const;

/**
 * What the next change of this artwork costs (its line's free revisions left): asked by the
 * artwork page's and the print proof's "Ask for a change" while their dialog is open.
 */
export const useRevisionAllowance = (artworkId: string | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: revisionAllowanceKey(artworkId ?? ''),
    queryFn: () => apiRequest<RevisionAllowance>('GET', revisionsPath(artworkId ?? '')),
    enabled: enabled && Boolean(artworkId),
  });
