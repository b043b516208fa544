import { z } from 'zod';
import { fieldRolesSchema } from './field-roles';
import { GENERATION_PROVIDERS } from './generation-providers';
import { idSchema, required, trimmed } from './admin';
import {
  BOARD_PALETTES,
  BOARD_STYLE_IDS,
  FRAME_MATERIALS,
  LIGHT_MOODS,
  PORTRAIT_PALETTES,
  PORTRAIT_STYLE_IDS,
  TYPE_SETS,
} from '../studio-vocabulary';

// Blueprints (DESIGN.md §3 "Generation", "Admin"; SPEC.md §2 /admin/blueprints): one per
// product, with numbered versions that never change once saved and one live version (a
// pointer; moving it back is the rollback). The API (/api/admin/blueprints) and the admin
// editor share these shapes and messages.

export const BLUEPRINT_MESSAGES = {
  notFound: 'This blueprint does not exist (any more).',
  versionNotFound: 'This blueprint version does not exist (any more).',
  unknownPlaceholder: (name: string) =>
    `The template uses {{${name}}}, but the product has no field named "${name}".`,
  roleOnMissingField: (name: string) =>
    `A role is set for "${name}", but the product has no field with that name.`,
  providerNotConfigured: (provider: string) =>
    `The provider "${provider}" is not configured on this server: set its API key first, or choose another provider.`,
  styleNotOfKind: (style: string) =>
    `"${style}" is not a style of this kind of artwork, so the studio would never use its settings.`,
  paletteNotOfStyle: (palette: string, style: string) =>
    `"${palette}" is not a palette of the ${style} style.`,
  boardTakesNoFrameOrLight: (style: string) =>
    `A vision-board style (${style}) has no frame or light to set.`,
  fixedSeedRequired: 'A fixed seed policy needs the seed to use.',
  changeNote: 'Say what this version changes: a change note is required.',
  staleLive: 'Someone else changed the live version after you opened this page. Reload to see it.',
  alreadyLive: 'This version is live already.',
  unusedField: (name: string) =>
    `The field "${name}" plays no role and no template uses it: the artwork ignores what the shopper writes there.`,
} as const;

export const SEED_POLICIES = ['random', 'fixed'] as const;
export type SeedPolicy = (typeof SEED_POLICIES)[number];

const STYLE_IDS = [...PORTRAIT_STYLE_IDS, ...BOARD_STYLE_IDS] as const;

/** What the local studio reads for one style; null (or absent) = the studio's own choice. */
export const styleSettingsSchema = z.strictObject({
  palette: z.string().trim().max(40).nullable().default(null),
  frame: z.enum(FRAME_MATERIALS).nullable().default(null),
  light: z.enum(LIGHT_MOODS).nullable().default(null),
  type: z.enum(TYPE_SETS).nullable().default(null),
});
export type StyleSettings = z.infer<typeof styleSettingsSchema>;

/**
 * Style id -> the studio settings for that style. A palette must be one of the style's own;
 * a vision-board style has no frame or light. Which styles a product may set (its kind) is
 * checked by the server, which knows the product.
 */
export const studioSettingsSchema = z
  .partialRecord(z.enum(STYLE_IDS), styleSettingsSchema)
  .superRefine((settings, ctx) => {
    for (const [style, s] of Object.entries(settings)) {
      if (!s) continue;
      const palettes: readonly string[] =
        (PORTRAIT_PALETTES as Record<string, readonly string[]>)[style] ??
        (BOARD_PALETTES as Record<string, readonly string[]>)[style] ??
        [];
      if (s.palette !== null && !palettes.includes(s.palette)) {
        ctx.addIssue({
          code: 'custom',
          path: [style, 'palette'],
          message: BLUEPRINT_MESSAGES.paletteNotOfStyle(s.palette, style),
        });
      }
      const isBoard = (BOARD_STYLE_IDS as readonly string[]).includes(style);
      if (isBoard && (s.frame !== null || s.light !== null)) {
        ctx.addIssue({
          code: 'custom',
          path: [style],
          message: BLUEPRINT_MESSAGES.boardTakesNoFrameOrLight(style),
        });
      }
    }
  });
export type StudioSettings = z.infer<typeof studioSettingsSchema>;

/** What a version holds (the editor's state; saving adds the change note). */
export const blueprintDraftSchema = z
  .strictObject({
    promptTemplate: required(4000, 'The prompt template'),
    negativePrompt: trimmed(2000, 'The negative prompt').default(''),
    captionTemplate: trimmed(200, 'The caption template').default(''),
    fieldRoles: fieldRolesSchema.default({}),
    stylePreset: required(64, 'The style preset'),
    studioSettings: studioSettingsSchema.default({}),
    provider: z.enum(GENERATION_PROVIDERS, {
      error: 'provider must be local, openai or replicate.',
    }),
    /** null = the provider's configured default model. */
    model: trimmed(200, 'The model').nullable().default(null),
    width: z.number().int().min(256).max(4096),
    height: z.number().int().min(256).max(4096),
    imagesPerRun: z.number().int().min(1).max(4).default(1),
    seedPolicy: z.enum(SEED_POLICIES).default('random'),
    /** The seed every run uses when seedPolicy is 'fixed'. */
    fixedSeed: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  })
  .superRefine((d, ctx) => {
    if (d.seedPolicy === 'fixed' && d.fixedSeed === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedSeed'],
        message: BLUEPRINT_MESSAGES.fixedSeedRequired,
      });
    }
  });
