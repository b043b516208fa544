import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';
import { visionBoardKeys } from './get-vision-boards';

/** GET /api/vision-boards/{id} (authenticated; another user's board answers 404). */
export const getVisionBoard = (id: string) =>
  apiRequest<VisionBoard>('GET', `/api/vision-boards/${encodeURIComponent(id)}`);

export const visionBoardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: visionBoardKeys.board(id),
    queryFn: () => getVisionBoard(id),
    ...cacheTierFor(`/api/vision-boards/${id}`),
  });

export const useVisionBoard = (id: string | undefined) =>
  useQuery({ ...visionBoardQueryOptions(id ?? ''), enabled: Boolean(id) });
