import { isUuid } from '@atelier/shared/schemas/uuid';
import { trackingUrlSchema } from '@atelier/shared/schemas/admin-order-actions';
import { type PrintOrderStatus, type Shipment } from '@atelier/shared/schemas/prints';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { Order } from '../../../db/schema/orders';
import { AppError } from '../../../lib/errors';
import { addShipment, setFulfilmentError } from '../../orders/fulfilment-state.repository';
import { transitionOrder, type TransitionInput } from '../../orders/order-lifecycle';
import { findOrder, lockOrder } from '../../orders/order-lifecycle.repository';
import type { OrderPayments } from '../order-payments';
import { refundAndClose } from '../../orders/refund-and-close';
import { fulfilmentEventSeen, recordFulfilmentEvent } from './fulfilment-events.repository';

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
      id: z.string().max(200),
      merchantReference: z.string().max(200).nullish(),
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

const eventKey = (id: string) => `prodigi:${id}`;
const CANCELLED_BY_LAB =
  'Prodigi cancelled this order after production started. Refund it here if the customer is not getting a canvas.';

/** Why a callback names no order of ours that it may move (logged; nothing changes). */
type Mismatch =
  | 'no-merchant-reference'
  | 'unknown-order'
  | 'not-sent-to-prodigi'
  | 'not-sent-yet'
  | 'other-prodigi-order';

/**
 * An approved order (its proof approved) whose print file is ready and that waits for Prodigi to take it: our submit may
 * have timed out after Prodigi made the order (the resubmit stores its id a minute later), so a
 * callback for it can be real and early. It is answered 503 so that Prodigi sends it again;
 * once the id is stored, the resent callback matches (or not) like any other. The same orders
 * as the print-file job's resubmit picks (print-file.job.ts, resubmitToLab): keep them in step.
 */
function awaitingLab(row: Order): boolean {
  return (
    row.status === 'approved' &&
    row.fulfilmentProvider === 'prodigi' &&
    row.printFileStatus === 'ready' &&
    !row.fulfilmentError
  );
}

/**
 * Our order, only when the callback names it both ways: merchantReference is our id, and
 * Prodigi's own id is the fulfilmentRef we stored when Prodigi accepted it. An order never sent
 * to the lab, or one sent as another Prodigi order, is not moved by a callback (whoever knows
 * the callback secret could otherwise ship, cancel or refund any order by its id).
 */
async function namedOrder(
  db: Database,
  cb: ProdigiCallback,
): Promise<{ order: Order } | { mismatch: Mismatch }> {
  const ref = cb.data.order.merchantReference;
  if (!ref || !isUuid(ref)) return { mismatch: 'no-merchant-reference' };
  const row = await findOrder(db, ref);
  if (row?.kind !== 'canvas') return { mismatch: 'unknown-order' };
  if (!row.fulfilmentRef) {
    return { mismatch: awaitingLab(row) ? 'not-sent-yet' : 'not-sent-to-prodigi' };
  }
  if (row.fulfilmentRef !== cb.data.order.id) return { mismatch: 'other-prodigi-order' };
  return { order: row };
}

/** The parcel's tracking link when it is an http(s) address (the admin's rule), else none. */
function trackingLink(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = trackingUrlSchema.safeParse(url);
  return parsed.success ? parsed.data : null;
}

/** Prodigi's dispatched parcels, as our shipments. */
function shippedParcels(cb: ProdigiCallback): Shipment[] {
  return cb.data.order.shipments
    .filter((s) => s.status === 'Shipped' && s.tracking?.number)
    .map((s) => ({
      carrier: s.carrier?.name || 'Carrier',
      trackingNumber: s.tracking!.number!,
      trackingUrl: trackingLink(s.tracking?.url),
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

const SHIPPABLE: readonly string[] = ['approved', 'in_production'] satisfies PrintOrderStatus[];

/**
 * Applies one callback once: the event id is recorded in the same transaction as its effect, so
 * a replay (or two deliveries at once) finds it and changes nothing. Answers what it did.
 */
export async function applyProdigiCallback(
  deps: CallbackDeps,
  cb: ProdigiCallback,
): Promise<'applied' | 'duplicate' | 'ignored' | 'too-early'> {
  const { db, log, publicUrl } = deps;
  const found = await namedOrder(db, cb);
  if ('mismatch' in found) {
    const early = found.mismatch === 'not-sent-yet';
    log.warn(
      {
        event: cb.id,
        type: cb.type,
        prodigiOrder: cb.data.order.id,
        merchantReference: cb.data.order.merchantReference ?? null,
        reason: found.mismatch,
      },
      early
        ? 'prodigi callback too early: the order is still being sent to Prodigi; asked to resend'
        : 'prodigi callback ignored: it names no order of ours sent to Prodigi as that Prodigi order',
    );
    return early ? 'too-early' : 'ignored';
  }
  const { order } = found;
  const dropped = cb.data.order.shipments.filter(
    (s) => s.tracking?.url && !trackingLink(s.tracking.url),
  );
  if (dropped.length > 0) {
    log.warn(
      {
        event: cb.id,
        orderId: order.id,
        trackingUrls: dropped.map((s) => s.tracking!.url!.slice(0, 100)),
      },
      'prodigi callback: tracking link that is not http(s) left out',
    );
  }
  const stage = cb.data.order.status.stage;

  if (stage === 'Cancelled') return cancelledByLab(deps, order, cb);

  return db.transaction(async (tx) => {
    const event = { key: eventKey(cb.id), provider: 'prodigi', orderId: order.id };
    if (!(await recordFulfilmentEvent(tx, event))) return 'duplicate' as const;

    const base = { orderId: order.id, actor: 'prodigi' as const, publicUrl };
    if (stage === 'InProgress') await forwardOnly(tx, { ...base, to: 'in_production' });

    const current = await findOrder(tx, order.id);
    const known = new Set(current!.shipments.map((s) => s.trackingNumber));
    const fresh = shippedParcels(cb).filter((s) => !known.has(s.trackingNumber));
    let status = current!.status;
    for (const shipment of fresh) {
      if (SHIPPABLE.includes(status)) {
        const moved = await forwardOnly(tx, { ...base, to: 'shipped', shipment });
        if (moved) status = moved.order.status;
      } else if (status === 'shipped' || status === 'delivered') {
        // A further parcel of an order already on its way: listed, no new status or mail.
        await addShipment(tx, order.id, shipment);
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
  if (await fulfilmentEventSeen(deps.db, eventKey(cb.id))) return 'duplicate' as const;
  if (order.status === 'paid' || order.status === 'approved') {
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
    await setFulfilmentError(deps.db, order.id, CANCELLED_BY_LAB);
  }
  await recordFulfilmentEvent(deps.db, {
    key: eventKey(cb.id),
    provider: 'prodigi',
    orderId: order.id,
  });
  return 'applied' as const;
}
