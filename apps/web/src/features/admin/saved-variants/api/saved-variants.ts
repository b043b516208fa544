import type { BlueprintDetail, BlueprintList } from '@atelier/shared/schemas/admin-blueprints';
import type {
  PromoteInput,
  RegressionRun,
  SavedVariant,
  SavedVariantList,
} from '@atelier/shared/schemas/admin-variants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/saved-variants (decision 026): the grid's pages by cursor, one variant, the owner's
// score, note and regression-set mark, delete, promote; a regression run's results; and the
// blueprints the filters offer.
export const savedVariantKeys = adminKeys.area('saved-variants');

export type VariantFilters = {
  productId?: string;
  /** A version id, or 'draft'. */
  version?: string;
  minScore?: string;
  unscored?: 'true';
  inRegressionSet?: 'true' | 'false';
};

const listPath = (filters: VariantFilters, cursor: string | null) => {
  const qs = new URLSearchParams();
  if (filters.productId) qs.set('productId', filters.productId);
  if (filters.version === 'draft') qs.set('version', 'draft');
  else if (filters.version) qs.set('versionId', filters.version);
  if (filters.minScore) qs.set('minScore', filters.minScore);
  if (filters.unscored) qs.set('unscored', 'true');
  if (filters.inRegressionSet) qs.set('inRegressionSet', filters.inRegressionSet);
  if (cursor) qs.set('cursor', cursor);
  const query = qs.toString();
  return `/api/admin/saved-variants${query ? `?${query}` : ''}`;
};

const RUNNING = new Set(['queued', 'running']);
export const isRunning = (v: Pick<SavedVariant, 'status'>) => RUNNING.has(v.status);

/** GET /api/admin/saved-variants, page after page; refreshed every 2 s while any is running. */
export const savedVariantListQuery = (filters: VariantFilters) =>
  infiniteQueryOptions({
    queryKey: [...savedVariantKeys, 'list', filters],
    queryFn: ({ pageParam }) => adminApi.get<SavedVariantList>(listPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some(isRunning)) ? 2000 : false,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/regression-runs/{id}: refreshed every 2 s until every re-run finished. */
export const regressionRunQuery = (id: string) =>
  queryOptions({
    queryKey: [...savedVariantKeys, 'regression-run', id],
    queryFn: () =>
      adminApi.get<RegressionRun>(`/api/admin/regression-runs/${encodeURIComponent(id)}`),
    refetchInterval: (query) => {
      const run = query.state.data;
      return run && run.finished < run.total ? 2000 : false;
    },
    ...CACHE_TIERS.realTime,
  });

/** The products' blueprints (the product filter) and one blueprint's versions (the version filter). */
export const blueprintOptionsQuery = () =>
  queryOptions({
    queryKey: [...savedVariantKeys, 'blueprints'],
    queryFn: () => adminApi.get<BlueprintList>('/api/admin/blueprints'),
    ...CACHE_TIERS.realTime,
  });
export const blueprintVersionsQuery = (blueprintId: string) =>
  queryOptions({
    queryKey: [...savedVariantKeys, 'blueprint', blueprintId],
    queryFn: () =>
      adminApi.get<BlueprintDetail>(`/api/admin/blueprints/${encodeURIComponent(blueprintId)}`),
    ...CACHE_TIERS.realTime,
  });

const one = (id: string) => `/api/admin/saved-variants/${encodeURIComponent(id)}`;

export type VariantPatch = {
  score?: number | null;
  note?: string;
  inRegressionSet?: boolean;
  updatedAt: string;
};
export const patchVariant = (id: string, body: VariantPatch) =>
  adminApi.send<SavedVariant>('PATCH', one(id), body);
export const deleteVariant = (id: string) => adminApi.send<void>('DELETE', one(id));
export const promoteVariant = (id: string, body: PromoteInput) =>
  adminApi.send<{ target: string; imageKey: string; galleryItemId: string | null }>(
    'POST',
    `${one(id)}/promote`,
    body,
  );
