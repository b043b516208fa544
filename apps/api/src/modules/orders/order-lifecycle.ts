import {
  PRINTS_MESSAGES,
  PROOF_MESSAGES,
  type PrintOrderStatus,
  type Shipment,
} from '@atelier/shared/schemas/prints';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type Order } from '../../db/schema/orders';
import { conflict, notFound } from '../../lib/errors';
import { findOrder, insertOrderEvent, updateOrderFrom } from './order-lifecycle.repository';
import { queueOrderMail, type ProofMailInfo } from './order-mails';

// The one place a canvas order or PNG purchase changes status (DESIGN.md §3 "Prints and
// downloads"). Every change is a guarded UPDATE (so two concurrent callers move an order once),
// a timeline event and a mail to the shopper, all in the caller's transaction.

/** Who made a change; shown on the admin's timeline. */
export type OrderActor = 'shopper' | 'admin' | 'system' | 'payment' | 'prodigi';

/** The statuses an order may be in to move to each status. */
export const ALLOWED_FROM: Record<PrintOrderStatus, readonly PrintOrderStatus[]> = {
  pending_payment: [],
  paid: ['pending_payment'],
  // The print file is rendered: its proof waits for the shopper (a re-issued proof too).
  awaiting_approval: ['paid', 'changes_requested'],
  changes_requested: ['awaiting_approval'],
  // paid: a free reprint of a delivered canvas, whose proof the shopper approved on the
  // original order (problem-reports.service.ts): the same file, no new proof.
  approved: ['awaiting_approval', 'paid'],
  // Production only after the shopper approved the proof (order-proof.ts).
  in_production: ['approved'],
  // A print lab may report the dispatch without an in-production step first.
  shipped: ['approved', 'in_production'],
  delivered: ['shipped'],
  // Before production only (a paid order's money goes back: see refundRef).
  cancelled: ['pending_payment', 'paid', 'awaiting_approval', 'changes_requested', 'approved'],
  refunded: [
    'paid',
    'awaiting_approval',
    'changes_requested',
    'approved',
    'in_production',
    'shipped',
    'delivered',
  ],
};

/** Paid but the proof not approved yet: production and shipping answer NOT_APPROVED. */
export const BEFORE_APPROVAL: readonly PrintOrderStatus[] = [
  'paid',
  'awaiting_approval',
  'changes_requested',
];

export type TransitionInput = {
  orderId: string;
  to: PrintOrderStatus;
  actor: OrderActor;
  /** The admin's user id when actor is 'admin'. */
  actorId?: string | null;
  /** Shown on the timeline (and to the shopper in the mail), e.g. the cancel reason. */
  note?: string | null;
  /** paid: Stripe's payment_intent id or the demo session id (refunds go back to it). */
  paymentRef?: string | null;
  /** paid (canvas): manual | prodigi, the fulfilment chosen by config. */
  fulfilmentProvider?: string | null;
  /** shipped: the parcel. */
  shipment?: Shipment;
  /** cancelled (paid) / refunded: the refund's id. */
  refundRef?: string | null;
  /** The shop's address for links in the mail (config.publicUrl). */
  publicUrl: string;
  /** Only when the order is in one of these now (narrower than ALLOWED_FROM). */
  onlyFrom?: readonly PrintOrderStatus[];
  /** awaiting_approval: the proof's front image (linked from the mail) and the window. */
  proof?: ProofMailInfo | null;
};

export type TransitionResult = {
  order: Order;
  /** False when the order already had this status (a repeat: nothing written). */
  changed: boolean;
};

const label = (s: string) => s.replace(/_/g, ' ');

/**
 * Moves an order to `to`: the UPDATE only matches an order in an allowed status, so of two
 * concurrent calls one changes it and the other sees `changed: false` (same status) or a 409
 * (it moved elsewhere meanwhile). Writes the timeline event and queues the shopper's mail.
 */