export type BlueprintDraft = z.output<typeof blueprintDraftSchema>;
export type BlueprintDraftInput = z.input<typeof blueprintDraftSchema>;

/** POST /api/admin/blueprints/:id/versions: a new version (the live one does not move). */
export const blueprintVersionInputSchema = z.strictObject({
  draft: blueprintDraftSchema,
  changeNote: z
    .string({ error: BLUEPRINT_MESSAGES.changeNote })
    .trim()
    .min(1, { error: BLUEPRINT_MESSAGES.changeNote })
    .max(500, { error: 'The change note can be at most 500 characters.' }),
});
export type BlueprintVersionInput = z.input<typeof blueprintVersionInputSchema>;

/** POST /api/admin/blueprints/:id/live: make a version live (an older one = rollback). */
export const blueprintLiveInputSchema = z.strictObject({
  versionId: idSchema,
  /** The live version the admin saw; another by now = 409, nothing moves. */
  expectedLiveVersionId: idSchema,
});

/** POST /api/admin/blueprints/:id/preview: what a draft makes of sample inputs (no job). */
export const blueprintPreviewInputSchema = z.strictObject({
  draft: blueprintDraftSchema,
  /** fieldName -> the sample value as the form would send it (a ticked checkbox is 'true'). */
  values: z.record(z.string().max(64), z.string().max(2000)).default({}),
});

const who = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const blueprintVersionSummarySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  changeNote: z.string(),
  author: who,
  createdAt: z.string(),
  provider: z.string(),
  isLive: z.boolean(),
});
export type BlueprintVersionSummary = z.infer<typeof blueprintVersionSummarySchema>;

/** GET /api/admin/blueprints/:id/versions/:versionId: one version, all it holds. */
export const blueprintVersionSchema = blueprintVersionSummarySchema.extend({
  blueprintId: z.uuid(),
  kind: z.enum(['portrait', 'vision_board']),
  promptTemplate: z.string(),
  negativePrompt: z.string(),
  captionTemplate: z.string(),
  fieldRoles: fieldRolesSchema,
  stylePreset: z.string(),
  studioSettings: studioSettingsSchema,
  model: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  imagesPerRun: z.number().int(),
  seedPolicy: z.enum(SEED_POLICIES),
  fixedSeed: z.number().int().nullable(),
});
export type BlueprintVersion = z.infer<typeof blueprintVersionSchema>;

/** One move of the live pointer: who, when, from and to (from = null: the first version). */
export const blueprintLiveMoveSchema = z.object({
  at: z.string(),
  by: who,
  from: z.object({ id: z.uuid(), version: z.number().int() }).nullable(),
  to: z.object({ id: z.uuid(), version: z.number().int() }),
});
export type BlueprintLiveMove = z.infer<typeof blueprintLiveMoveSchema>;

/** GET /api/admin/blueprints: every product's blueprint. */
export const blueprintListItemSchema = z.object({
  id: z.uuid(),
  product: z.object({
    id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    status: z.enum(['draft', 'active', 'archived']),
  }),
  kind: z.enum(['portrait', 'vision_board']),
  live: z.object({ id: z.uuid(), version: z.number().int() }),
  versionCount: z.number().int(),
  /** The newest version saved or live move, whichever is later. */
  lastChange: z.object({ at: z.string(), by: who, what: z.string() }),
});
export type BlueprintListItem = z.infer<typeof blueprintListItemSchema>;
export const blueprintListSchema = z.object({ items: z.array(blueprintListItemSchema) });
export type BlueprintList = z.infer<typeof blueprintListSchema>;

/** A product field as the editor offers it (placeholder names, roles, sample inputs). */
export const blueprintFieldSchema = z.object({
  fieldName: z.string(),
  fieldLabel: z.string(),
  fieldType: z.string(),
  /** select / visual selector option titles, for sample inputs. */
  options: z.array(z.string()),
});

/** GET /api/admin/blueprints/:id: the blueprint, its versions (newest first) and live history. */
export const blueprintDetailSchema = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }),
  kind: z.enum(['portrait', 'vision_board']),
  fields: z.array(blueprintFieldSchema),
  live: blueprintVersionSchema,
  versions: z.array(blueprintVersionSummarySchema),
  liveHistory: z.array(blueprintLiveMoveSchema),
  /** Providers this server can run (the editor offers only these). */
  providers: z.array(z.enum(GENERATION_PROVIDERS)),
  /** The live version's fields that no role and no template use (BLUEPRINT_MESSAGES.unusedField). */
  warnings: z.array(z.string()),
});
export type BlueprintDetail = z.infer<typeof blueprintDetailSchema>;

/** POST /api/admin/blueprints/:id/preview answer. */
export const blueprintPreviewSchema = z.object({
  prompt: z.string(),
  negativePrompt: z.string(),
  caption: z.string(),
  /** The studio's brief (ArtworkBrief), as JSON. */
  brief: z.record(z.string(), z.unknown()),
  /** Placeholders naming no field (the save would refuse them). */
  unknownPlaceholders: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type BlueprintPreview = z.infer<typeof blueprintPreviewSchema>;

/** Where an artwork came from (admin artwork and order views). */
export const artworkProvenanceSchema = z.object({
  blueprint: z.object({ id: z.uuid(), versionId: z.uuid(), version: z.number().int() }).nullable(),
  provider: z.string(),
  model: z.string().nullable(),
  seed: z.number().int(),
});
export type ArtworkProvenance = z.infer<typeof artworkProvenanceSchema>;
