import type {
  AdminGenerationList,
  AdminGenerationRow,
  AdminGenerationStats,
} from '@atelier/shared/schemas/admin-generations';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/generations: the queue and failed artworks (keyset pages, "Load more"), the
// per-provider figures, and the retry of a failed artwork.
export const generationKeys = adminKeys.area('generations');

export type GenerationFilters = { view: 'active' | 'failed'; kind?: string; provider?: string };

const listPath = (filters: GenerationFilters, cursor: string | null) => {
  const qs = new URLSearchParams({ view: filters.view });
  if (filters.view === 'failed' && filters.kind) qs.set('kind', filters.kind);
  if (filters.provider) qs.set('provider', filters.provider);
  if (cursor) qs.set('cursor', cursor);
  return `/api/admin/generations?${qs.toString()}`;
};

/** GET /api/admin/generations?view&kind&provider, page after page by cursor. */
export const generationListQuery = (filters: GenerationFilters) =>
  infiniteQueryOptions({
    queryKey: [...generationKeys, 'list', filters],
    queryFn: ({ pageParam }) => adminApi.get<AdminGenerationList>(listPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/generations/stats?days=7|30. */
export const generationStatsQuery = (days: '7' | '30') =>
  queryOptions({
    queryKey: [...generationKeys, 'stats', days],
    queryFn: () => adminApi.get<AdminGenerationStats>(`/api/admin/generations/stats?days=${days}`),
    ...CACHE_TIERS.realTime,
  });

/** POST /api/admin/generations/{id}/retry → the artwork, queued again. */
export const retryGeneration = (id: string) =>
  adminApi.send<AdminGenerationRow>(
    'POST',
    `/api/admin/generations/${encodeURIComponent(id)}/retry`,
  );
