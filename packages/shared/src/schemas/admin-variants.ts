import { z } from 'zod';
import { createdAtIdPositionSchema, cursorParamSchema } from '../keyset-cursor';
import { idSchema, trimmed } from './admin';
import { blueprintDraftSchema } from './admin-blueprints';
import { GENERATION_PROVIDERS } from './generation-providers';

// Saved variants, test runs, the regression set, replays and "which version sells" (decision
// 026; DESIGN.md §3 "Generation", "Admin"; SPEC.md §2 /admin/saved-variants). A saved variant is
// one admin-made artwork (purpose test_run | replay | regression) with everything that made it.
// The API (/api/admin/saved-variants, /api/admin/sample-photos, /api/admin/blueprints/:id/…,
// /api/admin/artworks/:id/replay) and the admin screens share these shapes and messages.

export const VARIANT_PURPOSES = ['test_run', 'replay', 'regression'] as const;
export type VariantPurpose = (typeof VARIANT_PURPOSES)[number];
/** Every artwork's purpose: shoppers' artworks are the only ones any shopper figure counts. */
export const ARTWORK_PURPOSES = ['shopper', ...VARIANT_PURPOSES] as const;
export type ArtworkPurpose = (typeof ARTWORK_PURPOSES)[number];

/** Queue priority of admin-made artworks: below every shopper's job (free = 0, premium = 10). */
export const VARIANT_PRIORITY = -10;
/** At most this many variants in one test run (images per run × 1) or regression run. */
export const MAX_VARIANTS_PER_RUN = 24;
/** A sample photo upload: the same limit as a shopper's photo. */
export const SAMPLE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const VARIANT_MESSAGES = {
  notFound: 'This saved variant does not exist (any more).',
  samplePhotoNotFound: (id: string) => `The sample photo ${id} does not exist (any more).`,
  photoFieldUnknown: (name: string) =>
    `Photos are given for "${name}", but the product has no image field with that name.`,
  tooManyPhotos: (name: string, max: number) =>
    `"${name}" takes at most ${max} photo${max === 1 ? '' : 's'}.`,
  valueFieldUnknown: (name: string) =>
    `A sample value is given for "${name}", but the product has no field with that name.`,
  versionOrDraft: 'Run either a saved version (versionId) or the editor’s draft, not both.',
  versionNotOfBlueprint: 'This version belongs to another blueprint.',
  costNotConfirmed: (cents: number) =>
    `This run costs an estimated ${formatCents(cents)}. Confirm the estimate to start it.`,
  seedPhotoStays:
    'The shop’s own test photos stay in the library; only uploaded photos can be deleted.',
  notAnImage: 'This file is not a photo we can read. Upload a JPEG, PNG or WebP image.',
  versionNotFound: 'This blueprint version does not exist (any more).',
  emptyRegressionSet: 'This product has no variants in its regression set yet: mark some first.',
  regressionRunNotFound: 'This regression run does not exist (any more).',
  artworkNotFound: 'This artwork does not exist (any more).',
  artworkHasNoProduct: 'This artwork’s product is gone, so it cannot be run on another version.',
  rerunNotInSet: 'A regression re-run cannot join the regression set: mark its original instead.',
  notFinished: 'This variant has no image yet: wait until its run has finished.',
  promoteNeedsTitle: 'A gallery item needs a title.',
  splitSameAsLive: 'The split version must be another version than the live one.',
  splitPercent: 'The split must give the other version between 1 and 99 percent of new shoppers.',
  splitVersionMissing: 'Choose which version gets the split.',
  priceRange: 'A price per image is between 0 and 10000 cents.',
} as const;

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A photo given to a run: a field of the product and a sample photo from the library. */
export const variantPhotoInputSchema = z.strictObject({
  fieldName: z.string().trim().min(1).max(64),
  samplePhotoId: idSchema,
});

/** fieldName -> the sample value as the form would send it (a ticked checkbox is 'true'). */
export const variantValuesSchema = z.record(z.string().max(64), z.string().max(2000));

/**
 * POST /api/admin/blueprints/:id/test-runs: run a saved version or the editor's unsaved draft
 * with sample inputs and photos. Makes imagesPerRun variants (seeds: the fixed seed, then +1…;
 * else `seed`, else random). A paid provider's run needs `confirmCostCents` equal to the
 * estimate (POST …/test-runs/estimate); otherwise 409 COST_NOT_CONFIRMED with the estimate.
 */
export const testRunInputSchema = z
  .strictObject({
    versionId: idSchema.optional(),
    draft: blueprintDraftSchema.optional(),
    values: variantValuesSchema.default({}),
    photos: z.array(variantPhotoInputSchema).max(20).default([]),
    /** Overrides the version's seed policy for the first image (then +1 per image). */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
    confirmCostCents: z.number().int().min(0).optional(),
  })
  .refine((b) => (b.versionId === undefined) !== (b.draft === undefined), {
    error: VARIANT_MESSAGES.versionOrDraft,
  });
export type TestRunInput = z.input<typeof testRunInputSchema>;