export async function transitionOrder(
  tx: Database,
  input: TransitionInput,
): Promise<TransitionResult> {
  const from = input.onlyFrom
    ? ALLOWED_FROM[input.to].filter((s) => input.onlyFrom!.includes(s))
    : ALLOWED_FROM[input.to];
  const set: Partial<typeof orders.$inferInsert> & Record<string, unknown> = {
    status: input.to,
    updatedAt: sql`now()` as unknown as Date,
  };
  if (input.to === 'paid') {
    set.paidAt = sql`now()` as unknown as Date;
    set.expiresAt = null;
    if (input.paymentRef) set.paymentRef = input.paymentRef;
    if (input.fulfilmentProvider) set.fulfilmentProvider = input.fulfilmentProvider;
    // A canvas order's print file is made now (prints/print-file.job.ts); a PNG needs none.
    set.printFileStatus =
      sql`case when ${orders.kind} = 'canvas' then 'pending' else ${orders.printFileStatus} end` as unknown as 'pending';
  }
  if (input.to === 'shipped' && input.shipment) {
    set.carrier = input.shipment.carrier;
    set.trackingNumber = input.shipment.trackingNumber;
    set.trackingUrl = input.shipment.trackingUrl;
    set.shipments =
      sql`${orders.shipments} || ${JSON.stringify([input.shipment])}::jsonb` as unknown as Shipment[];
  }
  if (input.refundRef) set.refundRef = input.refundRef;

  const order = from.length === 0 ? undefined : await updateOrderFrom(tx, input.orderId, from, set);
  if (!order) {
    const current = await findOrder(tx, input.orderId);
    if (!current) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
    if (current.status === input.to) return { order: current, changed: false };
    if (
      (input.to === 'in_production' || input.to === 'shipped') &&
      current.kind === 'canvas' &&
      BEFORE_APPROVAL.includes(current.status as PrintOrderStatus)
    ) {
      throw conflict(PROOF_MESSAGES.NOT_APPROVED, 'NOT_APPROVED');
    }
    throw invalidTransition(current.status, input.to);
  }
  await recordOrderChange(
    tx,
    order,
    input.to,
    { ...input, note: input.note ?? null, timelineNote: shipmentNote(input.shipment) },
    input.publicUrl,
  );
  return { order, changed: true };
}

/** The 409 for a change the lifecycle does not allow from the order's status. */
export function invalidTransition(from: string, to: PrintOrderStatus) {
  return conflict(
    PRINTS_MESSAGES.INVALID_TRANSITION.replace('{from}', label(from)).replace('{to}', label(to)),
    'INVALID_TRANSITION',
  );
}

/**
 * A change's timeline event and the shopper's mail. transitionOrder writes them for every
 * move; a late payment's refund writes them for an order that stays cancelled.
 */
export async function recordOrderChange(
  tx: Database,
  order: Order,
  status: PrintOrderStatus,
  by: {
    actor: OrderActor;
    actorId?: string | null;
    note?: string | null;
    /** On the timeline only, when there is no note (a shipment's carrier and number). */
    timelineNote?: string | null;
    proof?: ProofMailInfo | null;
  },
  publicUrl: string,
) {
  await insertOrderEvent(tx, {
    orderId: order.id,
    status,
    note: by.note ?? by.timelineNote ?? null,
    actor: by.actor,
    actorId: by.actorId ?? null,
  });
  await queueOrderMail(tx, {
    order,
    status,
    note: by.note ?? null,
    publicUrl,
    actor: by.actor,
    proof: by.proof ?? null,
  });
}

function shipmentNote(shipment: Shipment | undefined): string | null {
  if (!shipment) return null;
  return `${shipment.carrier} ${shipment.trackingNumber}`;
}

/** A new canvas order or PNG purchase's first timeline event (status pending_payment). */
export async function recordOrderCreated(tx: Database, orderId: string, actor: OrderActor) {
  await insertOrderEvent(tx, { orderId, status: 'pending_payment', actor });
}
