import type {
  BlueprintDetail,
  BlueprintDraft,
  BlueprintListItem,
  BlueprintPreview,
  BlueprintVersion,
} from '@atelier/shared/schemas/admin-blueprints';
import { queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/blueprints: every product's blueprint, one blueprint with its versions and live
// history, one version in full, a new version, a live move and a preview (no write).
export const blueprintKeys = adminKeys.area('blueprints');

const base = (id: string) => `/api/admin/blueprints/${encodeURIComponent(id)}`;

export type BlueprintList = { items: BlueprintListItem[] };

/** GET /api/admin/blueprints. */
export const blueprintListQuery = () =>
  queryOptions({
    queryKey: [...blueprintKeys, 'list'],
    queryFn: () => adminApi.get<BlueprintList>('/api/admin/blueprints'),
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/blueprints/{id}: versions newest first, the live one, its moves. */
export const blueprintDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...blueprintKeys, 'detail', id],
    queryFn: () => adminApi.get<BlueprintDetail>(base(id)),
    ...CACHE_TIERS.realTime,
  });

/** GET /api/admin/blueprints/{id}/versions/{versionId}: a saved version never changes. */
export const blueprintVersionQuery = (id: string, versionId: string) =>
  queryOptions({
    queryKey: [...blueprintKeys, 'version', id, versionId],
    queryFn: () =>
      adminApi.get<BlueprintVersion>(`${base(id)}/versions/${encodeURIComponent(versionId)}`),
    staleTime: Infinity,
  });

/** POST /api/admin/blueprints/{id}/versions → 201 the new version (the live one stays). */
export const saveBlueprintVersion = (
  id: string,
  body: { draft: BlueprintDraft; changeNote: string },
) => adminApi.send<BlueprintVersion>('POST', `${base(id)}/versions`, body);

/** POST /api/admin/blueprints/{id}/live → the blueprint; 409 when the live one moved since. */
export const makeVersionLive = (
  id: string,
  body: { versionId: string; expectedLiveVersionId: string },
) => adminApi.send<BlueprintDetail>('POST', `${base(id)}/live`, body);

/** POST /api/admin/blueprints/{id}/preview: what a draft makes of sample values. */
export const blueprintPreviewQuery = (
  id: string,
  body: { draft: BlueprintDraft; values: Record<string, string> } | null,
) =>
  queryOptions({
    queryKey: [...blueprintKeys, 'preview', id, body],
    queryFn: () => adminApi.send<BlueprintPreview>('POST', `${base(id)}/preview`, body!),
    enabled: body !== null,
    staleTime: Infinity,
    retry: false,
  });
