import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import {
  VARIANT_MESSAGES,
  type RegressionRun,
  type RegressionSummary,
  type SavedVariant,
  type StartedVariants,
} from '@atelier/shared/schemas/admin-variants';
import { and, desc, eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { uploadedImages, visionBoards } from '../../../db/schema/generation';
import { savedVariants } from '../../../db/schema/variants';
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

// Regression runs, replays and promotion (issue 25 points 6, 7 and 9, decision 026): the set
// re-run on a version with the same inputs, each change measured by the perceptual distance; a
// shopper's artwork re-run on any version where only admins see it; a variant made public.

const UNKNOWN = '6f1c1b8e-0000-4000-8000-000000000000';

describe('regression runs, replays and promotion', () => {
  let t: TestApp;
  let admin: AdminClient;
  let shopper: TestUser;
  let stranger: TestUser;
  let product: { id: string; slug: string };
  let blueprintId: string;
  let v1: string;
  let v2: string;
  let photoId: string;
  const provider = promptProvider();

  const blueprintOf = async (productId: string) => {
    const list = await admin.send('GET', '/api/admin/blueprints');
    return list.json().items.find((i: { product: { id: string } }) => i.product.id === productId);
  };
  const testRun = async (body: object) => {
    const res = await admin.send('POST', `/api/admin/blueprints/${blueprintId}/test-runs`, body);
    expect(res.statusCode, res.body).toBe(202);
    return res.json<StartedVariants>().items;
  };
  const runSet = (versionId: string, id = blueprintId) =>
    admin.send('POST', `/api/admin/blueprints/${id}/regression-runs`, { versionId });
  const results = async (runId: string) => {
    const res = await admin.send('GET', `/api/admin/regression-runs/${runId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RegressionRun>();
  };
  const summary = async (versionId: string) => {
    const res = await admin.send(
      'GET',
      `/api/admin/blueprints/${blueprintId}/versions/${versionId}/regression`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RegressionSummary>();
  };
  const mark = async (v: SavedVariant, inRegressionSet: boolean) =>
    admin.send('PATCH', `/api/admin/saved-variants/${v.id}`, {
      inRegressionSet,
      updatedAt: v.updatedAt,
    });
  const lastAudit = async (entity: string, action: string) => {
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  };
  const stored = async (key: string) => {
    const object = await t.app.storage.get(key);
    return object ? buffer(object.body) : null;
  };

  let set: SavedVariant[];
  let outsider: SavedVariant;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.generation.setProvider(provider);
    admin = await newAdmin(t.app, 'rr-admin');
    shopper = await createUser(t.app, 'rr-shopper');
    stranger = await createUser(t.app, 'rr-stranger');
    product = await createProduct(t.app);
    const item = await blueprintOf(product.id);
    blueprintId = item.id;
    v1 = item.live.id;
    photoId = (await libraryPhotos(admin))[0]!.id;
    const draft = await draftOfVersion(admin, blueprintId, v1);
    const saved = await admin.send('POST', `/api/admin/blueprints/${blueprintId}/versions`, {
      draft: { ...draft, promptTemplate: 'A gold-leaf icon of {{subject_name}}. {{message}}' },
      changeNote: 'Gold leaf',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    v2 = saved.json().id;

    const made = [
      ...(await testRun({
        versionId: v1,
        values: { subject_name: 'Grace', message: 'Walking in the light' },
        photos: [{ fieldName: 'photo', samplePhotoId: photoId }],
        seed: 11,
      })),
      ...(await testRun({ versionId: v1, values: { subject_name: 'Noah' }, seed: 22 })),
      ...(await testRun({ versionId: v1, values: { subject_name: 'Ruth' }, seed: 33 })),
    ];
    const done = await finished(t.app, admin, made);
    expect(done.map((v) => v.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    set = [];
    for (const v of done.slice(0, 2)) {
      const res = await mark(v, true);
      expect(res.statusCode, res.body).toBe(200);
      set.push(res.json<SavedVariant>());
    }
    outsider = done[2]!;
  });
  afterAll(() => t.close());

  it('re-runs every set member on the asked version with the same values, photos and seed', async () => {
    expect(await summary(v2)).toBeNull();
    const before = provider.calls.length;
    const res = await runSet(v2);
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json<StartedVariants>();
    expect(started.regressionRunId).toEqual(expect.any(String));
    expect(started.items.map((v) => v.sourceVariantId).sort()).toEqual(set.map((v) => v.id).sort());
    for (const rerun of started.items) {
      const original = set.find((v) => v.id === rerun.sourceVariantId)!;
      expect(rerun).toMatchObject({
        purpose: 'regression',
        version: { id: v2, version: 2 },
        values: original.values,
        photos: original.photos,
        seed: original.seed,
        regressionRunId: started.regressionRunId,
        costCents: 0,
        inRegressionSet: false,
      });
    }
    // The outsider (not marked) is not re-run.
    expect(started.items.map((v) => v.sourceVariantId)).not.toContain(outsider.id);
    await finished(t.app, admin, started.items);
    const calls = provider.calls.slice(before);
    expect(calls.map((c) => [c.prompt, c.seed]).sort()).toEqual(
      [
        ['A gold-leaf icon of Grace. Walking in the light', 11],
        ['A gold-leaf icon of Noah.', 22],
      ].sort(),
    );
    expect(calls.find((c) => c.seed === 11)!.photos).toHaveLength(1);
    expect(calls.find((c) => c.seed === 22)!.photos ?? []).toHaveLength(0);

    const entry = await lastAudit('blueprints', 'regression-run');
    expect(entry).toMatchObject({ actorId: admin.id, entityId: blueprintId });
  });

  it('measures each change: a changed template is far from its original, the same version is 0, biggest first', async () => {
    const onV2 = (await runSet(v2)).json<StartedVariants>();
    await finished(t.app, admin, onV2.items);
    const changed = await results(onV2.regressionRunId!);
    expect(changed).toMatchObject({
      id: onV2.regressionRunId,
      blueprintId,
      version: { id: v2, version: 2 },
      createdBy: { id: admin.id },
      total: 2,
      finished: 2,
      failed: 0,
    });
    const distances = changed.results.map((r) => r.distance!);
    expect(distances.every((d) => d > 0)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
    expect(changed.maxDistance).toBe(distances[0]);
    for (const r of changed.results) {
      expect(r.rerun.sourceVariantId).toBe(r.original.id);
      expect(r.original.phash).toMatch(/^[0-9a-f]{76}$/);
      expect(r.rerun.phash).toMatch(/^[0-9a-f]{76}$/);
    }

    expect(await summary(v1)).toBeNull();
    const onV1 = (await runSet(v1)).json<StartedVariants>();
    await finished(t.app, admin, onV1.items);
    const same = await results(onV1.regressionRunId!);
    expect(same.results.map((r) => r.distance)).toEqual([0, 0]);
    expect(same.maxDistance).toBe(0);

    // The summary is the newest run of that version, without its results.
    const latest = await summary(v2);
    expect(latest).toMatchObject({ id: onV2.regressionRunId, total: 2, finished: 2 });
    expect(latest!.maxDistance).toBe(changed.maxDistance);
    expect(latest).not.toHaveProperty('results');
    expect((await summary(v1))!.id).toBe(onV1.regressionRunId);
  });

  it('counts an unfinished run as not finished, with no distance yet', async () => {
    await t.app.generation.stopWorker();
    try {
      const started = (await runSet(v2)).json<StartedVariants>();
      const run = await results(started.regressionRunId!);
      expect(run).toMatchObject({ total: 2, finished: 0, failed: 0, maxDistance: null });
      expect(run.results.map((r) => r.distance)).toEqual([null, null]);
    } finally {
      await t.app.generation.startWorker(1);
    }
  });

  it('refuses an empty set, a version of another blueprint, unknown ids and a re-run in the set', async () => {
    const other = await createProduct(t.app);
    const otherBlueprint = await blueprintOf(other.id);
    const cases: [ReturnType<AdminClient['send']>, number, string][] = [
      [runSet(otherBlueprint.live.id, otherBlueprint.id), 400, VARIANT_MESSAGES.emptyRegressionSet],
      [runSet(otherBlueprint.live.id), 400, VARIANT_MESSAGES.versionNotOfBlueprint],
      [runSet(UNKNOWN), 404, VARIANT_MESSAGES.versionNotFound],
      [runSet(v1, UNKNOWN), 404, BLUEPRINT_MESSAGES.notFound],
      [
        admin.send('GET', `/api/admin/regression-runs/${UNKNOWN}`),
        404,
        VARIANT_MESSAGES.regressionRunNotFound,
      ],
      [
        admin.send('GET', `/api/admin/blueprints/${blueprintId}/versions/${UNKNOWN}/regression`),
        404,
        VARIANT_MESSAGES.versionNotFound,
      ],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const bad = await admin.send('POST', `/api/admin/blueprints/${blueprintId}/regression-runs`, {
      versionId: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);

    const [rerun] = (
      await admin.send('GET', `/api/admin/saved-variants?purpose=regression&limit=1`)
    ).json<{ items: SavedVariant[] }>().items;
    const joined = await mark(rerun!, true);
    expect(joined.statusCode).toBe(400);
    expect(joined.json().error.message).toMatch(/re-run cannot join the regression set/);
  });

  describe("a shopper's artwork replayed", () => {
    let board: { id: string; items: string };
    let photoKey: string;
    let artwork: Awaited<ReturnType<typeof artworkRow>>;
    let replay: SavedVariant;

    const replayOf = (artworkId: string, versionId: string) =>
      admin.send('POST', `/api/admin/artworks/${artworkId}/replay`, { versionId });

    beforeAll(async () => {
      board = await createBoard(t.app, shopper, product.id);
      const [image] = await t.app.db
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.visionBoardId, board.id));
      photoKey = image!.key;
      const res = await generate(t.app, shopper, { visionBoardId: board.id });
      expect(res.statusCode, res.body).toBe(201);
      artwork = await waitForFinished(t.app, res.json().id);
      expect(artwork.status).toBe('succeeded');
    });

    it("runs the artwork's values, photos and seed on the asked version, audited", async () => {
      const res = await replayOf(artwork.id, v2);
      expect(res.statusCode, res.body).toBe(202);
      const started = res.json<StartedVariants>();
      expect(started.regressionRunId).toBeNull();
      replay = (await finished(t.app, admin, started.items))[0]!;
      expect(replay).toMatchObject({
        purpose: 'replay',
        status: 'succeeded',
        version: { id: v2, version: 2 },
        values: { subject_name: 'Grace', message: 'Walking in the light\nevery day' },
        photos: [{ fieldName: 'photo', samplePhotoId: null }],
        seed: artwork.seed,
        sourceArtworkId: artwork.id,
        createdBy: { id: admin.id },
      });
      const [row] = await t.app.db
        .select({ photos: savedVariants.photos })
        .from(savedVariants)
        .where(eq(savedVariants.id, replay.id));
      expect(row!.photos).toEqual([{ fieldName: 'photo', key: photoKey, samplePhotoId: null }]);
      const call = provider.calls.at(-1)!;
      // The prompt engine folds the message's line break into a space, as for the shopper.
      expect(call.prompt).toBe('A gold-leaf icon of Grace. Walking in the light every day');
      expect(call.seed).toBe(artwork.seed);
      expect(call.photos).toHaveLength(1);
      expect(await lastAudit('artworks', 'replay')).toMatchObject({
        actorId: admin.id,
        entityId: artwork.id,
      });
    });

    it("on the artwork's own version gives the same picture, byte for byte", async () => {
      const res = await replayOf(artwork.id, v1);
      expect(res.statusCode, res.body).toBe(202);
      const [same] = await finished(t.app, admin, res.json<StartedVariants>().items);
      expect(same!.status).toBe('succeeded');
      const replayed = await artworkRow(t.app, same!.artworkId);
      const original = await stored(artwork.originalKey!);
      expect(original).not.toBeNull();
      expect((await stored(replayed.originalKey!))!.equals(original!)).toBe(true);
    });

    it('never shows the photos or the result to anyone but admins', async () => {
      const base = `/api/admin/saved-variants/${replay.id}`;
      const routes: [string, string, object?][] = [
        ['GET', '/api/admin/saved-variants'],
        ['GET', base],
        ['GET', `${base}/image?size=original`],
        ['PATCH', base, { score: 5, updatedAt: replay.updatedAt }],
        ['DELETE', base],
        ['POST', `${base}/promote`, { target: 'product_sample' }],
        ['POST', `/api/admin/artworks/${artwork.id}/replay`, { versionId: v1 }],
      ];
      for (const user of [shopper, stranger]) {
        for (const [method, url, payload] of routes) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers: user.headers,
            payload,
          });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      const asShopper = (url: string) => t.app.inject({ url, headers: shopper.headers });
      const boards = await asShopper('/api/vision-boards');
      expect(boards.statusCode).toBe(200);
      expect(boards.body).toContain(board.id);
      for (const url of ['/api/vision-boards', '/api/favorites', '/api/orders']) {
        const res = await asShopper(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(replay.artworkId);
        expect(res.body, url).not.toContain(replay.id);
      }
      const detail = await asShopper(`/api/vision-boards/${board.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.body).toContain(artwork.id);
      expect(detail.body).not.toContain(replay.artworkId);
      const exported = await asShopper('/api/account/export');
      expect(exported.body).not.toContain(replay.artworkId);
      // The variant's board is the admin's: the shopper cannot open it.
      const [variantBoard] = await t.app.db
        .select({ id: visionBoards.id })
        .from(visionBoards)
        .where(eq(visionBoards.id, (await artworkRow(t.app, replay.artworkId)).visionBoardId));
      expect((await asShopper(`/api/vision-boards/${variantBoard!.id}`)).statusCode).toBe(404);
      // The photo's private key is not served by the public media route.
      for (const url of [`/media/${photoKey}`, `/media/static-assets/../${photoKey}`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
      }
    });

    it("deleting the replay leaves the shopper's photo where it was", async () => {
      const res = await replayOf(artwork.id, v1);
      const [doomed] = await finished(t.app, admin, res.json<StartedVariants>().items);
      const gone = await admin.send('DELETE', `/api/admin/saved-variants/${doomed!.id}`);
      expect(gone.statusCode, gone.body).toBe(204);
      expect(await stored(photoKey)).not.toBeNull();
      const [image] = await t.app.db
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.visionBoardId, board.id));
      expect(image!.key).toBe(photoKey);
    });

    it('refuses unknown artworks, variants, versions of another blueprint and a gone product', async () => {
      const other = await createProduct(t.app);
      const otherVersion = (await blueprintOf(other.id)).live.id;
      const orphanBoard = await createBoard(t.app, shopper, product.id);
      const orphan = await generate(t.app, shopper, { visionBoardId: orphanBoard.id });
      expect(orphan.statusCode, orphan.body).toBe(201);
      await waitForFinished(t.app, orphan.json().id);
      await t.app.db
        .update(visionBoards)
        .set({ productId: null })
        .where(eq(visionBoards.id, orphanBoard.id));
      const cases: [string, string, number, string][] = [
        [UNKNOWN, v1, 404, VARIANT_MESSAGES.artworkNotFound],
        [replay.artworkId, v1, 404, VARIANT_MESSAGES.artworkNotFound],
        [set[0]!.artworkId, v1, 404, VARIANT_MESSAGES.artworkNotFound],
        [artwork.id, otherVersion, 400, VARIANT_MESSAGES.versionNotOfBlueprint],
        [artwork.id, UNKNOWN, 404, VARIANT_MESSAGES.versionNotFound],
        [orphan.json().id, v1, 409, VARIANT_MESSAGES.artworkHasNoProduct],
      ];
      for (const [artworkId, versionId, status, message] of cases) {
        const res = await replayOf(artworkId, versionId);
        expect(res.statusCode, `${artworkId} ${versionId}`).toBe(status);
        expect(res.json().error.message).toBe(message);
      }
    });
  });

  describe('promotion', () => {
    const promote = (id: string, body: object) =>
      admin.send('POST', `/api/admin/saved-variants/${id}/promote`, body);
    const uuidOf = (key: string) => /([0-9a-f-]{36})\.jpg$/.exec(key)![1]!;

    it('puts a variant in the public gallery at once, audited', async () => {
      const before = await t.app.inject('/api/gallery');
      expect(before.statusCode).toBe(200);
      const res = await promote(set[0]!.id, {
        target: 'gallery',
        title: 'Grace in gold',
        description: 'From a test run',
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json();
      expect(result).toMatchObject({ target: 'gallery', productId: null });
      expect(result.imageKey).toMatch(/^static-assets\/images\/[0-9a-f-]{36}\.jpg$/);
      expect(await stored(result.imageKey)).not.toBeNull();
      const after = await t.app.inject('/api/gallery');
      const item = after
        .json<{ id: string; title: string; imageUrl: string }[]>()
        .find((g) => g.id === result.galleryItemId);
      expect(item).toMatchObject({ title: 'Grace in gold' });
      expect(item!.imageUrl).toContain(uuidOf(result.imageKey));
      expect(await lastAudit('saved-variants', 'promote')).toMatchObject({
        actorId: admin.id,
        entityId: set[0]!.id,
      });
    });

    it("becomes the product's sample image and hero after image", async () => {
      const page = () => t.app.inject(`/api/products/${product.slug}`);
      expect((await page()).statusCode).toBe(200);
      const sample = await promote(set[1]!.id, { target: 'product_sample' });
      expect(sample.statusCode, sample.body).toBe(200);
      expect(sample.json()).toMatchObject({ productId: product.id, galleryItemId: null });
      expect((await page()).json().sampleImageUrl).toContain(uuidOf(sample.json().imageKey));
      const hero = await promote(set[1]!.id, { target: 'product_hero_after' });
      expect(hero.statusCode, hero.body).toBe(200);
      const shown = (await page()).json();
      expect(shown.heroAfterImage).toContain(uuidOf(hero.json().imageKey));
      expect(shown.sampleImageUrl).toContain(uuidOf(sample.json().imageKey));
    });

    it('refuses a variant that has not succeeded yet and a gallery item without a title', async () => {
      await t.app.generation.stopWorker();
      try {
        const [queued] = await testRun({ versionId: v1, values: { subject_name: 'Eve' } });
        const early = await promote(queued!.id, { target: 'product_sample' });
        expect(early.statusCode).toBe(409);
        expect(early.json().error.message).toBe(VARIANT_MESSAGES.notFinished);
      } finally {
        await t.app.generation.startWorker(1);
      }
      const untitled = await promote(set[0]!.id, { target: 'gallery', title: '  ' });
      expect(untitled.statusCode).toBe(400);
      // Field messages are prefixed with the field's name ("title: …").
      expect(untitled.json().error.message).toContain(VARIANT_MESSAGES.promoteNeedsTitle);
      expect((await promote(UNKNOWN, { target: 'product_sample' })).statusCode).toBe(404);
    });
  });
});
