import { queryOptions } from '@tanstack/react-query';
import type { PhotoCheck } from '@atelier/shared/schemas/photo-check';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/upload/photo-check?key= → what the studio will make of an uploaded photo. Asked once
 * per upload (the server computes it once too); a failure shows nothing and blocks nothing.
 */
export const photoCheckQuery = (key: string) =>
  queryOptions({
    queryKey: ['photo-check', key],
    queryFn: () =>
      apiRequest<PhotoCheck>('GET', `/api/upload/photo-check?key=${encodeURIComponent(key)}`),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
