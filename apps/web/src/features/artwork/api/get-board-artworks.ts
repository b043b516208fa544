import type { Artwork } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';
import { artworkKeys } from './keys';

/** Every artwork of a board, newest first. */
export const getBoardArtworks = (boardId: string) =>
  apiRequest<Artwork[]>('GET', `/api/vision-boards/${encodeURIComponent(boardId)}/artwork`);

export const boardArtworksQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: artworkKeys.boardArtworks(boardId),
    queryFn: () => getBoardArtworks(boardId),
    ...cacheTierFor(`/api/vision-boards/${boardId}/artwork`),
  });

export const useBoardArtworks = (boardId: string | undefined) =>
  useQuery({ ...boardArtworksQueryOptions(boardId ?? ''), enabled: Boolean(boardId) });
