import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { pricingPlans } from '../../db/schema/commerce';
import { subscriptions, type Subscription } from '../../db/schema/payments';

// The statements that grant, renew and end premium (fulfilment.ts decides when) and the reads of
// the upgrade receipt. Each runs on the caller's transaction.

export async function findPlan(db: Database, planId: string) {
  const [plan] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, planId));
  return plan ?? null;
}

export type SubscriptionState = {
  userId: string;
  planId: string;
  provider: 'stripe' | 'demo';
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string | null;
  status: string;
  /** Null keeps the period end already stored. */
  currentPeriodEnd: Date | null;
  /** Null keeps the flag already stored. */
  cancelAtPeriodEnd: boolean | null;
  /** The event's `created`; an event older than the last applied one changes nothing. */
  eventAt: Date;
};

/** Writes the subscription's state unless a newer event was applied already (then null). */
export async function applySubscriptionState(
  tx: Database,
  s: SubscriptionState,
): Promise<Subscription | null> {
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId: s.userId,
      planId: s.planId,
      provider: s.provider,
      stripeSubscriptionId: s.stripeSubscriptionId ?? null,
      stripeCustomerId: s.stripeCustomerId ?? null,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
      updatedFromEventAt: s.eventAt,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        planId: s.planId,
        provider: s.provider,
        stripeSubscriptionId: sql`coalesce(excluded.stripe_subscription_id, ${subscriptions.stripeSubscriptionId})`,
        stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, ${subscriptions.stripeCustomerId})`,
        status: s.status,
        currentPeriodEnd: s.currentPeriodEnd ?? sql`${subscriptions.currentPeriodEnd}`,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? sql`${subscriptions.cancelAtPeriodEnd}`,
        updatedFromEventAt: s.eventAt,
        updatedAt: sql`now()`,
      },
      setWhere: or(
        isNull(subscriptions.updatedFromEventAt),
        sql`${subscriptions.updatedFromEventAt} <= excluded.updated_from_event_at`,
      ),
    })
    .returning();
  return row ?? null;
}

/**
 * Not premium → premium in one guarded UPDATE (the plan's limit, used 0, renewing at
 * `renewsAt`); false when the user was premium already (or is gone).
 */
export async function activatePremium(
  tx: Database,
  userId: string,
  values: { generationsLimit: number; renewsAt: Date; now: Date },
): Promise<boolean> {
  const activated = await tx
    .update(users)
    .set({
      isPremium: true,
      generationsLimit: values.generationsLimit,
      generationsUsed: 0,
      allowanceRenewsAt: values.renewsAt,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), eq(users.isPremium, false)))
    .returning({ id: users.id });
  return activated.length > 0;
}

/** The subscription's paid period now ends at `paidThrough`. */
export async function setPaidThrough(tx: Database, subscriptionId: string, paidThrough: Date) {
  await tx.update(subscriptions).set({ paidThrough }).where(eq(subscriptions.id, subscriptionId));
}

/**
 * Records the period ending `periodEnd` as paid, unless the one already paid ends within
 * `slackMs` of it (the same period); true when it was a new period.
 */
export async function markNewPeriodPaid(
  tx: Database,
  subscriptionId: string,
  periodEnd: Date,
  slackMs: number,
): Promise<boolean> {
  const renewed = await tx
    .update(subscriptions)
    .set({ paidThrough: periodEnd })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        or(
          isNull(subscriptions.paidThrough),
          lt(subscriptions.paidThrough, new Date(periodEnd.getTime() - slackMs)),
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return renewed.length > 0;
}

/** A premium user's allowance renews at `periodEnd` (with `resetUsed`, the count starts at 0). */
export async function setPremiumRenewal(
  tx: Database,
  userId: string,
  values: { periodEnd: Date; now: Date; resetUsed: boolean },
) {
  await tx
    .update(users)
    .set({
      ...(values.resetUsed ? { generationsUsed: 0 } : {}),
      allowanceRenewsAt: values.periodEnd,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), eq(users.isPremium, true)));
}

/** Whom a receipt goes to (undefined when the user is gone). */
export async function receiptRecipient(tx: Database, userId: string) {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
