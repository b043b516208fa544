import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/generation';
import { AppError, conflict } from '../../lib/errors';
import { ALLOWED_FROM, transitionOrder, type OrderActor } from './lifecycle';
import type { OrderPayments } from './order-payments';

const label = (s: string) => s.replace(/_/g, ' ');

export type RefundDeps = {
  db: Database;
  payments: OrderPayments;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Cancels an order (a paid one gets its money back first) or refunds it: the admin's Cancel and
 * Refund and a print lab's cancellation. The status is checked before any money moves, so a
 * refused change refunds nothing; a failed refund changes nothing.
 */
export async function refundAndClose(
  deps: RefundDeps,
  order: Order,
  to: 'cancelled' | 'refunded',
  who: { actor: OrderActor; actorId?: string | null; note?: string | null },
) {
  const from = order.status as (typeof ALLOWED_FROM)['paid'][number];
  if (!ALLOWED_FROM[to].includes(from)) {
    throw conflict(
      PRINTS_MESSAGES.INVALID_TRANSITION.replace('{from}', label(order.status)).replace(
        '{to}',
        label(to),
      ),
      'INVALID_TRANSITION',
    );
  }
  let refundRef: string | null = null;
  if (to === 'refunded' || from !== 'pending_payment') {
    try {
      refundRef = await deps.payments.refund(order);
    } catch (err) {
      if (err instanceof AppError) throw err;
      deps.log.error({ err, orderId: order.id }, 'refund failed');
      throw new AppError(502, 'REFUND_FAILED', PRINTS_MESSAGES.REFUND_FAILED);
    }
  }
  try {
    return await deps.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: order.id,
        to,
        actor: who.actor,
        actorId: who.actorId ?? null,
        note: who.note ?? null,
        refundRef,
        publicUrl: deps.publicUrl,
        onlyFrom: [from],
      }),
    );
  } catch (err) {
    // The money went back but the order moved meanwhile: the refund id must not be lost.
    if (refundRef) deps.log.error({ err, orderId: order.id, refundRef }, 'refunded, not moved');
    throw err;
  }
}
