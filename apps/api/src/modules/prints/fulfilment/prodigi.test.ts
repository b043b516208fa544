import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, type Order } from '../../../db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  prodigiCallback,
  startProdigiStandIn,
  type ProdigiStandIn,
} from '../../../test/prodigi-stand-in';
import { newAdmin, type AdminClient } from '../../admin/admin.test-helpers';
import { insertArtwork, insertBoard } from '../../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../../generation/generation.test-helpers';
import { runPrintFilesOnce } from '../print-file.job';
import {
  fakePayments,
  insertCanvasOrder,
  approveForTest,
  markPaid,
  orderMails,
  orderRow,
  setUpCatalogue,
  type FakePayments,
} from '../prints.test-helpers';

const SECRET = 'callback-secret-1234';

describe('Prodigi fulfilment against a local Prodigi', () => {
  let prodigi: ProdigiStandIn;
  let t: TestApp;
  let ada: TestUser;
  let admin: AdminClient;
  let payments: FakePayments;
  let size: { id: string; priceCents: number };
  let boardId: string;
  let eventCounter = 0;
  /** Every JSON line the app logged (level info and up). */
  const logLines: string[] = [];
  const logged = () => logLines.map((l) => JSON.parse(l) as Record<string, unknown>);

  /** A paid canvas order whose print file is ready and proof approved: what the lab is handed. */
  async function readyOrder(): Promise<Order> {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const order = await insertCanvasOrder(
      t.app,
      {
        userId: ada.id,
        artworkId: art.id,
        visionBoardId: boardId,
      },
      size,
    );
    await markPaid(t.app, order.id, 'prodigi');
    // The lab gets an order once its proof is approved (issue 27 point 4).
    await approveForTest(t.app, order.id);
    const key = `print-files/${order.id}/print.jpg`;
    const file = await sharp({
      create: { width: 30, height: 40, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .jpeg()
      .toBuffer();
    await t.app.storage.put(key, file, { contentType: 'image/jpeg' });
    await t.app.db
      .update(orders)
      .set({ printFileStatus: 'ready', printFileKey: key })
      .where(eq(orders.id, order.id));
    return orderRow(t.app, order.id);
  }

  /** A paid canvas order Prodigi accepted (its Prodigi id stored), now in production. */
  async function sentOrder(): Promise<Order> {
    const order = await readyOrder();
    await t.app.prints.fulfilment.submit(order);
    const sent = await orderRow(t.app, order.id);
    expect(sent.fulfilmentRef).toMatch(/^ord_/);
    return sent;
  }

  /**
   * A paid order that Prodigi holds but has not started (its Prodigi id stored, not yet moved
   * into production here): the one state in which the lab's Cancelled refunds.
   */
  async function heldOrder(): Promise<Order> {
    const order = await readyOrder();
    await t.app.db
      .update(orders)
      .set({ fulfilmentRef: `ord_held_${++eventCounter}` })
      .where(eq(orders.id, order.id));
    return orderRow(t.app, order.id);
  }

  const callback = (payload: object, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: `/api/fulfilment/prodigi/callback${secret === null ? '' : `?secret=${secret}`}`,
      payload,
    });
  const event = (
    order: Order,
    type: string,
    state: Parameters<typeof prodigiCallback>[3],
    id = `evt_${++eventCounter}`,
  ) =>
    prodigiCallback(
      id,
      type,
      { id: order.fulfilmentRef ?? `ord_x${eventCounter}`, merchantReference: order.id },
      state,
    );
  const parcel = (trackingNumber: string) => ({
    status: 'Shipped',
    carrier: 'DHL',
    trackingNumber,
    trackingUrl: `https://dhl.example/track/${trackingNumber}`,
    dispatchDate: '2026-11-20T10:00:00Z',
  });
  const timeline = async (orderId: string) =>
    (
      await t.app.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.createdAt)
    ).map((e) => [e.status, e.actor]);

  beforeAll(async () => {
    prodigi = await startProdigiStandIn();
    t = await createTestApp(
      {
        FULFILMENT: 'prodigi',
        PRODIGI_API_KEY: prodigi.apiKey,
        PRODIGI_API_BASE: prodigi.base,
        PRODIGI_CALLBACK_SECRET: SECRET,
        PUBLIC_URL: 'https://shop.example',
        LOG_LEVEL: 'info',
      },
      undefined,
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    payments = fakePayments(t.app);
    admin = await newAdmin(t.app);
    ada = await createUser(t.app, 'ada-prodigi');
    size = (await setUpCatalogue(t.app)).medium;
    boardId = (await insertBoard(t.app, ada.id, null)).id;
  });
  afterAll(async () => {
    await t.close();
    await prodigi.close();
  });

  it('creates the Prodigi order (SKU, wrap, print file URL, idempotency key) and moves the order into production', async () => {
    expect(t.app.prints.fulfilment.name).toBe('prodigi');
    const order = await readyOrder();
    await t.app.prints.fulfilment.submit(order);

    const calls = prodigi.calls.filter((c) => c.body?.merchantReference === order.id);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/v4.0/Orders', apiKey: prodigi.apiKey });
    expect(call.body).toMatchObject({
      idempotencyKey: order.id,
      merchantReference: order.id,
      shippingMethod: 'Standard',
      callbackUrl: `https://shop.example/api/fulfilment/prodigi/callback?secret=${SECRET}`,
      recipient: {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        address: {
          line1: '1 Main Street',
          townOrCity: 'Springfield',
          postalOrZipCode: '62701',
          countryCode: 'US',
        },
      },
      items: [
        {
          sku: 'GLOBAL-CAN-12x16',
          copies: 1,
          sizing: 'fillPrintArea',
          attributes: { wrap: 'MirrorWrap' },
          assets: [{ printArea: 'default' }],
        },
      ],
    });
    // The asset is a whole signed URL of the print file that this server answers.
    const items = call.body!.items as { assets: { url: string }[] }[];
    const assetUrl = items[0]!.assets[0]!.url;
    expect(assetUrl.startsWith('https://shop.example/api/files/print-files/')).toBe(true);
    const asset = await t.app.inject({ url: assetUrl.replace('https://shop.example', '') });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('image/jpeg');

    const after = await orderRow(t.app, order.id);
    expect(after).toMatchObject({ status: 'in_production', fulfilmentError: null });
    expect(after.fulfilmentRef).toMatch(/^ord_/);
    expect(await timeline(order.id)).toEqual([
      ['pending_payment', 'shopper'],
      ['paid', 'payment'],
      ['awaiting_approval', 'system'],
      ['approved', 'shopper'],
      ['in_production', 'prodigi'],
    ]);

    // Submitted again: the stored reference means nothing is sent; a retry that did not see it
    // (the answer was lost) is answered by Prodigi with the same order for the same key.
    await t.app.prints.fulfilment.submit(after);
    expect(prodigi.calls.filter((c) => c.body?.merchantReference === order.id)).toHaveLength(1);
    await t.app.prints.fulfilment.submit(order);
    const ours = [...prodigi.orders.values()].filter((o) => o.merchantReference === order.id);
    expect(ours).toHaveLength(1);
    expect((await orderRow(t.app, order.id)).fulfilmentRef).toBe(after.fulfilmentRef);
  });

  it('a validation error is kept on the order for the admin; the status stays approved', async () => {
    const order = await readyOrder();
    prodigi.mode = 'validation';
    try {
      await t.app.prints.fulfilment.submit(order);
    } finally {
      prodigi.mode = 'ok';
    }
    const after = await orderRow(t.app, order.id);
    expect(after.status).toBe('approved');
    expect(after.fulfilmentRef).toBeNull();
    expect(after.fulfilmentError).toContain('recipient.address.postalOrZipCode');
    const detail = (
      await admin.send('GET', `/api/admin/orders/${order.id}`)
    ).json<AdminOrderDetail>();
    expect(detail.fulfilment).toEqual({
      provider: 'prodigi',
      ref: null,
      error: after.fulfilmentError,
    });
  });

  it('Prodigi unavailable (5xx): submit throws for a later retry and nothing changes', async () => {
    const order = await readyOrder();
    prodigi.mode = 'unavailable';
    try {
      await expect(t.app.prints.fulfilment.submit(order)).rejects.toThrow(/503/);
    } finally {
      prodigi.mode = 'ok';
    }
    expect(await orderRow(t.app, order.id)).toMatchObject({
      status: 'approved',
      fulfilmentRef: null,
      fulfilmentError: null,
    });

    // Prodigi is back: the print-file job hands the order over again once a minute has passed.
    const job = {
      db: t.app.db,
      storage: t.app.storage,
      config: t.app.config,
      log: t.app.log,
      renderOnce: t.app.prints.renderOnce,
      renderer: t.app.prints.renderer,
      fulfilment: t.app.prints.fulfilment,
    };
    await runPrintFilesOnce(job);
    expect((await orderRow(t.app, order.id)).fulfilmentRef).toBeNull();
    await t.app.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(orders.id, order.id));
    await runPrintFilesOnce(job);
    const resubmitted = await orderRow(t.app, order.id);
    expect(resubmitted.status).toBe('in_production');
    expect(resubmitted.fulfilmentRef).toMatch(/^ord_/);
  });

  it('callbacks without the secret are refused and change nothing', async () => {
    const order = await readyOrder();
    const shipped = event(order, 'com.prodigi.order.shipments.shipment#Shipped', {
      stage: 'InProgress',
      shipments: [parcel('NOSECRET1')],
    });
    for (const secret of [null, 'wrong-secret-000000']) {
      const res = await callback(shipped, secret);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('CALLBACK_UNAUTHORIZED');
    }
    expect((await orderRow(t.app, order.id)).status).toBe('approved');
  });

  it('a shipment callback replayed (and delivered twice at once) is applied once', async () => {
    const order = await readyOrder();
    await t.app.prints.fulfilment.submit(order);
    const sent = await orderRow(t.app, order.id);
    const shipped = event(sent, 'com.prodigi.order.shipments.shipment#Shipped', {
      stage: 'InProgress',
      shipments: [parcel('DHL0001')],
    });
    const answers = await Promise.all([callback(shipped), callback(shipped)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await callback(shipped)).statusCode).toBe(200);

    const after = await orderRow(t.app, order.id);
    expect(after).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'DHL0001',
      trackingUrl: 'https://dhl.example/track/DHL0001',
    });
    expect(after.shipments).toHaveLength(1);
    expect(await timeline(order.id)).toEqual([
      ['pending_payment', 'shopper'],
      ['paid', 'payment'],
      ['awaiting_approval', 'system'],
      ['approved', 'shopper'],
      ['in_production', 'prodigi'],
      ['shipped', 'prodigi'],
    ]);
    const shippedMails = (await orderMails(t.app, ada.email)).filter(
      (m) => m.subject === `Your canvas is on its way (order ${order.id.slice(0, 8)})`,
    );
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]!.text).toContain('https://dhl.example/track/DHL0001');
  });

  it('out of order: Shipped before InProgress ships; the late InProgress does not move it back; a second parcel is listed', async () => {
    const order = await heldOrder();
    const shipped = await callback(
      event(order, 'com.prodigi.order.shipments.shipment#Shipped', {
        stage: 'InProgress',
        shipments: [parcel('DHL0100')],
      }),
    );
    expect(shipped.statusCode).toBe(200);
    expect((await orderRow(t.app, order.id)).status).toBe('shipped');

    const late = await callback(
      event(order, 'com.prodigi.order.status.stage.changed#InProgress', { stage: 'InProgress' }),
    );
    expect(late.statusCode).toBe(200);
    expect((await orderRow(t.app, order.id)).status).toBe('shipped');

    const complete = await callback(
      event(order, 'com.prodigi.order.status.stage.changed#Complete', {
        stage: 'Complete',
        shipments: [parcel('DHL0100'), parcel('DHL0101')],
      }),
    );
    expect(complete.statusCode).toBe(200);
    const after = await orderRow(t.app, order.id);
    expect(after.status).toBe('shipped');
    expect(after.shipments.map((s) => s.trackingNumber)).toEqual(['DHL0100', 'DHL0101']);
    const shippedEvents = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'shipped')));
    expect(shippedEvents).toHaveLength(1);
  });

  it('Complete without a parcel ships an order in production; Cancelled on a paid order cancels and refunds it', async () => {
    const making = await readyOrder();
    await t.app.prints.fulfilment.submit(making);
    const complete = await callback(
      event(await orderRow(t.app, making.id), 'com.prodigi.order.status.stage.changed#Complete', {
        stage: 'Complete',
      }),
    );
    expect(complete.statusCode).toBe(200);
    expect((await orderRow(t.app, making.id)).status).toBe('shipped');

    const paid = await heldOrder();
    const cancelled = await callback(
      event(paid, 'com.prodigi.order.status.stage.changed#Cancelled', { stage: 'Cancelled' }),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await orderRow(t.app, paid.id)).toMatchObject({
      status: 'cancelled',
      refundRef: `re_${paid.id.slice(0, 8)}`,
    });
    expect(payments.refunds.filter((id) => id === paid.id)).toHaveLength(1);
  });

  it('an unknown order or a malformed body does not fail the lab: 200 / 400 and nothing changes', async () => {
    const stray = prodigiCallback(
      'evt_stray',
      'com.prodigi.order.status.stage.changed#InProgress',
      { id: 'ord_999', merchantReference: 'not-ours' },
      { stage: 'InProgress' },
    );
    expect((await callback(stray)).statusCode).toBe(200);
    const bad = await callback({ id: 'evt_bad', type: 'x' });
    expect(bad.statusCode).toBe(400);
  });
  describe('a callback moves only an order sent to Prodigi, and only as its own Prodigi order', () => {
    /** The warn lines about callbacks naming `orderId` whose message starts with `start`. */
    const warnings = (orderId: string, start: string) =>
      logged().filter(
        (l) => l.level === 40 && l.merchantReference === orderId && String(l.msg).startsWith(start),
      );
    const ignoredLines = (orderId: string) => warnings(orderId, 'prodigi callback ignored');
    const tooEarlyLines = (orderId: string) => warnings(orderId, 'prodigi callback too early');

    it('an order never sent to the lab is neither shipped nor cancelled and refunded (logged)', async () => {
      // One the lab refused (never to be sent as it is): 200, as retrying cannot make it match.
      // One still waiting for the lab to take it: 503, so that a real early callback comes again.
      const refused = await readyOrder();
      await t.app.db
        .update(orders)
        .set({ fulfilmentError: 'Prodigi refused the address.' })
        .where(eq(orders.id, refused.id));
      const waiting = await readyOrder();
      for (const [order, status] of [
        [refused, 200],
        [waiting, 503],
      ] as const) {
        const before = await timeline(order.id);
        const ref = { id: 'ord_made_up', merchantReference: order.id };
        const shipped = await callback(
          prodigiCallback(
            `evt_forged_${order.id}`,
            'com.prodigi.order.shipments.shipment#Shipped',
            ref,
            { stage: 'InProgress', shipments: [parcel('FORGED0001')] },
          ),
        );
        expect(shipped.statusCode).toBe(status);
        const cancelled = await callback(
          prodigiCallback(
            `evt_forged_c_${order.id}`,
            'com.prodigi.order.status.stage.changed#Cancelled',
            ref,
            { stage: 'Cancelled' },
          ),
        );
        expect(cancelled.statusCode).toBe(status);
        if (status === 503) {
          expect(cancelled.json().error).toEqual({
            code: 'CALLBACK_TOO_EARLY',
            message: 'This order is still being sent to the lab. Send this update again later.',
          });
        }

        expect(await orderRow(t.app, order.id)).toMatchObject({
          status: 'approved',
          trackingNumber: null,
          trackingUrl: null,
          carrier: null,
          shipments: [],
          refundRef: null,
          fulfilmentRef: null,
        });
        expect(await timeline(order.id)).toEqual(before);
        expect(payments.refunds).not.toContain(order.id);
      }
      expect(ignoredLines(refused.id).map((l) => l.reason)).toEqual([
        'not-sent-to-prodigi',
        'not-sent-to-prodigi',
      ]);
      expect(tooEarlyLines(waiting.id).map((l) => l.reason)).toEqual([
        'not-sent-yet',
        'not-sent-yet',
      ]);
    });

    it("a real callback that comes before our submit stored Prodigi's id is asked again, then applies", async () => {
      // Our submit timed out after Prodigi had made the order: its callbacks start before the
      // resubmit stores the id.
      const order = await readyOrder();
      const shipment = prodigiCallback(
        `evt_early_${order.id}`,
        'com.prodigi.order.shipments.shipment#Shipped',
        { id: `ord_early_${++eventCounter}`, merchantReference: order.id },
        { stage: 'InProgress', shipments: [parcel('EARLY0001')] },
      );
      expect((await callback(shipment)).statusCode).toBe(503);
      expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'approved', shipments: [] });

      // The resubmit stores Prodigi's id (as the print-file job's does); Prodigi sends it again.
      await t.app.db
        .update(orders)
        .set({ fulfilmentRef: shipment.data.order.id })
        .where(eq(orders.id, order.id));
      expect((await callback(shipment)).statusCode).toBe(200);
      expect(await orderRow(t.app, order.id)).toMatchObject({
        status: 'shipped',
        trackingNumber: 'EARLY0001',
      });
    });

    it("another order's Prodigi id moves neither order: no shipment, no cancellation, no refund", async () => {
      const other = await sentOrder();
      const held = await heldOrder();
      const sent = await sentOrder();
      const refundsBefore = payments.refunds.length;

      // Our id with the Prodigi id of another of our orders, for a shipment and a cancellation.
      const shipped = await callback(
        prodigiCallback(
          `evt_swap_s_${sent.id}`,
          'com.prodigi.order.shipments.shipment#Shipped',
          { id: other.fulfilmentRef!, merchantReference: sent.id },
          { stage: 'InProgress', shipments: [parcel('SWAP0001')] },
        ),
      );
      const cancelled = await callback(
        prodigiCallback(
          `evt_swap_c_${held.id}`,
          'com.prodigi.order.status.stage.changed#Cancelled',
          { id: other.fulfilmentRef!, merchantReference: held.id },
          { stage: 'Cancelled' },
        ),
      );
      expect([shipped.statusCode, cancelled.statusCode]).toEqual([200, 200]);

      expect(await orderRow(t.app, sent.id)).toMatchObject({
        status: 'in_production',
        trackingNumber: null,
        shipments: [],
      });
      expect(await orderRow(t.app, held.id)).toMatchObject({
        status: 'approved',
        refundRef: null,
        fulfilmentError: null,
      });
      expect(await orderRow(t.app, other.id)).toMatchObject({
        status: 'in_production',
        trackingNumber: null,
        fulfilmentError: null,
      });
      expect(payments.refunds.length).toBe(refundsBefore);
      expect(ignoredLines(sent.id).map((l) => l.reason)).toEqual(['other-prodigi-order']);
      expect(ignoredLines(held.id).map((l) => l.reason)).toEqual(['other-prodigi-order']);
    });

    it('a tracking link that is not http(s) is left out; the parcel is still recorded', async () => {
      const order = await sentOrder();
      const res = await callback(
        event(order, 'com.prodigi.order.shipments.shipment#Shipped', {
          stage: 'InProgress',
          shipments: [{ ...parcel('JS0001'), trackingUrl: 'javascript:alert(document.cookie)' }],
        }),
      );
      expect(res.statusCode).toBe(200);
      const complete = await callback(
        event(order, 'com.prodigi.order.status.stage.changed#Complete', {
          stage: 'Complete',
          shipments: [
            { ...parcel('JS0001'), trackingUrl: 'javascript:alert(document.cookie)' },
            { ...parcel('DATA0002'), trackingUrl: 'data:text/html,<script>alert(1)</script>' },
            { ...parcel('OK0003'), trackingUrl: 'https://dhl.example/track/OK0003' },
          ],
        }),
      );
      expect(complete.statusCode).toBe(200);

      const after = await orderRow(t.app, order.id);
      expect(after).toMatchObject({
        status: 'shipped',
        trackingNumber: 'JS0001',
        trackingUrl: null,
      });
      expect(after.shipments.map((s) => [s.trackingNumber, s.trackingUrl])).toEqual([
        ['JS0001', null],
        ['DATA0002', null],
        ['OK0003', 'https://dhl.example/track/OK0003'],
      ]);
      const detail = (
        await admin.send('GET', `/api/admin/orders/${order.id}`)
      ).json<AdminOrderDetail>();
      expect(JSON.stringify(detail)).not.toMatch(/javascript:|data:text/);
      const mails = await orderMails(t.app, ada.email);
      expect(mails.some((m) => m.text.includes('javascript:'))).toBe(false);
    });
  });

  it('the callback secret never reaches the log: the URL is logged with [redacted]', async () => {
    const order = await sentOrder();
    logLines.length = 0;
    const res = await callback(
      event(order, 'com.prodigi.order.status.stage.changed#InProgress', { stage: 'InProgress' }),
    );
    expect(res.statusCode).toBe(200);
    const refused = await callback(
      event(order, 'com.prodigi.order.status.stage.changed#InProgress', { stage: 'InProgress' }),
      `${SECRET}-wrong`,
    );
    expect(refused.statusCode).toBe(401);

    const text = logLines.join('');
    expect(text).not.toContain(SECRET);
    const urls = logged()
      .map((l) => (l.req as { url?: string } | undefined)?.url)
      .filter((u): u is string => Boolean(u?.startsWith('/api/fulfilment/prodigi/callback')));
    expect(urls).toEqual([
      '/api/fulfilment/prodigi/callback?secret=[redacted]',
      '/api/fulfilment/prodigi/callback?secret=[redacted]',
    ]);
  });
});
