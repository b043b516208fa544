import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './orders';

/**
 * A checkout the user started: Stripe Checkout (stripeSessionId set) or the local demo page.
 * Completed exactly once; completing it runs the same fulfilment as the Stripe webhook.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An upgrade's plan; null for an order's checkout. */
    planId: text('plan_id'),
    /** A canvas order's or PNG purchase's checkout; null for an upgrade. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    stripeSessionId: text('stripe_session_id').unique(),
    status: text('status', { enum: ['open', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    index('checkout_sessions_order_idx').on(t.orderId),
    // The dashboard's subscription revenue: completed plan checkouts by completion time.
    index('checkout_sessions_plan_completed_idx')
      .on(t.completedAt)
      .where(sql`plan_id is not null and status = 'completed'`),
  ],
);

/**
 * The user's premium subscription (one per user), as the latest applied Stripe event left it.
 * updatedFromEventAt is that event's `created`: an older event arriving later is ignored.
 */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  /** 'comp': premium an admin granted by hand (no payment; revoked by hand). */
  provider: text('provider', { enum: ['stripe', 'demo', 'comp'] }).notNull(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  stripeCustomerId: text('stripe_customer_id'),
  /** Stripe's subscription status: active, trialing, past_due, canceled, unpaid, ... */
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** End of the latest period a paid invoice renewed the allowance for. */
  paidThrough: timestamp('paid_through', { withTimezone: true }),
  updatedFromEventAt: timestamp('updated_from_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe event ids already applied; inserted in the same transaction as the event's effect. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Print-lab callbacks already applied (provider:event id), recorded with their effect. */
export const fulfilmentEvents = pgTable('fulfilment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  orderId: uuid('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CheckoutSession = typeof checkoutSessions.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
