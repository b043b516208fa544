import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprints, blueprintVersions } from '../../db/schema/blueprints';
import { createTestApp, type TestApp } from '../../test/app';
import { newAdmin, type AdminClient } from '../admin/admin.test-helpers';
import { promptProvider } from '../admin/variants/admin-variants.test-helpers';
import {
  createBoard,
  createProduct,
  generate,
  waitForFinished,
} from '../generation/generation.test-helpers';
import { setUpCatalogue, US_ADDRESS } from '../prints/prints.test-helpers';
import { startVariants } from './variant-runs.service';
import { savedVariantsByIds } from './variant-view';

// Decision 026: a saved variant is never a shopper's. Its artwork and board belong to the admin
// who ran it, yet no shopper list, count or figure shows it, and every shopper route refuses it,
// even for that admin. The admin here is also a shopper with an artwork of their own beside it.

type Method = 'GET' | 'POST' | 'DELETE';

describe("a saved variant is never a shopper's", () => {
  let t: TestApp;
  let admin: AdminClient;
  let productId: string;
  let ownBoardId: string;
  let ownArtworkId: string;
  let variantBoardId: string;
  let variantArtworkId: string;
  let variantId: string;
  let variantPreviewKey: string;
  let ownPreviewKey: string;
  let canvasSizeId: string;
  /** Shoppers' lists, counts and figures (the admin's own shopping and the shop's). */
  const figures: [string, string][] = [
    ['GET', '/api/vision-boards'],
    ['GET', '/api/artwork'],
    ['GET', '/api/favorites'],
    ['GET', '/api/orders'],
    ['GET', '/api/account/export'],
    ['GET', '/api/png-purchases/user'],
    ['GET', '/api/canvas-orders'],
    ['GET', '/api/public/statistics'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/generations'],
    ['GET', '/api/admin/generations/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/:me'],
  ];
  const before = new Map<string, unknown>();

  const as = (method: Method, url: string, payload?: object) =>
    admin.call({ method, url, ...(payload ? { payload } : {}) });
  /** An answer without the times that move on their own between two reads. */
  const stable = (res: LightMyRequestResponse) =>
    JSON.parse(
      res.body.replace(
        /"(exportedAt|generatedAt|now|asOf|to|from|updatedAt|lastSeenAt|lastActiveAt)":"[^"]*"/g,
        '"$1":"-"',
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    t.app.generation.setProvider(promptProvider());
    admin = await newAdmin(t.app, 'nv-admin');
    productId = (await createProduct(t.app)).id;
    canvasSizeId = (await setUpCatalogue(t.app)).medium.id;
    // The admin shops too: one board and one finished artwork of their own, a favorite.
    const board = await createBoard(t.app, admin, productId);
    ownBoardId = board.id;
    const made = await generate(t.app, admin, { visionBoardId: board.id });
    expect(made.statusCode, made.body).toBe(201);
    const own = await waitForFinished(t.app, made.json().id);
    ownArtworkId = own.id;
    ownPreviewKey = own.previewKey!;
    expect((await as('POST', '/api/favorites', { artworkId: ownArtworkId })).statusCode).toBe(201);

    for (const [method, url] of figures) {
      const res = await as(method as Method, url.replace(':me', admin.id));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      before.set(url, stable(res));
    }

    // A test run of the product's live version, started as the admin route starts it.
    const [{ version }] = (await t.app.db
      .select({ version: blueprintVersions })
      .from(blueprints)
      .innerJoin(blueprintVersions, eq(blueprintVersions.id, blueprints.liveVersionId))
      .where(eq(blueprints.productId, productId))) as [
      { version: typeof blueprintVersions.$inferSelect },
    ];
    const [row] = await startVariants(
      { db: t.app.db, generation: t.app.generation, config: t.app.config },
      admin.id,
      [
        {
          purpose: 'test_run',
          blueprintId: version.blueprintId,
          productId,
          version,
          draft: null,
          values: { subject_name: 'Grace', message: 'Hidden' },
          photos: [],
          seed: 5,
          costCents: 0,
        },
      ],
    );
    variantId = row!.id;
    variantArtworkId = row!.artworkId;
    const artwork = await waitForFinished(t.app, variantArtworkId);
    expect(artwork.status).toBe('succeeded');
    variantBoardId = artwork.visionBoardId;
    variantPreviewKey = artwork.previewKey!;
    const [view] = await savedVariantsByIds(t.app.db, [variantId]);
    expect(view).toMatchObject({ purpose: 'test_run', status: 'succeeded' });
  });
  afterAll(() => t.close());

  it('no shopper list, count or figure shows or counts it', async () => {
    for (const [method, url] of figures) {
      const res = await as(method as Method, url.replace(':me', admin.id));
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(variantArtworkId);
      expect(res.body, url).not.toContain(variantBoardId);
      expect(stable(res), url).toEqual(before.get(url));
    }
    // The lists still show the admin's own shopping, so the checks above can fail.
    const boards = await as('GET', '/api/vision-boards');
    expect(boards.body).toContain(ownBoardId);
    const mine = await as('GET', '/api/artwork');
    expect(mine.body).toContain(ownArtworkId);
    // ...and the admin's variants grid does show it.
    const grid = await as('GET', `/api/admin/saved-variants?productId=${productId}`);
    expect(grid.json().items.map((v: { id: string }) => v.id)).toEqual([variantId]);
  });

  it('every shopper route refuses its artwork and its board, even to the admin who ran it', async () => {
    const a = variantArtworkId;
    const b = variantBoardId;
    const refused: [Method, string, object?][] = [
      ['GET', `/api/artwork/${a}`],
      ['POST', `/api/artwork/${a}/approve`, {}],
      ['DELETE', `/api/artwork/${a}/approve`],
      ['GET', `/api/artwork/${a}/preview.jpg`],
      ['POST', '/api/favorites', { artworkId: a }],
      ['DELETE', `/api/favorites/${a}`],
      ['GET', `/api/artworks/${a}/mockup?canvasSizeId=${canvasSizeId}&wrap=mirror`],
      ['GET', `/api/artworks/${a}/print-options`],
      ['POST', '/api/png-purchases', { artworkId: a }],
      ['GET', `/api/download-png/${a}`],
      [
        'POST',
        '/api/canvas-orders',
        { artworkId: a, canvasSizeId, wrap: 'mirror', shippingAddress: US_ADDRESS },
      ],
      ['GET', `/api/vision-boards/${b}`],
      ['GET', `/api/vision-boards/${b}/images`],
      ['GET', `/api/vision-boards/${b}/artwork`],
      ['GET', `/api/vision-boards/${b}/artwork/latest`],
      ['GET', `/api/vision-boards/${b}/approved-artworks`],
      ['GET', `/api/vision-boards/${b}/events`],
      ['POST', '/api/generate-artwork', { visionBoardId: b }],
      ['POST', '/api/generate-artwork', { visionBoardId: b, regenerate: true }],
      ['GET', `/api/image/signed-url?key=${encodeURIComponent(variantPreviewKey)}`],
    ];
    for (const [method, url, payload] of refused) {
      const res = await admin.call({
        method,
        url,
        headers: { 'idempotency-key': `nv-${method}-${url}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // The same routes answer the admin's own artwork, so a 404 above is the variant's.
    expect((await as('GET', `/api/artwork/${ownArtworkId}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/artworks/${ownArtworkId}/print-options`)).statusCode).toBe(200);
    expect((await as('GET', `/api/vision-boards/${ownBoardId}`)).statusCode).toBe(200);
    const ownPreview = await as(
      'GET',
      `/api/image/signed-url?key=${encodeURIComponent(ownPreviewKey)}`,
    );
    expect(ownPreview.statusCode, ownPreview.body).toBe(200);
    // Nothing was made of the variant: no favorite, no order, no second artwork.
    const figuresNow = await as('GET', '/api/account/export');
    expect(figuresNow.body).not.toContain(a);
    const [view] = await savedVariantsByIds(t.app.db, [variantId]);
    expect(view).toMatchObject({ artworkId: a, status: 'succeeded' });
  });
});
