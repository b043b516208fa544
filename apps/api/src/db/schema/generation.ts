import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';
import { ARTWORK_PURPOSES } from '@atelier/shared/schemas/admin-variants';
import type { BlueprintDraft } from '@atelier/shared/schemas/admin-blueprints';
import type { PhotoSubject } from '@atelier/shared/schemas/photo-check';
import { users } from './auth';
import { blueprintVersions } from './blueprints';
import { products } from './catalogue';

/**
 * Every stored upload: who owns it (an account, or a guest id kept in an HttpOnly cookie
 * until sign-in claims it), so signed URLs go to the owner only and guest caps can be counted.
 * A guest upload also keeps the client's address (an IPv6 client's /64) until it is claimed,
 * so signed-out uploads can be bounded per address across cookies.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    guestAddress: text('guest_address'),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The photo check's subject (null: none found); computed once, when photoCheckedAt is set. */
    photoSubject: jsonb('photo_subject').$type<PhotoSubject | null>(),
    photoCheckedAt: timestamp('photo_checked_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_guest_idx').on(t.guestId),
    index('uploads_guest_address_idx').on(t.guestAddress, t.createdAt),
    index('uploads_created_idx').on(t.createdAt),
  ],
);

export const visionBoards = pgTable(
  'vision_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** 'fieldName: value' lines, or 'Custom artwork request'. */
    items: text('items').notNull(),
    /** 'shopper', or the admin-owned board of a saved variant (decision 026): never listed. */
    purpose: text('purpose', { enum: ARTWORK_PURPOSES }).notNull().default('shopper'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vision_boards_user_idx').on(t.userId, t.createdAt),
    index('vision_boards_created_idx').on(t.createdAt),
  ],
);

export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visionBoardId: uuid('vision_board_id')
      .notNull()
      .references(() => visionBoards.id, { onDelete: 'cascade' }),
    /** {fieldName}_{index}.jpg */
    filename: text('filename').notNull(),
    /** Storage key (user-uploads/...). */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploaded_images_board_filename_idx').on(t.visionBoardId, t.filename)],
);

export const ARTWORK_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

/**
 * One generation: created 'queued' when the credit is reserved, then running → succeeded |
 * failed. Keeps the full-resolution original private and a watermarked preview for display.
 */
export const artworks = pgTable(
  'artworks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visionBoardId: uuid('vision_board_id')
      .notNull()
      .references(() => visionBoards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The blueprint version that made it (provenance; every later render reads this one). */
    blueprintVersionId: uuid('blueprint_version_id').references(() => blueprintVersions.id, {
      onDelete: 'set null',
    }),
    /**
     * 'shopper', or an admin's saved variant (test_run | replay | regression: decision 026),
     * which no shopper figure, list or allowance counts.
     */
    purpose: text('purpose', { enum: ARTWORK_PURPOSES }).notNull().default('shopper'),
    /** A test run of the editor's unsaved draft: the settings it ran (no version made it). */
    draft: jsonb('draft').$type<BlueprintDraft>(),
    /** Which arm of the blueprint's traffic split it took (null: no split). */
    splitArm: text('split_arm'),
    status: text('status', { enum: ARTWORK_STATUSES }).notNull().default('queued'),
    provider: text('provider').notNull(),
    /** The model the provider used: the version's, else the provider's default ('studio-N' local). */
    model: text('model'),
    prompt: text('prompt').notNull().default(''),
    seed: integer('seed').notNull(),
    priority: integer('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** When the running attempt must have finished; the sweeper requeues or fails past it. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    lastError: text('last_error'),
    originalKey: text('original_key'),
    previewKey: text('preview_key'),
    width: integer('width'),
    height: integer('height'),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Why a failed artwork failed, as a kind (admin generations list); null until it fails. */
    failureKind: text('failure_kind', { enum: ARTWORK_FAILURE_KINDS }),
    /** Times an admin queued this failed artwork again (never charged to the shopper). */
    adminRetries: integer('admin_retries').notNull().default(0),
    /** Set once, when a finally failed job gave its credit back. */
    creditRefundedAt: timestamp('credit_refunded_at', { withTimezone: true }),
    /**
     * A revision ("Ask for a change"): the first artwork of its line (a revision of a revision
     * names the same one), the shopper's note (it goes into the AI providers' prompt), and
     * whether it was one of the product's free revisions (no credit taken, none given back).
     */
    revisionOf: uuid('revision_of').references((): AnyPgColumn => artworks.id, {
      onDelete: 'set null',
    }),
    revisionNote: text('revision_note'),
    freeRevision: boolean('free_revision').notNull().default(false),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artworks_board_idx').on(t.visionBoardId, t.createdAt),
    index('artworks_revision_idx').on(t.revisionOf),
    index('artworks_user_idx').on(t.userId, t.createdAt),
    index('artworks_status_idx').on(t.status, t.deadlineAt),
    // Covers the dashboard's generation figures (index-only scans of the last 60 days; shoppers'
    // artworks only, so the purpose is in it too).
    index('artworks_created_idx').on(t.createdAt, t.status, t.finishedAt, t.startedAt, t.purpose),
    index('artworks_finished_idx').on(t.finishedAt),
    // Figures per blueprint version ("which version sells").
    index('artworks_version_idx').on(t.blueprintVersionId, t.purpose),
    check(
      'artworks_purpose_known',
      sql`${t.purpose} IN ('shopper', 'test_run', 'replay', 'regression')`,
    ),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artworkId: uuid('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_artwork_idx').on(t.userId, t.artworkId)],
);

/**
 * Live updates (Server-Sent Events), one row per artwork status change, written in the
 * transaction of the change on PostgreSQL: the row id is the event's SSE `id`, so a client that
 * reconnects (to any API instance) with Last-Event-ID gets what it missed. Rows older than a day
 * are pruned (docs/decisions/027-sse-event-ids.md). No foreign keys: a row outlives nothing.
 */
export const artworkEvents = pgTable(
  'artwork_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    artworkId: uuid('artwork_id').notNull(),
    visionBoardId: uuid('vision_board_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artwork_events_board_idx').on(t.visionBoardId, t.id),
    index('artwork_events_created_idx').on(t.createdAt),
  ],
);

export type Artwork = typeof artworks.$inferSelect;
export type VisionBoard = typeof visionBoards.$inferSelect;
