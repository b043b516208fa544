import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { subscriptions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import {
  deliverStripeEvent,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in';
import { profile } from '../auth/auth.test-helpers';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { renewAllowanceIfDue } from '../generation/allowance.repository';

// The caller's own subscription: view, cancel at the period end, resume, and (Stripe only) the
// billing portal, through the public API.

type Action = 'cancel' | 'resume' | 'portal';

const subscriptionApi = (t: TestApp) => ({
  get: (user: TestUser | null) =>
    t.app.inject({ method: 'GET', url: '/api/subscription', headers: user?.headers ?? {} }),
  post: (user: TestUser | null, action: Action) =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscription/${action}`,
      headers: user?.headers ?? {},
    }),
});

describe('managing a demo subscription (no Stripe configured)', () => {
  let t: TestApp;
  let api: ReturnType<typeof subscriptionApi>;

  const subRow = async (userId: string) =>
    (await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

  /** A user made premium by the demo checkout: start it, then pay it. */
  async function demoPremium(tag: string) {
    const user = await createUser(t.app, tag);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade/checkout',
      headers: user.headers,
      payload: { userId: user.id, priceId: 'premium' },
    });
    expect(start.statusCode).toBe(200);
    const sessionId = String(start.json().url).split('/').pop();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${sessionId}/complete`,
      headers: user.headers,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ isPremium: true });
    return user;
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = subscriptionApi(t);
  });
  afterAll(() => t.close());

  it('answers 401 to a caller who is not signed in', async () => {
    for (const res of [
      await api.get(null),
      await api.post(null, 'cancel'),
      await api.post(null, 'resume'),
      await api.post(null, 'portal'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("answers 404 'You have no subscription.' to a user without one", async () => {
    const free = await createUser(t.app, 'sub-free');
    for (const res of [
      await api.get(free),
      await api.post(free, 'cancel'),
      await api.post(free, 'resume'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'You have no subscription.' });
    }
  });

  it('shows the active subscription; cancel keeps Premium until the period end; resume undoes it', async () => {
    const ada = await demoPremium('sub-ada');
    const bob = await demoPremium('sub-bob');

    const shown = await api.get(ada);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body).toMatchObject({
      plan: { id: 'premium', name: 'Premium', priceCents: 999, interval: 'month' },
      provider: 'demo',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const periodEnd = new Date(body.currentPeriodEnd).getTime();
    expect(periodEnd).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const cancelled = await api.post(ada, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: body.currentPeriodEnd,
    });
    // Idempotent: a second cancel answers the same.
    const again = await api.post(ada, 'cancel');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await api.get(ada)).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await profile(t.app, ada.token)).json()).toMatchObject({
      isPremium: true,
      generationsLimit: 100,
    });

    // Bob's subscription is untouched, and he only ever sees his own.
    expect((await api.get(bob)).json()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(await subRow(bob.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const resumed = await api.post(ada, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await api.post(ada, 'resume')).json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await subRow(ada.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await profile(t.app, ada.token)).json()).toMatchObject({ isPremium: true });

    // Bob cancelling leaves Ada's renewing subscription alone.
    expect((await api.post(bob, 'cancel')).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await api.get(ada)).json()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('a cancelled subscription is downgraded by the allowance renewal once its period is over', async () => {
    const cleo = await demoPremium('sub-cleo');
    const dan = await demoPremium('sub-dan');
    expect((await api.post(cleo, 'cancel')).statusCode).toBe(200);

    // Before the period ends the renewal keeps Premium.
    await t.app.db.transaction((tx) => renewAllowanceIfDue(tx, cleo.id));
    expect((await profile(t.app, cleo.token)).json()).toMatchObject({ isPremium: true });

    // The period is over: the renewal before the next generation downgrades to the free plan.
    const past = new Date(Date.now() - 60_000);
    for (const id of [cleo.id, dan.id]) {
      await t.app.db
        .update(subscriptions)
        .set({ currentPeriodEnd: past })
        .where(eq(subscriptions.userId, id));
    }
    await t.app.db.transaction((tx) => renewAllowanceIfDue(tx, cleo.id));
    await t.app.db.transaction((tx) => renewAllowanceIfDue(tx, dan.id));
    const [row] = await t.app.db.select().from(users).where(eq(users.id, cleo.id));
    expect(row).toMatchObject({ isPremium: false, generationsLimit: 3, generationsUsed: 0 });
    expect((await profile(t.app, cleo.token)).json()).toMatchObject({
      isPremium: false,
      generationsLimit: 3,
    });
    // Dan never cancelled: still Premium.
    expect((await profile(t.app, dan.token)).json()).toMatchObject({ isPremium: true });

    // Too late to resume now.
    const late = await api.post(cleo, 'resume');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/already ended/);
    expect(await subRow(cleo.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('a renewing demo subscription a month on shows its next period end and can still be cancelled', async () => {
    const fay = await demoPremium('sub-fay');
    // Paid 40 days ago: the stored period ended 10 days ago, the demo renewed it by date.
    const stale = new Date(Date.now() - 10 * 86_400_000);
    await t.app.db
      .update(subscriptions)
      .set({ currentPeriodEnd: stale })
      .where(eq(subscriptions.userId, fay.id));

    const shown = (await api.get(fay)).json();
    const next = new Date(shown.currentPeriodEnd).getTime();
    expect(next).toBeGreaterThan(Date.now());
    expect(next).toBeLessThan(Date.now() + 32 * 86_400_000);

    const res = await api.post(fay, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: shown.currentPeriodEnd,
    });
    expect((await subRow(fay.id)).currentPeriodEnd!.toISOString()).toBe(shown.currentPeriodEnd);
    await t.app.db.transaction((tx) => renewAllowanceIfDue(tx, fay.id));
    expect((await profile(t.app, fay.token)).json()).toMatchObject({ isPremium: true });
  });

  it("answers 409 'The demo subscription has no billing portal.' to a demo subscriber", async () => {
    const eve = await demoPremium('sub-eve');
    const res = await api.post(eve, 'portal');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The demo subscription has no billing portal.');
  });
});

// With STRIPE_SECRET_KEY: the official SDK talks to a local server speaking the documented API
// for the calls made here; the subscription is created by a signed checkout.session.completed.

const SECRET_KEY = 'sk_test_atelier_local';
const WEBHOOK_SECRET = 'whsec_atelier_local_test_secret';

function startSubscriptionStandIn() {
  return startStripeStandIn(({ method, path, form }) => {
    const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (method === 'POST' && sub) {
      return {
        body: {
          id: sub[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        body: {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: 'https://billing.stripe.test/p/session/bps_test_1',
        },
      };
    }
    return undefined;
  });
}

describe('managing a Stripe subscription', () => {
  let t: TestApp;
  let api: ReturnType<typeof subscriptionApi>;
  let stripeServer: StripeStandIn;

  /** A user made premium through a signed checkout.session.completed (sub_{n}, cus_{n}). */
  async function stripePremium(tag: string, n: number) {
    const user = await createUser(t.app, tag);
    const res = await deliverStripeEvent(
      t.app,
      {
        id: `evt_sub_${n}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: `cs_test_sub_${n}`,
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            payment_status: 'paid',
            client_reference_id: user.id,
            customer: `cus_${n}`,
            subscription: `sub_${n}`,
            metadata: { userId: user.id, planId: 'premium' },
          },
        },
      },
      { secret: WEBHOOK_SECRET },
    );
    expect(res.statusCode).toBe(200);
    expect((await profile(t.app, user.token)).json()).toMatchObject({ isPremium: true });
    return user;
  }

  beforeAll(async () => {
    stripeServer = await startSubscriptionStandIn();
    t = await createTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.base,
      PUBLIC_URL: 'https://shop.example',
    });
    api = subscriptionApi(t);
  });
  afterAll(async () => {
    await t.close();
    await stripeServer.close();
  });

  it('cancel sends cancel_at_period_end=true for the caller’s subscription; resume sends false', async () => {
    const ada = await stripePremium('stripe-sub-ada', 101);
    const bob = await stripePremium('stripe-sub-bob', 102);
    expect((await api.get(ada)).json()).toMatchObject({
      provider: 'stripe',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    const res = await api.post(ada, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'stripe', cancelAtPeriodEnd: true });
    const cancelCalls = stripeServer.calls.filter((c) => c.path.startsWith('/v1/subscriptions/'));
    expect(cancelCalls).toHaveLength(1);
    expect(cancelCalls[0]!.method).toBe('POST');
    expect(cancelCalls[0]!.path).toBe('/v1/subscriptions/sub_101');
    expect(cancelCalls[0]!.form.get('cancel_at_period_end')).toBe('true');
    expect((await profile(t.app, ada.token)).json()).toMatchObject({ isPremium: true });
    expect((await api.get(bob)).json()).toMatchObject({ cancelAtPeriodEnd: false });

    // Already cancelling: answered without asking Stripe again.
    expect((await api.post(ada, 'cancel')).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(stripeServer.calls.filter((c) => c.path.startsWith('/v1/subscriptions/'))).toHaveLength(
      1,
    );

    const resumed = await api.post(ada, 'resume');
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const last = stripeServer.calls.filter((c) => c.path.startsWith('/v1/subscriptions/')).pop();
    expect(last!.path).toBe('/v1/subscriptions/sub_101');
    expect(last!.form.get('cancel_at_period_end')).toBe('false');
  });

  it("portal opens Stripe's billing portal for the caller's customer, returning to /profile", async () => {
    const cleo = await stripePremium('stripe-sub-cleo', 103);
    const res = await api.post(cleo, 'portal');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_test_1' });
    const call = stripeServer.calls.find((c) => c.path === '/v1/billing_portal/sessions');
    expect(call).toBeDefined();
    expect(call!.method).toBe('POST');
    expect(call!.form.get('customer')).toBe('cus_103');
    expect(call!.form.get('return_url')).toBe('https://shop.example/profile');

    const free = await createUser(t.app, 'stripe-sub-free');
    expect((await api.post(free, 'portal')).statusCode).toBe(404);
  });
});
