import { ARTWORK_MESSAGES, GENERATION_MESSAGES } from '@atelier/shared/schemas/generation';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';

// "Download preview" keeps a JPEG (opens in every photo app), not the page's WebP.
describe('GET /api/artwork/{id}/preview.jpg', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let boardId: string;
  const get = (id: string, who: Shopper | null) =>
    t.app.inject({ method: 'GET', url: `/api/artwork/${id}/preview.jpg`, headers: who?.headers });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    const product = await insertProduct(t.app);
    boardId = (await insertBoard(t.app, ada.id, product.id)).id;
  });
  afterAll(() => t.close());

  it('gives the owner the preview as an opaque JPEG attachment named after the artwork', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const res = await get(art.id, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="artwork-preview-${art.id.slice(0, 8)}.jpg"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 4, height: 5, hasAlpha: false });
  });

  it("answers 404 for another shopper's artwork and 401 for a visitor", async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const other = await get(art.id, eve);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(GENERATION_MESSAGES.ARTWORK_NOT_FOUND);
    expect((await get(art.id, null)).statusCode).toBe(401);
  });

  it('answers 409 with a sentence while the artwork is not finished, 400 for a bad id', async () => {
    const queued = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: boardId,
      status: 'queued',
    });
    const res = await get(queued.id, ada);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ARTWORK_MESSAGES.PREVIEW_NOT_READY);
    expect((await get('not-an-id', ada)).statusCode).toBe(400);
  });
});
