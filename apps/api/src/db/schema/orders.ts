import {
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
import {
  CANVAS_WRAPS,
  PRINT_FILE_STATUSES,
  PRINT_ORDER_STATUSES,
  type Shipment,
} from '@atelier/shared/schemas/prints';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import { users } from './auth';
import { products } from './catalogue';
import { artworks, visionBoards } from './generation';

// The order aggregate: the order, its status timeline and its staff notes. Only
// modules/orders writes these tables (docs/decisions); other modules read them or call it.

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
    /**
     * Canvas, changes_requested: the new version of the artwork the shopper's proof change made
     * (a revision, issue 27 point 5); the order takes it, with a new proof, once it is finished.
     */
    proofChangeArtworkId: uuid('proof_change_artwork_id').references(() => artworks.id, {
      onDelete: 'set null',
    }),
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

/** Internal notes on an order: for the shop's staff only, never in a shopper's answer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export type Order = typeof orders.$inferSelect;
