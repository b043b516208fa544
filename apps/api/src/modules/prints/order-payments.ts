import { PRINTS_MESSAGES, WRAP_LABELS } from '@atelier/shared/schemas/prints';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { createStripeClient } from '../../lib/stripe-client';
import { expireOpenCheckoutRows, insertCheckoutSession } from './checkout-sessions.repository';
import type { PrintsDeps } from './prints-deps';
import { canvasSizeById } from './prints-lookups.repository';

/**
 * Checkout and refunds of canvas orders and PNG purchases: Stripe Checkout in payment mode
 * with line items from the server's prices, or the labelled demo checkout; refunds through the
 * Stripe SDK (or the demo's). Paying only ever happens through the verified webhook or the
 * demo page, both of which call transitionOrder(..., 'paid') (orders/order-lifecycle.ts).
 */
export type OrderPayments = {
  /** False when neither Stripe nor the demo checkout is set up (checkout answers 503). */
  readonly available: boolean;
  /** A checkout for an order waiting for payment: { url } to send the shopper to. */
  startCheckout(order: Order, user: { id: string; email: string }): Promise<{ url: string }>;
  /** Gives a paid order's money back; answers the refund's id. Throws AppError 502 on failure. */
  refund(order: Order): Promise<string>;
  /**
   * Closes the order's open checkouts (a cancelled or expired order has none; a new checkout
   * closes all but the newest itself). Stripe sessions are expired at Stripe too, best effort:
   * one already paid there is settled by its webhook event.
   */
  expireOpenCheckouts(orderId: string): Promise<void>;
  /** After a new checkout: closes every open checkout of the order but the newest. */
  closeSupersededCheckouts(orderId: string): Promise<void>;
};

/** Stripe Checkout sessions live at least 30 minutes and at most 24 hours. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;
const STRIPE_MAX_EXPIRY_MS = 23.9 * 60 * 60_000;

export type OrderLine = { label: string; amountCents: number };

/** What the shopper pays for, from the order's stored prices (never recomputed). */
export async function orderLines(db: Database, order: Order): Promise<OrderLine[]> {
  if (order.kind !== 'canvas') {
    return [{ label: 'Full-resolution PNG download', amountCents: order.amountCents ?? 0 }];
  }
  const size = order.canvasSizeId ? await canvasSizeById(db, order.canvasSizeId) : undefined;
  const what = size ? `${size.label} (${size.widthInches}×${size.heightInches} in)` : 'canvas';
  const wrap = order.wrap ? `, ${WRAP_LABELS[order.wrap].toLowerCase()}` : '';
  return [
    { label: `Canvas print ${what}${wrap}`, amountCents: order.subtotalCents ?? 0 },
    { label: 'Shipping', amountCents: order.shippingCents ?? 0 },
  ];
}

const providerError = () => new AppError(502, 'PROVIDER_ERROR', PRINTS_MESSAGES.PROVIDER_ERROR);

