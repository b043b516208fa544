import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';
import { artworkKeys } from './keys';

/** The caller's boards, newest first, each with its latest artwork and product. */
export const getVisionBoards = () => apiRequest<VisionBoard[]>('GET', '/api/vision-boards');

export const visionBoardsQueryOptions = () =>
  queryOptions({
    queryKey: artworkKeys.boards,
    queryFn: getVisionBoards,
    ...cacheTierFor('/api/vision-boards'),
  });

export const useVisionBoards = () => useQuery(visionBoardsQueryOptions());
