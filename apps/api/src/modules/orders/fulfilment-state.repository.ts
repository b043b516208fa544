import type { Shipment } from '@atelier/shared/schemas/prints';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type Order } from '../../db/schema/orders';

// What the print lab's answers leave on a canvas order besides its status (which only
// order-lifecycle.ts changes): the lab's order id, why the lab refused or cancelled it, a
// further parcel, and the time of the last try to hand it over.

/** The lab's reason it refused or cancelled the order, shown to the admin. */
export async function setFulfilmentError(db: Database, orderId: string, message: string) {
  await db.update(orders).set({ fulfilmentError: message }).where(eq(orders.id, orderId));
}

/** The lab took the order: its order id, and no error left from an earlier try. */
export async function setFulfilmentRef(tx: Database, orderId: string, ref: string) {
  await tx
    .update(orders)
    .set({ fulfilmentRef: ref, fulfilmentError: null })
    .where(eq(orders.id, orderId));
}

/** A further parcel of an order already on its way: listed, no new status or mail. */
export async function addShipment(tx: Database, orderId: string, shipment: Shipment) {
  await tx
    .update(orders)
    .set({
      shipments: sql`${orders.shipments} || ${JSON.stringify([shipment])}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}

/** The lab could not be reached again: updatedAt restarts the wait before the next try. */
export async function markHandOverTried(db: Database, orderId: string) {
  await db
    .update(orders)
    .set({ updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * Approved canvas orders (the shopper approved the proof) of this lab whose file is ready but that the lab did not take (no lab
 * order id, no refusal stored), last tried more than `afterSeconds` ago; the 20 paid first.
 */
export function listAwaitingHandOver(
  db: Database,
  provider: string,
  afterSeconds: number,
): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'canvas'),
        eq(orders.status, 'approved'),
        eq(orders.printFileStatus, 'ready'),
        eq(orders.fulfilmentProvider, provider),
        isNull(orders.fulfilmentRef),
        isNull(orders.fulfilmentError),
        lt(orders.updatedAt, sql`now() - make_interval(secs => ${afterSeconds})`),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(20);
}

/** Paid canvas orders whose file is ready but whose proof was not sent yet; the 20 paid first. */
export function listProofDue(db: Database): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'canvas'),
        eq(orders.status, 'paid'),
        eq(orders.printFileStatus, 'ready'),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(20);
}
