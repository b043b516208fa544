import {
  BLUEPRINT_MESSAGES,
  blueprintDraftSchema,
  type BlueprintDraft,
} from '@atelier/shared/schemas/admin-blueprints';
import {
  VARIANT_MESSAGES,
  type CostEstimate,
  type StartedVariants,
  type testRunInputSchema,
} from '@atelier/shared/schemas/admin-variants';
import type { z } from 'zod';
import type { BlueprintVersionRow } from '../../db/schema/blueprints';
import type { VariantPhoto } from '../../db/schema/variants';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { checkDraft, configuredProviders } from '../blueprints/blueprint-checks';
import * as blueprintsRepo from '../blueprints/blueprints.repository';
import { providerModel } from '../generation/provider-model';
import type { SamplePhotos } from './sample-photos.service';
import { pricePerImage, readProviderPrices } from './variant-settings.repository';
import { seedFor, startVariants, type VariantRunDeps } from './variant-runs.service';
import { savedVariantsByIds } from './variant-view';
import { productFieldsForRun } from './variants.repository';

// Test runs (issue 25 point 5, decision 026): a saved version or the editor's unsaved draft,
// with sample values and photos from the library, queued below shoppers and charged to nobody;
// a paid provider's run starts only with its estimate confirmed.

export type TestRunBody = z.output<typeof testRunInputSchema>;

/** The settings a run takes: the version's, or the draft's (checked as a save would be). */
type RunSettings = Pick<
  BlueprintDraft,
  'provider' | 'model' | 'imagesPerRun' | 'seedPolicy' | 'fixedSeed'
>;

export function createTestRuns(deps: VariantRunDeps & { photos: SamplePhotos }) {
  const { db, config } = deps;

  /** The blueprint, the version or draft to run, and the checks of values and photos. */
  async function prepare(blueprintId: string, body: Omit<TestRunBody, 'confirmCostCents'>) {
    const blueprint = await blueprintsRepo.findBlueprint(db, blueprintId);
    if (!blueprint?.liveVersionId) throw notFound(BLUEPRINT_MESSAGES.notFound);
    const live = (await blueprintsRepo.versionById(db, blueprint.liveVersionId))!;
    const fields = await productFieldsForRun(db, blueprint.productId);
    const fieldNames = fields.map((f) => f.fieldName);

    let version: BlueprintVersionRow | null = null;
    let draft: BlueprintDraft | null = null;
    if (body.versionId) {
      version = await blueprintsRepo.versionById(db, body.versionId);
      if (!version) throw notFound(VARIANT_MESSAGES.versionNotFound);
      if (version.blueprintId !== blueprint.id)
        throw badRequest(VARIANT_MESSAGES.versionNotOfBlueprint, 'VERSION_NOT_OF_BLUEPRINT');
    } else {
      draft = blueprintDraftSchema.parse(body.draft);
      checkDraft(draft, {
        kind: live.kind,
        fieldNames,
        providers: configuredProviders(config.generation),
      });
    }

    const unknownValue = Object.keys(body.values).find((name) => !fieldNames.includes(name));
    if (unknownValue !== undefined)
      throw badRequest(VARIANT_MESSAGES.valueFieldUnknown(unknownValue), 'UNKNOWN_FIELD');
    const perField = new Map<string, number>();
    for (const p of body.photos) {
      const field = fields.find((f) => f.fieldName === p.fieldName && f.fieldType === 'image');
      if (!field) throw badRequest(VARIANT_MESSAGES.photoFieldUnknown(p.fieldName), 'PHOTO_FIELD');
      const n = (perField.get(p.fieldName) ?? 0) + 1;
      perField.set(p.fieldName, n);
      if (field.maxImages !== null && n > field.maxImages)
        throw badRequest(
          VARIANT_MESSAGES.tooManyPhotos(p.fieldName, field.maxImages),
          'TOO_MANY_PHOTOS',
        );
    }
    const library = await deps.photos.resolve(body.photos.map((p) => p.samplePhotoId));
    // Photos in the product's field order, as the shopper's form sends them.
    const photos: VariantPhoto[] = [...body.photos]
      .sort((a, b) => fieldNames.indexOf(a.fieldName) - fieldNames.indexOf(b.fieldName))
      .map((p) => ({
        fieldName: p.fieldName,
        key: library.get(p.samplePhotoId)!.key,
        samplePhotoId: p.samplePhotoId,
      }));

    const settings: RunSettings = draft ?? {
      ...version!,
      provider: version!.provider ?? config.generation.provider,
    };
    const provider = deps.generation.provider(settings.provider).name;
    const prices = await readProviderPrices(db);
    const price = pricePerImage(prices, provider);
    const estimate: CostEstimate = {
      provider: provider as CostEstimate['provider'],
      model: providerModel(config.generation, provider, settings.model),
      images: settings.imagesPerRun,
      pricePerImageCents: price,
      totalCents: price * settings.imagesPerRun,
      needsConfirmation: price * settings.imagesPerRun > 0,
    };
    return { blueprint, live, version, draft, photos, settings, estimate };
  }

  return {
    async estimate(blueprintId: string, body: TestRunBody): Promise<CostEstimate> {
      return (await prepare(blueprintId, body)).estimate;
    },

    async start(blueprintId: string, body: TestRunBody, adminId: string): Promise<StartedVariants> {
      const run = await prepare(blueprintId, body);
      const { estimate } = run;
      if (estimate.needsConfirmation && body.confirmCostCents !== estimate.totalCents)
        throw new AppError(
          409,
          'COST_NOT_CONFIRMED',
          VARIANT_MESSAGES.costNotConfirmed(estimate.totalCents),
        );
      const specs = Array.from({ length: run.settings.imagesPerRun }, (_, i) => ({
        purpose: 'test_run' as const,
        blueprintId: run.blueprint.id,
        productId: run.blueprint.productId,
        version: run.draft ? run.live : run.version,
        draft: run.draft,
        values: body.values,
        photos: run.photos,
        seed: seedFor(run.settings, i, body.seed),
        costCents: estimate.pricePerImageCents,
      }));
      const variants = await startVariants(deps, adminId, specs);
      return {
        items: await savedVariantsByIds(
          db,
          variants.map((v) => v.id),
        ),
        regressionRunId: null,
      };
    },
  };
}
export type TestRuns = ReturnType<typeof createTestRuns>;
