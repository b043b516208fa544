import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import { transitionOrder } from '../orders/order-lifecycle';
import { lockOrder } from '../orders/order-lifecycle.repository';
import { closeCheckoutSession, hasOpenCheckout } from './checkout-sessions.repository';
import { CHECKOUT_EXPIRED_NOTE } from './order-expiry.job';
import type { OrderPayments } from './order-payments';
import { refundAndClose } from '../orders/refund-and-close';

// What a finished or abandoned order checkout does, the same for Stripe's verified webhook and
// the demo page's Pay button. Runs in the caller's transaction with the order row locked, so
// events arriving together or in any order settle the order once.

export type OrderCheckoutDeps = {
  refund: OrderPayments['refund'];
  publicUrl: string;
  /** config.prints.fulfilment.provider: who makes a canvas paid now. */
  fulfilmentProvider: string;
  log: FastifyBaseLogger;
};

export const LATE_PAYMENT_NOTE =
  'Your payment arrived after the order was cancelled, so it was refunded in full.';

async function closeSession(
  tx: Database,
  sessionId: string | null,
  status: 'completed' | 'expired',
) {
  if (!sessionId) return;
  await closeCheckoutSession(tx, sessionId, status);
}

/**
 * A paid checkout of an order: pending_payment → paid (timeline, mail, print file due). An
 * order already cancelled (its checkout expired first) keeps its status and gets the money
 * back, noted on its timeline and mailed. A repeat of the same payment changes nothing.
 */
export async function payOrder(
  tx: Database,
  deps: OrderCheckoutDeps,
  input: { orderId: string; paymentRef: string; checkoutSessionId: string | null },
): Promise<Order | null> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) {
    deps.log.warn({ orderId: input.orderId }, 'paid checkout names no order');
    return null;
  }
  if (order.status === 'pending_payment') {
    const { order: paid } = await transitionOrder(tx, {
      orderId: order.id,
      to: 'paid',
      actor: 'payment',
      paymentRef: input.paymentRef,
      fulfilmentProvider: order.kind === 'canvas' ? deps.fulfilmentProvider : null,
      publicUrl: deps.publicUrl,
    });
    await closeSession(tx, input.checkoutSessionId, 'completed');
    return paid;
  }
  if (order.status === 'cancelled' && !order.paymentRef) {
    const settled = await refundAndClose(
      tx,
      { payments: deps, publicUrl: deps.publicUrl, log: deps.log },
      { ...order, paymentRef: input.paymentRef },
      'cancelled',
      { actor: 'payment', note: LATE_PAYMENT_NOTE },
    );
    await closeSession(tx, input.checkoutSessionId, 'completed');
    return settled;
  }
  if (order.paymentRef !== input.paymentRef) {
    // One open checkout per order makes this rare; the shop owner refunds it by hand.
    deps.log.error(
      { orderId: order.id, status: order.status, paymentRef: input.paymentRef },
      'a second payment arrived for an order that was already settled: refund it by hand',
    );
  }
  await closeSession(tx, input.checkoutSessionId, 'completed');
  return order;
}

/**
 * An abandoned checkout: an order still waiting for payment is cancelled ("Checkout
 * expired"); a paid order (or one settled otherwise) changes nothing.
 */
export async function expireOrderCheckout(
  tx: Database,
  deps: Pick<OrderCheckoutDeps, 'publicUrl'>,
  input: { orderId: string; checkoutSessionId: string | null },
) {
  await closeSession(tx, input.checkoutSessionId, 'expired');
  const order = await lockOrder(tx, input.orderId);
  if (order?.status !== 'pending_payment') return;
  // Another open checkout (a newer one the shopper started) keeps the order payable.
  if (await hasOpenCheckout(tx, order.id)) return;
  await transitionOrder(tx, {
    orderId: order.id,
    to: 'cancelled',
    actor: 'system',
    note: CHECKOUT_EXPIRED_NOTE,
    onlyFrom: ['pending_payment'],
    publicUrl: deps.publicUrl,
  });
}
