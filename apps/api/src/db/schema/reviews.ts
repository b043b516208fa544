import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@atelier/shared/schemas/reviews';
import { users } from './auth';
import { products } from './catalogue';
import { testimonials } from './content';
import { artworks } from './generation';
import { orders } from './orders';

/**
 * One row per canvas order or PNG purchase that was sent a review request (order_id is the
 * primary key: the sweeper's insert is the dedupe key, so every order gets one request, whoever
 * runs the job and however often). The buyer's review fills the rest; submittedAt set = reviewed
 * (a second review is refused). Only status 'approved' is ever shown to the public.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').notNull().unique().defaultRandom(),
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    artworkId: uuid('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    /** When the request mail was queued; the link is valid 45 days from then. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    rating: integer('rating'),
    text: text('text'),
    displayName: text('display_name'),
    location: text('location'),
    showArtwork: boolean('show_artwork').notNull().default(false),
    status: text('status', { enum: REVIEW_STATUSES }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    /** The testimonial an approval created. */
    testimonialId: uuid('testimonial_id').references(() => testimonials.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The moderation queue and a product's approved reviews.
    index('reviews_status_idx')
      .on(t.status, t.submittedAt)
      .where(sql`status is not null`),
    index('reviews_product_approved_idx')
      .on(t.productId)
      .where(sql`status = 'approved'`),
  ],
);
export type Review = typeof reviews.$inferSelect;
