import type { PrintOrderStatus, Shipment } from '@atelier/shared/schemas/prints';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { orders, type Order } from '../../../db/schema/generation';
import { fulfilmentEvents } from '../../../db/schema/payments';
import { AppError } from '../../../lib/errors';
import { lockOrder, transitionOrder, type TransitionInput } from '../lifecycle';
import type { OrderPayments } from '../order-payments';
import { refundAndClose } from '../refund-and-close';

// Prodigi's callbacks (CloudEvents: com.prodigi.order.status.stage.changed#InProgress, …
// com.prodigi.order.shipments.shipment#Shipped) each carry the whole order as Prodigi sees it.
// We read that state, not the event's name, and only ever move an order forward: a late or
// repeated callback changes nothing.

const prodigiShipmentSchema = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  carrier: z.object({ name: z.string().nullish() }).nullish(),
  tracking: z.object({ number: z.string().nullish(), url: z.string().nullish() }).nullish(),
  dispatchDate: z.string().nullish(),
});

/** The part of Prodigi's callback body we use (the rest is ignored). */
export const prodigiCallbackSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().max(200),
  time: z.string().optional(),
  data: z.object({
    order: z.object({
      id: z.string(),
      merchantReference: z.string().nullish(),
      status: z.object({ stage: z.string() }),
      shipments: z.array(prodigiShipmentSchema).default([]),
    }),
  }),
});
export type ProdigiCallback = z.infer<typeof prodigiCallbackSchema>;

export type CallbackDeps = {
  db: Database;
  payments: OrderPayments;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const eventKey = (id: string) => `prodigi:${id}`;
const CANCELLED_BY_LAB =
  'Prodigi cancelled this order after production started. Refund it here if the customer is not getting a canvas.';

/** Our order: merchantReference is our id; Prodigi's own id is kept as fulfilmentRef. */
async function findOrder(db: Database, cb: ProdigiCallback): Promise<Order | null> {
  const ref = cb.data.order.merchantReference;
  const [row] = await db
    .select()
    .from(orders)
    .where(ref && UUID.test(ref) ? eq(orders.id, ref) : eq(orders.fulfilmentRef, cb.data.order.id));
  return row?.kind === 'canvas' ? row : null;
}

/** Prodigi's dispatched parcels, as our shipments. */
function shippedParcels(cb: ProdigiCallback): Shipment[] {
  return cb.data.order.shipments
    .filter((s) => s.status === 'Shipped' && s.tracking?.number)
    .map((s) => ({
      carrier: s.carrier?.name || 'Carrier',
      trackingNumber: s.tracking!.number!,
      trackingUrl: s.tracking?.url || null,
      shippedAt: s.dispatchDate ?? cb.time ?? new Date().toISOString(),
    }));
}

/** A move the order's status no longer allows (out of order, or after a later one): ignored. */
async function forwardOnly(tx: Database, input: TransitionInput) {
  try {
    return await transitionOrder(tx, input);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_TRANSITION') return null;
    throw err;
  }
}

const SHIPPABLE: readonly string[] = ['paid', 'in_production'] satisfies PrintOrderStatus[];

/**
 * Applies one callback once: the event id is recorded in the same transaction as its effect, so
 * a replay (or two deliveries at once) finds it and changes nothing. Answers what it did.
 */
export async function applyProdigiCallback(
  deps: CallbackDeps,
  cb: ProdigiCallback,
): Promise<'applied' | 'duplicate' | 'unknown-order'> {
  const { db, log, publicUrl } = deps;
  const order = await findOrder(db, cb);
  if (!order) {
    log.warn({ event: cb.id, prodigiOrder: cb.data.order.id }, 'prodigi callback for no order');
    return 'unknown-order';
  }
  const stage = cb.data.order.status.stage;

  if (stage === 'Cancelled') return cancelledByLab(deps, order, cb);

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(fulfilmentEvents)
      .values({ id: eventKey(cb.id), provider: 'prodigi', orderId: order.id })
      .onConflictDoNothing()
      .returning({ id: fulfilmentEvents.id });
    if (recorded.length === 0) return 'duplicate' as const;

    const base = { orderId: order.id, actor: 'prodigi' as const, publicUrl };
    if (stage === 'InProgress') await forwardOnly(tx, { ...base, to: 'in_production' });

    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const known = new Set(current!.shipments.map((s) => s.trackingNumber));
    const fresh = shippedParcels(cb).filter((s) => !known.has(s.trackingNumber));
    let status = current!.status;
    for (const shipment of fresh) {
      if (SHIPPABLE.includes(status)) {
        const moved = await forwardOnly(tx, { ...base, to: 'shipped', shipment });
        if (moved) status = moved.order.status;
      } else if (status === 'shipped' || status === 'delivered') {
        // A further parcel of an order already on its way: listed, no new status or mail.
        await tx
          .update(orders)
          .set({
            shipments: sql`${orders.shipments} || ${JSON.stringify([shipment])}::jsonb`,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id));
      }
    }
    if (stage === 'Complete' && SHIPPABLE.includes(status)) {
      await forwardOnly(tx, { ...base, to: 'shipped', note: 'Completed by Prodigi' });
    }
    return 'applied' as const;
  });
}

/**
 * The lab cancelled: a paid order not yet made is cancelled and refunded like the admin's
 * Cancel; one already in production is left to the admin (money is not moved by a callback
 * after work started), who sees why in the order's fulfilment error.
 */
async function cancelledByLab(deps: CallbackDeps, order: Order, cb: ProdigiCallback) {
  const [seen] = await deps.db
    .select({ id: fulfilmentEvents.id })
    .from(fulfilmentEvents)
    .where(eq(fulfilmentEvents.id, eventKey(cb.id)));
  if (seen) return 'duplicate' as const;
  if (order.status === 'paid') {
    try {
      await deps.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        await refundAndClose(tx, deps, locked!, 'cancelled', {
          actor: 'prodigi',
          note: 'Cancelled by the print lab',
        });
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'INVALID_TRANSITION')) throw err;
    }
  } else if (order.status === 'in_production' || order.status === 'shipped') {
    await deps.db
      .update(orders)
      .set({ fulfilmentError: CANCELLED_BY_LAB })
      .where(eq(orders.id, order.id));
  }
  await deps.db
    .insert(fulfilmentEvents)
    .values({ id: eventKey(cb.id), provider: 'prodigi', orderId: order.id })
    .onConflictDoNothing();
  return 'applied' as const;
}
