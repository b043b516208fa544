import type { AdminDashboard } from '@atelier/shared/schemas/admin-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

export const dashboardKeys = adminKeys.area('dashboard');

/** GET /api/admin/dashboard: every figure of /admin in one answer (all periods at once). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [...dashboardKeys],
    queryFn: () => adminApi.get<AdminDashboard>('/api/admin/dashboard'),
    ...CACHE_TIERS.realTime,
  });
