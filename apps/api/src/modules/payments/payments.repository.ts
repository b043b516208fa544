import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { artworks, visionBoards } from '../../db/schema/generation';
import { orders } from '../../db/schema/orders';
import {
  checkoutSessions,
  subscriptions,
  type CheckoutSession,
  type Subscription,
} from '../../db/schema/payments';

// The statements of the upgrade checkout and the demo checkout page (and the order it shows).
// Each takes the database or the caller's transaction.

/** A plan checkout the user started: the demo page's (no Stripe id) or Stripe's. */
export async function insertPlanCheckout(
  db: Database,
  values: {
    userId: string;
    planId: string;
    provider: 'stripe' | 'demo';
    stripeSessionId?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(checkoutSessions)
    .values(values)
    .returning({ id: checkoutSessions.id });
  return row!.id;
}

/** The user's own demo session (locked for the caller's transaction when `lock`). */
export async function findOwnDemoSession(
  db: Database,
  userId: string,
  sessionId: string,
  lock: boolean,
): Promise<CheckoutSession | null> {
  const query = db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, 'demo'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markCheckoutCompleted(tx: Database, sessionId: string, at: Date) {
  await tx
    .update(checkoutSessions)
    .set({ status: 'completed', completedAt: at })
    .where(eq(checkoutSessions.id, sessionId));
}

/** The user's plan and allowance as the profile shows them. */
export async function allowanceOf(db: Database, userId: string) {
  const [user] = await db
    .select({
      isPremium: users.isPremium,
      generationsUsed: users.generationsUsed,
      generationsLimit: users.generationsLimit,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The user's subscription, if they have one. */
export async function findSubscription(db: Database, userId: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** The subscription's cancel-at-period-end choice and status as the caller just set them. */
export async function setSubscriptionRenewal(
  db: Database,
  id: string,
  values: { cancelAtPeriodEnd: boolean; status: string; currentPeriodEnd: Date | null; now: Date },
): Promise<Subscription | null> {
  const [row] = await db
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: values.cancelAtPeriodEnd,
      status: values.status,
      currentPeriodEnd: values.currentPeriodEnd,
      updatedAt: values.now,
    })
    .where(eq(subscriptions.id, id))
    .returning();
  return row ?? null;
}

/** The order a demo checkout pays, with its board's items and its artwork's preview. */
export async function demoCheckoutOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, items: visionBoards.items, previewKey: artworks.previewKey })
    .from(orders)
    .leftJoin(artworks, eq(orders.artworkId, artworks.id))
    .leftJoin(visionBoards, eq(visionBoards.id, artworks.visionBoardId))
    .where(eq(orders.id, orderId));
  return row;
}
