import type { PrintOrderStatus } from '@atelier/shared/schemas/prints';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { canvasSizes } from '../../db/schema/commerce';
import { orderEvents, orders, type Order } from '../../db/schema/orders';

// The queries of an order's change of status (order-lifecycle.ts, refund-and-close.ts) and of
// its mail (order-mails.ts), each on the caller's transaction. Which change is allowed, and what
// it sets, is decided there.

/**
 * The guarded UPDATE: sets `set` on the order only while its status is one of `from`; the
 * changed row, or undefined when it is gone or in another status.
 */
export async function updateOrderFrom(
  tx: Database,
  orderId: string,
  from: readonly PrintOrderStatus[],
  set: Partial<typeof orders.$inferInsert>,
): Promise<Order | undefined> {
  const [order] = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return order;
}

/** The order as it is now (undefined when there is none). */
export async function findOrder(tx: Database, orderId: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order row, locked for the caller's transaction (null when there is none). */
export async function lockOrder(tx: Database, orderId: string): Promise<Order | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

/** One event on the order's timeline. */
export async function insertOrderEvent(
  tx: Database,
  event: typeof orderEvents.$inferInsert,
): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

/** A payment that came after the order was cancelled, and the refund that sent it back. */
export async function settleLatePayment(
  tx: Database,
  orderId: string,
  refs: { paymentRef: string; refundRef: string },
): Promise<Order> {
  const [settled] = await tx
    .update(orders)
    .set({ ...refs, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return settled!;
}

/** Whom an order's mail goes to (undefined when the user is gone). */
export async function mailRecipient(
  tx: Database,
  userId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The canvas size an order names. */
export async function canvasSizeOf(
  tx: Database,
  id: string,
): Promise<typeof canvasSizes.$inferSelect | undefined> {
  const [size] = await tx.select().from(canvasSizes).where(eq(canvasSizes.id, id));
  return size;
}
