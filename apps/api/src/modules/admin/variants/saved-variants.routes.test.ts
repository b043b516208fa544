import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import {
  VARIANT_MESSAGES,
  type SavedVariant,
  type SavedVariantList,
  type StartedVariants,
} from '@atelier/shared/schemas/admin-variants';
import type { GalleryItem } from '@atelier/shared/schemas/content';
import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { products } from '../../../db/schema/catalogue';
import { uploadedImages, visionBoards } from '../../../db/schema/generation';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  waitForFinished,
  type TestUser,
} from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import {
  draftOfVersion,
  finished,
  libraryPhotos,
  promptProvider,
} from './admin-variants.test-helpers';

// The saved variants grid and its edits (issue 25 point 7, decision 026): list with filters and
// the keyset cursor, one variant, score / note / regression-set mark, delete (its own files
// only), its image, live status over SSE, and promotion to the storefront.

const UNKNOWN = '6f1c1b8e-0000-4000-8000-000000000000';
const VALUES = { subject_name: 'Grace', message: 'Walking in the light' };
const base = '/api/admin/saved-variants';

describe('saved variants', () => {
  let t: TestApp;
  let admin: AdminClient;
  let shopper: TestUser;
  let productId: string;
  let productSlug: string;
  let blueprintId: string;
  let liveVersionId: string;
  let photoId: string;
  let origin: string;

  /** One test run of the live version (or the given draft); answers its variant. */
  async function runOne(opts: { seed?: number; draft?: object } = {}): Promise<SavedVariant> {
    const res = await admin.send('POST', `/api/admin/blueprints/${blueprintId}/test-runs`, {
      ...(opts.draft ? { draft: opts.draft } : { versionId: liveVersionId }),
      values: VALUES,
      photos: [{ fieldName: 'photo', samplePhotoId: photoId }],
      seed: opts.seed ?? 1,
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json<StartedVariants>().items[0]!;
  }
  const done = async (v: SavedVariant) => (await finished(t.app, admin, [v]))[0]!;
  const list = async (query: string) => {
    const res = await admin.send('GET', `${base}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedVariantList>();
  };
  const lastEntry = async (entity: string, action: string) =>
    (
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.generation.setProvider(promptProvider());
    admin = await newAdmin(t.app, 'sv-admin');
    shopper = await createUser(t.app, 'sv-shopper');
    const product = await createProduct(t.app);
    productId = product.id;
    productSlug = product.slug;
    await t.app.db.update(products).set({ status: 'active' }).where(eq(products.id, productId));
    const item = (await admin.send('GET', '/api/admin/blueprints'))
      .json()
      .items.find((i: { product: { id: string } }) => i.product.id === productId);
    blueprintId = item.id;
    liveVersionId = item.live.id;
    photoId = (await libraryPhotos(admin))[0]!.id;
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('lists newest first with filters and pages with the cursor; a bad filter is 400 naming it', async () => {
    const a = await done(await runOne({ seed: 11 }));
    const b = await done(await runOne({ seed: 12 }));
    const draft = await draftOfVersion(admin, blueprintId, liveVersionId);
    const c = await done(await runOne({ seed: 13, draft }));

    const all = await list(`productId=${productId}`);
    expect(all.items.map((v) => v.id)).toEqual([c.id, b.id, a.id]);
    expect(all.nextCursor).toBeNull();

    const first = await list(`productId=${productId}&limit=2`);
    expect(first.items.map((v) => v.id)).toEqual([c.id, b.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(
      `productId=${productId}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.items.map((v) => v.id)).toEqual([a.id]);
    expect(second.nextCursor).toBeNull();

    expect((await list(`productId=${productId}&version=draft`)).items.map((v) => v.id)).toEqual([
      c.id,
    ]);
    expect(
      (await list(`productId=${productId}&versionId=${liveVersionId}`)).items.map((v) => v.id),
    ).toEqual([b.id, a.id]);
    expect((await list(`productId=${productId}&purpose=replay`)).items).toEqual([]);
    expect((await list(`productId=${productId}&purpose=test_run`)).items).toHaveLength(3);
    expect((await list(`productId=${UNKNOWN}`)).items).toEqual([]);

    const scored = await admin.send('PATCH', `${base}/${a.id}`, {
      score: 4,
      inRegressionSet: true,
      updatedAt: a.updatedAt,
    });
    expect(scored.statusCode, scored.body).toBe(200);
    expect((await list(`productId=${productId}&minScore=4`)).items.map((v) => v.id)).toEqual([
      a.id,
    ]);
    expect((await list(`productId=${productId}&minScore=5`)).items).toEqual([]);
    expect((await list(`productId=${productId}&unscored=true`)).items.map((v) => v.id)).toEqual([
      c.id,
      b.id,
    ]);
    expect((await list(`productId=${productId}&unscored=false`)).items.map((v) => v.id)).toEqual([
      a.id,
    ]);
    expect(
      (await list(`productId=${productId}&inRegressionSet=true`)).items.map((v) => v.id),
    ).toEqual([a.id]);

    for (const [query, name] of [
      ['minScore=9', 'minScore'],
      ['purpose=shopper', 'purpose'],
      ['productId=nope', 'productId'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await admin.send('GET', `${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(name);
    }
    const badCursor = await admin.send('GET', `${base}?cursor=not-a-position`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toContain('open the list again');
  });

  it('shows one variant; an unknown one is 404', async () => {
    const v = await done(await runOne({ seed: 21 }));
    const res = await admin.send('GET', `${base}/${v.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<SavedVariant>()).toMatchObject({
      id: v.id,
      purpose: 'test_run',
      status: 'succeeded',
      product: { id: productId },
      version: { id: liveVersionId },
      values: VALUES,
      seed: 21,
    });
    const missing = await admin.send('GET', `${base}/${UNKNOWN}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(VARIANT_MESSAGES.notFound);
  });

  it('scores and notes a variant (audited); a stale edit is 409, a bad score 400, a re-run cannot join the set', async () => {
    const v = await done(await runOne({ seed: 31 }));
    const res = await admin.send('PATCH', `${base}/${v.id}`, {
      score: 5,
      note: '  The best light so far ',
      updatedAt: v.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<SavedVariant>();
    expect(edited).toMatchObject({ score: 5, note: 'The best light so far' });
    expect(edited.updatedAt).not.toBe(v.updatedAt);
    expect(await lastEntry('saved-variants', 'update')).toMatchObject({
      actorId: admin.id,
      entityId: v.id,
      after: expect.objectContaining({ score: 5 }),
    });

    const stale = await admin.send('PATCH', `${base}/${v.id}`, {
      score: 1,
      updatedAt: v.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit('saved variant'));
    const cleared = await admin.send('PATCH', `${base}/${v.id}`, {
      score: null,
      updatedAt: edited.updatedAt,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<SavedVariant>().score).toBeNull();

    for (const body of [{ score: 6 }, { score: 0 }, { note: 'x'.repeat(1001) }, {}]) {
      const bad = await admin.send('PATCH', `${base}/${v.id}`, {
        ...body,
        updatedAt: cleared.json<SavedVariant>().updatedAt,
      });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await admin.send('PATCH', `${base}/${UNKNOWN}`, { score: 2, updatedAt: v.updatedAt }))
        .statusCode,
    ).toBe(404);

    // The set re-run on the live version: its re-runs are regression variants.
    const marked = await admin.send('PATCH', `${base}/${v.id}`, {
      inRegressionSet: true,
      updatedAt: cleared.json<SavedVariant>().updatedAt,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const runRes = await admin.send(
      'POST',
      `/api/admin/blueprints/${blueprintId}/regression-runs`,
      {
        versionId: liveVersionId,
      },
    );
    expect(runRes.statusCode, runRes.body).toBe(202);
    const reruns = await finished(t.app, admin, runRes.json<StartedVariants>().items);
    const rerun = reruns.find((r) => r.purpose === 'regression')!;
    const refused = await admin.send('PATCH', `${base}/${rerun.id}`, {
      inRegressionSet: true,
      updatedAt: rerun.updatedAt,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('cannot join the regression set');
    expect((await admin.send('GET', `${base}/${rerun.id}`)).json().inRegressionSet).toBe(false);
  });

  it('follows its status over SSE (queued → running → succeeded); its image is 409 until then, then private', async () => {
    await t.app.generation.stopWorker();
    const v = await runOne({ seed: 41 });
    const early = await admin.send('GET', `${base}/${v.id}/image`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(VARIANT_MESSAGES.notFinished);
    expect(
      (await admin.send('POST', `${base}/${v.id}/promote`, { target: 'product_sample' }))
        .statusCode,
    ).toBe(409);

    const res = await fetch(`${origin}${base}/events?ids=${v.id},${v.id}`, {
      headers: { ...admin.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const seen: { variantId: string; status: string }[] = [];
    let text = '';
    let started = false;
    while (!seen.some((e) => e.status === 'succeeded' || e.status === 'failed')) {
      if (seen.length > 0 && !started) {
        started = true;
        await t.app.generation.startWorker();
      }
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) !== -1) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end));
        text = text.slice(end + 2);
        if (data) seen.push(JSON.parse(data[1]!));
      }
    }
    await reader.cancel();
    expect(seen.every((e) => e.variantId === v.id)).toBe(true);
    expect(seen.map((e) => e.status)).toEqual(['queued', 'running', 'succeeded']);
    const boardId = (await artworkRow(t.app, v.artworkId)).visionBoardId;
    await vi.waitFor(() => expect(t.app.generation.events.listenerCount(boardId)).toBe(0));

    for (const size of ['preview', 'original'] as const) {
      const image = await admin.send('GET', `${base}/${v.id}/image?size=${size}`);
      expect(image.statusCode, size).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.length).toBeGreaterThan(100);
    }
    expect((await admin.send('GET', `${base}/${v.id}/image?size=huge`)).statusCode).toBe(400);
    expect((await admin.send('GET', `${base}/${UNKNOWN}/image`)).statusCode).toBe(404);
  });

  it('refuses an events stream for unknown, malformed or too many ids', async () => {
    const unknown = await admin.send('GET', `${base}/events?ids=${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(VARIANT_MESSAGES.notFound);
    expect((await admin.send('GET', `${base}/events?ids=nope`)).statusCode).toBe(400);
    expect((await admin.send('GET', `${base}/events`)).statusCode).toBe(400);
    const many = Array.from(
      { length: 25 },
      (_, i) => `6f1c1b8e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await admin.send('GET', `${base}/events?ids=${many.join(',')}`)).statusCode).toBe(400);
  });

  it('deletes a variant with its artwork, board and stored images, never the library photo (audited; 404 twice)', async () => {
    const v = await done(await runOne({ seed: 51 }));
    const artwork = await artworkRow(t.app, v.artworkId);
    expect(artwork.originalKey).toBeTruthy();
    expect(await t.app.storage.get(artwork.originalKey!)).not.toBeNull();
    const res = await admin.send('DELETE', `${base}/${v.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await lastEntry('saved-variants', 'delete')).toMatchObject({
      actorId: admin.id,
      entityId: v.id,
    });
    expect(await t.app.storage.get(artwork.originalKey!)).toBeNull();
    expect(await t.app.storage.get(artwork.previewKey!)).toBeNull();
    const boards = await t.app.db
      .select()
      .from(visionBoards)
      .where(eq(visionBoards.id, artwork.visionBoardId));
    expect(boards).toEqual([]);
    expect((await admin.send('GET', `${base}/${v.id}`)).statusCode).toBe(404);
    const again = await admin.send('DELETE', `${base}/${v.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(VARIANT_MESSAGES.notFound);
    const photo = (await libraryPhotos(admin)).find((p) => p.id === photoId)!;
    expect((await admin.send('GET', photo.url)).statusCode).toBe(200);
  });

  it("deleting a replay keeps the shopper's photo and artwork", async () => {
    const board = await createBoard(t.app, shopper, productId);
    const made = await generate(t.app, shopper, { visionBoardId: board.id });
    expect(made.statusCode, made.body).toBe(201);
    const original = await waitForFinished(t.app, made.json().id);
    const replay = await admin.send('POST', `/api/admin/artworks/${original.id}/replay`, {
      versionId: liveVersionId,
    });
    expect(replay.statusCode, replay.body).toBe(202);
    const [v] = await finished(t.app, admin, replay.json<StartedVariants>().items);
    expect(v!.purpose).toBe('replay');
    const [photo] = await t.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.visionBoardId, board.id));
    expect((await admin.send('DELETE', `${base}/${v!.id}`)).statusCode).toBe(204);
    expect(await t.app.storage.get(photo!.key)).not.toBeNull();
    expect(await t.app.storage.get(original.originalKey!)).not.toBeNull();
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/${original.id}`,
      headers: shopper.headers,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('promotes to a gallery item the public gallery shows at once, with a working image (audited)', async () => {
    const v = await done(await runOne({ seed: 61 }));
    const before = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(before.statusCode).toBe(200);
    const noTitle = await admin.send('POST', `${base}/${v.id}/promote`, {
      target: 'gallery',
      title: '  ',
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body).toContain(VARIANT_MESSAGES.promoteNeedsTitle);

    const res = await admin.send('POST', `${base}/${v.id}/promote`, {
      target: 'gallery',
      title: 'Grace in the light',
      description: 'Made on the live version',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ target: 'gallery', productId: null });
    expect(result.imageKey).toMatch(/^static-assets\//);
    expect(await lastEntry('saved-variants', 'promote')).toMatchObject({
      actorId: admin.id,
      entityId: v.id,
    });

    const gallery = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    const item = gallery.json<GalleryItem[]>().find((i) => i.id === result.galleryItemId);
    expect(item).toMatchObject({
      title: 'Grace in the light',
      description: 'Made on the live version',
      productId,
      imageUrl: `/media/${result.imageKey}`,
    });
    const image = await t.app.inject({ method: 'GET', url: item!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it("promotes to the product's sample and hero after image; the product page shows them at once", async () => {
    const v = await done(await runOne({ seed: 71 }));
    const page = () => t.app.inject({ method: 'GET', url: `/api/products/${productSlug}` });
    expect((await page()).statusCode).toBe(200);
    for (const [target, field] of [
      ['product_sample', 'sampleImageUrl'],
      ['product_hero_after', 'heroAfterImage'],
    ] as const) {
      const res = await admin.send('POST', `${base}/${v.id}/promote`, { target });
      expect(res.statusCode, res.body).toBe(200);
      const { imageKey, productId: promotedTo } = res.json();
      expect(promotedTo).toBe(productId);
      const product = (await page()).json<ProductDetail>();
      expect(product[field]).toBe(`/media/${imageKey}`);
      const image = await t.app.inject({ method: 'GET', url: product[field]! });
      expect(image.statusCode, target).toBe(200);
    }
    expect(
      (await admin.send('POST', `${base}/${UNKNOWN}/promote`, { target: 'product_sample' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.send('POST', `${base}/${v.id}/promote`, { target: 'elsewhere' })).statusCode,
    ).toBe(400);
  });

  it('is for admins only: a shopper gets 403, a visitor 401', async () => {
    const v = await done(await runOne({ seed: 81 }));
    const routes = [
      ['GET', base],
      ['GET', `${base}/${v.id}`],
      ['PATCH', `${base}/${v.id}`],
      ['DELETE', `${base}/${v.id}`],
      ['GET', `${base}/${v.id}/image`],
      ['GET', `${base}/events?ids=${v.id}`],
      ['POST', `${base}/${v.id}/promote`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'PATCH' ? { score: 1, updatedAt: v.updatedAt } : undefined;
      const asShopper = await t.app.inject({ method, url, headers: shopper.headers, payload });
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
    expect((await admin.send('GET', `${base}/${v.id}`)).json().score).toBeNull();
  });
});
