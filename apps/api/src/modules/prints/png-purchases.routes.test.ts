import { type PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/content';
import { visionBoards } from '../../db/schema/generation';
import { orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import { insertArtwork, insertBoard } from '../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { downloadKey } from './png-purchases.service';
import {
  fakePayments,
  fakeRenderer,
  orderMails,
  markPaid,
  orderRow,
  type FakePayments,
} from './prints.test-helpers';

describe('PNG purchases and downloads', () => {
  let t: TestApp;
  let ada: TestUser;
  let eve: TestUser;
  let payments: FakePayments;
  let renders: string[];
  let boardId: string;

  const call = (method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const buy = (artworkId: string, who: TestUser = ada) =>
    call('POST', '/api/png-purchases', who, { artworkId });
  const newArtwork = async (status?: 'queued' | 'failed') =>
    insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId, ...(status ? { status } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    payments = fakePayments(t.app);
    const renderer = fakeRenderer();
    t.app.prints.renderer = renderer;
    renders = renderer.pngs;
    ada = await createUser(t.app, 'ada');
    eve = await createUser(t.app, 'eve');
    const board = await insertBoard(t.app, ada.id, null);
    await t.app.db
      .update(visionBoards)
      .set({ items: 'board_title: Grace & Light!\nmessage: hope' })
      .where(eq(visionBoards.id, board.id));
    boardId = board.id;
    await t.app.db
      .insert(siteSettings)
      .values({ key: 'pricing.pngDownload', value: { priceCents: 750, currency: 'usd' } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { priceCents: 750, currency: 'usd' } },
      });
  });
  afterAll(() => t.close());

  it("starts a checkout at the server's PNG price, and a repeat answers the same purchase", async () => {
    const art = await newArtwork();
    const first = await buy(art.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json();
    expect(body).toMatchObject({ status: 'pending_payment' });
    expect(body.url).toMatch(/^https:\/\/checkout\.test\//);
    const order = await orderRow(t.app, body.id);
    expect(order).toMatchObject({
      kind: 'png',
      artworkId: art.id,
      amountCents: 750,
      subtotalCents: 750,
      shippingCents: 0,
      currency: 'usd',
    });
    expect(order.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // Pending: the same purchase with a fresh checkout.
    const again = await buy(art.id);
    expect(again.json()).toMatchObject({ id: body.id, status: 'pending_payment' });
    expect(again.json().url).not.toBe(body.url);

    // Paid: the existing purchase, no checkout.
    await markPaid(t.app, body.id);
    const before = payments.checkouts.length;
    const paid = await buy(art.id);
    expect(paid.json()).toEqual({ id: body.id, status: 'paid', url: null });
    expect(payments.checkouts.length).toBe(before);
    const rows = await t.app.db.select().from(orders).where(eq(orders.artworkId, art.id));
    expect(rows).toHaveLength(1);
    const mails = await orderMails(t.app, ada.email);
    expect(mails.some((m) => m.subject.startsWith('Thank you for your order'))).toBe(true);
  });

  it('two buys at once make one purchase', async () => {
    const art = await newArtwork();
    const answers = await Promise.all([buy(art.id), buy(art.id), buy(art.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await t.app.db.select().from(orders).where(eq(orders.artworkId, art.id));
    expect(rows).toHaveLength(1);
  });

  it("another user's artwork is 404, an unfinished one 409, a price in the body 400; nothing is made", async () => {
    const art = await newArtwork();
    const other = await buy(art.id, eve);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
    const queued = await newArtwork('queued');
    const notReady = await buy(queued.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toBe(PRINTS_MESSAGES.ARTWORK_NOT_READY);
    const priced = await call('POST', '/api/png-purchases', ada, {
      artworkId: art.id,
      priceCents: 1,
    });
    expect(priced.statusCode).toBe(400);
    expect((await call('POST', '/api/png-purchases', null, { artworkId: art.id })).statusCode).toBe(
      401,
    );
    const rows = await t.app.db.select().from(orders).where(eq(orders.artworkId, art.id));
    expect(rows).toHaveLength(0);
  });

  it('download: 402 before purchase, the full PNG after (cached), 404 for anyone else, 401 signed out', async () => {
    const art = await newArtwork();
    const url = `/api/download-png/${art.id}`;
    const before = await call('GET', url, ada);
    expect(before.statusCode).toBe(402);
    expect(before.json().error).toEqual({
      code: 'PNG_NOT_PURCHASED',
      message: PRINTS_MESSAGES.PNG_NOT_PURCHASED,
    });
    expect(before.headers['cache-control']).toBe('private, no-store');

    const { id } = (await buy(art.id)).json();
    expect((await call('GET', url, ada)).statusCode).toBe(402);
    await markPaid(t.app, id);

    const res = await call('GET', url, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="grace-light-${art.id.slice(0, 8)}.png"`,
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width!, meta.height!)).toBeGreaterThanOrEqual(2048);
    // The preview is the watermarked 4×5 stand-in; the download is other pixels altogether.
    // (With the fake renderer this proves the plumbing, not the renderer's watermark removal.)
    const preview = await t.app.storage.get(art.previewKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of preview!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(res.rawPayload)).toBe(false);

    // Stored on the first download, served from storage after: rendered once.
    expect(await t.app.storage.exists(downloadKey(art.id))).toBe(true);
    const again = await call('GET', url, ada);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(renders.filter((r) => r === art.id)).toHaveLength(1);

    expect((await call('GET', url, eve)).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
  });

  it('lists my purchases newest first and reads one; others get 404', async () => {
    const older = await newArtwork();
    const newer = await newArtwork();
    const a = (await buy(older.id)).json();
    const b = (await buy(newer.id)).json();
    await markPaid(t.app, a.id);

    const list = await call('GET', '/api/png-purchases/user', ada);
    expect(list.statusCode).toBe(200);
    const items: PngPurchase[] = list.json();
    const ids = items.map((p) => p.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const paid = items.find((p) => p.id === a.id)!;
    expect(paid).toMatchObject({
      kind: 'png',
      status: 'paid',
      artworkId: older.id,
      amountCents: 750,
      artworkTitle: 'Grace & Light!',
      downloadUrl: `/api/download-png/${older.id}`,
    });
    expect(paid.paidAt).not.toBeNull();
    expect(items.find((p) => p.id === b.id)!.downloadUrl).toBeNull();

    expect((await call('GET', `/api/png-purchase/${b.id}`, ada)).json()).toMatchObject({
      id: b.id,
      status: 'pending_payment',
    });
    expect((await call('GET', `/api/png-purchase/${b.id}`, eve)).statusCode).toBe(404);
    expect((await call('GET', '/api/png-purchases/user', eve)).json()).toEqual([]);
  });
});
