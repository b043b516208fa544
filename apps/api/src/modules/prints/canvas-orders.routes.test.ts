import { IDEMPOTENCY_MESSAGES } from '@atelier/shared/constants/idempotency';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { shippingAddressSchema } from '@atelier/shared/schemas/shipping-address';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSizes } from '../../db/schema/commerce';
import { orders } from '../../db/schema/orders';
import { checkoutSessions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { transitionOrder } from '../orders/order-lifecycle';
import { CHECKOUT_EXPIRED_NOTE, expireUnpaidOrdersOnce } from './order-expiry.job';
import { runPrintFilesOnce } from './print-file.job';
import {
  approveForTest,
  createArtwork,
  createOrder,
  eventsOf,
  fakeRenderer,
  newKey,
  orderMails,
  orderRow,
  recordingFulfilment,
  setUpCatalogue,
  US_ADDRESS,
} from './prints.test-helpers';

// Canvas orders through the public API with the demo checkout (no Stripe configured): the
// server's prices, who may order what, Idempotency-Key, the timeline, cancel, checkout expiry
// and the print file job.

describe('canvas orders (demo checkout)', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let catalogue: Awaited<ReturnType<typeof setUpCatalogue>>;
  let artworkId: string;
  const renderer = fakeRenderer();

  const body = (over: object = {}) => ({
    artworkId,
    canvasSizeId: catalogue.medium.id,
    wrap: 'mirror',
    shippingAddress: US_ADDRESS,
    ...over,
  });
  const orderCount = async () =>
    (await t.app.db.select({ n: count() }).from(orders).where(eq(orders.kind, 'canvas')))[0]!.n;
  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  /** A new order of Ada's, paid through the demo checkout page. */
  async function paidOrder(over: object = {}) {
    const id = (await createOrder(t.app, ada, body(over))).json().id as string;
    const { url } = (await call(ada, 'POST', '/api/payment-intent', { orderId: id })).json();
    const sessionId = String(url).split('/').at(-1)!;
    const paid = await call(ada, 'POST', `/api/payments/demo/${sessionId}/complete`);
    expect(paid.statusCode).toBe(200);
    return { id, sessionId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.app.prints.renderer = renderer;
    ada = await createUser(t.app, 'canvas-ada');
    bob = await createUser(t.app, 'canvas-bob');
    catalogue = await setUpCatalogue(t.app);
    artworkId = (await createArtwork(t.app, ada)).id;
  });
  afterAll(() => t.close());

  describe('placing an order', () => {
    it("charges the size's price plus the destination's rate, whatever the client thinks", async () => {
      const res = await createOrder(t.app, ada, body());
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const order = res.json();
      expect(order).toMatchObject({
        kind: 'canvas',
        status: 'pending_payment',
        artworkId,
        canvasSizeId: catalogue.medium.id,
        sizeLabel: '12×16',
        wrap: 'mirror',
        subtotalCents: 7900,
        shippingCents: 1500,
        totalCents: 9400,
        currency: 'usd',
      });
      const stored = await orderRow(t.app, order.id);
      expect(stored.amountCents).toBe(9400);
      // The checkout expires 24 h after the order is placed.
      const hours = (stored.expiresAt!.getTime() - stored.createdAt.getTime()) / 3_600_000;
      expect(Math.round(hours)).toBe(24);
      const events = await eventsOf(t.app, order.id);
      expect(events.map((e) => [e.status, e.actor])).toEqual([['pending_payment', 'shopper']]);
    });

    it.each([['priceCents'], ['totalCents'], ['shippingCents']])(
      'refuses a body that names a price (%s) with 400, creating nothing',
      async (field) => {
        const before = await orderCount();
        const res = await createOrder(t.app, ada, body({ [field]: 1 }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({
          code: 'VALIDATION_ERROR',
          message: `Unknown field: ${field}`,
        });
        expect(await orderCount()).toBe(before);
      },
    );

    it('needs an Idempotency-Key header', async () => {
      const before = await orderCount();
      for (const key of [null, 'x'.repeat(201)]) {
        const res = await createOrder(t.app, ada, body(), key);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({
          code: 'IDEMPOTENCY_KEY_REQUIRED',
          message: PRINTS_MESSAGES.IDEMPOTENCY_KEY_REQUIRED,
        });
      }
      expect(await orderCount()).toBe(before);
    });

    it("answers 404 for another shopper's artwork", async () => {
      const before = await orderCount();
      const res = await createOrder(t.app, bob, body());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
      expect(await orderCount()).toBe(before);
    });

    it.each([['queued'], ['running'], ['failed']] as const)(
      'answers 409 for a %s artwork',
      async (status) => {
        const unfinished = await createArtwork(t.app, ada, status);
        const res = await createOrder(t.app, ada, body({ artworkId: unfinished.id }));
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({
          code: 'ARTWORK_NOT_READY',
          message: PRINTS_MESSAGES.ARTWORK_NOT_READY,
        });
      },
    );

    it('answers 404 for a size the shop no longer offers', async () => {
      const res = await createOrder(t.app, ada, body({ canvasSizeId: catalogue.retired.id }));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'SIZE_NOT_FOUND',
        message: PRINTS_MESSAGES.SIZE_NOT_FOUND,
      });
    });

    it('refuses a size that would print below 150 PPI, with its reason', async () => {
      const before = await orderCount();
      const res = await createOrder(t.app, ada, body({ canvasSizeId: catalogue.large.id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'SIZE_TOO_LARGE',
        message: 'At 24×36 this artwork would print at 76 PPI, below 150 PPI.',
      });
      expect(await orderCount()).toBe(before);
    });

    it("ships by the country's rate, else the active '*' rate, else not at all", async () => {
      const to = (country: string, postcode: string) =>
        createOrder(
          t.app,
          ada,
          body({ shippingAddress: { ...US_ADDRESS, country, postcode, region: 'ON' } }),
        );
      expect((await to('CA', 'K1A 0B1')).json().shippingCents).toBe(2200);
      // France's own rate is paused and '*' is off: not shipped there.
      const refused = await to('FR', '75001');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual({
        code: 'NOT_SHIPPED_THERE',
        message: PRINTS_MESSAGES.NOT_SHIPPED_THERE,
      });
      const { shippingRates } = await import('../../db/schema/commerce');
      await t.app.db
        .update(shippingRates)
        .set({ isActive: true })
        .where(eq(shippingRates.destination, '*'));
      const fr = await to('FR', '75001');
      expect(fr.statusCode).toBe(201);
      expect(fr.json()).toMatchObject({ shippingCents: 3500, totalCents: 7900 + 3500 });
    });

    it('refuses an address that is not valid for its country, naming the field', async () => {
      const res = await createOrder(
        t.app,
        ada,
        body({ shippingAddress: { ...US_ADDRESS, postcode: 'ABCDE' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('is not a valid ZIP code for United States');
    });

    it('remembers the address for the next order', async () => {
      const fresh = await createUser(t.app, 'canvas-fresh');
      const none = await call(fresh, 'GET', '/api/canvas-orders/address');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
      const mine = await createArtwork(t.app, fresh);
      await createOrder(t.app, fresh, body({ artworkId: mine.id }));
      const saved = await call(fresh, 'GET', '/api/canvas-orders/address');
      expect(saved.headers['cache-control']).toBe('private, no-store');
      expect(saved.json()).toEqual(US_ADDRESS);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the same order for the same key (200), and makes one', async () => {
      const key = newKey();
      const first = await createOrder(t.app, ada, body(), key);
      const before = await orderCount();
      const again = await createOrder(t.app, ada, body(), key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      expect(await orderCount()).toBe(before);
      expect(await eventsOf(t.app, first.json().id)).toHaveLength(1);
    });

    it('answers a retry with the first order even after the size was retired', async () => {
      const key = newKey();
      const first = await createOrder(t.app, ada, body({ canvasSizeId: catalogue.small.id }), key);
      expect(first.statusCode).toBe(201);
      await t.app.db
        .update(canvasSizes)
        .set({ isActive: false })
        .where(eq(canvasSizes.id, catalogue.small.id));
      const retry = await createOrder(t.app, ada, body({ canvasSizeId: catalogue.small.id }), key);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ id: first.json().id, subtotalCents: 4900 });
    });

    it('makes one order of five concurrent requests with the same key', async () => {
      const key = newKey();
      const before = await orderCount();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => createOrder(t.app, ada, body(), key)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
    });

    it('refuses the same key with a different order (409), changing nothing', async () => {
      const key = newKey();
      const first = await createOrder(t.app, ada, body(), key);
      const other = await createOrder(t.app, ada, body({ wrap: 'black' }), key);
      expect(other.statusCode).toBe(409);
      // The same sentence as every route that honours an Idempotency-Key.
      expect(other.json().error).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: IDEMPOTENCY_MESSAGES.reused,
      });
      expect((await orderRow(t.app, first.json().id)).wrap).toBe('mirror');
      // The first body again is a retry: the first order.
      const retry = await createOrder(t.app, ada, body(), key);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().id).toBe(first.json().id);
    });

    it("is the caller's own: another shopper's same key makes their own order", async () => {
      const key = newKey();
      const bobs = await createArtwork(t.app, bob);
      const a = await createOrder(t.app, ada, body(), key);
      const b = await createOrder(t.app, bob, body({ artworkId: bobs.id }), key);
      expect(b.statusCode).toBe(201);
      expect(b.json().id).not.toBe(a.json().id);
    });
  });

  describe('my orders', () => {
    it('lists only my canvas orders, newest first', async () => {
      const newest = (await createOrder(t.app, ada, body({ wrap: 'white' }))).json().id;
      const res = await call(ada, 'GET', '/api/canvas-orders');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const list = res.json() as { id: string; createdAt: string }[];
      expect(list[0]!.id).toBe(newest);
      const times = list.map((o) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const bobs = (await call(bob, 'GET', '/api/canvas-orders')).json() as { id: string }[];
      expect(bobs.some((o) => o.id === newest)).toBe(false);
    });

    it('lists canvas orders with their prices among all my orders (GET /api/orders)', async () => {
      const id = (await createOrder(t.app, ada, body({ wrap: 'black' }))).json().id;
      const all = (await call(ada, 'GET', '/api/orders')).json() as { id: string }[];
      expect(all.find((o) => o.id === id)).toMatchObject({
        kind: 'canvas',
        status: 'pending_payment',
        artworkId,
        artworkTitle: 'Grace',
        sizeLabel: '12×16',
        wrap: 'black',
        subtotalCents: 7900,
        shippingCents: 1500,
        totalCents: 9400,
        amountCents: 9400,
        trackingUrl: null,
      });
    });

    it('shows one order with its timeline; 404 to anyone else', async () => {
      const id = (await createOrder(t.app, ada, body())).json().id;
      const mine = await call(ada, 'GET', `/api/canvas/orders/${id}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({
        id,
        status: 'pending_payment',
        cancellable: true,
        shipments: [],
        events: [{ status: 'pending_payment', actor: 'shopper', note: null }],
      });
      const theirs = await call(bob, 'GET', `/api/canvas/orders/${id}`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error.message).toBe(PRINTS_MESSAGES.ORDER_NOT_FOUND);
    });
  });

  describe('paying through the demo checkout', () => {
    it('pays once, mails the summary, then makes the print file and hands it on', async () => {
      const id = (await createOrder(t.app, ada, body())).json().id as string;
      const notMine = await call(bob, 'POST', '/api/payment-intent', { orderId: id });
      expect(notMine.statusCode).toBe(404);

      const start = await call(ada, 'POST', '/api/payment-intent', { orderId: id });
      expect(start.statusCode).toBe(200);
      const { url } = start.json();
      expect(url).toMatch(/^\/checkout\/demo\/[0-9a-f-]{36}$/);
      const sessionId = url.split('/').at(-1);

      const page = await call(ada, 'GET', `/api/payments/demo/${sessionId}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({
        id: sessionId,
        status: 'open',
        kind: 'order',
        order: {
          id,
          kind: 'canvas',
          title: 'Canvas print: Grace',
          // What is bought, as a real checkout shows it, from the stored order.
          items: [
            {
              name: 'Canvas print',
              options: [
                { label: 'Artwork', value: 'Grace' },
                { label: 'Size', value: '12×16 (12 × 16 in)' },
                { label: 'Edge', value: 'Mirror wrap' },
              ],
              quantity: 1,
              amountCents: 7900,
              // This test's artwork has no watermarked preview stored.
              imageUrl: null,
            },
          ],
          lines: [
            { label: 'Canvas print 12×16 (12×16 in), mirror wrap', amountCents: 7900 },
            { label: 'Shipping', amountCents: 1500 },
          ],
          totalCents: 9400,
          currency: 'usd',
          shippingAddress: shippingAddressSchema.parse(US_ADDRESS),
        },
        returnUrl: `/orders/${id}?placed=1`,
      });
      // Someone else's session looks like none.
      expect((await call(bob, 'GET', `/api/payments/demo/${sessionId}`)).statusCode).toBe(404);

      const pays = await Promise.all(
        [1, 2, 3].map(() => call(ada, 'POST', `/api/payments/demo/${sessionId}/complete`)),
      );
      for (const p of pays) {
        expect(p.statusCode).toBe(200);
        expect(p.json()).toMatchObject({ status: 'completed', kind: 'order', orderStatus: 'paid' });
      }
      const paid = await orderRow(t.app, id);
      expect(paid).toMatchObject({
        status: 'paid',
        paymentRef: sessionId,
        fulfilmentProvider: 'manual',
        printFileStatus: 'pending',
        expiresAt: null,
      });
      expect(await eventsOf(t.app, id, 'paid')).toHaveLength(1);
      const mails = await orderMails(t.app, ada.email, id);
      expect(mails.map((m) => m.subject)).toEqual([
        `Thank you for your order (order ${id.slice(0, 8)})`,
      ]);
      expect(mails[0]!.text).toContain('Total paid: $94.00');

      const again = await call(ada, 'POST', '/api/payment-intent', { orderId: id });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('ALREADY_PAID');

      const fulfilment = recordingFulfilment();
      const made = await runPrintFilesOnce({
        db: t.app.db,
        storage: t.app.storage,
        config: t.app.config,
        log: t.app.log,
        renderOnce: t.app.prints.renderOnce,
        renderer,
        fulfilment,
      });
      expect(made).toBeGreaterThanOrEqual(1);
      const ready = await orderRow(t.app, id);
      expect(ready.printFileStatus).toBe('ready');
      expect(ready.printFileKey).toBe(`print-files/${ready.artworkId}/print-12x16in-mirror-v1.png`);
      expect([ready.printFileWidth, ready.printFileHeight]).toEqual([150, 190]);
      const stored = await t.app.storage.head(ready.printFileKey!);
      expect(stored?.contentType).toBe('image/png');
      // The proof goes to the shopper; the lab gets nothing before approval (print-proof.test.ts).
      expect(fulfilment.submitted).not.toContain(id);
      expect(ready.status).toBe('awaiting_approval');
      expect((await eventsOf(t.app, id)).map((e) => e.status).sort()).toEqual([
        'awaiting_approval',
        'paid',
        'pending_payment',
      ]);
      expect(await orderMails(t.app, ada.email, id)).toHaveLength(2);
      // A second run finds nothing left to do.
      const rendered = renderer.rendered.length;
      await runPrintFilesOnce({
        db: t.app.db,
        storage: t.app.storage,
        config: t.app.config,
        log: t.app.log,
        renderOnce: t.app.prints.renderOnce,
        renderer,
        fulfilment,
      });
      expect(renderer.rendered.length).toBe(rendered);
    });

    it('retries a failed print file, and gives up after three attempts', async () => {
      // A canvas never printed before: an earlier order's stored file would be served instead.
      const { id } = await paidOrder({ artworkId: (await createArtwork(t.app, ada)).id });
      const broken = {
        ...renderer,
        renderPrintFile: () => Promise.reject(new Error('render crashed')),
      };
      const deps = {
        db: t.app.db,
        storage: t.app.storage,
        config: t.app.config,
        log: t.app.log,
        renderOnce: t.app.prints.renderOnce,
        renderer: broken,
        fulfilment: recordingFulfilment(),
      };
      await runPrintFilesOnce(deps);
      const failed = await orderRow(t.app, id);
      expect(failed).toMatchObject({
        printFileStatus: 'failed',
        printFileAttempts: 3,
        printFileError: 'render crashed',
        status: 'paid',
      });
    });

    it('takes over a render whose worker stopped (lapsed lease), not a live one', async () => {
      const live = (await paidOrder()).id;
      const lapsed = (await paidOrder()).id;
      const claimed = { printFileStatus: 'rendering' as const, printFileAttempts: 1 };
      await t.app.db
        .update(orders)
        .set({ ...claimed, printFileLeaseUntil: new Date(Date.now() + 600_000) })
        .where(eq(orders.id, live));
      await t.app.db
        .update(orders)
        .set({ ...claimed, printFileLeaseUntil: new Date(Date.now() - 1000) })
        .where(eq(orders.id, lapsed));
      await runPrintFilesOnce({
        db: t.app.db,
        storage: t.app.storage,
        config: t.app.config,
        log: t.app.log,
        renderOnce: t.app.prints.renderOnce,
        renderer,
        fulfilment: recordingFulfilment(),
      });
      expect(await orderRow(t.app, lapsed)).toMatchObject({
        printFileStatus: 'ready',
        printFileAttempts: 2,
      });
      expect(await orderRow(t.app, live)).toMatchObject({
        printFileStatus: 'rendering',
        printFileAttempts: 1,
      });
    });

    it('checks out a PNG purchase too: one line, paid without a print file', async () => {
      const [png] = await t.app.db
        .insert(orders)
        .values({
          userId: ada.id,
          kind: 'png',
          status: 'pending_payment',
          artworkId,
          amountCents: 1900,
          subtotalCents: 1900,
          shippingCents: 0,
          currency: 'usd',
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      const { url } = (await call(ada, 'POST', '/api/payment-intent', { orderId: png!.id })).json();
      const sessionId = url.split('/').at(-1);
      const page = (await call(ada, 'GET', `/api/payments/demo/${sessionId}`)).json();
      expect(page.order).toMatchObject({
        kind: 'png',
        title: 'Full-resolution PNG: Grace',
        items: [
          expect.objectContaining({
            name: 'Full-resolution PNG download',
            options: [
              { label: 'Artwork', value: 'Grace' },
              { label: 'Format', value: 'PNG, full resolution, no watermark' },
            ],
            amountCents: 1900,
          }),
        ],
        lines: [{ label: 'Full-resolution PNG download', amountCents: 1900 }],
        totalCents: 1900,
        shippingAddress: null,
      });
      await call(ada, 'POST', `/api/payments/demo/${sessionId}/complete`);
      expect(await orderRow(t.app, png!.id)).toMatchObject({
        status: 'paid',
        printFileStatus: 'none',
        fulfilmentProvider: null,
      });
    });

    it('answers 409 NOT_PAYABLE for a cancelled order', async () => {
      const id = (await createOrder(t.app, ada, body())).json().id;
      await call(ada, 'POST', `/api/canvas/orders/${id}/cancel`);
      const res = await call(ada, 'POST', '/api/payment-intent', { orderId: id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'NOT_PAYABLE',
        message: PRINTS_MESSAGES.NOT_PAYABLE,
      });
    });

    it('keeps one open checkout per order: a new one closes the old one', async () => {
      const id = (await createOrder(t.app, ada, body())).json().id;
      const first = (await call(ada, 'POST', '/api/payment-intent', { orderId: id })).json().url;
      await call(ada, 'POST', '/api/payment-intent', { orderId: id });
      const old = await call(ada, 'POST', `/api/payments/demo/${first.split('/').at(-1)}/complete`);
      expect(old.statusCode).toBe(409);
      expect(old.json().error.code).toBe('SESSION_EXPIRED');
      expect((await orderRow(t.app, id)).status).toBe('pending_payment');
    });
  });

  describe('mails', () => {
    it('mails the shopper once per change: summary, production, tracking link, delivery', async () => {
      const { id } = await paidOrder();
      const publicUrl = t.app.config.publicUrl;
      const move = (to: 'in_production' | 'shipped' | 'delivered') =>
        t.app.db.transaction((tx) =>
          transitionOrder(tx, {
            orderId: id,
            to,
            actor: 'admin',
            publicUrl,
            ...(to === 'shipped'
              ? {
                  shipment: {
                    carrier: 'UPS',
                    trackingNumber: '1Z999AA10123456784',
                    trackingUrl: 'https://www.ups.test/track?num=1Z999AA10123456784',
                    shippedAt: new Date().toISOString(),
                  },
                }
              : {}),
          }),
        );
      // Production starts once the shopper approved the proof (issue 27 point 4).
      await approveForTest(t.app, id);
      await move('in_production');
      await move('shipped');
      // A repeated step (a double click, a replayed callback) mails nothing.
      expect((await move('shipped')).changed).toBe(false);
      await move('delivered');

      const mails = await orderMails(t.app, ada.email, id);
      const short = id.slice(0, 8);
      expect(mails.map((m) => m.subject)).toEqual([
        `Thank you for your order (order ${short})`,
        `Your print proof is ready to approve (order ${short})`,
        `Thank you for approving your proof (order ${short})`,
        `Your canvas is being made (order ${short})`,
        `Your canvas is on its way (order ${short})`,
        `Your canvas was delivered (order ${short})`,
      ]);
      const [paid, , , , shipped, delivered] = mails.map((m) => m.text);
      for (const line of [
        'Item: 12×16 canvas (12×16 in, mirror wrap)',
        'Canvas: $79.00',
        'Shipping: $15.00',
        'Total paid: $94.00',
        'Ada Lovelace',
        '1 Main Street',
        'Springfield, IL 62701',
        'United States',
        `Your order: ${publicUrl}/orders/${id}`,
      ]) {
        expect(paid).toContain(line);
      }
      expect(shipped).toContain(
        'Your 12×16 canvas (12×16 in, mirror wrap) is on its way with UPS.',
      );
      expect(shipped).toContain('Tracking number: 1Z999AA10123456784');
      expect(shipped).toContain(
        'Track your parcel: https://www.ups.test/track?num=1Z999AA10123456784',
      );
      expect(delivered).toContain('was delivered');
    });
  });

  describe('cancelling', () => {
    it('cancels an unpaid order, closes its checkout and mails once', async () => {
      const id = (await createOrder(t.app, ada, body())).json().id;
      const { url } = (await call(ada, 'POST', '/api/payment-intent', { orderId: id })).json();
      const res = await call(ada, 'POST', `/api/canvas/orders/${id}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(res.json().events.map((e: { status: string }) => e.status)).toEqual([
        'pending_payment',
        'cancelled',
      ]);
      expect((await orderRow(t.app, id)).refundRef).toBeNull();
      const pay = await call(ada, 'POST', `/api/payments/demo/${url.split('/').at(-1)}/complete`);
      expect(pay.statusCode).toBe(409);
      expect((await orderRow(t.app, id)).status).toBe('cancelled');
      const mails = await orderMails(t.app, ada.email, id);
      expect(mails.map((m) => m.subject)).toEqual([
        `Your order was cancelled (order ${id.slice(0, 8)})`,
      ]);
      expect(mails[0]!.text).toContain('Nothing was charged.');
    });

    it('refunds a paid order before cancelling it', async () => {
      const { id } = await paidOrder();
      const res = await call(ada, 'POST', `/api/canvas/orders/${id}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(await orderRow(t.app, id)).toMatchObject({
        status: 'cancelled',
        refundRef: `demo_refund_${id}`,
      });
      const mails = await orderMails(t.app, ada.email, id);
      expect(mails).toHaveLength(2);
      expect(mails.find((m) => m.subject.startsWith('Your order was cancelled'))!.text).toContain(
        'The $94.00 you paid is refunded to the card you paid with',
      );
    });

    it('will not pretend to refund a card payment the shop can no longer reach (502)', async () => {
      const { id } = await paidOrder();
      // Paid by card while the shop still had Stripe set up.
      await t.app.db.update(orders).set({ paymentRef: 'pi_from_before' }).where(eq(orders.id, id));
      const res = await call(ada, 'POST', `/api/canvas/orders/${id}/cancel`);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('REFUND_FAILED');
      expect(await orderRow(t.app, id)).toMatchObject({ status: 'paid', refundRef: null });
    });

    // Each status past cancelling, with the steps that reach it and what the refusal says.
    it.each([
      [['in_production'], 'This order can no longer be cancelled: it is already in production.'],
      [
        ['in_production', 'shipped'],
        'This order can no longer be cancelled: it has already shipped.',
      ],
      [
        ['in_production', 'shipped', 'delivered'],
        'This order can no longer be cancelled: it has already been delivered.',
      ],
      [['refunded'], 'This order can no longer be cancelled: it has already been refunded.'],
      [
        ['in_production', 'refunded'],
        'This order can no longer be cancelled: it has already been refunded.',
      ],
    ] as const)(
      'refuses an order moved to %j (409) saying so, changing nothing',
      async (steps, message) => {
        const { id } = await paidOrder();
        await approveForTest(t.app, id);
        for (const to of steps) {
          await t.app.db.transaction((tx) =>
            transitionOrder(tx, {
              orderId: id,
              to,
              actor: 'admin',
              publicUrl: t.app.config.publicUrl,
              ...(to === 'shipped'
                ? {
                    shipment: {
                      carrier: 'UPS',
                      trackingNumber: '1Z999',
                      trackingUrl: null,
                      shippedAt: new Date().toISOString(),
                    },
                  }
                : {}),
            }),
          );
        }
        const before = await orderRow(t.app, id);
        const res = await call(ada, 'POST', `/api/canvas/orders/${id}/cancel`);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({ code: 'CANNOT_CANCEL', message });
        expect(await orderRow(t.app, id)).toEqual(before);
        expect(before.status).toBe(steps.at(-1));
      },
    );

    it("answers 404 for another shopper's order", async () => {
      const id = (await createOrder(t.app, ada, body())).json().id;
      const res = await call(bob, 'POST', `/api/canvas/orders/${id}/cancel`);
      expect(res.statusCode).toBe(404);
      expect((await orderRow(t.app, id)).status).toBe('pending_payment');
    });
  });

  describe('checkout expiry', () => {
    it('cancels unpaid orders past their expiry once, and leaves paid ones alone', async () => {
      const unpaid = (await createOrder(t.app, ada, body())).json().id;
      const { url } = (await call(ada, 'POST', '/api/payment-intent', { orderId: unpaid })).json();
      const { id: paid } = await paidOrder();
      const past = new Date(Date.now() - 60_000);
      await t.app.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, unpaid));

      const deps = { db: t.app.db, storage: t.app.storage, config: t.app.config, log: t.app.log };
      const payments = t.app.prints.payments;
      const cancelled = await Promise.all([
        expireUnpaidOrdersOnce({ ...deps, payments }),
        expireUnpaidOrdersOnce({ ...deps, payments }),
      ]);
      expect(cancelled[0]! + cancelled[1]!).toBeGreaterThanOrEqual(1);
      const events = await eventsOf(t.app, unpaid, 'cancelled');
      expect(events.map((e) => [e.note, e.actor])).toEqual([[CHECKOUT_EXPIRED_NOTE, 'system']]);
      expect(await orderMails(t.app, ada.email, unpaid)).toHaveLength(1);
      const [session] = await t.app.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, url.split('/').at(-1)));
      expect(session!.status).toBe('expired');
      expect((await orderRow(t.app, paid)).status).toBe('paid');

      const late = await call(ada, 'POST', `/api/payments/demo/${session!.id}/complete`);
      expect(late.statusCode).toBe(409);
      expect((await orderRow(t.app, unpaid)).status).toBe('cancelled');
    });
  });

  it('answers 503 for a checkout when the shop takes no payments', async () => {
    const offline = await createTestApp({ NODE_ENV: 'production', DEMO_PAYMENTS: 'false' });
    try {
      offline.app.prints.renderer = renderer;
      const carol = await createUser(offline.app, 'canvas-carol');
      const sizes = await setUpCatalogue(offline.app);
      const art = await createArtwork(offline.app, carol);
      const order = await createOrder(
        offline.app,
        carol,
        body({ artworkId: art.id, canvasSizeId: sizes.medium.id }),
      );
      expect(order.statusCode).toBe(201);
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/payment-intent',
        headers: carol.headers,
        payload: { orderId: order.json().id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: PRINTS_MESSAGES.PAYMENTS_NOT_CONFIGURED,
      });
    } finally {
      await offline.close();
    }
  });
});
