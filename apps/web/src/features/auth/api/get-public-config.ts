import type { PublicConfig } from '@atelier/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { CACHE_TIERS } from '@/lib/query-client';

export const getPublicConfig = () => publicRequest<PublicConfig>('GET', '/api/public/config');

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/public/config'],
    queryFn: getPublicConfig,
    ...CACHE_TIERS.static,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
