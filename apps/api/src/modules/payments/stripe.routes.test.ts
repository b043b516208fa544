import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { checkoutSessions, stripeEvents, subscriptions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import {
  deliverStripeEvent,
  startStripeStandIn,
  stripeSignature,
  type StripeStandIn,
} from '../../test/stripe-stand-in';
import { profile } from '../auth/auth.test-helpers';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { renewAllowanceIfDue } from '../generation/allowance.repository';
import { PAYMENTS_MESSAGES } from './payments.schemas';
import { UPGRADE_RECEIPT_KIND } from './upgrade-receipt';

// With STRIPE_SECRET_KEY: the official SDK talks to a local server that speaks the documented
// API for the one call we make (POST /v1/checkout/sessions), and webhook events are signed with
// the SDK's test-header helper.

const SECRET_KEY = 'sk_test_atelier_local';
const WEBHOOK_SECRET = 'whsec_atelier_local_test_secret';
const DAY = 86_400;

function startCheckoutStandIn() {
  let sessionCounter = 0;
  return startStripeStandIn(({ method, path, form }) => {
    if (method !== 'POST' || path !== '/v1/checkout/sessions') return undefined;
    const id = `cs_test_local_${++sessionCounter}`;
    return {
      body: {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        client_reference_id: form.get('client_reference_id'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      },
    };
  });
}

let eventCounter = 0;
const nowSec = () => Math.floor(Date.now() / 1000);

function event(type: string, object: Record<string, unknown>, created = nowSec()) {
  return { id: `evt_test_${++eventCounter}`, object: 'event', type, created, data: { object } };
}

describe('payments with Stripe configured', () => {
  let t: TestApp;
  /** The app's log lines (JSON, warn and above). */
  const logs: string[] = [];
  let stripeServer: StripeStandIn;

  const deliver = (evt: object, signature?: string) =>
    deliverStripeEvent(
      t.app,
      evt,
      signature === undefined ? { secret: WEBHOOK_SECRET } : { signature },
    );
  const userRow = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const subRow = async (userId: string) =>
    (await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const eventCount = async () => (await t.app.db.select({ n: count() }).from(stripeEvents))[0]!.n;

  const checkoutCompleted = (user: TestUser, n: number, created?: number) =>
    event(
      'checkout.session.completed',
      {
        id: `cs_test_done_${n}`,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: user.id,
        customer: `cus_${n}`,
        subscription: `sub_${n}`,
        metadata: { userId: user.id, planId: 'premium' },
      },
      created,
    );
  const subscriptionEvent = (
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    n: number,
    fields: { status: string; periodEnd: number; cancelAtPeriodEnd?: boolean },
    created?: number,
  ) =>
    event(
      type,
      {
        id: `sub_${n}`,
        object: 'subscription',
        customer: `cus_${n}`,
        status: fields.status,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        metadata: {},
        items: {
          object: 'list',
          data: [{ id: `si_${n}`, current_period_end: fields.periodEnd }],
        },
      },
      created,
    );
  const invoiceEvent = (
    type: 'invoice.paid' | 'invoice.payment_failed',
    n: number,
    period: { start: number; end: number },
    created?: number,
  ) =>
    event(
      type,
      {
        id: `in_${n}_${eventCounter}`,
        object: 'invoice',
        customer: `cus_${n}`,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: `sub_${n}`, metadata: {} },
        },
        lines: { object: 'list', data: [{ id: `il_${n}`, period }] },
      },
      created,
    );

  /** A user made premium through a signed checkout.session.completed. */
  async function premiumUser(tag: string, n: number) {
    const user = await createUser(t.app, tag);
    const res = await deliver(checkoutCompleted(user, n));
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });
    return user;
  }

  beforeAll(async () => {
    stripeServer = await startCheckoutStandIn();
    t = await createTestApp(
      {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeServer.base,
        PUBLIC_URL: 'https://shop.example',
        LOG_LEVEL: 'warn',
      },
      undefined,
      { logStream: { write: (line: string) => void logs.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await stripeServer.close();
  });

  it('creates a Stripe Checkout session in subscription mode and answers its url', async () => {
    const user = await createUser(t.app, 'stripe-checkout');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade/checkout',
      headers: user.headers,
      payload: { userId: user.id, priceId: 'premium' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_local_1' });

    const call = stripeServer.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(call).toBeDefined();
    expect(call!.method).toBe('POST');
    expect(call!.auth).toBe(`Bearer ${SECRET_KEY}`);
    const form = call!.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('client_reference_id')).toBe(user.id);
    expect(form.get('customer_email')).toBe(user.email);
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('success_url')).toBe('https://shop.example/profile?upgraded=1');
    expect(form.get('cancel_url')).toBe('https://shop.example/pricing');
    expect(form.get('metadata[userId]')).toBe(user.id);
    expect(form.get('metadata[planId]')).toBe('premium');

    const [row] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(row).toMatchObject({
      provider: 'stripe',
      stripeSessionId: 'cs_test_local_1',
      status: 'open',
    });
    // The checkout alone grants nothing: only the signed webhook does.
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });

    // The webhook for that session completes it.
    const completed = event('checkout.session.completed', {
      id: 'cs_test_local_1',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: user.id,
      customer: 'cus_checkout',
      subscription: 'sub_checkout',
      metadata: { userId: user.id, planId: 'premium' },
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    const me = await profile(t.app, user.token);
    expect(me.json()).toMatchObject({ isPremium: true, generationsLimit: 100, generationsUsed: 0 });
    const [done] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(done!.status).toBe('completed');
  });

  it('closes an abandoned Stripe Checkout on checkout.session.expired, granting nothing', async () => {
    const user = await createUser(t.app, 'stripe-abandoned');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade/checkout',
      headers: user.headers,
      payload: { userId: user.id, priceId: 'premium' },
    });
    expect(res.statusCode).toBe(200);
    const mine = () =>
      t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    const [open] = await mine();
    const expired = event('checkout.session.expired', {
      id: open!.stripeSessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'expired',
    });
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await mine())[0]!.status).toBe('expired');
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
  });

  it('documents the checkout and webhook routes in the OpenAPI description; no demo checkout with Stripe', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/upgrade/checkout', '/api/webhooks/stripe']),
    );
    expect(paths.filter((p) => p.startsWith('/api/payments/demo'))).toEqual([]);
    const cfg = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(cfg.json()).toMatchObject({ payments: 'stripe' });
  });

  it('rejects a bad or missing signature with 400 and writes nothing', async () => {
    const user = await createUser(t.app, 'stripe-badsig');
    const evt = checkoutCompleted(user, 100);
    const before = await eventCount();
    const forged = stripeSignature(JSON.stringify(evt), 'whsec_someone_else');
    for (const signature of [forged, 't=1,v1=deadbeef', '']) {
      const res = await deliver(evt, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_SIGNATURE');
    }
    // A body changed after signing fails too.
    const payload = JSON.stringify(evt);
    const header = stripeSignature(payload, WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"complete"', '"complete" '),
    });
    expect(tampered.statusCode).toBe(400);

    expect(await eventCount()).toBe(before);
    expect(await subRow(user.id)).toBeUndefined();
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
  });

  it('refuses a signed event it cannot use (no data, an object of the wrong shape) with 400 and a warning; nothing changes', async () => {
    const user = await createUser(t.app, 'stripe-unusable');
    const good = checkoutCompleted(user, 110);
    const { data: _data, ...noData } = good;
    const session = good.data.object;
    const unusable = [
      { ...noData, id: 'evt_test_no_data' },
      { ...good, id: 'evt_test_data_null', data: null },
      { ...good, id: 'evt_test_object_string', data: { object: 'cs_test_done_110' } },
      { ...good, id: 'evt_test_no_object', data: {} },
      { ...good, id: 'evt_test_session_id', data: { object: { ...session, id: 110 } } },
      { ...good, id: 'evt_test_metadata', data: { object: { ...session, metadata: 'premium' } } },
      { ...good, id: 'evt_test_no_created', created: 'yesterday' },
      {
        ...subscriptionEvent('customer.subscription.updated', 110, {
          status: 'active',
          periodEnd: nowSec() + 30 * DAY,
        }),
        id: 'evt_test_items',
        data: { object: { id: 'sub_110', status: 'active', items: { data: 'all of them' } } },
      },
      {
        ...invoiceEvent('invoice.paid', 110, { start: nowSec(), end: nowSec() + 30 * DAY }),
        id: 'evt_test_lines',
        data: { object: { id: 'in_110', customer: 'cus_110', lines: [] } },
      },
    ];
    const before = await eventCount();
    const logged = logs.length;
    for (const evt of unusable) {
      const res = await deliver(evt);
      expect(res.statusCode, evt.id).toBe(400);
      expect(res.json(), evt.id).toEqual({
        error: { code: 'UNUSABLE_EVENT', message: PAYMENTS_MESSAGES.UNUSABLE_EVENT },
      });
    }
    // Each one is a warning that names the event and what is wrong with it.
    const warnings = logs
      .slice(logged)
      .map((line) => JSON.parse(line) as { level: number; msg: string; eventId?: string })
      .filter((l) => l.level === 40 && l.msg === 'stripe webhook event refused: unusable');
    expect(warnings.map((w) => w.eventId)).toEqual(unusable.map((e) => e.id));
    expect(await eventCount()).toBe(before);
    expect(await subRow(user.id)).toBeUndefined();
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
    // The same event with its data is applied.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true });
  });

  it('applies the same event delivered 5 times at once exactly once', async () => {
    const user = await createUser(t.app, 'stripe-5x');
    await t.app.db.update(users).set({ generationsUsed: 2 }).where(eq(users.id, user.id));
    const evt = checkoutCompleted(user, 5);
    const before = await eventCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(evt)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await eventCount()).toBe(before + 1);
    const rows = await t.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, evt.id));
    expect(rows).toHaveLength(1);
    expect(await userRow(user.id)).toMatchObject({
      isPremium: true,
      generationsLimit: 100,
      generationsUsed: 0,
    });
    expect(await subRow(user.id)).toMatchObject({
      stripeSubscriptionId: 'sub_5',
      stripeCustomerId: 'cus_5',
      status: 'active',
    });

    // A later redelivery of the same event changes nothing (the counter is not reset again).
    await t.app.db.update(users).set({ generationsUsed: 7 }).where(eq(users.id, user.id));
    const late = await deliver(evt);
    expect(late.json()).toEqual({ received: true, duplicate: true });
    expect((await userRow(user.id)).generationsUsed).toBe(7);

    // One paid upgrade, one receipt: plan, amount (no demo note) and date.
    const receipts = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(receipts.map((r) => r.kind)).toEqual([UPGRADE_RECEIPT_KIND]);
    expect(receipts[0]!.text).toContain('Plan: Premium');
    expect(receipts[0]!.text).toMatch(/^Amount: \$9\.99 per month$/m);
    expect(receipts[0]!.text).toMatch(/^Date: [A-Z][a-z]+ \d{1,2}, \d{4}$/m);
  });

  it('a retried checkout.session.completed for a completed session (new event id) mails no second receipt', async () => {
    const user = await createUser(t.app, 'stripe-receipt');
    const [session] = await t.app.db
      .insert(checkoutSessions)
      .values({
        userId: user.id,
        planId: 'premium',
        provider: 'stripe',
        stripeSessionId: 'cs_test_done_77',
      })
      .returning();
    expect((await deliver(checkoutCompleted(user, 77))).statusCode).toBe(200);
    expect((await deliver(checkoutCompleted(user, 77))).statusCode).toBe(200);
    const [done] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session!.id));
    expect(done!.status).toBe('completed');
    const receipts = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Atelier receipt: Premium, $9.99 per month');
  });

  it('keeps premium after the subscription is deleted until its period ends, then downgrades', async () => {
    const user = await premiumUser('stripe-deleted', 20);
    const periodEnd = nowSec() + 10 * DAY;
    const res = await deliver(
      subscriptionEvent('customer.subscription.deleted', 20, { status: 'canceled', periodEnd }),
    );
    expect(res.statusCode).toBe(200);
    expect(await subRow(user.id)).toMatchObject({ status: 'canceled' });
    expect((await subRow(user.id))!.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });

    // The renewal step before the period ends keeps premium…
    await renewAllowanceIfDue(t.app.db, user.id, new Date((periodEnd - DAY) * 1000));
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });

    // …and after it ends downgrades to the free plan's limit, renewing on the 1st (UTC).
    const after = new Date((periodEnd + 60) * 1000);
    await renewAllowanceIfDue(t.app.db, user.id, after);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ isPremium: false, generationsLimit: 3, generationsUsed: 0 });
    expect(row.allowanceRenewsAt!.toISOString()).toBe(
      new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() + 1, 1)).toISOString(),
    );
    const me = await profile(t.app, user.token);
    expect(me.json()).toMatchObject({ isPremium: false, generationsLimit: 3 });
  });

  it('downgrades at once when the deleted subscription has no time left', async () => {
    const user = await premiumUser('stripe-deleted-now', 21);
    const res = await deliver(
      subscriptionEvent('customer.subscription.deleted', 21, {
        status: 'canceled',
        periodEnd: nowSec() - 60,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
  });

  it('marks a failed payment past_due and keeps premium until the period ends', async () => {
    const user = await premiumUser('stripe-failed', 30);
    const periodEnd = nowSec() + 3 * DAY;
    await deliver(
      subscriptionEvent('customer.subscription.updated', 30, { status: 'active', periodEnd }),
    );
    const res = await deliver(
      invoiceEvent('invoice.payment_failed', 30, { start: periodEnd, end: periodEnd + 30 * DAY }),
    );
    expect(res.statusCode).toBe(200);
    const sub = await subRow(user.id);
    expect(sub).toMatchObject({ status: 'past_due' });
    // The failed invoice's future period is not paid for: access lasts to the current end.
    expect(sub!.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });

    await renewAllowanceIfDue(t.app.db, user.id, new Date((periodEnd - 60) * 1000));
    expect((await userRow(user.id)).isPremium).toBe(true);
    await renewAllowanceIfDue(t.app.db, user.id, new Date((periodEnd + 60) * 1000));
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, generationsLimit: 3 });
  });

  it('renews the premium allowance on each paid invoice, once per period', async () => {
    const user = await premiumUser('stripe-renew', 40);
    await t.app.db.update(users).set({ generationsUsed: 60 }).where(eq(users.id, user.id));
    const start = nowSec() + 30 * DAY;
    const end = start + 30 * DAY;
    const paid = invoiceEvent('invoice.paid', 40, { start, end });
    expect((await deliver(paid)).statusCode).toBe(200);
    let row = await userRow(user.id);
    expect(row).toMatchObject({ isPremium: true, generationsUsed: 0, generationsLimit: 100 });
    expect(row.allowanceRenewsAt!.getTime()).toBe(end * 1000);

    // Another invoice event for the same period (a new event id) does not reset it again.
    await t.app.db.update(users).set({ generationsUsed: 9 }).where(eq(users.id, user.id));
    expect((await deliver(invoiceEvent('invoice.paid', 40, { start, end }))).statusCode).toBe(200);
    row = await userRow(user.id);
    expect(row.generationsUsed).toBe(9);
  });

  it('renews a Stripe premium only on its paid invoice, not when the date passes', async () => {
    const user = await premiumUser('stripe-no-date-renewal', 45);
    const periodEnd = new Date(Date.now() - 60_000);
    await t.app.db
      .update(users)
      .set({ generationsUsed: 100, allowanceRenewsAt: periodEnd })
      .where(eq(users.id, user.id));
    // The paid period just ended; Stripe is still collecting the next invoice.
    await t.app.db
      .update(subscriptions)
      .set({ currentPeriodEnd: periodEnd, paidThrough: periodEnd })
      .where(eq(subscriptions.userId, user.id));
    await renewAllowanceIfDue(t.app.db, user.id);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, generationsUsed: 100 });

    const start = Math.floor(periodEnd.getTime() / 1000);
    const end = start + 30 * DAY;
    expect((await deliver(invoiceEvent('invoice.paid', 45, { start, end }))).statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ isPremium: true, generationsUsed: 0 });
    expect(row.allowanceRenewsAt!.getTime()).toBe(end * 1000);
  });

  it('ignores a subscription update older than the last one applied', async () => {
    const user = await premiumUser('stripe-order', 50);
    const t0 = nowSec() + 100;
    const periodEnd = nowSec() + 20 * DAY;
    // The newer update (cancel at period end) arrives first…
    await deliver(
      subscriptionEvent(
        'customer.subscription.updated',
        50,
        { status: 'active', periodEnd, cancelAtPeriodEnd: true },
        t0 + 10,
      ),
    );
    // …then an older one that would undo it.
    const stale = await deliver(
      subscriptionEvent(
        'customer.subscription.updated',
        50,
        { status: 'past_due', periodEnd: periodEnd - DAY, cancelAtPeriodEnd: false },
        t0,
      ),
    );
    expect(stale.statusCode).toBe(200);
    const sub = await subRow(user.id);
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(sub!.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
    expect(sub!.updatedFromEventAt!.getTime()).toBe((t0 + 10) * 1000);
    expect((await userRow(user.id)).isPremium).toBe(true);
  });
});
