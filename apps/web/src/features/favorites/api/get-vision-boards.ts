import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

// The caller's boards, for each favorite's title (the shopper's own words) and product. Same key
// as the artwork screen's list, so the two share one cached answer.
const PATH = '/api/vision-boards';

export const visionBoardsQueryOptions = () =>
  queryOptions({
    queryKey: [PATH],
    queryFn: () => apiRequest<VisionBoard[]>('GET', PATH),
    ...cacheTierFor(PATH),
  });

export const useVisionBoards = () => useQuery(visionBoardsQueryOptions());
