import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';
import { artworkKeys } from './keys';

export const getVisionBoard = (id: string) =>
  apiRequest<VisionBoard>('GET', `/api/vision-boards/${encodeURIComponent(id)}`);

export const visionBoardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: artworkKeys.board(id),
    queryFn: () => getVisionBoard(id),
    ...cacheTierFor(`/api/vision-boards/${id}`),
  });

export const useVisionBoard = (id: string | undefined) =>
  useQuery({ ...visionBoardQueryOptions(id ?? ''), enabled: Boolean(id) });
