import { buffer } from 'node:stream/consumers';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSizes } from '../../db/schema/commerce';
import type { Artwork } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';

// GET /api/artworks/{id}/mockup, the owner's canvas mockup per size and wrap,
// rendered once and then read from private storage.

describe('GET /api/artworks/{id}/mockup', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let artwork: Artwork;
  let size: typeof canvasSizes.$inferSelect;
  let retired: typeof canvasSizes.$inferSelect;

  const get = (url: string, who: Shopper | null = ada, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), ...headers } });
  const mockupUrl = (id: string, canvasSizeId: string, wrap = 'image') =>
    `/api/artworks/${id}/mockup?canvasSizeId=${canvasSizeId}&wrap=${wrap}`;
  const stored = async (key: string) => {
    const object = await t.app.storage.get(key);
    return object ? buffer(object.body) : null;
  };
  const mockupKeys = (artworkId: string) => t.app.storage.list(`mockups/${artworkId}`);

  /** A succeeded artwork of the user's with its original in private storage, as generation leaves it. */
  async function finishedArtwork(shopper: Shopper) {
    const board = await insertBoard(t.app, shopper.id, null);
    const row = await insertArtwork(t.app, { userId: shopper.id, visionBoardId: board.id });
    const original = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    await t.app.storage.put(row.originalKey!, original, { contentType: 'image/png' });
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    artwork = await finishedArtwork(ada);
    const sizes = await t.app.db
      .insert(canvasSizes)
      .values([
        { label: '12" x 16"', widthInches: 12, heightInches: 16, priceCents: 7900 },
        {
          label: '30" x 40"',
          widthInches: 30,
          heightInches: 40,
          priceCents: 19900,
          isActive: false,
        },
      ])
      .returning();
    size = sizes[0]!;
    retired = sizes[1]!;
  });
  afterAll(() => t.close());

  it('shows the owner a JPEG mockup, cached privately for a day, and keeps it in storage', async () => {
    const res = await get(mockupUrl(artwork.id, size.id, 'mirror'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 900,
    });
    const key = `mockups/${artwork.id}/12x16-mirror-v1.jpg`;
    expect(await stored(key)).toEqual(res.rawPayload);

    // The same request again answers the same bytes with the same validator, and a client
    // holding them gets a 304.
    const again = await get(mockupUrl(artwork.id, size.id, 'mirror'));
    expect(again.rawPayload).toEqual(res.rawPayload);
    expect(again.headers.etag).toBe(res.headers.etag);
    const revalidated = await get(mockupUrl(artwork.id, size.id, 'mirror'), ada, {
      'if-none-match': res.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('serves a stored mockup from storage instead of rendering it again', async () => {
    const key = `mockups/${artwork.id}/12x16-black-v1.jpg`;
    const first = await get(mockupUrl(artwork.id, size.id, 'black'));
    expect(first.statusCode).toBe(200);
    // Whatever storage holds under the key is what the route answers.
    const marker = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#00ff00' },
    })
      .jpeg()
      .toBuffer();
    await t.app.storage.put(key, marker, { contentType: 'image/jpeg' });
    const second = await get(mockupUrl(artwork.id, size.id, 'black'));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marker);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('makes one mockup per size and wrap, and a new one when a size’s dimensions change', async () => {
    const own = await finishedArtwork(ada);
    const answers = await Promise.all(
      (['image', 'white'] as const).map((wrap) => get(mockupUrl(own.id, size.id, wrap))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.rawPayload).not.toEqual(answers[1]!.rawPayload);
    expect((await mockupKeys(own.id)).sort()).toEqual([
      `mockups/${own.id}/12x16-image-v1.jpg`,
      `mockups/${own.id}/12x16-white-v1.jpg`,
    ]);

    const [resized] = await t.app.db
      .insert(canvasSizes)
      .values({ label: 'Square', widthInches: 16, heightInches: 16, priceCents: 9900 })
      .returning();
    await t.app.db
      .update(canvasSizes)
      .set({ widthInches: 20, heightInches: 20 })
      .where(eq(canvasSizes.id, resized!.id));
    expect((await get(mockupUrl(own.id, resized!.id, 'white'))).statusCode).toBe(200);
    expect(await mockupKeys(own.id)).toContain(`mockups/${own.id}/20x20-white-v1.jpg`);
  });

  it('answers anyone but the owner 404, as if the artwork did not exist', async () => {
    for (const [who, status] of [
      [eve, 404],
      [null, 401],
    ] as const) {
      const res = await get(mockupUrl(artwork.id, size.id, 'white'), who);
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const res = await get(mockupUrl(artwork.id, size.id, 'white'), eve);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: PRINTS_MESSAGES.ARTWORK_NOT_FOUND },
    });
    const missing = await get(mockupUrl('00000000-0000-4000-8000-000000000000', size.id));
    expect(missing.json().error.message).toBe(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
  });

  it('409 for an artwork that is not finished', async () => {
    const board = await insertBoard(t.app, ada.id, null);
    for (const status of ['queued', 'failed'] as const) {
      const pending = await insertArtwork(t.app, {
        userId: ada.id,
        visionBoardId: board.id,
        status,
      });
      const res = await get(mockupUrl(pending.id, size.id));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: { code: 'ARTWORK_NOT_READY', message: PRINTS_MESSAGES.ARTWORK_NOT_READY },
      });
    }
  });

  it('404 for a size the shop does not offer, and nothing is stored', async () => {
    const own = await finishedArtwork(ada);
    for (const canvasSizeId of [retired.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(mockupUrl(own.id, canvasSizeId));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'SIZE_NOT_FOUND', message: PRINTS_MESSAGES.SIZE_NOT_FOUND },
      });
    }
    expect(await mockupKeys(own.id)).toEqual([]);
  });

  it('400 with a readable message for a wrap or size that is not one, and nothing is stored', async () => {
    const own = await finishedArtwork(ada);
    for (const url of [
      mockupUrl(own.id, size.id, 'gold-leaf'),
      `/api/artworks/${own.id}/mockup?canvasSizeId=12x16&wrap=image`,
      `/api/artworks/${own.id}/mockup?wrap=image`,
      `${mockupUrl(own.id, size.id)}&priceCents=1`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message.length).toBeGreaterThan(5);
    }
    expect(await mockupKeys(own.id)).toEqual([]);
  });
});
