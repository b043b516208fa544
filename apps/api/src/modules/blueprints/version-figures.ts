import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import type { BlueprintFigures } from '@atelier/shared/schemas/admin-variants';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './blueprints.repository';
import { artworkCounts, liveMovesInOrder } from './version-figures.repository';

// The figures per version with the periods each was live (from the live pointer's history).

const rate = (n: number, of: number) => (of > 0 ? n / of : null);

export async function blueprintFigures(
  db: Database,
  blueprintId: string,
): Promise<BlueprintFigures> {
  const blueprint = await repo.findBlueprint(db, blueprintId);
  if (!blueprint) throw notFound(BLUEPRINT_MESSAGES.notFound);
  const [versions, moves, rows] = await Promise.all([
    repo.versionsOf(db, blueprintId),
    liveMovesInOrder(db, blueprintId),
    artworkCounts(db, blueprintId),
  ]);
  // Oldest move first: each move starts the period of its version and ends the one before.
  const periods = new Map<string, { from: string; to: string | null }[]>();
  moves.forEach((move, i) => {
    const next = moves[i + 1];
    const list = periods.get(move.versionId) ?? [];
    list.push({ from: move.at.toISOString(), to: next ? next.at.toISOString() : null });
    periods.set(move.versionId, list);
  });
  const byVersion = new Map(rows.map((r) => [r.versionId, r]));
  const split = blueprint.splitVersionId
    ? versions.find((v) => v.id === blueprint.splitVersionId)
    : undefined;
  return {
    items: versions.map((v) => {
      const r = byVersion.get(v.id);
      return {
        versionId: v.id,
        version: v.version,
        livePeriods: periods.get(v.id) ?? [],
        artworks: r?.artworks ?? 0,
        failureRate: r ? rate(r.failed, r.finished) : null,
        medianDurationMs: r?.medianMs == null ? null : Math.round(r.medianMs),
        favoriteRate: r ? rate(r.favorited, r.succeeded) : null,
        regenerateRate: r ? rate(r.regenerated, r.succeeded) : null,
        pngPurchaseRate: r ? rate(r.pngBought, r.succeeded) : null,
        canvasPurchaseRate: r ? rate(r.canvasBought, r.succeeded) : null,
        splitArtworks: r?.splitArtworks ?? 0,
      };
    }),
    split: {
      version: split ? { id: split.id, version: split.version } : null,
      percent: split ? blueprint.splitPercent : 0,
    },
  };
}
