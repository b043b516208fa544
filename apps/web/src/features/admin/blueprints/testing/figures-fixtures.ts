import type { BlueprintFigures } from '@atelier/shared/schemas/admin-variants';
import { V1, V2, V3 } from './fixtures';

// The figures of the fixtures' blueprint (v2 live since v1's period ended, v3 never live and
// given 30 % of new shoppers by the split), as GET /api/admin/blueprints/{id}/figures answers.

export function figures(over: Partial<BlueprintFigures> = {}): BlueprintFigures {
  const none = {
    failureRate: null,
    medianDurationMs: null,
    favoriteRate: null,
    regenerateRate: null,
    pngPurchaseRate: null,
    canvasPurchaseRate: null,
  };
  return {
    items: [
      { versionId: V3, version: 3, livePeriods: [], artworks: 0, splitArtworks: 0, ...none },
      {
        versionId: V2,
        version: 2,
        livePeriods: [{ from: '2026-11-22T10:00:00.000Z', to: null }],
        artworks: 40,
        failureRate: 0.05,
        medianDurationMs: 12_345,
        favoriteRate: 0.25,
        regenerateRate: 0.125,
        pngPurchaseRate: 0.1,
        canvasPurchaseRate: 0,
        splitArtworks: 12,
      },
      {
        versionId: V1,
        version: 1,
        livePeriods: [{ from: '2026-11-21T09:00:00.000Z', to: '2026-11-22T10:00:00.000Z' }],
        artworks: 3,
        failureRate: 1 / 3,
        medianDurationMs: 15_000,
        favoriteRate: 0.5,
        regenerateRate: 0.5,
        pngPurchaseRate: 0.5,
        canvasPurchaseRate: 1,
        splitArtworks: 0,
      },
    ],
    split: { version: { id: V3, version: 3 }, percent: 30 },
    ...over,
  };
}