export function createOrderPayments({ db, config, log }: PrintsDeps): OrderPayments {
  const stripeConfig = config.payments.stripe;
  const stripe: Stripe | null = stripeConfig ? createStripeClient(stripeConfig) : null;
  const demo = !stripe && config.payments.demo;
  const { publicUrl } = config;

  async function expireOpenCheckouts(orderId: string, { keepNewest = false } = {}) {
    // Closed here first, in one statement: of any number of requests superseding the same
    // sessions at once, only the one that closed a session asks Stripe to expire it. After a
    // new checkout every open one but the newest (by time, then id) is closed. Not "the ones
    // older than mine": a checkout's time is its transaction's start, so an older one could
    // commit after a newer one had closed the rest, and then both stayed open (seen on
    // PostgreSQL, 20 at once). Each request closes after its own row is committed, so the
    // newest one's request closes every row committed before it, and any row committed after
    // that closes itself, the newest being visible to it.
    const closed = await expireOpenCheckoutRows(db, orderId, keepNewest);
    if (!stripe) return;
    for (const { stripeSessionId } of closed) {
      if (!stripeSessionId) continue;
      try {
        await stripe.checkout.sessions.expire(stripeSessionId);
      } catch (err) {
        log.info({ err, sessionId: stripeSessionId }, 'stripe session not expired');
      }
    }
  }

  async function startStripeCheckout(
    client: Stripe,
    order: Order,
    user: { id: string; email: string },
  ) {
    const lines = await orderLines(db, order);
    const currency = order.currency ?? 'usd';
    const metadata = { orderId: order.id, userId: user.id };
    const expiresMs = Math.min(
      Math.max((order.expiresAt?.getTime() ?? 0) - Date.now(), STRIPE_MIN_EXPIRY_MS),
      STRIPE_MAX_EXPIRY_MS,
    );
    // Cancel goes back to the artwork's page (the web's /artwork/{board}/{artwork}).
    const back =
      order.artworkId && order.visionBoardId
        ? `/artwork/${order.visionBoardId}/${order.artworkId}`
        : `/orders/${order.id}`;
    let session: Stripe.Checkout.Session;
    try {
      session = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: lines
          .filter((l) => l.amountCents > 0)
          .map((l) => ({
            quantity: 1,
            price_data: { currency, unit_amount: l.amountCents, product_data: { name: l.label } },
          })),
        client_reference_id: user.id,
        customer_email: order.shippingAddress?.email ?? user.email,
        metadata,
        payment_intent_data: { metadata },
        expires_at: Math.floor((Date.now() + expiresMs) / 1000),
        success_url: `${publicUrl}/orders/${order.id}?placed=1`,
        cancel_url: `${publicUrl}${back}`,
      });
    } catch (err) {
      log.error({ err, orderId: order.id }, 'stripe checkout session for an order failed');
      throw providerError();
    }
    if (!session.url) {
      log.error({ sessionId: session.id }, 'stripe checkout session has no url');
      throw providerError();
    }
    const id = await insertCheckoutSession(db, {
      userId: user.id,
      orderId: order.id,
      provider: 'stripe',
      stripeSessionId: session.id,
    });
    return { id, url: session.url };
  }

  return {
    available: Boolean(stripe) || demo,

    async startCheckout(order, user) {
      if (!stripe && !demo) {
        throw new AppError(503, 'PAYMENTS_NOT_CONFIGURED', PRINTS_MESSAGES.PAYMENTS_NOT_CONFIGURED);
      }
      let started: { id: string; url: string };
      if (stripe) {
        started = await startStripeCheckout(stripe, order, user);
      } else {
        const id = await insertCheckoutSession(db, {
          userId: user.id,
          orderId: order.id,
          provider: 'demo',
        });
        started = { id, url: `/checkout/demo/${id}` };
      }
      // One open checkout per order, so a shopper who opens it twice cannot pay twice. The new
      // one exists first: the old one's expiry event then does not cancel the order.
      await expireOpenCheckouts(order.id, { keepNewest: true });
      return { url: started.url };
    },

    async refund(order) {
      if (!order.paymentRef) throw new AppError(409, 'NOT_PAID', PRINTS_MESSAGES.REFUND_FAILED);
      // A demo payment's ref is its checkout session's id; Stripe's is a payment intent.
      if (!order.paymentRef.startsWith('pi_')) return `demo_refund_${order.id}`;
      if (!stripe) {
        log.error({ orderId: order.id }, 'a Stripe payment cannot be refunded without Stripe');
        throw new AppError(502, 'REFUND_FAILED', PRINTS_MESSAGES.REFUND_FAILED);
      }
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: order.paymentRef, metadata: { orderId: order.id } },
          { idempotencyKey: `refund-${order.id}` },
        );
        return refund.id;
      } catch (err) {
        log.error({ err, orderId: order.id }, 'stripe refund failed');
        throw new AppError(502, 'REFUND_FAILED', PRINTS_MESSAGES.REFUND_FAILED);
      }
    },

    expireOpenCheckouts: (orderId) => expireOpenCheckouts(orderId),
    closeSupersededCheckouts: (orderId) => expireOpenCheckouts(orderId, { keepNewest: true }),
  };
}
