import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/schema/payments';

// The checkout sessions of canvas orders and PNG purchases (order-payments.ts opens and
// supersedes them, order-checkout.ts closes them when the payment or its expiry arrives).

/** Closes the session if it is still open: completed (paid) or expired. */
export async function closeCheckoutSession(
  tx: Database,
  sessionId: string,
  status: 'completed' | 'expired',
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ status, ...(status === 'completed' ? { completedAt: new Date() } : {}) })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/** Whether the order has a checkout still open. */
export async function hasOpenCheckout(tx: Database, orderId: string): Promise<boolean> {
  const open = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.status, 'open')));
  return open.length > 0;
}

/**
 * Marks the order's open checkouts expired in one statement (with keepNewest, all but the
 * newest by time, then id) and answers the Stripe sessions of those it closed.
 */
export function expireOpenCheckoutRows(
  db: Database,
  orderId: string,
  keepNewest: boolean,
): Promise<Array<{ stripeSessionId: string | null }>> {
  return db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.orderId, orderId),
        eq(checkoutSessions.status, 'open'),
        keepNewest
          ? sql`(${checkoutSessions.createdAt}, ${checkoutSessions.id}) < (select k.created_at, k.id from ${checkoutSessions} k where k.order_id = ${orderId} and k.status = 'open' order by k.created_at desc, k.id desc limit 1)`
          : undefined,
      ),
    )
    .returning({ stripeSessionId: checkoutSessions.stripeSessionId });
}

/** A new open checkout of the order; its id. */
export async function insertCheckoutSession(
  db: Database,
  values: {
    userId: string;
    orderId: string;
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
