import type {
  AdminOrderCounts,
  AdminOrderDetail,
  AdminOrderList,
} from '@atelier/shared/schemas/admin-orders';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertArtwork, insertBoard } from '../../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../../generation/generation.test-helpers';
import {
  fakePayments,
  insertCanvasOrder,
  approveForTest,
  markPaid,
  orderMails,
  orderRow,
  setUpCatalogue,
  type FakePayments,
} from '../../prints/prints.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

describe('/api/admin/orders', () => {
  let t: TestApp;
  let admin: AdminClient;
  let ada: TestUser;
  let payments: FakePayments;
  let size: { id: string; priceCents: number };
  let boardId: string;

  const newCanvasOrder = async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    return insertCanvasOrder(
      t.app,
      {
        userId: ada.id,
        artworkId: art.id,
        visionBoardId: boardId,
      },
      size,
    );
  };
  const paidCanvasOrder = async () => {
    const order = await newCanvasOrder();
    await markPaid(t.app, order.id, 'manual');
    // Paid, its proof approved by the shopper: production may start (issue 27 point 4).
    await approveForTest(t.app, order.id);
    return order;
  };
  const act = (id: string, payload: object) =>
    admin.send('POST', `/api/admin/orders/${id}/actions`, payload);
  const detail = async (id: string) =>
    (await admin.send('GET', `/api/admin/orders/${id}`)).json<AdminOrderDetail>();

  beforeAll(async () => {
    t = await createTestApp();
    payments = fakePayments(t.app);
    admin = await newAdmin(t.app);
    ada = await createUser(t.app, 'ada-orders');
    size = (await setUpCatalogue(t.app)).medium;
    boardId = (await insertBoard(t.app, ada.id, null)).id;
  });
  afterAll(() => t.close());

  it('lists every kind newest first, with status counts beside, filters and search', async () => {
    const first = await newCanvasOrder();
    const second = await paidCanvasOrder();
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const [png] = await t.app.db
      .insert(orders)
      .values({
        userId: ada.id,
        kind: 'png',
        status: 'pending_payment',
        artworkId: art.id,
        amountCents: 499,
        currency: 'usd',
      })
      .returning();
    const [request] = await t.app.db
      .insert(orders)
      .values({ userId: ada.id, kind: 'artwork', status: 'received', visionBoardId: null })
      .returning();

    const res = await admin.send('GET', '/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json<AdminOrderList>();
    expect(list.items.map((o) => o.id).slice(0, 4)).toEqual([
      request!.id,
      png!.id,
      second.id,
      first.id,
    ]);
    expect(list.items[0]).toMatchObject({ kind: 'artwork', status: 'received' });
    expect(list.items[2]).toMatchObject({
      kind: 'canvas',
      status: 'approved',
      customerEmail: ada.email,
      summary: '12×16 in · Mirror wrap',
      totalCents: 9400,
      printFileStatus: 'pending',
    });
    expect(list.items[1]!.summary).toBe('Full-resolution PNG');
    expect(list).toMatchObject({ nextCursor: null, prevCursor: null });

    const counts = (
      await admin.send('GET', '/api/admin/orders/counts?kind=canvas&status=approved')
    ).json<AdminOrderCounts>();
    expect(counts.statusCounts.pending_payment).toBeGreaterThanOrEqual(1);
    expect(counts.statusCounts.approved).toBeGreaterThanOrEqual(1);
    expect(counts.statusCounts.received).toBeUndefined();

    const canvasPaid = await admin.send('GET', '/api/admin/orders?kind=canvas&status=approved');
    const filtered = canvasPaid.json<AdminOrderList>();
    expect(filtered.items.every((o) => o.kind === 'canvas' && o.status === 'approved')).toBe(true);
    expect(filtered.items).toHaveLength(counts.statusCounts.approved!);

    const byId = await admin.send('GET', `/api/admin/orders?q=${second.id.slice(0, 8)}`);
    expect(byId.json<AdminOrderList>().items.map((o) => o.id)).toEqual([second.id]);
    const byEmail = await admin.send('GET', `/api/admin/orders?q=${ada.email.slice(0, 12)}`);
    expect(byEmail.json<AdminOrderList>().items.length).toBeGreaterThanOrEqual(4);
    const page = await admin.send('GET', '/api/admin/orders?limit=1');
    const one = page.json<AdminOrderList>();
    expect(one.items.map((o) => o.id)).toEqual([request!.id]);
    const next = await admin.send('GET', `/api/admin/orders?limit=1&cursor=${one.nextCursor}`);
    expect(next.json<AdminOrderList>().items.map((o) => o.id)).toEqual([png!.id]);
    expect((await admin.send('GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it('a shopper is refused; an unknown order is 404; an artwork request has no actions', async () => {
    const order = await newCanvasOrder();
    const shopper = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: ada.headers,
    });
    expect(shopper.statusCode).toBe(403);
    const [artworkOrder] = await t.app.db
      .insert(orders)
      .values({ userId: ada.id, kind: 'artwork', status: 'received', visionBoardId: boardId })
      .returning();
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const shown = await admin.send('GET', `/api/admin/orders/${artworkOrder!.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<AdminOrderDetail>()).toMatchObject({
      kind: 'artwork',
      status: 'received',
      artworkId: art.id,
      actions: [],
      notes: [],
      mockupUrl: null,
    });
    const refused = await act(artworkOrder!.id, { action: 'cancel' });
    expect(refused.statusCode).toBe(409);
    expect((await orderRow(t.app, artworkOrder!.id)).status).toBe('received');
    const unknown = await admin.send(
      'GET',
      '/api/admin/orders/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('marks a paid canvas in production, shipped and delivered: timeline with actors, mails', async () => {
    const order = await paidCanvasOrder();
    const d0 = await detail(order.id);
    expect(d0).toMatchObject({
      kind: 'canvas',
      status: 'approved',
      customer: { id: ada.id, email: ada.email },
      size: { widthInches: 12, heightInches: 16 },
      wrap: 'mirror',
      subtotalCents: 7900,
      shippingCents: 1500,
      totalCents: 9400,
      shippingAddress: { name: 'Ada Lovelace', country: 'US' },
      printFile: { status: 'pending', downloadUrl: null },
      fulfilment: { provider: 'manual', ref: null, error: null },
      actions: ['in_production', 'shipped', 'cancel', 'refund'],
    });
    expect(d0.previewUrl).toContain('preview.webp');

    const inProduction = await act(order.id, { action: 'in_production' });
    expect(inProduction.statusCode).toBe(200);
    expect(inProduction.json().status).toBe('in_production');

    const shipped = await act(order.id, {
      action: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
      trackingUrl: 'https://track.example/RM123456789GB',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<AdminOrderDetail>()).toMatchObject({
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
      trackingUrl: 'https://track.example/RM123456789GB',
      shipments: [{ carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' }],
      actions: ['delivered', 'refund'],
    });

    const delivered = await act(order.id, { action: 'delivered', note: 'Signed for by Ada' });
    const d = delivered.json<AdminOrderDetail>();
    expect(d.status).toBe('delivered');
    expect(d.events.map((e) => [e.status, e.actor])).toEqual([
      ['pending_payment', 'shopper'],
      ['paid', 'payment'],
      ['awaiting_approval', 'system'],
      ['approved', 'shopper'],
      ['in_production', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
    expect(d.events.at(-1)!.note).toBe('Signed for by Ada');

    const subjects = (await orderMails(t.app, ada.email, order.id)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Your canvas is being made'),
        expect.stringContaining('Your canvas is on its way'),
        expect.stringContaining('Your canvas was delivered'),
      ]),
    );
    const shippedMail = (await orderMails(t.app, ada.email)).find((m) =>
      m.subject.startsWith('Your canvas is on its way'),
    );
    expect(shippedMail!.text).toContain('https://track.example/RM123456789GB');
  });

  it('refuses a move the status does not allow with 409 and its message; nothing changes', async () => {
    const pending = await newCanvasOrder();
    const early = await act(pending.id, { action: 'in_production' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This order cannot move from pending payment to in production.',
    });
    const paid = await paidCanvasOrder();
    const skip = await act(paid.id, { action: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('This order cannot move from approved to delivered.');
    expect((await orderRow(t.app, paid.id)).status).toBe('approved');

    const noTracking = await act(paid.id, { action: 'shipped', carrier: 'UPS' });
    expect(noTracking.statusCode).toBe(400);
    expect((await orderRow(t.app, paid.id)).status).toBe('approved');

    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const [png] = await t.app.db
      .insert(orders)
      .values({ userId: ada.id, kind: 'png', status: 'pending_payment', artworkId: art.id })
      .returning();
    await markPaid(t.app, png!.id);
    const pngShip = await act(png!.id, {
      action: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z',
    });
    expect(pngShip.statusCode).toBe(409);
    expect((await detail(png!.id)).actions).toEqual(['cancel', 'refund']);
  });

  it('cancel: a paid order is refunded first; an order in production cannot be cancelled', async () => {
    const pending = await newCanvasOrder();
    const unpaid = await act(pending.id, { action: 'cancel', note: 'Customer asked' });
    expect(unpaid.json()).toMatchObject({ status: 'cancelled', refundRef: null });
    expect(payments.refunds).not.toContain(pending.id);

    const paid = await paidCanvasOrder();
    const cancelled = await act(paid.id, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      refundRef: `re_${paid.id.slice(0, 8)}`,
      actions: [],
    });
    expect(payments.refunds).toContain(paid.id);
    const mail = (await orderMails(t.app, ada.email)).find(
      (m) => m.subject === `Your order was cancelled (order ${paid.id.slice(0, 8)})`,
    );
    expect(mail!.text).toContain('you paid is refunded');

    const making = await paidCanvasOrder();
    await act(making.id, { action: 'in_production' });
    const late = await act(making.id, { action: 'cancel' });
    expect(late.statusCode).toBe(409);
    expect(payments.refunds).not.toContain(making.id);
    expect((await orderRow(t.app, making.id)).status).toBe('in_production');
  });

  it('refund: the money goes back and the order is refunded; a failed refund changes nothing', async () => {
    const order = await paidCanvasOrder();
    await act(order.id, { action: 'in_production' });
    payments.failRefund = true;
    const failed = await act(order.id, { action: 'refund' });
    payments.failRefund = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(PRINTS_MESSAGES.REFUND_FAILED);
    expect(await orderRow(t.app, order.id)).toMatchObject({
      status: 'in_production',
      refundRef: null,
    });

    const refunded = await act(order.id, { action: 'refund', note: 'Damaged in transit' });
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundRef: expect.any(String) });
    expect(
      (await orderMails(t.app, ada.email)).some((m) =>
        m.subject.startsWith(`Your order was refunded (order ${order.id.slice(0, 8)})`),
      ),
    ).toBe(true);
    const again = await act(order.id, { action: 'refund' });
    expect(again.statusCode).toBe(409);
  });

  it('the print file: 404 until ready, then the file as an attachment', async () => {
    const order = await paidCanvasOrder();
    const before = await admin.send('GET', `/api/admin/orders/${order.id}/print-file`);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toEqual({
      code: 'PRINT_FILE_NOT_READY',
      message: PRINTS_MESSAGES.PRINT_FILE_NOT_READY,
    });

    const file = await sharp({
      create: { width: 40, height: 50, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .toBuffer();
    const key = `print-files/${order.id}/print.jpg`;
    await t.app.storage.put(key, file, { contentType: 'image/jpeg' });
    await t.app.db
      .update(orders)
      .set({ printFileStatus: 'ready', printFileKey: key, printFileWidth: 40, printFileHeight: 50 })
      .where(eq(orders.id, order.id));

    expect((await detail(order.id)).printFile).toEqual({
      status: 'ready',
      width: 40,
      height: 50,
      error: null,
      downloadUrl: `/api/admin/orders/${order.id}/print-file`,
    });
    const res = await admin.send('GET', `/api/admin/orders/${order.id}/print-file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="order-${order.id.slice(0, 8)}-12x16in.jpg"`,
    );
    expect(res.rawPayload.equals(file)).toBe(true);
  });

  it("shows the canvas mockup the shopper saw: the detail's mockupUrl answers a JPEG", async () => {
    const order = await paidCanvasOrder();
    // The fixture artwork has only a preview: give it an original, as a finished artwork has.
    const originalKey = `generated-artwork/${ada.id}/${order.artworkId}/original.png`;
    const original = await sharp({
      create: { width: 40, height: 50, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    await t.app.storage.put(originalKey, original, { contentType: 'image/png' });
    await t.app.db.update(artworks).set({ originalKey }).where(eq(artworks.id, order.artworkId!));

    const url = (await detail(order.id)).mockupUrl;
    expect(url).toBe(`/api/admin/orders/${order.id}/mockup`);
    const res = await admin.send('GET', url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThan(400);

    const png = await t.app.db
      .insert(orders)
      .values({ userId: ada.id, kind: 'png', status: 'paid', amountCents: 499, currency: 'usd' })
      .returning();
    expect((await detail(png[0]!.id)).mockupUrl).toBeNull();
    expect((await admin.send('GET', `/api/admin/orders/${png[0]!.id}/mockup`)).statusCode).toBe(
      404,
    );
  });
});
