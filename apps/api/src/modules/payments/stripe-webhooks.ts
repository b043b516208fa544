import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { expireOrderCheckout, payOrder, type OrderCheckoutDeps } from '../prints/order-checkout';
import { fulfilCheckout, renewPaidPeriod, syncPremium } from './fulfilment';
import { markCheckoutCompleted } from './payments.repository';
import { applySubscriptionState } from './premium.repository';
import {
  checkoutOfStripeSession,
  expireStripeCheckout,
  recordStripeEvent,
  subscriptionOfStripe,
  userExists,
} from './stripe-webhooks.repository';

// Applying verified Stripe events. Each event id is recorded in the same transaction as its
// effect, so a repeated or concurrent delivery changes nothing the second time.

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

type Loose = Record<string, unknown>;

/** current_period_end: on the subscription items since API 2025-03-31, on the subscription before. */
function subscriptionPeriodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? [])
    .map((item) => (item as unknown as Loose).current_period_end)
    .filter((v): v is number => typeof v === 'number');
  if (ends.length > 0) return fromUnix(Math.max(...ends));
  const legacy = (sub as unknown as Loose).current_period_end;
  return typeof legacy === 'number' ? fromUnix(legacy) : null;
}

/** The invoice's subscription: invoice.parent.subscription_details (new API) or .subscription. */
function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const legacy = (invoice as unknown as Loose).subscription as string | { id: string } | undefined;
  return {
    id: idOf(details?.subscription ?? legacy),
    metadata: (details?.metadata ?? {}) as Record<string, string>,
  };
}

/** The period a subscription invoice pays for: its subscription line's period end. */
function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((v): v is number => typeof v === 'number');
  if (ends.length > 0) return fromUnix(Math.max(...ends));
  return null;
}

export type WebhookDeps = {
  db: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Checkouts of canvas orders and PNG purchases (mode 'payment'). */
  orders: Omit<OrderCheckoutDeps, 'log'>;
};

