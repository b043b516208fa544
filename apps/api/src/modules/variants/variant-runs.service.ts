import { randomInt } from 'node:crypto';
import { formatBoardItems } from '@atelier/shared/board-items';
import { renderTemplate } from '@atelier/shared/blueprint-template';
import type { BlueprintDraft } from '@atelier/shared/schemas/admin-blueprints';
import { VARIANT_PRIORITY, type VariantPurpose } from '@atelier/shared/schemas/admin-variants';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { BlueprintVersionRow } from '../../db/schema/blueprints';
import type { SavedVariantRow, VariantPhoto } from '../../db/schema/variants';
import { productFieldsOf } from '../blueprints/blueprints.repository';
import { insertArtwork } from '../generation/artwork-jobs.repository';
import { providerModel } from '../generation/provider-model';
import type { GenerationRuntime } from '../generation/runtime';
import * as repo from './variants.repository';

// Runs of saved variants (decision 026): each variant is an artwork (purpose test_run | replay |
// regression) on an admin-owned board, queued below every shopper's job, charged to nobody,
// made by a saved version or by the editor's unsaved draft. The queue, provider, storage and
// live events are the shoppers' own.

/** What one variant is made from. Exactly one of `version` and `draft` says what runs. */
export type VariantSpec = {
  purpose: VariantPurpose;
  blueprintId: string;
  productId: string;
  /** The saved version it runs; with `draft`, the version the draft was based on (its kind). */
  version: BlueprintVersionRow | null;
  draft: BlueprintDraft | null;
  values: Record<string, string>;
  /** The photos in field order; their storage keys are read as a shopper's are. */
  photos: VariantPhoto[];
  seed: number;
  costCents: number;
  sourceArtworkId?: string | null;
  sourceVariantId?: string | null;
  regressionRunId?: string | null;
};

export type VariantRunDeps = {
  db: Database;
  generation: Pick<GenerationRuntime, 'queue' | 'events' | 'provider'>;
  config: Config;
};

/** The seed of image `index` of a run: an asked seed or a fixed policy counts up from it. */
export function seedFor(
  settings: Pick<BlueprintDraft, 'seedPolicy' | 'fixedSeed'>,
  index: number,
  asked?: number,
): number {
  const base =
    asked ??
    (settings.seedPolicy === 'fixed' && settings.fixedSeed !== null ? settings.fixedSeed : null);
  return base === null ? randomInt(1, 2 ** 31 - 1) : (base + index) % 2 ** 31;
}

/**
 * Inserts and enqueues the variants in one transaction: each gets its own board (the values as
 * board items, the photos as the board's images), a queued artwork at VARIANT_PRIORITY and its
 * saved_variants row. Nobody's allowance is touched.
 */
export async function startVariants(
  deps: VariantRunDeps,
  adminId: string,
  specs: readonly VariantSpec[],
): Promise<SavedVariantRow[]> {
  const { db, generation, config } = deps;
  const created = await db.transaction(async (tx) => {
    const rows: { variant: SavedVariantRow; boardId: string }[] = [];
    const fieldsByProduct = new Map<string, string[]>();
    for (const spec of specs) {
      const settings = spec.draft ?? spec.version;
      if (!settings) throw new Error('a variant needs a version or a draft');
      let fieldNames = fieldsByProduct.get(spec.productId);
      if (!fieldNames) {
        fieldNames = (await productFieldsOf(tx, spec.productId)).map((f) => f.fieldName);
        fieldsByProduct.set(spec.productId, fieldNames);
      }
      const entries = fieldNames
        .filter((name) => (spec.values[name] ?? '') !== '')
        .map((name) => [name, spec.values[name]!] as const);
      const board = await repo.insertVariantBoard(tx, {
        userId: adminId,
        productId: spec.productId,
        items: formatBoardItems(entries),
        purpose: spec.purpose,
      });
      const perField = new Map<string, number>();
      await repo.insertVariantImages(
        tx,
        board.id,
        spec.photos.map((p) => {
          const index = perField.get(p.fieldName) ?? 0;
          perField.set(p.fieldName, index + 1);
          return { filename: `${p.fieldName}_${index}.jpg`, key: p.key };
        }),
      );
      const provider = generation.provider(settings.provider ?? undefined);
      const artwork = await insertArtwork(tx, {
        visionBoardId: board.id,
        userId: adminId,
        purpose: spec.purpose,
        blueprintVersionId: spec.draft ? null : spec.version!.id,
        draft: spec.draft,
        status: 'queued',
        provider: provider.name,
        model: providerModel(config.generation, provider.name, settings.model),
        prompt: renderTemplate(settings.promptTemplate, spec.values),
        seed: spec.seed,
        priority: VARIANT_PRIORITY,
        maxAttempts: config.generation.maxAttempts,
      });
      const variant = await repo.insertSavedVariant(tx, {
        artworkId: artwork.id,
        purpose: spec.purpose,
        blueprintId: spec.blueprintId,
        productId: spec.productId,
        versionId: spec.draft ? null : spec.version!.id,
        values: spec.values,
        photos: spec.photos,
        seed: spec.seed,
        provider: provider.name,
        model: artwork.model,
        costCents: spec.costCents,
        sourceArtworkId: spec.sourceArtworkId ?? null,
        sourceVariantId: spec.sourceVariantId ?? null,
        regressionRunId: spec.regressionRunId ?? null,
        createdBy: adminId,
      });
      await generation.queue.enqueue(artwork.id, { priority: VARIANT_PRIORITY, tx });
      if (generation.events.transactional) {
        await generation.events.publish(
          { artworkId: artwork.id, visionBoardId: board.id, status: 'queued' },
          tx,
        );
      }
      rows.push({ variant, boardId: board.id });
    }
    return rows;
  });
  if (!generation.events.transactional) {
    for (const { variant, boardId } of created) {
      await generation.events.publish({
        artworkId: variant.artworkId,
        visionBoardId: boardId,
        status: 'queued',
      });
    }
  }
  return created.map((c) => c.variant);
}
