import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BlueprintDraft } from '@atelier/shared/schemas/admin-blueprints';
import { VARIANT_PURPOSES } from '@atelier/shared/schemas/admin-variants';
import { users } from './auth';
import { blueprints, blueprintVersions } from './blueprints';
import { products } from './catalogue';
import { artworks } from './generation';

// Saved variants (decision 026): admin-made artworks (test runs, replays, regression re-runs)
// with what made them, the photo library they draw from and the regression runs. The artwork
// itself is an `artworks` row (purpose <> 'shopper') on an admin-owned board, so it goes
// through the same queue, provider, storage and events as a shopper's. modules/variants owns
// every write to these tables.

/** The sample photo library: the shop's test photos (seed) and photos the admin uploads. */
export const samplePhotos = pgTable('sample_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Private storage key (sample-photos/…); served to admins only. */
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  attribution: text('attribution').notNull().default(''),
  source: text('source', { enum: ['seed', 'upload'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Run the set on version N": one row per run; its re-runs are saved variants. */
export const regressionRuns = pgTable(
  'regression_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => blueprintVersions.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('regression_runs_version_idx').on(t.versionId, t.createdAt)],
);

/** A photo a variant was made with: the field it filled and the storage key it was read from. */
export type VariantPhoto = { fieldName: string; key: string; samplePhotoId: string | null };

/** One admin-made artwork and everything that made it (product, version or draft, inputs…). */
export const savedVariants = pgTable(
  'saved_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artworkId: uuid('artwork_id')
      .notNull()
      .unique()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VARIANT_PURPOSES }).notNull(),
    blueprintId: uuid('blueprint_id')
      .notNull()
      .references(() => blueprints.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: made from the editor's unsaved draft (the artwork's `draft` holds it). */
    versionId: uuid('version_id').references(() => blueprintVersions.id, { onDelete: 'cascade' }),
    /** fieldName -> sample value (as the shopper's form would send it). */
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    photos: jsonb('photos').$type<VariantPhoto[]>().notNull().default([]),
    seed: integer('seed').notNull(),
    provider: text('provider').notNull(),
    model: text('model'),
    /** The estimate the run was started with (0 on the local studio). */
    costCents: integer('cost_cents').notNull().default(0),
    /** The studio's perceptual signature (grey pHash + colour layout), set once it succeeded. */
    phash: text('phash'),
    score: smallint('score'),
    note: text('note').notNull().default(''),
    inRegressionSet: boolean('in_regression_set').notNull().default(false),
    /** Replay: the shopper's artwork whose inputs, photos and seed it re-ran. */
    sourceArtworkId: uuid('source_artwork_id').references(() => artworks.id, {
      onDelete: 'set null',
    }),
    /** Regression re-run: the variant of the set it re-ran. */
    sourceVariantId: uuid('source_variant_id').references((): AnyPgColumn => savedVariants.id, {
      onDelete: 'cascade',
    }),
    regressionRunId: uuid('regression_run_id').references(() => regressionRuns.id, {
      onDelete: 'cascade',
    }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_variants_created_idx').on(t.createdAt, t.id),
    index('saved_variants_product_idx').on(t.productId, t.createdAt),
    index('saved_variants_set_idx').on(t.blueprintId, t.inRegressionSet),
    index('saved_variants_run_idx').on(t.regressionRunId),
    check('saved_variants_score_range', sql`${t.score} IS NULL OR ${t.score} BETWEEN 1 AND 5`),
  ],
);

export type SamplePhotoRow = typeof samplePhotos.$inferSelect;
export type SavedVariantRow = typeof savedVariants.$inferSelect;
export type RegressionRunRow = typeof regressionRuns.$inferSelect;
export type { BlueprintDraft };
