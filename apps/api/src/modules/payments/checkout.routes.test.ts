import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { checkoutSessions, subscriptions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { profile } from '../auth/auth.test-helpers';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { PAYMENTS_MESSAGES } from './payments.schemas';
import { UPGRADE_RECEIPT_KIND } from './upgrade-receipt';

// Without STRIPE_SECRET_KEY: checkout validation and the demo checkout, through the public API.

describe('upgrade checkout and the demo checkout (no Stripe configured)', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;

  const checkout = (user: TestUser | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upgrade/checkout',
      headers: user?.headers ?? {},
      payload,
    });
  const sessionCount = async () =>
    (await t.app.db.select({ n: count() }).from(checkoutSessions))[0]!.n;
  const userRow = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await createUser(t.app, 'ada');
    bob = await createUser(t.app, 'bob');
  });
  afterAll(() => t.close());

  it('answers 401 to a caller who is not signed in, and stores nothing', async () => {
    const before = await sessionCount();
    const res = await checkout(null, { userId: ada.id, priceId: 'premium' });
    expect(res.statusCode).toBe(401);
    expect(await sessionCount()).toBe(before);
  });

  it("refuses to start a checkout for someone else's account (403), storing nothing", async () => {
    const before = await sessionCount();
    const res = await checkout(ada, { userId: bob.id, priceId: 'premium' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      message: PAYMENTS_MESSAGES.NOT_YOUR_ACCOUNT,
    });
    expect(await sessionCount()).toBe(before);
  });

  it.each([['gold'], ['free']])('answers 400 to the unknown or unsold plan %s', async (priceId) => {
    const before = await sessionCount();
    const res = await checkout(ada, { userId: ada.id, priceId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'UNKNOWN_PLAN',
      message: PAYMENTS_MESSAGES.UNKNOWN_PLAN,
    });
    expect(await sessionCount()).toBe(before);
  });

  it('answers 400 to unknown fields in the body', async () => {
    const res = await checkout(ada, { userId: ada.id, priceId: 'premium', coupon: 'FREE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/coupon/);
  });

  it('gives a demo checkout URL; paying it makes the profile premium with 100 generations', async () => {
    // Some generations used on the free plan first: activation starts the premium month at 0.
    await t.app.db.update(users).set({ generationsUsed: 2 }).where(eq(users.id, ada.id));
    const res = await checkout(ada, { userId: ada.id, priceId: 'premium' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/checkout\/demo\/[0-9a-f-]{36}$/);
    const sessionId = url.split('/').pop()!;

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/demo/${sessionId}`,
      headers: ada.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id: sessionId,
      status: 'open',
      plan: { id: 'premium', name: 'Premium', priceCents: 999, interval: 'month' },
    });

    // Another shopper can neither see nor pay it, and nothing changes for anyone.
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/payments/demo/${sessionId}`,
      headers: bob.headers,
    });
    expect(peek.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${sessionId}/complete`,
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await userRow(ada.id)).toMatchObject({ isPremium: false, generationsUsed: 2 });
    expect(await userRow(bob.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
    const [session] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(session!.status).toBe('open');

    const before = Date.now();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${sessionId}/complete`,
      headers: ada.headers,
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({
      status: 'completed',
      isPremium: true,
      generationsUsed: 0,
      generationsLimit: 100,
    });

    const me = await profile(t.app, ada.token);
    expect(me.json()).toMatchObject({
      isPremium: true,
      generationsUsed: 0,
      generationsLimit: 100,
    });
    const row = await userRow(ada.id);
    // Renews a month later (28 to 31 days).
    const days = (row.allowanceRenewsAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThan(31.1);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, ada.id));
    expect(sub).toMatchObject({ provider: 'demo', status: 'active', planId: 'premium' });

    // Paying again is harmless: same answer, the counter is not reset a second time.
    await t.app.db.update(users).set({ generationsUsed: 5 }).where(eq(users.id, ada.id));
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${sessionId}/complete`,
      headers: ada.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'completed', generationsUsed: 5 });
  });

  it('paying the demo checkout mails one receipt with the plan, amount and date, even paid twice', async () => {
    const carol = await createUser(t.app, 'carol');
    const receipts = () => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, carol.email));
    const res = await checkout(carol, { userId: carol.id, priceId: 'premium' });
    const sessionId = (res.json().url as string).split('/').pop()!;
    expect(await receipts()).toHaveLength(0);

    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/demo/${sessionId}/complete`,
        headers: carol.headers,
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await pay()).statusCode).toBe(200);

    const rows = await receipts();
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail).toMatchObject({ kind: UPGRADE_RECEIPT_KIND, to: carol.email });
    expect(mail!.subject).toBe('Your Atelier receipt: Premium, $9.99 per month');
    expect(mail!.text).toContain('Plan: Premium');
    expect(mail!.text).toContain('Amount: $9.99 per month (demo checkout: no card was charged)');
    expect(mail!.text).toContain(`Date: ${today}`);
    expect(mail!.text).toContain('100 AI generations per month');
  });

  it('answers 409 "You are already Premium" to a premium user, storing nothing', async () => {
    const before = await sessionCount();
    const res = await checkout(ada, { userId: ada.id, priceId: 'premium' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You are already Premium');
    expect(await sessionCount()).toBe(before);
  });

  it('answers 404 for an unknown or malformed demo session id', async () => {
    for (const id of ['6f1c1b8e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/demo/${id}/complete`,
        headers: bob.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('has no Stripe webhook route without Stripe keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
