import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/vision-boards';

/**
 * Query keys are API paths split at '/': ['/api/vision-boards'] covers the list, each board and
 * each board's artwork lists, so invalidating it refreshes them all.
 */
export const visionBoardKeys = {
  boards: [PATH] as const,
  board: (id: string) => [PATH, id] as const,
};

/** The caller's boards, newest first, each with its latest artwork and product. */
export const getVisionBoards = () => apiRequest<VisionBoard[]>('GET', PATH);

export const visionBoardsQueryOptions = () =>
  queryOptions({
    queryKey: visionBoardKeys.boards,
    queryFn: getVisionBoards,
    ...cacheTierFor(PATH),
  });

export const useVisionBoards = () => useQuery(visionBoardsQueryOptions());