/** POST /api/admin/blueprints/:id/test-runs/estimate answer (same body as a test run). */
export const costEstimateSchema = z.object({
  provider: z.enum(GENERATION_PROVIDERS),
  model: z.string().nullable(),
  images: z.number().int(),
  pricePerImageCents: z.number().int(),
  totalCents: z.number().int(),
  /** True when the run would be charged by a paid provider (the admin confirms it first). */
  needsConfirmation: z.boolean(),
});
export type CostEstimate = z.infer<typeof costEstimateSchema>;

/** Settings: what one image costs on each paid provider (the local studio costs nothing). */
export const providerPricesSchema = z.strictObject({
  openai: z
    .number()
    .int()
    .min(0, VARIANT_MESSAGES.priceRange)
    .max(10_000, VARIANT_MESSAGES.priceRange),
  replicate: z
    .number()
    .int()
    .min(0, VARIANT_MESSAGES.priceRange)
    .max(10_000, VARIANT_MESSAGES.priceRange),
});
export type ProviderPrices = z.infer<typeof providerPricesSchema>;
export const DEFAULT_PROVIDER_PRICES: ProviderPrices = { openai: 4, replicate: 3 };

export const VARIANT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

const who = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

/** One saved variant as the grid, compare view and regression results show it. */
export const savedVariantSchema = z.object({
  id: z.uuid(),
  artworkId: z.uuid(),
  purpose: z.enum(VARIANT_PURPOSES),
  status: z.enum(VARIANT_STATUSES),
  blueprintId: z.uuid(),
  product: z.object({ id: z.uuid(), title: z.string() }),
  /** null = made from the editor's unsaved draft (then `draft` holds its settings). */
  version: z.object({ id: z.uuid(), version: z.number().int() }).nullable(),
  draft: blueprintDraftSchema.nullable(),
  values: variantValuesSchema,
  photos: z.array(z.object({ fieldName: z.string(), samplePhotoId: z.uuid().nullable() })),
  seed: z.number().int(),
  provider: z.string(),
  model: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  costCents: z.number().int(),
  score: z.number().int().min(1).max(5).nullable(),
  note: z.string(),
  inRegressionSet: z.boolean(),
  /**
   * The studio's perceptual signature of the result once it succeeded: 16 hex digits of grey
   * pHash, then 60 of colour layout (perceptualSignature in @atelier/studio).
   */
  phash: z.string().nullable(),
  /** Replays: the shopper's artwork it re-ran. Regression re-runs: the variant it re-ran. */
  sourceArtworkId: z.uuid().nullable(),
  sourceVariantId: z.uuid().nullable(),
  regressionRunId: z.uuid().nullable(),
  /** /api/admin/saved-variants/:id/image?size=preview|original once succeeded. */
  previewUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  createdBy: who,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedVariant = z.infer<typeof savedVariantSchema>;

/** GET /api/admin/saved-variants filters (query string); newest first, keyset cursor. */
export const savedVariantFiltersSchema = z.strictObject({
  productId: idSchema.optional(),
  blueprintId: idSchema.optional(),
  versionId: idSchema.optional(),
  /** The re-runs of one regression run. */
  regressionRunId: idSchema.optional(),
  /** 'draft' = made from unsaved drafts. */
  version: z.literal('draft').optional(),
  minScore: z.coerce.number().int().min(1).max(5).optional(),
  unscored: z.enum(['true', 'false']).optional(),
  inRegressionSet: z.enum(['true', 'false']).optional(),
  purpose: z.enum(VARIANT_PURPOSES).optional(),
  /** The last row's position (created_at, id), from the page before. */
  cursor: cursorParamSchema(
    createdAtIdPositionSchema,
    'This page of saved variants is out of date: open the list again.',
  ).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type SavedVariantFilters = z.output<typeof savedVariantFiltersSchema>;
export const savedVariantListSchema = z.object({
  items: z.array(savedVariantSchema),
  nextCursor: z.string().nullable(),
});
export type SavedVariantList = z.infer<typeof savedVariantListSchema>;

/** PATCH /api/admin/saved-variants/:id: score, note, regression-set membership. */
export const savedVariantPatchSchema = z
  .strictObject({
    score: z.number().int().min(1).max(5).nullable().optional(),
    note: trimmed(1000, 'The note').optional(),
    inRegressionSet: z.boolean().optional(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .refine((b) => Object.keys(b).length > 1, { error: 'Say what to change.' });

/** POST /api/admin/saved-variants/:id/promote: where the result goes (public at once). */
export const promoteInputSchema = z.discriminatedUnion('target', [
  z.strictObject({
    target: z.literal('gallery'),
    title: trimmed(200, 'The title').min(1, { error: VARIANT_MESSAGES.promoteNeedsTitle }),
    description: trimmed(2000, 'The description').optional(),
    categoryId: idSchema.nullable().optional(),
  }),
  z.strictObject({ target: z.literal('product_sample') }),
  z.strictObject({ target: z.literal('product_hero_after') }),
]);
export type PromoteInput = z.infer<typeof promoteInputSchema>;
/** Promote answer: the public image key and what now shows it. */
export const promoteResultSchema = z.object({
  target: z.enum(['gallery', 'product_sample', 'product_hero_after']),
  imageKey: z.string(),
  galleryItemId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
});

/** POST /api/admin/blueprints/:id/regression-runs: re-run the set on one version. */
export const regressionRunInputSchema = z.strictObject({ versionId: idSchema });

/**
 * One re-run beside its original, with the perceptual difference 0–64: the larger of the grey
 * pHash's differing bits and the colour layout's change on that scale (perceptualChange).
 */
export const regressionResultSchema = z.object({
  original: savedVariantSchema,
  rerun: savedVariantSchema,
  /** null until both have a pHash (the re-run is still running, or failed). */
  distance: z.number().int().min(0).max(64).nullable(),
});
export const regressionRunSchema = z.object({
  id: z.uuid(),
  blueprintId: z.uuid(),
  version: z.object({ id: z.uuid(), version: z.number().int() }),
  createdBy: who,
  createdAt: z.string(),
  total: z.number().int(),
  finished: z.number().int(),
  failed: z.number().int(),
  /** The largest distance so far (null: none measured yet). */
  maxDistance: z.number().int().nullable(),
  /** Biggest change first; still running ones last. */
  results: z.array(regressionResultSchema),
});
export type RegressionRun = z.infer<typeof regressionRunSchema>;
/** The newest regression run of a version, as the make-live confirm dialog shows it. */
export const regressionSummarySchema = regressionRunSchema.omit({ results: true }).nullable();
export type RegressionSummary = z.infer<typeof regressionSummarySchema>;

/** POST /api/admin/artworks/:id/replay: the artwork's inputs, photos and seed on a version. */
export const replayInputSchema = z.strictObject({ versionId: idSchema });

/** Started runs (test, regression, replay) answer 202 with their variants. */
export const startedVariantsSchema = z.object({
  items: z.array(savedVariantSchema),
  regressionRunId: z.uuid().nullable(),
});
export type StartedVariants = z.infer<typeof startedVariantsSchema>;

/** GET /api/admin/saved-variants/events?ids=a,b: SSE `data:` lines of this shape. */
export const variantEventSchema = z.object({
  variantId: z.uuid(),
  status: z.enum(VARIANT_STATUSES),
});
export type VariantEvent = z.infer<typeof variantEventSchema>;

/** The sample photo library: the shop's test photos and the admin's uploads. */
export const samplePhotoSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  attribution: z.string(),
  source: z.enum(['seed', 'upload']),
  width: z.number().int(),
  height: z.number().int(),
  /** /api/admin/sample-photos/:id/image (admins only). */
  url: z.string(),
  createdAt: z.string(),
});
export type SamplePhoto = z.infer<typeof samplePhotoSchema>;
export const samplePhotoListSchema = z.object({ items: z.array(samplePhotoSchema) });

/** Which version sells: figures per version from shoppers' artworks only. */
export const versionFiguresSchema = z.object({
  versionId: z.uuid(),
  version: z.number().int(),
  /** The periods it was live ([from, to], to = null: live now). */
  livePeriods: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
  artworks: z.number().int(),
  /** Shares 0..1 (null when nothing to divide by). */
  failureRate: z.number().nullable(),
  medianDurationMs: z.number().int().nullable(),
  favoriteRate: z.number().nullable(),
  regenerateRate: z.number().nullable(),
  pngPurchaseRate: z.number().nullable(),
  canvasPurchaseRate: z.number().nullable(),
  /** Artworks that took this version through the traffic split (live or split arm). */
  splitArtworks: z.number().int(),
});
export type VersionFigures = z.infer<typeof versionFiguresSchema>;
export const blueprintFiguresSchema = z.object({
  items: z.array(versionFiguresSchema),
  split: z.object({
    version: z.object({ id: z.uuid(), version: z.number().int() }).nullable(),
    percent: z.number().int(),
  }),
});
export type BlueprintFigures = z.infer<typeof blueprintFiguresSchema>;

/** PUT /api/admin/blueprints/:id/split: give new shoppers another version (percent) or stop. */
export const splitInputSchema = z
  .strictObject({
    // Missing: which version (the editor's own words); null stops the split.
    versionId: z
      .uuid({
        error: (issue) =>
          issue.input === undefined ? VARIANT_MESSAGES.splitVersionMissing : 'must be an id (UUID)',
      })
      .nullable(),
    percent: z
      .number({ error: VARIANT_MESSAGES.splitPercent })
      .int({ error: VARIANT_MESSAGES.splitPercent })
      .min(0, { error: VARIANT_MESSAGES.splitPercent })
      .max(100, { error: VARIANT_MESSAGES.splitPercent }),
  })
  .superRefine((b, ctx) => {
    if (b.versionId === null) return;
    if (b.percent < 1 || b.percent > 99)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: VARIANT_MESSAGES.splitPercent });
  });
export type SplitInput = z.infer<typeof splitInputSchema>;
