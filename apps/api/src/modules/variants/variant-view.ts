import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import type { Database } from '../../db/client';
import { variantRowsByIds, type VariantViewRow } from './variants.repository';

// A saved variant as every admin answer shows it (savedVariantSchema): one mapping, used by the
// grid, the compare view, started runs and regression results.

const iso = (d: Date) => d.toISOString();

/** The image route of a variant whose artwork succeeded. */
export const variantImageUrl = (id: string, size: 'preview' | 'original' = 'preview') =>
  `/api/admin/saved-variants/${id}/image?size=${size}`;

export function toSavedVariant(row: VariantViewRow): SavedVariant {
  const { v } = row;
  return {
    id: v.id,
    artworkId: v.artworkId,
    purpose: v.purpose,
    status: row.status,
    blueprintId: v.blueprintId,
    product: { id: v.productId, title: row.productTitle },
    version:
      v.versionId && row.versionNumber !== null
        ? { id: v.versionId, version: row.versionNumber }
        : null,
    draft: v.versionId ? null : (row.draft ?? null),
    values: v.values,
    photos: v.photos.map((p) => ({ fieldName: p.fieldName, samplePhotoId: p.samplePhotoId })),
    seed: v.seed,
    provider: v.provider,
    model: v.model,
    durationMs:
      row.status === 'succeeded' && row.startedAt && row.finishedAt
        ? Math.max(0, row.finishedAt.getTime() - row.startedAt.getTime())
        : null,
    costCents: v.costCents,
    score: v.score,
    note: v.note,
    inRegressionSet: v.inRegressionSet,
    phash: v.phash,
    sourceArtworkId: v.sourceArtworkId,
    sourceVariantId: v.sourceVariantId,
    regressionRunId: v.regressionRunId,
    previewUrl: row.status === 'succeeded' ? variantImageUrl(v.id) : null,
    lastError: row.status === 'failed' ? row.lastError : null,
    createdBy: row.author?.id ? row.author : null,
    createdAt: iso(v.createdAt),
    updatedAt: iso(v.updatedAt),
  };
}

/** The variants of these ids as answers, in the order of `ids` (missing ones left out). */
export async function savedVariantsByIds(db: Database, ids: readonly string[]) {
  const byId = new Map((await variantRowsByIds(db, ids)).map((r) => [r.v.id, toSavedVariant(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
