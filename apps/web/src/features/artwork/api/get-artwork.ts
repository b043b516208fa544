import type { Artwork } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';
import { artworkKeys } from './keys';

export const getArtwork = (id: string) =>
  apiRequest<Artwork>('GET', `/api/artwork/${encodeURIComponent(id)}`);

export const artworkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: artworkKeys.artwork(id),
    queryFn: () => getArtwork(id),
    ...cacheTierFor(`/api/artwork/${id}`),
  });

export const useArtwork = (id: string | undefined) =>
  useQuery({ ...artworkQueryOptions(id ?? ''), enabled: Boolean(id) });
