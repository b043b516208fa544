import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import type { BlueprintFigures } from '@atelier/shared/schemas/admin-variants';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './blueprints.repository';
import { versionFigures } from './version-figures.repository';

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
    repo.liveMovesOf(db, blueprintId),
    versionFigures(db, blueprintId),
  ]);
  // Oldest move first: each move starts the period of its version and ends the one before.
  const chronological = [...moves].sort((a, b) => a.at.getTime() - b.at.getTime());
  const periods = new Map<string, { from: string; to: string | null }[]>();
  chronological.forEach((move, i) => {
    const next = chronological[i + 1];
    const list = periods.get(move.to.id) ?? [];
    list.push({ from: move.at.toISOString(), to: next ? next.at.toISOString() : null });
    periods.set(move.to.id, list);
  });
  const byVersion = new Map(rows.map((r) => [r.version_id, r]));
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
        artworks: r?.made ?? 0,
        failureRate: r ? rate(r.failed, r.finished) : null,
        medianDurationMs: r?.median_ms == null ? null : Math.round(r.median_ms),
        favoriteRate: r ? rate(r.favorited, r.succeeded) : null,
        regenerateRate: r ? rate(r.regenerated, r.succeeded) : null,
        pngPurchaseRate: r ? rate(r.png, r.succeeded) : null,
        canvasPurchaseRate: r ? rate(r.canvas, r.succeeded) : null,
        splitArtworks: r?.split ?? 0,
      };
    }),
    split: {
      version: split ? { id: split.id, version: split.version } : null,
      percent: split ? blueprint.splitPercent : 0,
    },
  };
}
