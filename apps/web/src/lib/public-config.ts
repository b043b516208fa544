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

/**
 * True when the shop says it takes no payment yet (no Stripe, no demo checkout): the upgrade
 * buttons then say so instead of leading to an error. While unknown it stays false; the API
 * answers 503 anyway.
 */
export function usePaymentsOff(): boolean {
  return usePublicConfig().data?.payments === 'off';
}
