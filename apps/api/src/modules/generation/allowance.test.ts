import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { subscriptions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { reserveCredit } from './generation.repository';
import { createUser } from './generation.test-helpers';
import {
  expireDuePremiums,
  firstOfNextMonthUtc,
  renewAllowanceIfDue,
} from './allowance.repository';

// The renewal boundary: requests that all arrive once the renewal date has passed, each renewing
// (if due) and reserving a credit in its own transaction, as POST /api/generate-artwork does.

describe('allowance renewal at the boundary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  /** N concurrent "generate" transactions: renew if due, then reserve; how many got a credit. */
  const reserveConcurrently = async (userId: string, n: number, now?: Date) => {
    const results = await Promise.all(
      Array.from({ length: n }, () =>
        t.app.db.transaction(async (tx) => {
          await renewAllowanceIfDue(tx, userId, now);
          return reserveCredit(tx, userId);
        }),
      ),
    );
    return results.filter(Boolean).length;
  };

  it('renews a used-up free allowance once when the month turns: 3 credits, never 6', async () => {
    const user = await createUser(t.app, 'renew-free');
    await t.app.db
      .update(users)
      .set({ generationsUsed: 3, allowanceRenewsAt: new Date('2020-03-01T00:00:00Z') })
      .where(eq(users.id, user.id));

    const granted = await reserveConcurrently(user.id, 8);
    expect(granted).toBe(3);
    const row = await userRow(user.id);
    expect(row.generationsUsed).toBe(3);
    expect(row.generationsLimit).toBe(3);
    // Renews next on the 1st of the coming month, UTC.
    expect(row.allowanceRenewsAt!.toISOString()).toBe(
      firstOfNextMonthUtc(new Date()).toISOString(),
    );

    // Not due any more: nothing renews, nothing is granted.
    expect(await reserveConcurrently(user.id, 3)).toBe(0);
    expect((await userRow(user.id)).generationsUsed).toBe(3);
  });

  it('ends a cancelled premium once its period is over: the free limit applies, once', async () => {
    const user = await createUser(t.app, 'renew-premium');
    const periodEnd = new Date(Date.now() - 60_000);
    await t.app.db
      .update(users)
      .set({
        isPremium: true,
        generationsLimit: 100,
        generationsUsed: 100,
        allowanceRenewsAt: periodEnd,
      })
      .where(eq(users.id, user.id));
    await t.app.db.insert(subscriptions).values({
      userId: user.id,
      planId: 'premium',
      provider: 'stripe',
      stripeSubscriptionId: 'sub_allowance_test',
      status: 'canceled',
      currentPeriodEnd: periodEnd,
    });

    const granted = await reserveConcurrently(user.id, 6);
    expect(granted).toBe(3);
    expect(await userRow(user.id)).toMatchObject({
      isPremium: false,
      generationsLimit: 3,
      generationsUsed: 3,
    });
  });

  it('keeps an active premium subscription whose renewal is only waiting for the invoice', async () => {
    const user = await createUser(t.app, 'renew-active');
    const periodEnd = new Date(Date.now() - 60_000);
    await t.app.db
      .update(users)
      .set({ isPremium: true, generationsLimit: 100, generationsUsed: 10 })
      .where(eq(users.id, user.id));
    await t.app.db.insert(subscriptions).values({
      userId: user.id,
      planId: 'premium',
      provider: 'stripe',
      stripeSubscriptionId: 'sub_allowance_active',
      status: 'active',
      currentPeriodEnd: periodEnd,
    });
    await renewAllowanceIfDue(t.app.db, user.id);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });
  });

  it('sweeps every lapsed premium back to the free plan, and no one else', async () => {
    const lapsed = await createUser(t.app, 'sweep-lapsed');
    const paying = await createUser(t.app, 'sweep-paying');
    const inPeriod = await createUser(t.app, 'sweep-in-period');
    const end = new Date(Date.now() + 5 * 86_400_000);
    for (const [user, status] of [
      [lapsed, 'canceled'],
      [paying, 'active'],
      [inPeriod, 'canceled'],
    ] as const) {
      await t.app.db
        .update(users)
        .set({ isPremium: true, generationsLimit: 100, generationsUsed: 40 })
        .where(eq(users.id, user.id));
      await t.app.db.insert(subscriptions).values({
        userId: user.id,
        planId: 'premium',
        provider: 'stripe',
        status,
        currentPeriodEnd: user === inPeriod ? new Date(end.getTime() + 86_400_000) : end,
      });
    }
    const later = new Date(end.getTime() + 60_000);
    expect(await expireDuePremiums(t.app.db, later)).toBe(1);
    expect(await userRow(lapsed.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
    expect(await userRow(paying.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });
    expect(await userRow(inPeriod.id)).toMatchObject({ isPremium: true, generationsUsed: 40 });
    // Nothing left to do the second time.
    expect(await expireDuePremiums(t.app.db, later)).toBe(0);
  });
});
