import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type { Subscription } from '../../db/schema/payments';
import { AppError, conflict, notFound } from '../../lib/errors';
import { PAYING_STATUSES } from '../generation/allowance.repository';
import { oneMonthAfter } from './fulfilment';
import { findPlan } from './premium.repository';
import { findSubscription, setSubscriptionRenewal } from './payments.repository';

export const SUBSCRIPTION_MESSAGES = {
  NONE: 'You have no subscription.',
  PERIOD_OVER: 'This subscription has already ended. Please upgrade again from the pricing page.',
  NO_PORTAL: 'The demo subscription has no billing portal.',
  COMP: 'Your premium was given to you by the shop, so there is no billing to cancel or resume. Contact us to change it.',
  PROVIDER_ERROR: 'The payment provider could not be reached. Please try again.',
} as const;

export type SubscriptionDeps = {
  db: Database;
  /** Null: demo payments (no Stripe configured). */
  stripe: Stripe | null;
  publicUrl: string;
  log: FastifyBaseLogger;
};

export type SubscriptionView = {
  plan: { id: string; name: string; priceCents: number; interval: string };
  provider: 'stripe' | 'demo' | 'comp';
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * A renewing demo subscription renews by date (nothing bills it), so its stored period end can
 * be behind: the end of the period `now` falls in. Anything else: the stored period end.
 */
export function effectivePeriodEnd(sub: Subscription, now: Date): Date | null {
  const end = sub.currentPeriodEnd;
  if (!end || sub.provider !== 'demo') return end;
  if (!(PAYING_STATUSES as readonly string[]).includes(sub.status)) return end;
  let next = end;
  while (next.getTime() <= now.getTime()) next = oneMonthAfter(next);
  return next;
}

export function createSubscriptionService({ db, stripe, publicUrl, log }: SubscriptionDeps) {
  async function ownSubscription(userId: string): Promise<Subscription> {
    const row = await findSubscription(db, userId);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.NONE);
    return row;
  }

  async function view(sub: Subscription): Promise<SubscriptionView> {
    const plan = await findPlan(db, sub.planId);
    return {
      plan: {
        id: sub.planId,
        name: plan?.name ?? sub.planId,
        priceCents: plan?.priceCents ?? 0,
        interval: plan?.interval ?? 'month',
      },
      provider: sub.provider,
      status: sub.status,
      currentPeriodEnd: effectivePeriodEnd(sub, new Date())?.toISOString() ?? null,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    };
  }

  const providerError = (err: unknown, userId: string, what: string) => {
    log.error({ err, userId }, `stripe ${what} failed`);
    return new AppError(502, 'PAYMENT_PROVIDER_ERROR', SUBSCRIPTION_MESSAGES.PROVIDER_ERROR);
  };

  /** Whether the paid period is over (then there is nothing left to cancel or resume). */
  const periodOver = (sub: Subscription, now: Date) => {
    const end = effectivePeriodEnd(sub, now);
    return end !== null && end.getTime() <= now.getTime();
  };

  async function get(userId: string) {
    return view(await ownSubscription(userId));
  }

  /**
   * Cancel at the period end (idempotent). Premium stays until currentPeriodEnd; the allowance
   * rule downgrades afterwards. Stripe: the provider is told first, then the row records it
   * (the webhook confirms later). Demo: nothing renews it, so it no longer counts as paying.
   */
  async function setCancelAtPeriodEnd(userId: string, cancel: boolean) {
    const sub = await ownSubscription(userId);
    const now = new Date();
    if (sub.provider === 'comp') throw conflict(SUBSCRIPTION_MESSAGES.COMP, 'COMP_SUBSCRIPTION');
    if (sub.cancelAtPeriodEnd === cancel) return view(sub);
    if (
      periodOver(sub, now) ||
      (!cancel && sub.provider === 'stripe' && sub.status === 'canceled')
    ) {
      throw conflict(SUBSCRIPTION_MESSAGES.PERIOD_OVER, 'SUBSCRIPTION_ENDED');
    }
    let status = sub.status;
    if (sub.provider === 'stripe') {
      if (!stripe || !sub.stripeSubscriptionId) {
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', SUBSCRIPTION_MESSAGES.PROVIDER_ERROR);
      }
      try {
        const updated = await stripe.subscriptions.update(sub.stripeSubscriptionId, {
          cancel_at_period_end: cancel,
        });
        if (typeof updated.status === 'string') status = updated.status;
      } catch (err) {
        throw providerError(err, userId, cancel ? 'cancel' : 'resume');
      }
    } else {
      status = cancel ? 'canceled' : 'active';
    }
    const row = await setSubscriptionRenewal(db, sub.id, {
      cancelAtPeriodEnd: cancel,
      status,
      currentPeriodEnd: effectivePeriodEnd(sub, now),
      now,
    });
    return view(row ?? sub);
  }

  /** Stripe's billing portal for the caller's customer; the demo has none (409). */
  async function portal(userId: string) {
    const sub = await ownSubscription(userId);
    if (sub.provider !== 'stripe' || !stripe || !sub.stripeCustomerId) {
      throw conflict(SUBSCRIPTION_MESSAGES.NO_PORTAL, 'NO_BILLING_PORTAL');
    }
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer: sub.stripeCustomerId,
        return_url: `${publicUrl}/profile`,
      });
      return { url: session.url };
    } catch (err) {
      throw providerError(err, userId, 'billing portal');
    }
  }

  return {
    get,
    cancel: (userId: string) => setCancelAtPeriodEnd(userId, true),
    resume: (userId: string) => setCancelAtPeriodEnd(userId, false),
    portal,
  };
}
