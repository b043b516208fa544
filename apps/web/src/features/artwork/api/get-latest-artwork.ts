import type { Artwork } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';
import { artworkKeys } from './keys';

const path = (boardId: string) =>
  `/api/vision-boards/${encodeURIComponent(boardId)}/artwork/latest`;

/** The board's newest artwork (404 while it has none). */
export const getLatestArtwork = (boardId: string) => apiRequest<Artwork>('GET', path(boardId));

export const latestArtworkQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: artworkKeys.latest(boardId),
    queryFn: () => getLatestArtwork(boardId),
    // SPEC.md §9: the latest artwork is real-time data (30 s fresh, 2 min kept).
    ...cacheTierFor(path(boardId)),
  });

export const useLatestArtwork = (boardId: string | undefined) =>
  useQuery({ ...latestArtworkQueryOptions(boardId ?? ''), enabled: Boolean(boardId) });
