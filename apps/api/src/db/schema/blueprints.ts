import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import { users } from './auth';
import { products } from './catalogue';

// Blueprints (decision 025): one per product, holding the live pointer; numbered versions that
// never change once saved (a trigger refuses UPDATE, migration 0009); and the history of the
// pointer's moves. modules/blueprints owns every write to these tables.

/** A product's blueprint: which version new artworks take (the live pointer). */
export const blueprints = pgTable('blueprints', {
  id: uuid('id').primaryKey().defaultRandom(),
  productId: uuid('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Set in the transaction that creates the blueprint with its first version. */
  liveVersionId: uuid('live_version_id').references((): AnyPgColumn => blueprintVersions.id),
  /** The traffic split's other version (a later feature); null = every artwork takes live. */
  splitVersionId: uuid('split_version_id').references((): AnyPgColumn => blueprintVersions.id),
  splitPercent: integer('split_percent').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One numbered version of a blueprint: what a generation is made from. Never updated. */
export const blueprintVersions = pgTable(
  'blueprint_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references((): AnyPgColumn => blueprints.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** 'portrait' or 'vision_board': which studio composition the local renderer makes. */
    kind: text('kind', { enum: ['portrait', 'vision_board'] }).notNull(),
    /** With {{fieldName}} placeholders (@atelier/shared/blueprint-template). */
    promptTemplate: text('prompt_template').notNull(),
    negativePrompt: text('negative_prompt').notNull().default(''),
    /** Caption set as real type on the image, with {{fieldName}} placeholders. */
    captionTemplate: text('caption_template').notNull().default(''),
    /**
     * fieldName -> what the field is for (`fieldRolesSchema`). Read through that schema: a stored
     * value it refuses counts as no roles ('{}' = infer from the field types).
     */
    fieldRoles: jsonb('field_roles').$type<FieldRoles>().notNull().default({}),
    stylePreset: text('style_preset').notNull().default('divine-glow'),
    /** Style id -> palette, frame, light, type the local studio uses (`studioSettingsSchema`). */
    studioSettings: jsonb('studio_settings').$type<StudioSettings>().notNull().default({}),
    /** null (versions from before 0009) = the provider this server is configured with. */
    provider: text('provider', { enum: ['local', 'openai', 'replicate'] }),
    /** null = the provider's configured default model. */
    model: text('model'),
    width: integer('width').notNull().default(1024),
    height: integer('height').notNull().default(1280),
    imagesPerRun: integer('images_per_run').notNull().default(1),
    seedPolicy: text('seed_policy', { enum: ['random', 'fixed'] })
      .notNull()
      .default('random'),
    fixedSeed: integer('fixed_seed'),
    changeNote: text('change_note').notNull(),
    /** The admin who saved it; null for the seed's and migrated versions. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blueprint_versions_number_idx').on(t.blueprintId, t.version)],
);

/** Every move of a blueprint's live pointer (activation or rollback): who, when, from, to. */
export const blueprintLiveMoves = pgTable(
  'blueprint_live_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    /** null: the blueprint's first version became live. */
    fromVersionId: uuid('from_version_id').references(() => blueprintVersions.id, {
      onDelete: 'cascade',
    }),
    toVersionId: uuid('to_version_id')
      .notNull()
      .references(() => blueprintVersions.id, { onDelete: 'cascade' }),
    /** null for the seed and the migration. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blueprint_live_moves_blueprint_idx').on(t.blueprintId, t.createdAt)],
);

export type BlueprintRow = typeof blueprints.$inferSelect;
export type BlueprintVersionRow = typeof blueprintVersions.$inferSelect;
export type BlueprintLiveMoveRow = typeof blueprintLiveMoves.$inferSelect;
