import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import {
  ALLOWED_FROM,
  invalidTransition,
  recordOrderChange,
  transitionOrder,
  type OrderActor,
} from './order-lifecycle';
import { settleLatePayment } from './order-lifecycle.repository';

export type RefundDeps = {
  /** The order's payment provider (prints' order payments): answers the refund's id. */
  payments: { refund(order: Order): Promise<string> };
  publicUrl: string;
  log: FastifyBaseLogger;
};

export type CloseBy = { actor: OrderActor; actorId?: string | null; note?: string | null };

/** The money back; a refund that fails in an unforeseen way is the same 502 as Stripe's. */
async function refund(deps: RefundDeps, order: Order): Promise<string> {
  try {
    return await deps.payments.refund(order);
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error({ err, orderId: order.id }, 'refund failed');
    throw new AppError(502, 'REFUND_FAILED', PRINTS_MESSAGES.REFUND_FAILED);
  }
}

/**
 * Closes an order, in the caller's transaction with the order row locked: cancelled (a paid
 * one gets its money back first) or refunded. The shopper's cancel, the admin's Cancel and
 * Refund, a print lab's cancellation and a payment that arrived after the order was cancelled
 * all come here. The status is checked before any money moves, so a refused change refunds
 * nothing; a failed refund (AppError 502) rolls the transaction back and changes nothing.
 */
export async function refundAndClose(
  tx: Database,
  deps: RefundDeps,
  order: Order,
  to: 'cancelled' | 'refunded',
  by: CloseBy,
): Promise<Order> {
  if (order.status === 'cancelled' && to === 'cancelled' && order.paymentRef && !order.refundRef) {
    // Paid after it was cancelled: the money goes back and the status stays, noted and mailed.
    const refundRef = await refund(deps, order);
    const settled = await settleLatePayment(tx, order.id, {
      paymentRef: order.paymentRef,
      refundRef,
    });
    await recordOrderChange(tx, settled, 'cancelled', by, deps.publicUrl);
    return settled;
  }
  const from = order.status as (typeof ALLOWED_FROM)['paid'][number];
  if (!ALLOWED_FROM[to].includes(from)) throw invalidTransition(order.status, to);
  // A free order (a reprint the shop gave) has no money to send back.
  const paidSomething = (order.amountCents ?? 0) > 0;
  const refundRef =
    paidSomething && (to === 'refunded' || from !== 'pending_payment')
      ? await refund(deps, order)
      : null;
  const { order: closed } = await transitionOrder(tx, {
    orderId: order.id,
    to,
    actor: by.actor,
    actorId: by.actorId ?? null,
    note: by.note ?? null,
    refundRef,
    publicUrl: deps.publicUrl,
    onlyFrom: [from],
  });
  return closed;
}
