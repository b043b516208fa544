import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  checkoutSessions,
  stripeEvents,
  subscriptions,
  type CheckoutSession,
  type Subscription,
} from '../../db/schema/payments';

// The webhook's statements (stripe-webhooks.ts): the events applied once, our rows of Stripe's
// checkout sessions and subscriptions, and whether a user exists. Each on the event's transaction.

/** Records the event as applied; false when it was applied already. */
export async function recordStripeEvent(tx: Database, event: Stripe.Event): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, processedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** Our checkout row of a Stripe session (locked for the transaction with `lock`). */
export async function checkoutOfStripeSession(
  tx: Database,
  stripeSessionId: string,
  { lock = false } = {},
): Promise<CheckoutSession | undefined> {
  const query = tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.stripeSessionId, stripeSessionId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Closes our row of an abandoned Stripe session if it is still open. */
export async function expireStripeCheckout(tx: Database, stripeSessionId: string) {
  await tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.stripeSessionId, stripeSessionId),
        eq(checkoutSessions.status, 'open'),
      ),
    );
}

/** Our subscription row by Stripe's subscription id or by its customer id. */
export async function subscriptionOfStripe(
  tx: Database,
  by: { subscriptionId: string } | { customerId: string },
): Promise<Subscription | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      'subscriptionId' in by
        ? eq(subscriptions.stripeSubscriptionId, by.subscriptionId)
        : eq(subscriptions.stripeCustomerId, by.customerId),
    );
  return row;
}

/** Whether the user exists. */
export async function userExists(tx: Database, userId: string): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(user);
}
