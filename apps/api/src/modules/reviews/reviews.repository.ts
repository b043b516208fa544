import type { ReviewInput, ReviewStatus } from '@atelier/shared/schemas/reviews';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalogue';
import { artworks, visionBoards } from '../../db/schema/generation';
import { orders } from '../../db/schema/orders';
import { reviews, type Review } from '../../db/schema/reviews';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How far back the sweeper looks past the request delay: an order older than this is never
 * asked (when the feature is first switched on, years of past orders are not all mailed at once).
 */
export const REVIEW_LOOKBACK_DAYS = 45;

export type DueOrder = {
  id: string;
  kind: 'canvas' | 'png';
  userId: string;
  productId: string | null;
  artworkId: string | null;
};

/**
 * Canvas orders delivered, and PNG purchases paid, at least `days` days ago (and not more than
 * REVIEW_LOOKBACK_DAYS before that) that were never sent a review request.
 */
export async function ordersDueForReview(
  db: Database,
  opts: { days: number; now: Date; limit: number },
): Promise<DueOrder[]> {
  const cutoff = new Date(opts.now.getTime() - opts.days * DAY_MS);
  const oldest = new Date(cutoff.getTime() - REVIEW_LOOKBACK_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      userId: orders.userId,
      // Canvas orders and PNG purchases name the artwork; the product is its board's.
      productId: sql<string | null>`coalesce(${orders.productId}, ${visionBoards.productId})`,
      artworkId: orders.artworkId,
    })
    .from(orders)
    .leftJoin(visionBoards, eq(visionBoards.id, orders.visionBoardId))
    .where(
      and(
        sql`(
          (${orders.kind} = 'png' and ${orders.status} = 'paid'
            and ${orders.paidAt} <= ${cutoff} and ${orders.paidAt} > ${oldest})
          or (${orders.kind} = 'canvas' and ${orders.status} = 'delivered'
            and exists (select 1 from order_events e where e.order_id = ${orders.id}
              and e.status = 'delivered' and e.created_at <= ${cutoff} and e.created_at > ${oldest}))
        )`,
        sql`not exists (select 1 from ${reviews} r where r.order_id = ${orders.id})`,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(opts.limit);
  return rows as DueOrder[];
}

/** The request row: true when this call made it (the order had none), false when one existed. */
export async function insertReviewRequest(
  tx: Database,
  order: DueOrder,
  requestedAt: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(reviews)
    .values({
      orderId: order.id,
      userId: order.userId,
      productId: order.productId,
      artworkId: order.artworkId,
      requestedAt,
    })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return inserted.length > 0;
}

export async function reviewOfOrder(db: Database, orderId: string): Promise<Review | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
  return row;
}

/** What a review link shows: the order's kind, its product and artwork, the buyer's name. */
export async function reviewContext(db: Database, orderId: string) {
  const [row] = await db
    .select({
      kind: orders.kind,
      productTitle: products.title,
      previewKey: artworks.previewKey,
      name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(artworks, eq(artworks.id, orders.artworkId))
    .where(eq(orders.id, orderId));
  return row;
}

/** Stores the buyer's review once: the row, or undefined when the order was already reviewed. */
export async function submitReview(
  db: Database,
  orderId: string,
  input: ReviewInput,
): Promise<Review | undefined> {
  const now = new Date();
  const [row] = await db
    .update(reviews)
    .set({
      rating: input.rating,
      text: input.text,
      displayName: input.displayName,
      location: input.location,
      showArtwork: input.showArtwork,
      status: 'pending',
      submittedAt: now,
      updatedAt: now,
    })
    .where(and(eq(reviews.orderId, orderId), isNull(reviews.submittedAt)))
    .returning();
  return row;
}

const moderationRows = (db: Database) =>
  db
    .select({
      review: reviews,
      kind: orders.kind,
      productTitle: products.title,
      previewKey: artworks.previewKey,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(artworks, eq(artworks.id, reviews.artworkId));

export async function reviewRow(db: Database, id: string) {
  const [row] = await moderationRows(db).where(eq(reviews.id, id));
  return row;
}

export async function listReviews(db: Database, status: ReviewStatus) {
  const [rows, [pending]] = await Promise.all([
    moderationRows(db)
      .where(eq(reviews.status, status))
      .orderBy(desc(reviews.submittedAt))
      .limit(200),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending')),
  ]);
  return { rows, pendingCount: pending?.n ?? 0 };
}

/** The review, locked for a moderation decision. */
export async function lockReview(db: Database, id: string) {
  const [row] = await db
    .select({ review: reviews, previewKey: artworks.previewKey })
    .from(reviews)
    .leftJoin(artworks, eq(artworks.id, reviews.artworkId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  return row;
}

export async function setModeration(
  db: Database,
  id: string,
  values: { status: 'approved' | 'rejected'; moderatedBy: string; testimonialId?: string },
) {
  const now = new Date();
  await db
    .update(reviews)
    .set({ ...values, moderatedAt: now, updatedAt: now })
    .where(eq(reviews.id, id));
}

export async function pendingReviewCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending'));
  return row?.n ?? 0;
}
