import { type PrintOptions } from '@atelier/shared/schemas/print-options';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSizes } from '../../db/schema/commerce';
import { artworks } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';

describe('GET /api/artworks/{id}/print-options', () => {
  let t: TestApp;
  let ada: Shopper;
  let eve: Shopper;
  let boardId: string;

  const get = (id: string, who: Shopper | null = ada) =>
    t.app.inject({
      method: 'GET',
      url: `/api/artworks/${id}/print-options`,
      headers: who?.headers ?? {},
    });

  beforeAll(async () => {
    // Lanczos only, so the provider case does not hang on the AI upscaler's factor.
    t = await createTestApp({ PRINT_UPSCALER: 'lanczos' });
    ada = await newShopper(t.app, 'ada');
    eve = await newShopper(t.app, 'eve');
    boardId = (await insertBoard(t.app, ada.id, (await insertProduct(t.app)).id)).id;
    await t.app.db.delete(canvasSizes);
    await t.app.db.insert(canvasSizes).values([
      { label: '24×36', widthInches: 24, heightInches: 36, priceCents: 19900, sortOrder: 3 },
      { label: '8×10', widthInches: 8, heightInches: 10, priceCents: 4900, sortOrder: 1 },
      { label: '12×16', widthInches: 12, heightInches: 16, priceCents: 7900, sortOrder: 2 },
      {
        label: '30×40',
        widthInches: 30,
        heightInches: 40,
        priceCents: 29900,
        sortOrder: 4,
        isActive: false,
      },
    ]);
  });
  afterAll(() => t.close());

  it('the owner gets every active size in order, printable for a studio artwork', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const res = await get(art.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body: PrintOptions = res.json();
    expect(body).toMatchObject({ artworkId: art.id, method: 'studio', currency: 'usd' });
    expect(body.sizes.map((s) => [s.label, s.printable, s.ppi, s.priceCents])).toEqual([
      ['8×10', true, 150, 4900],
      ['12×16', true, 150, 7900],
      ['24×36', true, 150, 19900],
    ]);
    expect(body.largestPrintable?.label).toBe('24×36');
  });

  it('a small provider image: too-large sizes are refused with the reason and what works', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    await t.app.db
      .update(artworks)
      .set({ provider: 'openai', width: 1024, height: 1024 })
      .where(eq(artworks.id, art.id));
    const body: PrintOptions = (await get(art.id)).json();
    // 1024 px × 1.5 (Lanczos) = 1536 px on 11×13 in = 118 PPI.
    expect(body.method).toBe('lanczos');
    expect(body.sizes.every((s) => !s.printable)).toBe(true);
    expect(body.sizes[0]!.reason).toContain('Prints at 118 PPI at 8×10 in with its 1.5 in wrap');
    expect(body.largestPrintable).toBeNull();
  });

  it("another user's artwork is not found, and a queued one is not ready", async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const other = await get(art.id, eve);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: { code: 'NOT_FOUND', message: PRINTS_MESSAGES.ARTWORK_NOT_FOUND },
    });
    expect((await get(art.id, null)).statusCode).toBe(401);
    const queued = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: boardId,
      status: 'queued',
    });
    const res = await get(queued.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'ARTWORK_NOT_READY', message: PRINTS_MESSAGES.ARTWORK_NOT_READY },
    });
  });
});
