import { randomUUID } from 'node:crypto';
import {
  GENERATION_MESSAGES,
  ORDER_MESSAGES,
  PLACEHOLDER_CUSTOMER_INFO,
  type OrderDetail,
  type OrderSummary,
  type OrderTracking,
} from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visionBoards } from '../../db/schema/generation';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  minutesAgo,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';

describe('artwork orders, the order list and tracking', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let product: { id: string; slug: string; title: string };

  const post = (payload: object, who: Shopper = ada) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: who.headers });
  const get = (url: string, who: Shopper | null = ada) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const orderBody = (visionBoardId: string, productId = product.id) => ({
    visionBoardId,
    productId,
    customerInfo: PLACEHOLDER_CUSTOMER_INFO,
  });
  const ordersOf = (visionBoardId: string) =>
    t.app.db.select().from(orders).where(eq(orders.visionBoardId, visionBoardId));

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    product = await insertProduct(t.app);
  });
  afterAll(() => t.close());

  it("POST /api/orders → 201 order of kind 'artwork', status 'received', with its first event", async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const res = await post(orderBody(board.id));
    expect(res.statusCode).toBe(201);
    const order: OrderSummary = res.json();
    expect(order).toMatchObject({
      kind: 'artwork',
      status: 'received',
      visionBoardId: board.id,
      productId: product.id,
      productTitle: product.title,
      artworkTitle: 'Ada',
      artworkId: null,
    });
    const [row] = await ordersOf(board.id);
    expect(row).toMatchObject({ id: order.id, userId: ada.id });
    expect(row!.customerInfo).toEqual(PLACEHOLDER_CUSTOMER_INFO);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.status)).toEqual(['received']);
  });

  it('a retried submission answers the same order with 200 and writes nothing more', async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const first = await post(orderBody(board.id));
    const second = await post(orderBody(board.id));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    // Even at once: one order, one event.
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(orderBody(board.id))));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ordersOf(board.id)).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, first.json().id));
    expect(events).toHaveLength(1);
  });

  it('concurrent first submissions of one board leave one order', async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(orderBody(board.id))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await ordersOf(board.id)).toHaveLength(1);
  });

  it("a product other than the board's → 400; another user's board → 404; nothing stored", async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const other = await insertProduct(t.app);
    const mismatch = await post(orderBody(board.id, other.id));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toEqual({
      code: 'PRODUCT_MISMATCH',
      message: ORDER_MESSAGES.PRODUCT_MISMATCH,
    });
    const foreign = await post(orderBody(board.id), eve);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(GENERATION_MESSAGES.BOARD_NOT_FOUND);
    expect(await ordersOf(board.id)).toEqual([]);
  });

  it.each([
    ['an unknown field', { extra: 1 }],
    ['an unknown customerInfo field', { customerInfo: { ...PLACEHOLDER_CUSTOMER_INFO, x: 1 } }],
    ['a malformed visionBoardId', { visionBoardId: 'board-1' }],
    ['no customerInfo', { customerInfo: undefined }],
  ])('POST /api/orders with %s → 400', async (_case, change) => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const res = await post({ ...orderBody(board.id), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await ordersOf(board.id)).toEqual([]);
  });

  it('GET /api/orders: every kind, newest first, with product title and artwork thumbnail', async () => {
    const me = await newShopper(t.app, 'buyer');
    const boardA = await insertBoard(t.app, me.id, product.id);
    const boardB = await insertBoard(t.app, me.id, product.id);
    await t.app.db
      .update(visionBoards)
      .set({ items: 'board_title: Dreams 2027\nfocus_area: Travel' })
      .where(eq(visionBoards.id, boardB.id));
    const older = (await post(orderBody(boardA.id), me)).json() as OrderSummary;
    await t.app.db
      .update(orders)
      .set({ createdAt: minutesAgo(30) })
      .where(eq(orders.id, older.id));
    const art = await insertArtwork(t.app, { userId: me.id, visionBoardId: boardA.id });
    await insertArtwork(t.app, { userId: me.id, visionBoardId: boardB.id, status: 'running' });
    const newer = (await post(orderBody(boardB.id), me)).json() as OrderSummary;
    const [canvas] = await t.app.db
      .insert(orders)
      .values({
        userId: me.id,
        kind: 'canvas',
        status: 'paid',
        productId: product.id,
        artworkId: art.id,
        amountCents: 8900,
        currency: 'usd',
        createdAt: minutesAgo(10),
      })
      .returning();
    // Eve's order is not in the list.
    await post(orderBody((await insertBoard(t.app, eve.id, product.id)).id), eve);

    const res = await get('/api/orders', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list: OrderSummary[] = res.json();
    expect(list.map((o) => [o.id, o.kind])).toEqual([
      [newer.id, 'artwork'],
      [canvas!.id, 'canvas'],
      [older.id, 'artwork'],
    ]);
    expect(list.every((o) => o.productTitle === product.title)).toBe(true);
    // Titled by the shopper's own words: the board's, or (a print) its artwork's board's.
    expect(list.map((o) => o.artworkTitle)).toEqual(['Dreams 2027', 'Ada', 'Ada']);
    // Board B's artwork is still running: no thumbnail yet.
    expect(list[0]!.thumbnailUrl).toBeNull();
    expect(list[1]).toMatchObject({ amountCents: 8900, currency: 'usd', status: 'paid' });
    for (const o of [list[1]!, list[2]!]) {
      expect(o.thumbnailUrl).toContain(`${art.id}/preview.webp`);
      const image = await t.app.inject({ method: 'GET', url: o.thumbnailUrl! });
      expect(image.statusCode).toBe(200);
    }
  });

  it('GET /api/orders/{id} and /api/order-tracking: the owner sees the order and its timeline', async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const order = (await post(orderBody(board.id))).json() as OrderSummary;
    // Later steps as the generation pipeline writes them.
    await t.app.db.insert(orderEvents).values([
      { orderId: order.id, status: 'ready', createdAt: new Date(Date.now() + 2000) },
      { orderId: order.id, status: 'generating', createdAt: new Date(Date.now() + 1000) },
    ]);
    await t.app.db.update(orders).set({ status: 'ready' }).where(eq(orders.id, order.id));

    const detail = await get(`/api/orders/${order.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: order.id,
      status: 'ready',
      customerInfo: PLACEHOLDER_CUSTOMER_INFO,
    } satisfies Partial<OrderDetail>);

    const tracking = await get(`/api/order-tracking?orderId=${order.id}`);
    expect(tracking.statusCode).toBe(200);
    const body: OrderTracking = tracking.json();
    expect(body.order).toMatchObject({ id: order.id, status: 'ready' });
    expect(body.events.map((e) => e.status)).toEqual(['received', 'generating', 'ready']);
  });

  it('steps with the same time show in lifecycle order, whatever their ids', async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const order = (await post(orderBody(board.id))).json() as OrderSummary;
    // Two steps written in one transaction at one instant (a clock's resolution can make them
    // equal). The ids run backwards, so sorting by id would show 'ready' before 'generating'.
    const instant = new Date(Date.now() + 1000);
    await t.app.db.transaction(async (tx) => {
      await tx.insert(orderEvents).values({
        id: `ffffffff${randomUUID().slice(8)}`,
        orderId: order.id,
        status: 'generating',
        createdAt: instant,
      });
      await tx.insert(orderEvents).values({
        id: `00000000${randomUUID().slice(8)}`,
        orderId: order.id,
        status: 'ready',
        createdAt: instant,
      });
    });
    const body: OrderTracking = (await get(`/api/order-tracking?orderId=${order.id}`)).json();
    expect(body.events.map((e) => e.status)).toEqual(['received', 'generating', 'ready']);
  });

  it("another user's order answers 404 to the detail and the tracking", async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const order = (await post(orderBody(board.id))).json() as OrderSummary;
    for (const url of [`/api/orders/${order.id}`, `/api/order-tracking?orderId=${order.id}`]) {
      const res = await get(url, eve);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: ORDER_MESSAGES.NOT_FOUND });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('tracking without a valid orderId → 400; orders need sign-in', async () => {
    for (const url of ['/api/order-tracking', '/api/order-tracking?orderId=42']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await get('/api/orders/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/orders', null)).statusCode).toBe(401);
  });
});
