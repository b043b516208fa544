import type { AdminAuditFacets, AdminAuditList } from '@atelier/shared/schemas/admin-audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/audit: the log's pages (newest first, keyset cursors) and the filters' choices.
export const auditKeys = adminKeys.area('audit');

/** GET /api/admin/audit{qs}: one page of entries (qs: actor, entity, from, to, cursor). */
export const auditListQuery = (qs: string) =>
  queryOptions({
    queryKey: [...auditKeys, 'list', qs],
    queryFn: () => adminApi.get<AdminAuditList>(`/api/admin/audit${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/audit/facets: the entities, actions and admins present in the log. */
export const auditFacetsQuery = () =>
  queryOptions({
    queryKey: [...auditKeys, 'facets'],
    queryFn: () => adminApi.get<AdminAuditFacets>('/api/admin/audit/facets'),
    ...CACHE_TIERS.dynamic,
  });
