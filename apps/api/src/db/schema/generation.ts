import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';
import {
  CANVAS_WRAPS,
  PRINT_FILE_STATUSES,
  PRINT_ORDER_STATUSES,
  type Shipment,
} from '@atelier/shared/schemas/prints';
import { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import { users } from './auth';
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
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_guest_idx').on(t.guestId),
    index('uploads_guest_address_idx').on(t.guestAddress, t.createdAt),
    index('uploads_created_idx').on(t.createdAt),
  ],
);

/** A product's versioned prompt template (DESIGN.md §3); one active per product. */
export const blueprints = pgTable(
  'blueprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** 'portrait' or 'vision_board': which studio composition the local renderer makes. */
    kind: text('kind', { enum: ['portrait', 'vision_board'] }).notNull(),
    /** With {{fieldName}} placeholders. */
    promptTemplate: text('prompt_template').notNull(),
    negativePrompt: text('negative_prompt').notNull().default(''),
    stylePreset: text('style_preset').notNull().default('divine-glow'),
    /** Caption template set as real type on the image, with {{fieldName}} placeholders. */
    captionTemplate: text('caption_template').notNull().default(''),
    provider: text('provider', { enum: ['local', 'openai', 'replicate'] }),
    model: text('model'),
    width: integer('width').notNull().default(1024),
    height: integer('height').notNull().default(1280),
    imagesPerRun: integer('images_per_run').notNull().default(1),
    /**
     * fieldName -> what the field is for (DESIGN.md §3; `fieldRolesSchema`). Read through that
     * schema: a stored value it refuses counts as no roles. '{}' = infer from the field types.
     */
    fieldRoles: jsonb('field_roles').$type<FieldRoles>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blueprints_product_version_idx').on(t.productId, t.version)],
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
    blueprintId: uuid('blueprint_id').references(() => blueprints.id, { onDelete: 'set null' }),
    status: text('status', { enum: ARTWORK_STATUSES }).notNull().default('queued'),
    provider: text('provider').notNull(),
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
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artworks_board_idx').on(t.visionBoardId, t.createdAt),
    index('artworks_user_idx').on(t.userId, t.createdAt),
    index('artworks_status_idx').on(t.status, t.deadlineAt),
    // Covers the dashboard's generation figures (index-only scans of the last 60 days).
    index('artworks_created_idx').on(t.createdAt, t.status, t.finishedAt, t.startedAt),
    index('artworks_finished_idx').on(t.finishedAt),
  ],
);

export const ORDER_KINDS = ['artwork', 'canvas', 'png'] as const;
/** An artwork request's statuses, then those of canvas orders and PNG purchases. */
export const ORDER_STATUSES = [
  'received',
  'generating',
  'ready',
  'failed',
  ...PRINT_ORDER_STATUSES,
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type CustomerInfo = {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  zipCode: string;
};

/** Every kind of order (DESIGN.md §3); a submission creates one of kind 'artwork'. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    visionBoardId: uuid('vision_board_id').references(() => visionBoards.id, {
      onDelete: 'set null',
    }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    artworkId: uuid('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    customerInfo: jsonb('customer_info').$type<CustomerInfo>(),
    canvasSizeId: uuid('canvas_size_id'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    /** Canvas: the edge treatment. */
    wrap: text('wrap', { enum: CANVAS_WRAPS }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** Canvas and PNG: the server's prices when the order was made; amountCents is the total. */
    subtotalCents: integer('subtotal_cents'),
    shippingCents: integer('shipping_cents'),
    /** The client's Idempotency-Key: a repeat of the same create answers the same order. */
    idempotencyKey: text('idempotency_key'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shipments: jsonb('shipments').$type<Shipment[]>().notNull().default([]),
    /** Stripe's payment_intent id (refunds), or the demo checkout's session id. */
    paymentRef: text('payment_ref'),
    refundRef: text('refund_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An unpaid order is cancelled after this (its checkout expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Canvas: the print file job's state; the file lives in private storage at printFileKey. */
    printFileStatus: text('print_file_status', { enum: PRINT_FILE_STATUSES })
      .notNull()
      .default('none'),
    printFileKey: text('print_file_key'),
    printFileWidth: integer('print_file_width'),
    printFileHeight: integer('print_file_height'),
    printFileAttempts: integer('print_file_attempts').notNull().default(0),
    /** A worker claimed the render until then; past it another may take it. */
    printFileLeaseUntil: timestamp('print_file_lease_until', { withTimezone: true }),
    printFileError: text('print_file_error'),
    /** manual | prodigi, fixed when the order is paid. */
    fulfilmentProvider: text('fulfilment_provider'),
    /** The print lab's order id (Prodigi's ord_...). */
    fulfilmentRef: text('fulfilment_ref'),
    fulfilmentError: text('fulfilment_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_artwork_board_idx')
      .on(t.visionBoardId)
      .where(sql`kind = 'artwork'`),
    uniqueIndex('orders_user_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    // One live PNG purchase per buyer and artwork: buying it again answers the existing one.
    uniqueIndex('orders_png_purchase_idx')
      .on(t.userId, t.artworkId)
      .where(sql`kind = 'png' and status in ('pending_payment', 'paid')`),
    index('orders_kind_status_idx').on(t.kind, t.status, t.createdAt),
    // Keyset pages of the admin order list (newest first, id breaks ties) and the dashboard.
    index('orders_created_idx').on(t.createdAt, t.id),
    // Covers the dashboard's order figures (index-only scans of the last 60 days).
    index('orders_created_figures_idx').on(t.createdAt, t.kind, t.status, t.amountCents, t.paidAt),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_paid_idx').on(t.paidAt),
    // The dashboard's "paid canvas orders not in production after 48 h".
    index('orders_paid_canvas_idx')
      .on(t.paidAt)
      .where(sql`kind = 'canvas' and status = 'paid'`),
    // Deleting an artwork or a board (account deletion) finds its orders without a scan.
    index('orders_artwork_idx').on(t.artworkId),
    index('orders_board_idx').on(t.visionBoardId),
    index('orders_print_file_idx')
      .on(t.printFileStatus)
      .where(sql`print_file_status in ('pending', 'rendering')`),
  ],
);

/** The tracking timeline of an order: one row per status it reached. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    /** Who made the change: shopper | admin | system | payment | prodigi. */
    actor: text('actor').notNull().default('system'),
    /** The admin's user id when actor is admin. */
    actorId: text('actor_id'),
    // clock_timestamp(), not now(): now() is the transaction's start, so two steps written in
    // one transaction would share a time and the timeline could show them in either order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
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

export type Artwork = typeof artworks.$inferSelect;
export type VisionBoard = typeof visionBoards.$inferSelect;
export type Blueprint = typeof blueprints.$inferSelect;
export type Order = typeof orders.$inferSelect;
