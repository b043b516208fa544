import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import {
  VARIANT_MESSAGES,
  type RegressionRun,
  type RegressionSummary,
  type SavedVariant,
  type StartedVariants,
} from '@atelier/shared/schemas/admin-variants';
import { perceptualChange } from '@atelier/studio';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import * as blueprintsRepo from '../blueprints/blueprints.repository';
import { ensurePhashes } from './phash';
import * as repo from './saved-variants.repository';
import { pricePerImage, readProviderPrices } from './variant-settings.repository';
import { startVariants, type VariantRunDeps } from './variant-runs.service';
import { savedVariantsByIds } from './variant-view';
import { whoById } from './variants.repository';

// The regression set (issue 25 point 7, decision 026): "Run the set on version N" re-runs every
// variant marked for the product with the same values, photos and seed on that version; each
// result is shown beside its original with the pHash distance, the biggest change first.

export type RegressionDeps = VariantRunDeps & { storage: Storage; log: FastifyBaseLogger };

const FINISHED = new Set(['succeeded', 'failed']);

export function createRegressionRuns(deps: RegressionDeps) {
  const { db } = deps;

  async function versionOf(blueprintId: string, versionId: string) {
    const blueprint = await blueprintsRepo.findBlueprint(db, blueprintId);
    if (!blueprint) throw notFound(BLUEPRINT_MESSAGES.notFound);
    const version = await blueprintsRepo.versionById(db, versionId);
    if (!version) throw notFound(VARIANT_MESSAGES.versionNotFound);
    if (version.blueprintId !== blueprint.id)
      throw badRequest(VARIANT_MESSAGES.versionNotOfBlueprint, 'VERSION_NOT_OF_BLUEPRINT');
    return { blueprint, version };
  }

  /** The run with each re-run beside its original, measured, biggest change first. */
  async function results(runId: string): Promise<RegressionRun> {
    const run = await repo.regressionRunById(db, runId);
    if (!run) throw notFound(VARIANT_MESSAGES.regressionRunNotFound);
    const reruns = await repo.regressionReruns(db, runId);
    const ids = reruns.flatMap((r) => [r.id, ...(r.sourceVariantId ? [r.sourceVariantId] : [])]);
    await ensurePhashes(deps, ids);
    const byId = new Map((await savedVariantsByIds(db, ids)).map((v) => [v.id, v]));
    const version = (await blueprintsRepo.versionById(db, run.versionId))!;
    const pairs = reruns.flatMap((r) => {
      const rerun = byId.get(r.id);
      const original = r.sourceVariantId ? byId.get(r.sourceVariantId) : undefined;
      if (!rerun || !original) return [];
      return [{ original, rerun, distance: distanceOf(original, rerun) }];
    });
    pairs.sort((a, b) => (b.distance ?? -1) - (a.distance ?? -1));
    const measured = pairs.flatMap((p) => (p.distance === null ? [] : [p.distance]));
    return {
      id: run.id,
      blueprintId: run.blueprintId,
      version: { id: version.id, version: version.version },
      createdBy: run.createdBy ? await whoById(db, run.createdBy) : null,
      createdAt: run.createdAt.toISOString(),
      total: pairs.length,
      finished: pairs.filter((p) => FINISHED.has(p.rerun.status)).length,
      failed: pairs.filter((p) => p.rerun.status === 'failed').length,
      maxDistance: measured.length > 0 ? Math.max(...measured) : null,
      results: pairs,
    };
  }

  return {
    results,

    async start(blueprintId: string, versionId: string, adminId: string): Promise<StartedVariants> {
      const { blueprint, version } = await versionOf(blueprintId, versionId);
      const set = await repo.regressionSet(db, blueprint.id);
      if (set.length === 0) throw badRequest(VARIANT_MESSAGES.emptyRegressionSet, 'EMPTY_SET');
      const run = await repo.insertRegressionRun(db, {
        blueprintId: blueprint.id,
        versionId: version.id,
        createdBy: adminId,
      });
      const provider = deps.generation.provider(
        version.provider ?? deps.config.generation.provider,
      ).name;
      const price = pricePerImage(await readProviderPrices(db), provider);
      const variants = await startVariants(
        deps,
        adminId,
        set.map((original) => ({
          purpose: 'regression' as const,
          blueprintId: blueprint.id,
          productId: original.productId,
          version,
          draft: null,
          values: original.values,
          photos: original.photos,
          seed: original.seed,
          costCents: price,
          sourceVariantId: original.id,
          regressionRunId: run.id,
        })),
      );
      return {
        items: await savedVariantsByIds(
          db,
          variants.map((v) => v.id),
        ),
        regressionRunId: run.id,
      };
    },

    /** The newest run of a version, without its results (the make-live dialog). */
    async summary(blueprintId: string, versionId: string): Promise<RegressionSummary> {
      const { version } = await versionOf(blueprintId, versionId);
      const latest = await repo.latestRegressionRun(db, version.id);
      if (!latest) return null;
      const { results: _results, ...summary } = await results(latest.id);
      return summary;
    },
  };
}

function distanceOf(original: SavedVariant, rerun: SavedVariant): number | null {
  if (!original.phash || !rerun.phash) return null;
  return perceptualChange(original.phash, rerun.phash);
}
export type RegressionRuns = ReturnType<typeof createRegressionRuns>;
