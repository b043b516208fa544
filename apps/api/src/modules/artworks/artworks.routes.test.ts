import {
  ARTWORK_MESSAGES,
  GENERATION_MESSAGES,
  type Artwork,
} from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  minutesAgo,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';
import { artworkErrorMessage, toArtworkDto } from './artwork.dto';

describe('artwork reads and approval', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let boardId: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Shopper | null = ada) =>
    t.app.inject({ method, url, headers: who?.headers ?? {} });
  const row = async (id: string) =>
    (await t.app.db.select().from(artworks).where(eq(artworks.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    const product = await insertProduct(t.app);
    boardId = (await insertBoard(t.app, ada.id, product.id)).id;
  });
  afterAll(() => t.close());

  it('GET /api/artwork/{id}: a finished artwork with a signed URL of its watermarked preview', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const res = await call('GET', `/api/artwork/${art.id}`);
    expect(res.statusCode).toBe(200);
    const body: Artwork = res.json();
    expect(body).toMatchObject({
      id: art.id,
      visionBoardId: boardId,
      status: 'succeeded',
      width: 1024,
      height: 1280,
      isApproved: false,
      isFavorite: false,
      error: null,
      attempts: 1,
    });
    expect(body.imageUrl).toContain('/preview.webp');
    expect(body.imageUrl).not.toContain('original');
    const image = await t.app.inject({ method: 'GET', url: body.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('queued and running artworks have no image; a failed one says what happened in words', async () => {
    const queued = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: boardId,
      status: 'queued',
    });
    expect((await call('GET', `/api/artwork/${queued.id}`)).json()).toMatchObject({
      status: 'queued',
      imageUrl: null,
      error: null,
      finishedAt: null,
    });
    const failed = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: boardId,
      status: 'failed',
      lastError: 'Replicate answered 500: {"detail":"Internal server error"}',
    });
    const body: Artwork = (await call('GET', `/api/artwork/${failed.id}`)).json();
    expect(body).toMatchObject({ status: 'failed', imageUrl: null });
    expect(body.error).toBe(GENERATION_MESSAGES.FAILED);
    expect(body.error).not.toContain('500');
  });

  it('maps technical failures to readable messages', () => {
    expect(artworkErrorMessage('attempt timed out after 120000 ms')).toBe(
      ARTWORK_MESSAGES.TIMED_OUT,
    );
    expect(artworkErrorMessage('OpenAI 400: content_policy_violation')).toBe(
      ARTWORK_MESSAGES.DECLINED,
    );
    expect(artworkErrorMessage('ECONNRESET')).toBe(GENERATION_MESSAGES.FAILED);
    expect(artworkErrorMessage(null)).toBe(GENERATION_MESSAGES.FAILED);
  });

  it('toArtworkDto never signs a preview of an artwork that has not succeeded', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const dto = await toArtworkDto(t.app, { ...art, status: 'running' });
    expect(dto.imageUrl).toBeNull();
  });

  it("GET /api/artwork: all the caller's artworks newest first, with ?status=", async () => {
    const me = await newShopper(t.app, 'lister');
    const myBoard = await insertBoard(t.app, me.id, null);
    const a = await insertArtwork(t.app, {
      userId: me.id,
      visionBoardId: myBoard.id,
      createdAt: minutesAgo(3),
    });
    const b = await insertArtwork(t.app, {
      userId: me.id,
      visionBoardId: myBoard.id,
      status: 'failed',
      createdAt: minutesAgo(2),
    });
    const c = await insertArtwork(t.app, {
      userId: me.id,
      visionBoardId: myBoard.id,
      createdAt: minutesAgo(1),
    });
    const all: Artwork[] = (await call('GET', '/api/artwork', me)).json();
    expect(all.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    const ok: Artwork[] = (await call('GET', '/api/artwork?status=succeeded', me)).json();
    expect(ok.map((x) => x.id)).toEqual([c.id, a.id]);
    expect((await call('GET', '/api/artwork?status=done', me)).statusCode).toBe(400);
    // Eve sees none of them.
    const evesIds = ((await call('GET', '/api/artwork', eve)).json() as Artwork[]).map((x) => x.id);
    expect(evesIds).not.toContain(a.id);
  });

  it('approve a finished artwork, then withdraw the approval', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const res = await call('POST', `/api/artwork/${art.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: art.id, isApproved: true });
    const approvedAt = (await row(art.id)).approvedAt;
    expect(approvedAt).toBeInstanceOf(Date);
    // Approving again keeps the first approval time.
    expect((await call('POST', `/api/artwork/${art.id}/approve`)).statusCode).toBe(200);
    expect((await row(art.id)).approvedAt).toEqual(approvedAt);

    const undo = await call('DELETE', `/api/artwork/${art.id}/approve`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ id: art.id, isApproved: false });
    expect(await row(art.id)).toMatchObject({ isApproved: false, approvedAt: null });
  });

  it.each(['queued', 'running', 'failed'] as const)(
    'refuses to approve a %s artwork with 409 and a message',
    async (status) => {
      const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId, status });
      const res = await call('POST', `/api/artwork/${art.id}/approve`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'ARTWORK_NOT_READY',
        message: ARTWORK_MESSAGES.APPROVE_NOT_READY,
      });
      expect((await row(art.id)).isApproved).toBe(false);
    },
  );

  it('approve and un-approve take no body: unknown fields answer 400 and change nothing', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/artwork/${art.id}/approve`,
        headers: ada.headers,
        payload: { approved: false, userId: eve.id },
      });
      expect(res.statusCode, method).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Unknown fields: approved, userId',
      });
      expect(await row(art.id), method).toMatchObject({ isApproved: false, approvedAt: null });
    }
    // An empty JSON object is no body at all.
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/artwork/${art.id}/approve`,
      headers: ada.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(200);
    expect((await row(art.id)).isApproved).toBe(true);
  });

  it("another user's artwork answers 404 to read, approve and un-approve, and stays as it was", async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    await call('POST', `/api/artwork/${art.id}/approve`);
    for (const [method, url] of [
      ['GET', `/api/artwork/${art.id}`],
      ['POST', `/api/artwork/${art.id}/approve`],
      ['DELETE', `/api/artwork/${art.id}/approve`],
    ] as const) {
      const res = await call(method, url, eve);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toEqual({
        code: 'NOT_FOUND',
        message: GENERATION_MESSAGES.ARTWORK_NOT_FOUND,
      });
    }
    expect((await row(art.id)).isApproved).toBe(true);
  });

  it('a missing id → 404, a malformed id → 400, no sign-in → 401', async () => {
    expect(
      (await call('GET', '/api/artwork/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const bad = await call('GET', '/api/artwork/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await call('GET', '/api/artwork', null)).statusCode).toBe(401);
  });
});
