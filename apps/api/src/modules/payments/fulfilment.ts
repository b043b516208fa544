import type { Database } from '../../db/client';
import type { Subscription } from '../../db/schema/payments';
import { expirePremiumIfDue, PAYING_STATUSES } from '../generation/allowance.repository';
import {
  activatePremium,
  applySubscriptionState,
  findPlan,
  markNewPeriodPaid,
  setPaidThrough,
  setPremiumRenewal,
} from './premium.repository';
import { queueUpgradeReceipt } from './upgrade-receipt';

// The one place premium is granted, renewed and ended. The Stripe webhook and the demo checkout
// both come here; every function runs inside the caller's transaction.

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
/** A renewal within a day of the period already paid for is that same period (clock skew). */
const SAME_PERIOD_SLACK_MS = 24 * 60 * 60 * 1000;

export function oneMonthAfter(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + 1);
  // 31 Jan + 1 month would roll into March; a month is never longer than 31 days.
  return d.getTime() - now.getTime() > 31 * 24 * 60 * 60 * 1000
    ? new Date(now.getTime() + MONTH_MS)
    : d;
}

/** Whether a subscription in this state still gives premium at `now`. */
export function isEntitled(sub: Pick<Subscription, 'status' | 'currentPeriodEnd'>, now: Date) {
  if ((PAYING_STATUSES as readonly string[]).includes(sub.status)) return true;
  return sub.currentPeriodEnd !== null && sub.currentPeriodEnd.getTime() > now.getTime();
}

/**
 * Makes the user's plan match the subscription: activation (not premium → premium: the plan's
 * limit, generationsUsed 0, renewal at the period end) or the downgrade once the paid period is
 * over. Both are single guarded UPDATEs, so concurrent calls act once.
 */
export async function syncPremium(tx: Database, sub: Subscription, now: Date) {
  if (!isEntitled(sub, now)) {
    await expirePremiumIfDue(tx, sub.userId, now);
    return;
  }
  const plan = await findPlan(tx, sub.planId);
  const renewsAt = sub.currentPeriodEnd ?? oneMonthAfter(now);
  const activated = await activatePremium(tx, sub.userId, {
    generationsLimit: plan?.generationsPerMonth ?? 100,
    renewsAt,
    now,
  });
  if (activated) {
    // The activation paid for this period: its invoice must not reset the counter again.
    await setPaidThrough(tx, sub.id, renewsAt);
  }
}

export type FulfilInput = {
  userId: string;
  planId: string;
  provider: 'stripe' | 'demo';
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string | null;
  /** Known for Stripe once the subscription exists; a month from now otherwise. */
  currentPeriodEnd?: Date | null;
  eventAt: Date;
  now: Date;
};

/**
 * A completed checkout (Stripe's checkout.session.completed or the demo page's Pay button):
 * the subscription becomes active, the user premium (limit from the plan, used 0, allowance
 * renewing at the period end), and the receipt mail goes into the outbox. Callers complete a
 * checkout once, so each paid upgrade gets one receipt.
 */
export async function fulfilCheckout(tx: Database, input: FulfilInput) {
  const sub = await applySubscriptionState(tx, {
    userId: input.userId,
    planId: input.planId,
    provider: input.provider,
    stripeSubscriptionId: input.stripeSubscriptionId,
    stripeCustomerId: input.stripeCustomerId,
    status: 'active',
    currentPeriodEnd: input.currentPeriodEnd ?? oneMonthAfter(input.now),
    cancelAtPeriodEnd: false,
    eventAt: input.eventAt,
  });
  if (sub) await syncPremium(tx, sub, input.now);
  // Written with the upgrade, in this transaction: one per completed checkout, even when a
  // newer subscription event already set the subscription's state (sub is then null).
  await queueUpgradeReceipt(tx, {
    userId: input.userId,
    planId: input.planId,
    provider: input.provider,
    paidAt: input.now,
    renewsAt: sub?.currentPeriodEnd ?? null,
  });
  return sub;
}

/**
 * A paid invoice for the period ending `periodEnd`: premium kept (or restored) and, once per
 * period, generationsUsed back to 0 with the allowance renewing at the new period end.
 */
export async function renewPaidPeriod(
  tx: Database,
  sub: Subscription,
  periodEnd: Date,
  now: Date,
): Promise<boolean> {
  await syncPremium(tx, sub, now);
  const renewed = await markNewPeriodPaid(tx, sub.id, periodEnd, SAME_PERIOD_SLACK_MS);
  // A new period starts the count at 0; the same period as already paid (the first invoice of
  // a new subscription) keeps it.
  await setPremiumRenewal(tx, sub.userId, { periodEnd, now, resetUsed: renewed });
  return renewed;
}
