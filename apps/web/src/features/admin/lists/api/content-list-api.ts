import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// The endpoints of a content list at /api/admin/{area} (gallery, testimonials, and the next
// one): the list, one record, create, update and delete with the version, the inline toggles'
// PATCH and the reorder. Each area's api/ file names them.

type Versioned = { id: string; updatedAt: string };

export function contentListApi<
  Row extends Versioned,
  Input extends object,
  Patch extends { updatedAt: string },
  List = { items: Row[]; total: number; page: number; pageSize: number },
>(area: string) {
  const keys = adminKeys.area(area);
  const base = `/api/admin/${area}`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    keys,
    listQuery: (qs: string) =>
      queryOptions({
        queryKey: [...keys, 'list', qs],
        queryFn: () => adminApi.get<List>(`${base}${qs}`),
        placeholderData: keepPreviousData,
        ...CACHE_TIERS.realTime,
      }),
    itemQuery: (id: string) =>
      queryOptions({
        queryKey: [...keys, 'item', id],
        queryFn: () => adminApi.get<Row>(one(id)),
        ...CACHE_TIERS.realTime,
      }),
    create: (body: Input) => adminApi.send<Row>('POST', base, body),
    update: (id: string, body: Input & { updatedAt: string }) =>
      adminApi.send<Row>('PUT', one(id), body),
    patch: (id: string, body: Patch) => adminApi.send<Row>('PATCH', one(id), body),
    remove: (row: Row) =>
      adminApi.send<void>(
        'DELETE',
        `${one(row.id)}?updatedAt=${encodeURIComponent(row.updatedAt)}`,
      ),
    reorder: (ids: string[]) => adminApi.send<unknown>('POST', `${base}/reorder`, { ids }),
  };
}
