import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const canvasSizes = pgTable('canvas_sizes', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  widthInches: integer('width_inches').notNull(),
  heightInches: integer('height_inches').notNull(),
  priceCents: integer('price_cents').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pricingPlans = pgTable('pricing_plans', {
  id: text('id').primaryKey(), // 'free' | 'premium' | ...
  name: text('name').notNull(),
  description: text('description'),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  interval: text('interval', { enum: ['month', 'year', 'once'] })
    .notNull()
    .default('month'),
  generationsPerMonth: integer('generations_per_month').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  stripePriceId: text('stripe_price_id'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What shipping a canvas costs, by destination: an ISO 3166-1 alpha-2 country code, or '*' for
 * every country without a row of its own. No row for a country and no '*': not shipped there.
 */
export const shippingRates = pgTable('shipping_rates', {
  id: uuid('id').primaryKey().defaultRandom(),
  destination: text('destination').notNull().unique(),
  label: text('label').notNull(),
  priceCents: integer('price_cents').notNull(),
  // Business days in transit once the canvas leaves the lab, fewest to most: with the production
  // days (setting shipping.productionDays) they make the shopper's 'Arrives between' dates.
  // The defaults suit a parcel within a continent; the seed sets each destination's own.
  minDays: integer('min_days').notNull().default(3),
  maxDays: integer('max_days').notNull().default(7),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
