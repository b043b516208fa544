import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type Order } from '../../db/schema/orders';
import { recordOrderCreated } from './order-lifecycle';

// A new canvas order or PNG purchase: the row, waiting for payment, and its first timeline
// event, in the caller's transaction. Each answers null when a unique index already holds the
// order (a repeat or a concurrent request made it first), which the caller then reads.

export type NewCanvasOrder = {
  userId: string;
  artworkId: string;
  visionBoardId: string;
  canvasSizeId: string;
  wrap: NonNullable<Order['wrap']>;
  shippingAddress: ShippingAddress;
  subtotalCents: number;
  shippingCents: number;
  currency: string;
  expiresAt: Date;
  idempotencyKey: string;
};

/** A canvas order for this Idempotency-Key; null when one with the same key exists. */
export async function insertCanvasOrder(
  tx: Database,
  values: NewCanvasOrder,
): Promise<Order | null> {
  const [created] = await tx
    .insert(orders)
    .values({
      ...values,
      kind: 'canvas',
      status: 'pending_payment',
      amountCents: values.subtotalCents + values.shippingCents,
    })
    .onConflictDoNothing({
      target: [orders.userId, orders.idempotencyKey],
      where: sql`idempotency_key is not null`,
    })
    .returning();
  if (!created) return null;
  await recordOrderCreated(tx, created.id, 'shopper');
  return created;
}

/** A PNG purchase; null when the buyer has a live one of this artwork (orders_png_purchase_idx). */
export async function insertPngPurchase(
  tx: Database,
  input: {
    userId: string;
    artworkId: string;
    visionBoardId: string;
    priceCents: number;
    currency: string;
    expiresAt: Date;
  },
): Promise<Order | null> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      kind: 'png',
      status: 'pending_payment',
      artworkId: input.artworkId,
      visionBoardId: input.visionBoardId,
      subtotalCents: input.priceCents,
      shippingCents: 0,
      amountCents: input.priceCents,
      currency: input.currency,
      expiresAt: input.expiresAt,
    })
    .onConflictDoNothing({
      target: [orders.userId, orders.artworkId],
      where: sql`kind = 'png' and status in ('pending_payment', 'paid')`,
    })
    .returning();
  if (!order) return null;
  await recordOrderCreated(tx, order.id, 'shopper');
  return order;
}