export function createWebhookHandler({
  db,
  log,
  now: clock = () => new Date(),
  orders,
}: WebhookDeps) {
  const orderDeps: OrderCheckoutDeps = { ...orders, log };

  /** Our checkout row of a Stripe session and the order it pays (metadata, else our row). */
  async function orderSession(tx: Database, session: Stripe.Checkout.Session) {
    const ours = await checkoutOfStripeSession(tx, session.id);
    const orderId = session.metadata?.orderId || ours?.orderId || null;
    return { ours: ours ?? null, orderId };
  }

  /** A paid order checkout (immediately, or a delayed payment method that succeeded). */
  async function orderPaid(tx: Database, event: Stripe.Event) {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
    const { ours, orderId } = await orderSession(tx, session);
    const paymentRef = idOf(session.payment_intent);
    if (!orderId || !paymentRef) {
      log.warn({ sessionId: session.id }, 'paid checkout names no order or payment');
      return;
    }
    await payOrder(tx, orderDeps, { orderId, paymentRef, checkoutSessionId: ours?.id ?? null });
  }

  async function orderCheckoutExpired(tx: Database, event: Stripe.Event) {
    const session = event.data.object as Stripe.Checkout.Session;
    const { ours, orderId } = await orderSession(tx, session);
    if (!orderId) return;
    await expireOrderCheckout(tx, orderDeps, { orderId, checkoutSessionId: ours?.id ?? null });
  }
  /** The subscription row we keep for a Stripe subscription, or the user its metadata names. */
  async function ownerOf(
    tx: Database,
    stripeSubscriptionId: string | null,
    metadata: Record<string, string>,
    customerId: string | null,
  ) {
    if (stripeSubscriptionId) {
      const row = await subscriptionOfStripe(tx, { subscriptionId: stripeSubscriptionId });
      if (row) return { userId: row.userId, planId: row.planId };
    }
    const userId = metadata.userId;
    if (userId) {
      if (await userExists(tx, userId)) return { userId, planId: metadata.planId || 'premium' };
    }
    if (customerId) {
      const row = await subscriptionOfStripe(tx, { customerId });
      if (row) return { userId: row.userId, planId: row.planId };
    }
    return null;
  }

  async function checkoutCompleted(tx: Database, event: Stripe.Event, now: Date) {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode === 'payment') return orderPaid(tx, event);
    if (session.mode !== 'subscription' || session.status !== 'complete') return;
    const userId = session.metadata?.userId || session.client_reference_id;
    const ours = await checkoutOfStripeSession(tx, session.id, { lock: true });
    if (ours?.status === 'completed') return;
    if (!userId) {
      log.warn({ sessionId: session.id }, 'checkout.session.completed names no user');
      return;
    }
    if (!(await userExists(tx, userId))) {
      log.warn({ sessionId: session.id, userId }, 'checkout.session.completed for unknown user');
      return;
    }
    await fulfilCheckout(tx, {
      userId,
      planId: session.metadata?.planId || ours?.planId || 'premium',
      provider: 'stripe',
      stripeSubscriptionId: idOf(session.subscription),
      stripeCustomerId: idOf(session.customer),
      eventAt: new Date(event.created * 1000),
      now,
    });
    if (ours) await markCheckoutCompleted(tx, ours.id, now);
  }

  /** An abandoned Stripe Checkout: our session row is closed (nothing else changes). */
  async function checkoutExpired(tx: Database, event: Stripe.Event) {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode === 'payment') return orderCheckoutExpired(tx, event);
    await expireStripeCheckout(tx, session.id);
  }

  async function subscriptionChanged(tx: Database, event: Stripe.Event, now: Date) {
    const sub = event.data.object as Stripe.Subscription;
    const owner = await ownerOf(tx, sub.id, sub.metadata ?? {}, idOf(sub.customer));
    if (!owner) {
      log.warn({ subscriptionId: sub.id, type: event.type }, 'subscription event for no user');
      return;
    }
    const deleted = event.type === 'customer.subscription.deleted';
    const eventAt = new Date(event.created * 1000);
    const row = await applySubscriptionState(tx, {
      ...owner,
      provider: 'stripe',
      stripeSubscriptionId: sub.id,
      stripeCustomerId: idOf(sub.customer),
      status: deleted ? 'canceled' : sub.status,
      // A deleted subscription without a period end ended when the event was sent.
      currentPeriodEnd: subscriptionPeriodEnd(sub) ?? (deleted ? eventAt : null),
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      eventAt,
    });
    if (!row) {
      log.info({ eventId: event.id, type: event.type }, 'older subscription event ignored');
      return;
    }
    await syncPremium(tx, row, now);
  }

  async function invoiceEvent(tx: Database, event: Stripe.Event, now: Date) {
    const invoice = event.data.object as Stripe.Invoice;
    const target = invoiceSubscription(invoice);
    if (!target.id) return; // not a subscription invoice
    const owner = await ownerOf(tx, target.id, target.metadata, idOf(invoice.customer));
    if (!owner) {
      log.warn({ invoiceId: invoice.id, type: event.type }, 'invoice event for no user');
      return;
    }
    const paid = event.type === 'invoice.paid';
    const periodEnd = invoicePeriodEnd(invoice);
    const row = await applySubscriptionState(tx, {
      ...owner,
      provider: 'stripe',
      stripeSubscriptionId: target.id,
      stripeCustomerId: idOf(invoice.customer),
      status: paid ? 'active' : 'past_due',
      // A failed payment does not move the paid period; access lasts until it ends.
      currentPeriodEnd: paid ? periodEnd : null,
      cancelAtPeriodEnd: null,
      eventAt: new Date(event.created * 1000),
    });
    if (!row) {
      log.info({ eventId: event.id, type: event.type }, 'older invoice event ignored');
      return;
    }
    if (paid && periodEnd) {
      await renewPaidPeriod(tx, row, periodEnd, now);
    } else {
      if (!paid) {
        log.warn(
          { userId: owner.userId, invoiceId: invoice.id, subscriptionId: target.id },
          'subscription payment failed; premium kept until the period ends',
        );
      }
      await syncPremium(tx, row, now);
    }
  }

  const handlers: Partial<
    Record<string, (tx: Database, event: Stripe.Event, now: Date) => Promise<void>>
  > = {
    'checkout.session.completed': checkoutCompleted,
    'checkout.session.expired': checkoutExpired,
    'checkout.session.async_payment_succeeded': orderPaid,
    'customer.subscription.updated': subscriptionChanged,
    'customer.subscription.deleted': subscriptionChanged,
    'invoice.paid': invoiceEvent,
    'invoice.payment_failed': invoiceEvent,
  };

  /** Applies a verified event once. Returns false when the event id was already applied. */
  async function handle(event: Stripe.Event): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await recordStripeEvent(tx, event))) return false;
      const handler = handlers[event.type];
      if (handler) await handler(tx, event, clock());
      return true;
    });
  }

  return { handle };
}
