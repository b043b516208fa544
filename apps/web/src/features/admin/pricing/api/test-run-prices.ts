import type { ProviderPrices } from '@atelier/shared/schemas/admin-variants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/test-run-prices: what one image costs on each paid provider, for the estimate a
// test run shows before it starts (decision 026 "Cost").
const KEY = [...adminKeys.area('pricing'), 'test-run-prices'] as const;
const PATH = '/api/admin/test-run-prices';

export type TestRunPrices = ProviderPrices & { updatedAt: string | null };

export const testRunPricesQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => adminApi.get<TestRunPrices>(PATH),
    ...CACHE_TIERS.realTime,
  });
export const useTestRunPrices = () => useQuery(testRunPricesQuery());

export function useUpdateTestRunPrices() {
  return useAdminMutation({
    mutationFn: (body: ProviderPrices) => adminApi.send<TestRunPrices>('PUT', PATH, body),
    invalidate: [KEY],
    refetchAfterError: false,
  });
}
