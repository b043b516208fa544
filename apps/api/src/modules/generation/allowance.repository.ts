import { and, eq, inArray, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { pricingPlans } from '../../db/schema/commerce';
import { subscriptions } from '../../db/schema/payments';

// The generation allowance's statements: the free plan's limit, the monthly renewal and the end
// of premium, each one guarded UPDATE so concurrent callers act once. A repository by nature:
// every rule here is the WHERE of its statement (renewAllowanceIfDue only runs two in order).

/** Subscription statuses that still pay for the next period (Stripe renews them itself). */
export const PAYING_STATUSES = ['active', 'trialing'] as const;

/** Generations a month of the free plan (admin-editable in pricing_plans; 3 when missing). */
export function freePlanLimit() {
  return sql<number>`coalesce((select ${pricingPlans.generationsPerMonth} from ${pricingPlans} where ${pricingPlans.id} = 'free'), 3)`;
}

/** The first instant of the month after `now`, UTC. */
export function firstOfNextMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The downgrade to the free plan: its limit, a fresh allowance renewing on the 1st (UTC). */
const downgradeValues = (now: Date) => ({
  isPremium: false,
  generationsLimit: freePlanLimit(),
  generationsUsed: 0,
  allowanceRenewsAt: firstOfNextMonthUtc(now),
  updatedAt: now,
});

/** Users whose subscription's paid period is over and who no longer pay for the next one. */
const lapsedSubscriptionUsers = (db: Database, now: Date) =>
  db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        lte(subscriptions.currentPeriodEnd, now),
        not(inArray(subscriptions.status, [...PAYING_STATUSES])),
      ),
    );

/**
 * Premium ends when its paid period is over and the subscription no longer pays (cancelled,
 * deleted, unpaid, or past due past its period): back to the free plan's limit, a fresh free
 * allowance renewing on the 1st of next month. One UPDATE guarded by isPremium, so concurrent
 * callers downgrade once. Returns true when this call downgraded.
 */
export async function expirePremiumIfDue(tx: Database, userId: string, now = new Date()) {
  const rows = await tx
    .update(users)
    .set(downgradeValues(now))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isPremium, true),
        inArray(users.id, lapsedSubscriptionUsers(tx, now)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The same downgrade for every lapsed premium at once (the payments sweeper); how many. */
export async function expireDuePremiums(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .update(users)
    .set(downgradeValues(now))
    .where(and(eq(users.isPremium, true), inArray(users.id, lapsedSubscriptionUsers(db, now))))
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Renews the allowance when due: free plan when never set or past (the 1st of the month, UTC);
 * premium only once its renewal date passed (paid invoices renew it otherwise).
 */
async function renewMonthlyAllowance(tx: Database, userId: string) {
  await tx
    .update(users)
    .set({
      generationsUsed: 0,
      allowanceRenewsAt: sql`(date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
        or(
          and(
            eq(users.isPremium, false),
            or(isNull(users.allowanceRenewsAt), lte(users.allowanceRenewsAt, sql`now()`)),
          ),
          and(eq(users.isPremium, true), lte(users.allowanceRenewsAt, sql`now()`)),
        ),
      ),
    );
}

/**
 * The allowance rule, called wherever the allowance is read before it is used (in the same
 * transaction as the reservation): first a premium whose paid period ended is downgraded, then
 * the monthly renewal (free: the 1st of the month, UTC; demo premium: monthly) runs as one
 * guarded UPDATE, so two requests straddling the renewal never both reset the counter.
 */
export async function renewAllowanceIfDue(tx: Database, userId: string, now = new Date()) {
  await expirePremiumIfDue(tx, userId, now);
  // Premium paid through Stripe renews with each paid invoice (the webhook), never by date:
  // a date-based reset just before the invoice's would grant the month twice.
  const [stripePremium] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isPremium, true),
        isNotNull(subscriptions.stripeSubscriptionId),
      ),
    );
  if (stripePremium) return;
  await renewMonthlyAllowance(tx, userId);
}
