import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { checkoutSessions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import {
  deliverStripeEvent,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { LATE_PAYMENT_NOTE } from './order-checkout';
import { CHECKOUT_EXPIRED_NOTE, expireUnpaidOrdersOnce } from './order-expiry.job';
import {
  createArtwork,
  createOrder,
  eventsOf,
  fakeRenderer,
  orderMails,
  orderRow,
  setUpCatalogue,
  US_ADDRESS,
} from './prints.test-helpers';

// Orders paid with Stripe configured: the official SDK talks to a local server speaking the
// documented API (checkout sessions, their expiry, refunds), and webhook events are signed with
// the SDK's test-header helper, as Stripe signs them.

const SECRET_KEY = 'sk_test_atelier_orders';
const WEBHOOK_SECRET = 'whsec_atelier_orders_test_secret';
/** A payment intent the stand-in refuses to refund (Stripe answering 500). */
const UNREFUNDABLE = 'pi_refund_fails';

let eventCounter = 0;

describe('canvas orders paid through Stripe', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let ada: TestUser;
  let artworkId: string;
  let sizeId: string;
  let sessionCounter = 0;
  let refundCounter = 0;

  const paymentEvent = (
    type: 'checkout.session.completed' | 'checkout.session.expired',
    session: { id: string; orderId: string; paymentIntent?: string; paid?: boolean },
    id = `evt_order_${++eventCounter}`,
  ) => ({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
        payment_status: session.paid === false ? 'unpaid' : 'paid',
        payment_intent: session.paymentIntent ?? null,
        client_reference_id: ada.id,
        metadata: { orderId: session.orderId, userId: ada.id },
      },
    },
  });
  const deliver = (evt: object) => deliverStripeEvent(t.app, evt, { secret: WEBHOOK_SECRET });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: ada.headers, ...(payload ? { payload } : {}) });

  /** A new order with its Stripe checkout started: the order id and the Stripe session id. */
  async function orderInCheckout() {
    const id = (
      await createOrder(t.app, ada, {
        artworkId,
        canvasSizeId: sizeId,
        wrap: 'image',
        shippingAddress: US_ADDRESS,
      })
    ).json().id as string;
    const res = await call('POST', '/api/payment-intent', { orderId: id });
    expect(res.statusCode).toBe(200);
    return { id, sessionId: String(res.json().url).split('/').at(-1)! };
  }

  async function paidOrder(paymentIntent: string) {
    const o = await orderInCheckout();
    const res = await deliver(
      paymentEvent('checkout.session.completed', { id: o.sessionId, orderId: o.id, paymentIntent }),
    );
    expect(res.statusCode).toBe(200);
    return o;
  }

  beforeAll(async () => {
    stripe = await startStripeStandIn(({ method, path, form }) => {
      if (method !== 'POST') return undefined;
      if (path === '/v1/checkout/sessions') {
        const id = `cs_test_order_${++sessionCounter}`;
        return {
          body: {
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            status: 'open',
            url: `https://checkout.stripe.test/c/pay/${id}`,
          },
        };
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (expire) {
        return { body: { id: expire[1], object: 'checkout.session', status: 'expired' } };
      }
      if (path === '/v1/refunds') {
        if (form.get('payment_intent') === UNREFUNDABLE) {
          return {
            status: 500,
            body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
          };
        }
        return {
          body: {
            id: `re_test_${++refundCounter}`,
            object: 'refund',
            status: 'succeeded',
            payment_intent: form.get('payment_intent'),
          },
        };
      }
      return undefined;
    });
    t = await createTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.base,
    });
    t.app.prints.renderer = fakeRenderer();
    ada = await createUser(t.app, 'stripe-canvas');
    sizeId = (await setUpCatalogue(t.app)).medium.id;
    artworkId = (await createArtwork(t.app, ada)).id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it("opens Stripe Checkout in payment mode with the order's stored prices", async () => {
    const { id, sessionId } = await orderInCheckout();
    const created = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    const form = created.form;
    expect(created.auth).toBe(`Bearer ${SECRET_KEY}`);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('7900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Canvas print 12×16 (12×16 in), image wrap',
    );
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('1500');
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe('Shipping');
    expect(form.get('metadata[orderId]')).toBe(id);
    expect(form.get('payment_intent_data[metadata][orderId]')).toBe(id);
    expect(form.get('client_reference_id')).toBe(ada.id);
    expect(form.get('success_url')).toBe(`${t.app.config.publicUrl}/orders/${id}?placed=1`);
    const { visionBoardId } = await orderRow(t.app, id);
    expect(form.get('cancel_url')).toBe(
      `${t.app.config.publicUrl}/artwork/${visionBoardId}/${artworkId}`,
    );
    expect(form.get('customer_email')).toBe(US_ADDRESS.email);
    const expiresIn = Number(form.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600);
    const [row] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.stripeSessionId, sessionId));
    expect(row).toMatchObject({ orderId: id, provider: 'stripe', status: 'open', planId: null });
  });

  it('pays an order once when its completed event arrives 5 times at once', async () => {
    const { id, sessionId } = await orderInCheckout();
    const session = { id: sessionId, orderId: id, paymentIntent: 'pi_test_five' };
    const same = paymentEvent('checkout.session.completed', session);
    const deliveries = [
      same,
      same,
      same,
      paymentEvent('checkout.session.completed', session),
      paymentEvent('checkout.session.completed', session),
    ];
    const answers = await Promise.all(deliveries.map(deliver));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(3);

    expect(await orderRow(t.app, id)).toMatchObject({
      status: 'paid',
      paymentRef: 'pi_test_five',
      printFileStatus: 'pending',
    });
    const paid = await eventsOf(t.app, id, 'paid');
    expect(paid.map((e) => e.actor)).toEqual(['payment']);
    expect(await orderMails(t.app, ada.email, id)).toHaveLength(1);
    const [row] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.stripeSessionId, sessionId));
    expect(row!.status).toBe('completed');
  });

  it('expires each superseded session at Stripe once when 20 checkouts start at once', async () => {
    const { id, sessionId: first } = await orderInCheckout();
    const before = stripe.calls.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/payment-intent', { orderId: id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    const calls = stripe.calls.slice(before);
    expect(calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(20);
    const expiredAtStripe = calls
      .map((c) => /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(c.path)?.[1])
      .filter((sid) => sid !== undefined);
    const rows = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderId, id));
    expect(rows).toHaveLength(21);
    const expired = rows.filter((r) => r.status === 'expired').map((r) => r.stripeSessionId);
    // The newest checkout stays open (the others all closed, whatever order they ran in), and
    // each one closed was expired at Stripe exactly once.
    const [newest] = await t.app.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderId, id))
      .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
      .limit(1);
    expect(rows.filter((r) => r.status === 'open').map((r) => r.id)).toEqual([newest!.id]);
    expect(expired).toContain(first);
    expect(expiredAtStripe.sort()).toEqual(expired.sort());
  });

  it('a checkout started earlier but committed after a newer one closed the rest is closed too', async () => {
    // On PostgreSQL a checkout's time is its transaction's start: of two started at once, the
    // older can become visible after the newer has closed the others. Closing "the ones older
    // than mine" then left both open (1 run in many of the burst above); every open one but the
    // newest must go, whoever closes last.
    const { id, sessionId: newest } = await orderInCheckout();
    const [late] = await t.app.db
      .insert(checkoutSessions)
      .values({
        userId: ada.id,
        orderId: id,
        provider: 'stripe',
        stripeSessionId: 'cs_test_started_earlier',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: checkoutSessions.id });
    await t.app.prints.payments.closeSupersededCheckouts(id);
    const rows = await t.app.db
      .select({
        id: checkoutSessions.id,
        sid: checkoutSessions.stripeSessionId,
        status: checkoutSessions.status,
      })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderId, id));
    expect(rows.filter((r) => r.status === 'open').map((r) => r.sid)).toEqual([newest]);
    expect(rows.find((r) => r.id === late!.id)?.status).toBe('expired');
  });

  it('waits for the money: a completed but unpaid checkout changes nothing', async () => {
    const { id, sessionId } = await orderInCheckout();
    await deliver(
      paymentEvent('checkout.session.completed', { id: sessionId, orderId: id, paid: false }),
    );
    expect((await orderRow(t.app, id)).status).toBe('pending_payment');
  });

  it('cancels an unpaid order when its checkout expires, and leaves a paid one alone', async () => {
    const open = await orderInCheckout();
    await deliver(
      paymentEvent('checkout.session.expired', { id: open.sessionId, orderId: open.id }),
    );
    expect((await orderRow(t.app, open.id)).status).toBe('cancelled');
    const cancelled = await eventsOf(t.app, open.id, 'cancelled');
    expect(cancelled.map((e) => [e.note, e.actor])).toEqual([[CHECKOUT_EXPIRED_NOTE, 'system']]);
    expect(await orderMails(t.app, ada.email, open.id)).toHaveLength(1);

    const paid = await paidOrder('pi_test_kept');
    await deliver(
      paymentEvent('checkout.session.expired', { id: paid.sessionId, orderId: paid.id }),
    );
    expect((await orderRow(t.app, paid.id)).status).toBe('paid');
    expect(await eventsOf(t.app, paid.id, 'cancelled')).toHaveLength(0);
  });

  it('refunds a payment that arrives after the expiry job cancelled the order', async () => {
    const { id, sessionId } = await orderInCheckout();
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await expireUnpaidOrdersOnce({
      db: t.app.db,
      storage: t.app.storage,
      config: t.app.config,
      log: t.app.log,
      payments: t.app.prints.payments,
    });
    expect((await orderRow(t.app, id)).status).toBe('cancelled');
    // The job asked Stripe to close the session too.
    expect(stripe.calls.some((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(
      true,
    );

    const late = paymentEvent('checkout.session.completed', {
      id: sessionId,
      orderId: id,
      paymentIntent: 'pi_test_late',
    });
    await Promise.all([deliver(late), deliver(late)]);
    const order = await orderRow(t.app, id);
    expect(order).toMatchObject({ status: 'cancelled', paymentRef: 'pi_test_late' });
    expect(order.refundRef).toMatch(/^re_test_/);
    const refunds = stripe.calls.filter(
      (c) => c.path === '/v1/refunds' && c.form.get('payment_intent') === 'pi_test_late',
    );
    expect(refunds).toHaveLength(1);
    const notes = (await eventsOf(t.app, id, 'cancelled')).map((e) => e.note);
    expect(notes).toEqual([CHECKOUT_EXPIRED_NOTE, LATE_PAYMENT_NOTE]);
    const mails = await orderMails(t.app, ada.email, id);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes(LATE_PAYMENT_NOTE))).toBe(true);
  });

  it('refunds through Stripe when the shopper cancels a paid order', async () => {
    const { id } = await paidOrder('pi_test_cancel');
    const res = await call('POST', `/api/canvas/orders/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    const refund = stripe.calls.find(
      (c) => c.path === '/v1/refunds' && c.form.get('payment_intent') === 'pi_test_cancel',
    );
    expect(refund).toBeDefined();
    const order = await orderRow(t.app, id);
    expect(order.refundRef).toMatch(/^re_test_/);
    const cancelled = await eventsOf(t.app, id, 'cancelled');
    expect(cancelled.map((e) => e.actor)).toEqual(['shopper']);
  });

  it('changes nothing when Stripe cannot make the refund (502)', async () => {
    const { id } = await paidOrder(UNREFUNDABLE);
    const res = await call('POST', `/api/canvas/orders/${id}/cancel`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'REFUND_FAILED',
      message: PRINTS_MESSAGES.REFUND_FAILED,
    });
    expect(await orderRow(t.app, id)).toMatchObject({ status: 'paid', refundRef: null });
    expect(await eventsOf(t.app, id, 'cancelled')).toHaveLength(0);
  });

  it('answers 502 PROVIDER_ERROR when Stripe cannot start the checkout', async () => {
    const failing = await createTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Nothing listens there: every call fails.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      failing.app.prints.renderer = fakeRenderer();
      const bob = await createUser(failing.app, 'stripe-down');
      const size = (await setUpCatalogue(failing.app)).medium.id;
      const art = await createArtwork(failing.app, bob);
      const order = await createOrder(failing.app, bob, {
        artworkId: art.id,
        canvasSizeId: size,
        wrap: 'image',
        shippingAddress: US_ADDRESS,
      });
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/payment-intent',
        headers: bob.headers,
        payload: { orderId: order.json().id },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'PROVIDER_ERROR',
        message: PRINTS_MESSAGES.PROVIDER_ERROR,
      });
      expect((await orderRow(failing.app, order.json().id)).status).toBe('pending_payment');
    } finally {
      await failing.close();
    }
  });
});
