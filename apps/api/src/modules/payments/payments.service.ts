import { isUuid } from '@atelier/shared/schemas/uuid';
import type { DemoOrderSession } from '@atelier/shared/schemas/prints';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import type { UserRow } from '../auth/auth.service';
import { payOrder, type OrderCheckoutDeps } from '../prints/order-checkout';
import { demoOrderView } from './demo-order-view';
import { fulfilCheckout } from './fulfilment';
import { findPlan } from './premium.repository';
import {
  allowanceOf,
  findOwnDemoSession,
  insertPlanCheckout,
  markCheckoutCompleted,
} from './payments.repository';
import { PAYMENTS_MESSAGES, type DemoSession } from './payments.schemas';

export type PaymentsDeps = {
  db: Database;
  /** Null: the demo checkout when `demo`, no checkout at all otherwise. */
  stripe: Stripe | null;
  /** Without Stripe: whether the demo checkout is offered (DEMO_PAYMENTS). */
  demo: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Signs the artwork preview an order's demo checkout shows. */
  storage: Pick<Storage, 'signedUrl'>;
  /** Orders' demo checkouts are paid through the prints module's order checkout. */
  orders: Omit<OrderCheckoutDeps, 'log'>;
};

export function createPaymentsService({
  db,
  stripe,
  demo,
  publicUrl,
  log,
  storage,
  orders: orderDeps,
}: PaymentsDeps) {
  /** A plan the shop sells by subscription (active, paid, monthly); 400 otherwise. */
  async function purchasablePlan(planId: string) {
    const plan = await findPlan(db, planId);
    if (!plan || !plan.isActive || plan.priceCents <= 0 || plan.interval !== 'month') {
      throw badRequest(PAYMENTS_MESSAGES.UNKNOWN_PLAN, 'UNKNOWN_PLAN');
    }
    return plan;
  }

  /** POST /api/upgrade/checkout: Stripe Checkout when configured, else the demo page if offered. */
  async function createCheckout(user: UserRow, body: { userId: string; priceId: string }) {
    if (!stripe && !demo) {
      throw new AppError(503, 'PAYMENTS_NOT_CONFIGURED', PAYMENTS_MESSAGES.NOT_CONFIGURED);
    }
    if (body.userId !== user.id) throw forbidden(PAYMENTS_MESSAGES.NOT_YOUR_ACCOUNT);
    const plan = await purchasablePlan(body.priceId);
    if (user.isPremium) throw conflict(PAYMENTS_MESSAGES.ALREADY_PREMIUM, 'ALREADY_PREMIUM');

    if (!stripe) {
      const id = await insertPlanCheckout(db, {
        userId: user.id,
        planId: plan.id,
        provider: 'demo',
      });
      return { url: `/checkout/demo/${id}` };
    }

    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          plan.stripePriceId
            ? { price: plan.stripePriceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: plan.currency,
                  unit_amount: plan.priceCents,
                  recurring: { interval: 'month' },
                  product_data: { name: `Atelier ${plan.name}` },
                },
              },
        ],
        client_reference_id: user.id,
        customer_email: user.email,
        success_url: `${publicUrl}/profile?upgraded=1`,
        cancel_url: `${publicUrl}/pricing`,
        metadata: { userId: user.id, planId: plan.id },
        // Subscription and invoice events then name the user too, whatever order they arrive in.
        subscription_data: { metadata: { userId: user.id, planId: plan.id } },
      });
    } catch (err) {
      log.error({ err, userId: user.id }, 'stripe checkout session could not be created');
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENTS_MESSAGES.PROVIDER_ERROR);
    }
    if (!session.url) {
      log.error({ sessionId: session.id }, 'stripe checkout session has no url');
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENTS_MESSAGES.PROVIDER_ERROR);
    }
    await insertPlanCheckout(db, {
      userId: user.id,
      planId: plan.id,
      provider: 'stripe',
      stripeSessionId: session.id,
    });
    return { url: session.url };
  }

  /** The caller's own demo session, or 404 (someone else's looks like none). */
  async function ownDemoSession(tx: Database, userId: string, sessionId: string, lock = false) {
    if (!isUuid(sessionId)) throw notFound(PAYMENTS_MESSAGES.SESSION_NOT_FOUND);
    const row = await findOwnDemoSession(tx, userId, sessionId, lock);
    if (!row) throw notFound(PAYMENTS_MESSAGES.SESSION_NOT_FOUND);
    return row;
  }

  async function getDemoSession(
    userId: string,
    sessionId: string,
  ): Promise<DemoSession | DemoOrderSession> {
    const session = await ownDemoSession(db, userId, sessionId);
    if (session.orderId) return demoOrderView(db, storage, session);
    const plan = session.planId ? await findPlan(db, session.planId) : null;
    if (!plan) throw notFound(PAYMENTS_MESSAGES.SESSION_NOT_FOUND);
    return {
      id: session.id,
      kind: 'plan',
      status: session.status,
      plan: {
        id: plan.id,
        name: plan.name,
        priceCents: plan.priceCents,
        currency: plan.currency,
        interval: plan.interval,
        generationsPerMonth: plan.generationsPerMonth,
        features: plan.features,
      },
    };
  }

  /** The demo Pay of an order: the webhook's order payment, once; a repeat answers the same. */
  async function completeOrderSession(userId: string, sessionId: string) {
    const order = await db.transaction(async (tx) => {
      const session = await ownDemoSession(tx, userId, sessionId, true);
      if (session.status === 'expired') {
        throw conflict(PAYMENTS_MESSAGES.SESSION_EXPIRED_ORDER, 'SESSION_EXPIRED');
      }
      return payOrder(
        tx,
        { ...orderDeps, log },
        { orderId: session.orderId!, paymentRef: session.id, checkoutSessionId: session.id },
      );
    });
    if (!order) throw notFound(PAYMENTS_MESSAGES.SESSION_NOT_FOUND);
    return {
      status: 'completed' as const,
      kind: 'order' as const,
      orderId: order.id,
      orderStatus: order.status,
      returnUrl: `/orders/${order.id}?placed=1`,
    };
  }

  /** The demo Pay button: the webhook's fulfilment, once; a repeat answers the same. */
  async function completeDemoSession(userId: string, sessionId: string) {
    const target = await ownDemoSession(db, userId, sessionId);
    if (target.orderId) return completeOrderSession(userId, sessionId);
    await db.transaction(async (tx) => {
      const session = await ownDemoSession(tx, userId, sessionId, true);
      if (session.status === 'completed') return;
      if (session.status === 'expired') {
        throw conflict(PAYMENTS_MESSAGES.SESSION_EXPIRED, 'SESSION_EXPIRED');
      }
      if (!session.planId) throw notFound(PAYMENTS_MESSAGES.SESSION_NOT_FOUND);
      const now = new Date();
      await fulfilCheckout(tx, {
        userId,
        planId: session.planId,
        provider: 'demo',
        eventAt: now,
        now,
      });
      await markCheckoutCompleted(tx, session.id, now);
    });
    const user = await allowanceOf(db, userId);
    return { status: 'completed' as const, ...user! };
  }

  return { createCheckout, getDemoSession, completeDemoSession };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
