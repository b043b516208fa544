import {
  ARTWORK_MESSAGES,
  CUSTOM_ARTWORK_REQUEST,
  GENERATION_MESSAGES,
  ORDER_MESSAGES,
  PLACEHOLDER_CUSTOMER_INFO,
  UPLOADED_IMAGE_MESSAGES,
  type Artwork,
  type UploadedImage,
  type VisionBoard,
} from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImages, visionBoards } from '../../db/schema/generation';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  insertUpload,
  minutesAgo,
  newShopper,
  type Shopper,
} from './shopper.test-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('vision boards, uploaded images and the submission chain', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let product: { id: string; slug: string; title: string };

  const post = (url: string, payload: object, who: Shopper | null = ada) =>
    t.app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });
  const get = (url: string, who: Shopper | null = ada) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const createBoard = async (items = 'name: Ada\nverse: Psalm 23', who = ada) => {
    const res = await post('/api/vision-boards', { items, productId: product.id }, who);
    expect(res.statusCode).toBe(201);
    return res.json() as VisionBoard;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    // Optional fields: an empty board ('Custom artwork request') is a board of this product too.
    product = await insertProduct(t.app, {
      fields: [
        { fieldName: 'name', fieldLabel: 'Name', fieldType: 'text' },
        { fieldName: 'verse', fieldLabel: 'Verse', fieldType: 'textarea' },
        { fieldName: 'photo', fieldLabel: 'Photo', fieldType: 'image' },
      ],
    });
  });
  afterAll(() => t.close());

  it('board → uploaded image → order: each step stored, readable by the owner', async () => {
    const board = await createBoard('  name: Ada\r\nverse: Psalm 23  ');
    expect(board).toMatchObject({
      id: expect.stringMatching(UUID),
      items: 'name: Ada\nverse: Psalm 23',
      productId: product.id,
      productSlug: product.slug,
      productTitle: product.title,
    });

    // The photo goes through the real upload API, as the product form sends it.
    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 140, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: form,
      headers: ada.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const upload = uploaded.json<{ url: string; key: string }>();
    const image = await post('/api/uploaded-images', {
      visionBoardId: board.id,
      filename: 'photo_0.jpg',
      url: upload.url,
    });
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({
      visionBoardId: board.id,
      filename: 'photo_0.jpg',
      key: upload.key,
    });
    const [stored] = await t.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.visionBoardId, board.id));
    expect(stored!.key).toBe(upload.key);

    const order = await post('/api/orders', {
      visionBoardId: board.id,
      productId: product.id,
      customerInfo: PLACEHOLDER_CUSTOMER_INFO,
    });
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ kind: 'artwork', status: 'received' });

    // What the clone flow reads back.
    const again = await get(`/api/vision-boards/${board.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: board.id, items: board.items, latestArtwork: null });
    const images = await get(`/api/vision-boards/${board.id}/images`);
    expect(images.statusCode).toBe(200);
    const list: UploadedImage[] = images.json();
    expect(list.map((i) => [i.filename, i.key])).toEqual([['photo_0.jpg', upload.key]]);
    // The fresh signed URL serves the photo itself.
    const file = await t.app.inject({ method: 'GET', url: list[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(64);
  });

  it("stores 'Custom artwork request' when the items are empty or blank", async () => {
    for (const items of ['', '   \n  ']) {
      const board = await createBoard(items);
      expect(board.items).toBe(CUSTOM_ARTWORK_REQUEST);
      const [row] = await t.app.db.select().from(visionBoards).where(eq(visionBoards.id, board.id));
      expect(row!.items).toBe(CUSTOM_ARTWORK_REQUEST);
    }
  });

  it('refuses an unknown or inactive product with 404 and stores no board', async () => {
    const inactive = await insertProduct(t.app, { isActive: false });
    const before = (await t.app.db.select().from(visionBoards)).length;
    for (const productId of [inactive.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await post('/api/vision-boards', { items: 'name: Ada', productId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(ORDER_MESSAGES.PRODUCT_NOT_FOUND);
    }
    expect((await t.app.db.select().from(visionBoards)).length).toBe(before);
  });

  it.each([
    ['an unknown field', { items: 'a: b', productId: '', role: 'admin' }, /Unknown field: role/],
    ['a productId that is not a UUID', { items: 'a: b', productId: 'abc' }, /productId/],
    ['missing items', { productId: '00000000-0000-4000-8000-000000000000' }, /items/],
  ])('POST /api/vision-boards with %s → 400', async (_case, payload, message) => {
    const res = await post('/api/vision-boards', {
      ...payload,
      ...(payload.productId === '' ? { productId: product.id } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toMatch(message);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await get('/api/vision-boards', null)).statusCode).toBe(401);
    const res = await post('/api/vision-boards', { items: 'a: b', productId: product.id }, null);
    expect(res.statusCode).toBe(401);
  });

  it('a photo uploaded before sign-in (the saved draft) can be registered once signed in', async () => {
    const jpeg = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .toBuffer();
    const guestUpload = async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: form,
      });
      expect(res.statusCode).toBe(200);
      const setCookie = [res.headers['set-cookie'] ?? []].flat();
      const guest = setCookie.find((c) => c.startsWith('atelier_guest='));
      expect(guest).toBeDefined();
      return { url: res.json().url as string, cookie: guest!.split(';')[0]! };
    };
    const mine = await guestUpload();
    const strangers = await guestUpload();
    const me = await newShopper(t.app, 'drafter');
    const board = await createBoard('name: Ada', me);
    const register = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploaded-images',
        payload: { visionBoardId: board.id, filename: 'photo_0.jpg', url },
        headers: { ...me.headers, cookie: mine.cookie },
      });
    // Another visitor's guest photo stays theirs.
    expect((await register(strangers.url)).statusCode).toBe(400);
    expect((await register(mine.url)).statusCode).toBe(201);
  });

  it("refuses to register another user's upload, or a URL that is not ours, with 400", async () => {
    const board = await createBoard();
    const evesUpload = await insertUpload(t.app, eve.id);
    const mine = await insertUpload(t.app, ada.id);
    for (const url of [
      evesUpload.url,
      evesUpload.key,
      `https://evil.example${mine.url}`,
      `user-uploads/${ada.id}/never-uploaded.jpg`,
      'static-assets/seed/hero.webp',
      '../../etc/passwd',
    ]) {
      const res = await post('/api/uploaded-images', {
        visionBoardId: board.id,
        filename: 'photo_0.jpg',
        url,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({
        code: 'UPLOAD_NOT_OWNED',
        message: UPLOADED_IMAGE_MESSAGES.NOT_YOUR_UPLOAD,
      });
    }
    const rows = await t.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.visionBoardId, board.id));
    expect(rows).toEqual([]);
  });

  it('validates the uploaded-image body (filename pattern, UUID, unknown field)', async () => {
    const board = await createBoard();
    const { url } = await insertUpload(t.app, ada.id);
    const cases = [
      { visionBoardId: board.id, filename: 'photo.png', url },
      { visionBoardId: 'nope', filename: 'photo_0.jpg', url },
      { visionBoardId: board.id, filename: 'photo_0.jpg', url, key: 'x' },
    ];
    for (const payload of cases) {
      const res = await post('/api/uploaded-images', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('the same filename twice on a board replaces the image (one row, the newer key)', async () => {
    const board = await createBoard();
    const first = await insertUpload(t.app, ada.id);
    const second = await insertUpload(t.app, ada.id);
    const other = await insertUpload(t.app, ada.id);
    for (const [filename, url] of [
      ['photo_0.jpg', first.url],
      ['photo_1.jpg', other.key],
      ['photo_0.jpg', second.url],
    ] as const) {
      const res = await post('/api/uploaded-images', { visionBoardId: board.id, filename, url });
      expect(res.statusCode).toBe(201);
    }
    const images: UploadedImage[] = (await get(`/api/vision-boards/${board.id}/images`)).json();
    expect(images.map((i) => [i.filename, i.key])).toEqual([
      ['photo_0.jpg', second.key],
      ['photo_1.jpg', other.key],
    ]);
  });

  it('lists images in field then index order (photo_2 before photo_10)', async () => {
    const board = await createBoard();
    for (const filename of ['photo_10.jpg', 'photo_2.jpg', 'face_0.jpg']) {
      const { key } = await insertUpload(t.app, ada.id);
      const res = await post('/api/uploaded-images', {
        visionBoardId: board.id,
        filename,
        url: key,
      });
      expect(res.statusCode).toBe(201);
    }
    const images: UploadedImage[] = (await get(`/api/vision-boards/${board.id}/images`)).json();
    expect(images.map((i) => i.filename)).toEqual(['face_0.jpg', 'photo_2.jpg', 'photo_10.jpg']);
  });

  it("GET /api/vision-boards: the caller's boards newest first, each with its latest artwork", async () => {
    const me = await newShopper(t.app, 'lister');
    const older = await insertBoard(t.app, me.id, product.id);
    await t.app.db
      .update(visionBoards)
      .set({ createdAt: minutesAgo(10) })
      .where(eq(visionBoards.id, older.id));
    const newer = await insertBoard(t.app, me.id, product.id);
    await insertBoard(t.app, eve.id, product.id);
    await insertArtwork(t.app, {
      userId: me.id,
      visionBoardId: older.id,
      createdAt: minutesAgo(5),
    });
    const latest = await insertArtwork(t.app, {
      userId: me.id,
      visionBoardId: older.id,
      status: 'running',
      createdAt: minutesAgo(1),
    });

    const res = await get('/api/vision-boards', me);
    expect(res.statusCode).toBe(200);
    const boards: VisionBoard[] = res.json();
    expect(boards.map((b) => b.id)).toEqual([newer.id, older.id]);
    expect(boards[0]).toMatchObject({
      productSlug: product.slug,
      productTitle: product.title,
      latestArtwork: null,
    });
    expect(boards[1]!.latestArtwork).toMatchObject({ id: latest.id, status: 'running' });
  });

  it('board artwork reads: all newest first, the latest, the approved ones', async () => {
    const board = await createBoard();
    expect((await get(`/api/vision-boards/${board.id}/artwork`)).json()).toEqual([]);
    const none = await get(`/api/vision-boards/${board.id}/artwork/latest`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(ARTWORK_MESSAGES.NO_ARTWORK_YET);

    const a = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: board.id,
      createdAt: minutesAgo(3),
    });
    const b = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: board.id,
      createdAt: minutesAgo(2),
    });
    const c = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: board.id,
      status: 'failed',
      createdAt: minutesAgo(1),
    });

    const all: Artwork[] = (await get(`/api/vision-boards/${board.id}/artwork`)).json();
    expect(all.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    const latest = await get(`/api/vision-boards/${board.id}/artwork/latest`);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ id: c.id, status: 'failed', imageUrl: null });

    expect((await get(`/api/vision-boards/${board.id}/approved-artworks`)).json()).toEqual([]);
    expect((await post(`/api/artwork/${a.id}/approve`, {})).statusCode).toBe(200);
    const approved: Artwork[] = (
      await get(`/api/vision-boards/${board.id}/approved-artworks`)
    ).json();
    expect(approved.map((x) => [x.id, x.isApproved])).toEqual([[a.id, true]]);
  });

  it("another user's board answers 404 everywhere, and nothing is written to it", async () => {
    const board = await createBoard();
    await insertArtwork(t.app, { userId: ada.id, visionBoardId: board.id });
    const suffixes = ['', '/images', '/artwork', '/artwork/latest', '/approved-artworks'];
    for (const suffix of suffixes) {
      const res = await get(`/api/vision-boards/${board.id}${suffix}`, eve);
      expect(res.statusCode, suffix).toBe(404);
      expect(res.json().error).toEqual({
        code: 'NOT_FOUND',
        message: GENERATION_MESSAGES.BOARD_NOT_FOUND,
      });
    }
    const evesUpload = await insertUpload(t.app, eve.id);
    const image = await post(
      '/api/uploaded-images',
      { visionBoardId: board.id, filename: 'photo_0.jpg', url: evesUpload.url },
      eve,
    );
    expect(image.statusCode).toBe(404);
    const order = await post(
      '/api/orders',
      { visionBoardId: board.id, productId: product.id, customerInfo: PLACEHOLDER_CUSTOMER_INFO },
      eve,
    );
    expect(order.statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.visionBoardId, board.id)),
    ).toEqual([]);
    expect(await t.app.db.select().from(orders).where(eq(orders.visionBoardId, board.id))).toEqual(
      [],
    );
    // Eve's own list does not show it.
    const evesBoards: VisionBoard[] = (await get('/api/vision-boards', eve)).json();
    expect(evesBoards.map((b) => b.id)).not.toContain(board.id);
  });

  it('a board id that is not a UUID → 400', async () => {
    const res = await get('/api/vision-boards/not-a-uuid/images');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('user data is never kept by a shared cache: private, no-store (errors too)', async () => {
    const board = await createBoard();
    for (const url of [
      '/api/vision-boards',
      `/api/vision-boards/${board.id}`,
      `/api/vision-boards/${board.id}/images`,
      `/api/vision-boards/${board.id}/artwork/latest`,
    ]) {
      expect((await get(url)).headers['cache-control'], url).toBe('private, no-store');
    }
    expect((await get(`/api/vision-boards/${board.id}`, eve)).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('the order event of a submitted board starts the timeline', async () => {
    const board = await createBoard();
    const res = await post('/api/orders', {
      visionBoardId: board.id,
      productId: product.id,
      customerInfo: PLACEHOLDER_CUSTOMER_INFO,
    });
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, res.json().id));
    expect(events.map((e) => e.status)).toEqual(['received']);
  });
});
