import type { BlueprintFigures, SplitInput } from '@atelier/shared/schemas/admin-variants';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';
import { blueprintKeys } from './blueprints';

// "Which version sells" (decision 026): each version's figures from shoppers' artworks and the
// traffic split. Under blueprintKeys, so a live move (which may end the split) reloads them.

const base = (id: string) => `/api/admin/blueprints/${encodeURIComponent(id)}`;

/** GET /api/admin/blueprints/{id}/figures: versions newest first, and the split. */
export const blueprintFiguresQuery = (id: string) =>
  queryOptions({
    queryKey: [...blueprintKeys, 'figures', id],
    queryFn: () => adminApi.get<BlueprintFigures>(`${base(id)}/figures`),
    ...CACHE_TIERS.realTime,
  });

/**
 * PUT /api/admin/blueprints/{id}/split → the figures with the split as it now is; 400 for the
 * live version or another blueprint's; versionId null stops the split.
 */
export const saveBlueprintSplit = (id: string, body: SplitInput) =>
  adminApi.send<BlueprintFigures>('PUT', `${base(id)}/split`, body);
