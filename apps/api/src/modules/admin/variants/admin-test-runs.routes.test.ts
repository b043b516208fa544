import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import {
  VARIANT_MESSAGES,
  type CostEstimate,
  type StartedVariants,
} from '@atelier/shared/schemas/admin-variants';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  permanentError,
  scriptedProvider,
  usedCredits,
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

// Test runs (issue 25 point 5, decision 026): a version or the editor's draft with sample values
// and library photos, through the shoppers' queue below their priority, charged to nobody; the
// photo library; the cost estimate a paid provider's run must confirm.

const UNKNOWN = '6f1c1b8e-0000-4000-8000-000000000000';
const VALUES = { subject_name: 'Grace', message: 'Walking in the light' };

describe('test runs and the sample photo library', () => {
  let t: TestApp;
  let admin: AdminClient;
  let shopper: TestUser;
  let productId: string;
  let blueprintId: string;
  let liveVersionId: string;
  let photoId: string;
  const provider = promptProvider();

  const run = (body: object, id = blueprintId) =>
    admin.send('POST', `/api/admin/blueprints/${id}/test-runs`, body);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.generation.setProvider(provider);
    admin = await newAdmin(t.app, 'tr-admin');
    shopper = await createUser(t.app, 'tr-shopper');
    productId = (await createProduct(t.app)).id;
    const list = await admin.send('GET', '/api/admin/blueprints');
    const item = list
      .json()
      .items.find((i: { product: { id: string } }) => i.product.id === productId);
    blueprintId = item.id;
    liveVersionId = item.live.id;
    photoId = (await libraryPhotos(admin))[0]!.id;
  });
  afterAll(() => t.close());

  it("the library holds the shop's test photos with their attribution, for admins only", async () => {
    const photos = await libraryPhotos(admin);
    expect(photos.filter((p) => p.source === 'seed').map((p) => p.label)).toEqual([
      'A person: Eileen Collins, NASA astronaut',
      'A cat: Chelsea, a tabby',
      'An object: a cup of coffee',
    ]);
    expect(photos[0]!.attribution).toMatch(/public domain/);
    // Listed again: no second copy.
    expect((await libraryPhotos(admin)).filter((p) => p.source === 'seed')).toHaveLength(3);
    const image = await admin.send('GET', photos[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
    const asShopper = await t.app.inject({
      method: 'GET',
      url: photos[0]!.url,
      headers: shopper.headers,
    });
    expect(asShopper.statusCode).toBe(403);
    // Never on the public media route.
    const publicRoute = await t.app.inject({
      method: 'GET',
      url: '/media/sample-photos/seed-astronaut.jpg',
    });
    expect(publicRoute.statusCode).toBe(404);
  });

  it('takes an uploaded photo, refuses a file that is not one, and deletes only uploads', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#8a6' },
    })
      .jpeg()
      .toBuffer();
    const form = (bytes: Buffer, name: string) => {
      const boundary = '----atelier-test';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return admin.call({
        method: 'POST',
        url: '/api/admin/sample-photos',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const up = await form(jpeg, 'grandma at the lake.jpg');
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ label: 'grandma at the lake', source: 'upload', width: 300 });
    expect((await libraryPhotos(admin)).map((p) => p.id)).toContain(up.json().id);

    const bad = await form(Buffer.from('not a photo at all'), 'notes.jpg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/not (a photo we can read|an image)|image/i);

    const seed = (await libraryPhotos(admin)).find((p) => p.source === 'seed')!;
    const keep = await admin.send('DELETE', `/api/admin/sample-photos/${seed.id}`);
    expect(keep.statusCode).toBe(409);
    expect(keep.json().error.message).toBe(VARIANT_MESSAGES.seedPhotoStays);
    const gone = await admin.send('DELETE', `/api/admin/sample-photos/${up.json().id}`);
    expect(gone.statusCode).toBe(204);
    expect((await libraryPhotos(admin)).map((p) => p.id)).not.toContain(up.json().id);
    expect((await admin.send('GET', up.json().url)).statusCode).toBe(404);
  });

  it('runs a version with sample values and a library photo: a saved variant with its provenance, charged to nobody', async () => {
    await t.app.db.update(users).set({ generationsUsed: 2 }).where(eq(users.id, admin.id));
    const res = await run({
      versionId: liveVersionId,
      values: VALUES,
      photos: [{ fieldName: 'photo', samplePhotoId: photoId }],
      seed: 4242,
    });
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json<StartedVariants>();
    expect(started.items).toHaveLength(1);
    expect(started.items[0]).toMatchObject({
      purpose: 'test_run',
      version: { id: liveVersionId, version: 1 },
      draft: null,
      values: VALUES,
      photos: [{ fieldName: 'photo', samplePhotoId: photoId }],
      seed: 4242,
      provider: 'local',
      costCents: 0,
      createdBy: { id: admin.id },
    });
    const [done] = await finished(t.app, admin, started.items);
    expect(done!.status).toBe('succeeded');
    expect(done!.durationMs).toBeGreaterThanOrEqual(0);
    expect(done!.previewUrl).toBe(`/api/admin/saved-variants/${done!.id}/image?size=preview`);
    const call = provider.calls.at(-1)!;
    expect(call.prompt).toBe('A radiant portrait of Grace. Walking in the light');
    expect(call.seed).toBe(4242);
    expect(call.photos).toHaveLength(1);
    expect(await usedCredits(t.app, admin.id)).toBe(2);
    const artwork = await artworkRow(t.app, done!.artworkId);
    expect(artwork).toMatchObject({ purpose: 'test_run', priority: -10, userId: admin.id });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'blueprints'), eq(auditLog.action, 'test-run')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: admin.id, entityId: blueprintId });
  });

  it("a test run is taken after a shopper's job queued at the same time", async () => {
    await t.app.generation.stopWorker();
    const testRun = await run({ versionId: liveVersionId, values: VALUES, seed: 7 });
    expect(testRun.statusCode, testRun.body).toBe(202);
    const board = await createBoard(t.app, shopper, productId);
    const shopperJob = await generate(t.app, shopper, { visionBoardId: board.id });
    expect(shopperJob.statusCode, shopperJob.body).toBe(201);
    await t.app.generation.startWorker(1);
    const variantArtwork = await waitForFinished(
      t.app,
      testRun.json<StartedVariants>().items[0]!.artworkId,
    );
    const shopperArtwork = await waitForFinished(t.app, shopperJob.json().id);
    expect(shopperArtwork.startedAt!.getTime()).toBeLessThanOrEqual(
      variantArtwork.startedAt!.getTime(),
    );
    expect(shopperArtwork.finishedAt!.getTime()).toBeLessThanOrEqual(
      variantArtwork.startedAt!.getTime(),
    );
  });

  it('a failed test run gives back no credit (none was taken)', async () => {
    const failing = scriptedProvider([], permanentError());
    t.app.generation.setProvider(failing);
    try {
      await t.app.db.update(users).set({ generationsUsed: 3 }).where(eq(users.id, admin.id));
      const res = await run({ versionId: liveVersionId, values: VALUES });
      expect(res.statusCode, res.body).toBe(202);
      const [done] = await finished(t.app, admin, res.json<StartedVariants>().items);
      expect(done!.status).toBe('failed');
      expect(done!.lastError).toMatch(/Invalid prompt/);
      expect(await usedCredits(t.app, admin.id)).toBe(3);
      const artwork = await artworkRow(t.app, done!.artworkId);
      expect(artwork.creditRefundedAt).toBeNull();
    } finally {
      t.app.generation.setProvider(provider);
    }
  });

  it("runs the editor's unsaved draft: its template and studio settings, no version recorded", async () => {
    const draft = await draftOfVersion(admin, blueprintId, liveVersionId);
    const res = await run({
      draft: {
        ...draft,
        provider: 'local',
        promptTemplate: 'A gold-leaf icon of {{subject_name}}',
        studioSettings: { watercolor: { palette: null, frame: 'oak', light: 'dawn', type: null } },
        imagesPerRun: 2,
        seedPolicy: 'fixed',
        fixedSeed: 100,
      },
      values: { subject_name: 'Noah' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const items = res.json<StartedVariants>().items;
    expect(items.map((v) => v.seed)).toEqual([100, 101]);
    expect(
      items.every((v) => v.version === null && v.draft?.promptTemplate.startsWith('A gold-leaf')),
    ).toBe(true);
    await finished(t.app, admin, items);
    const calls = provider.calls.slice(-2);
    expect(calls.map((c) => c.prompt)).toEqual([
      'A gold-leaf icon of Noah',
      'A gold-leaf icon of Noah',
    ]);
    expect(calls[0]!.studioSettings).toEqual({
      watercolor: { palette: null, frame: 'oak', light: 'dawn', type: null },
    });
    expect((await artworkRow(t.app, items[0]!.artworkId)).blueprintVersionId).toBeNull();
  });

  it('refuses bad runs with a 400 naming the problem, and queues nothing', async () => {
    const other = await createProduct(t.app);
    const otherList = await admin.send('GET', '/api/admin/blueprints');
    const otherVersion = otherList
      .json()
      .items.find((i: { product: { id: string } }) => i.product.id === other.id).live.id;
    const draft = await draftOfVersion(admin, blueprintId, liveVersionId);
    const cases: [object, number, string][] = [
      [{ versionId: otherVersion }, 400, VARIANT_MESSAGES.versionNotOfBlueprint],
      [{ versionId: UNKNOWN }, 404, VARIANT_MESSAGES.versionNotFound],
      [
        { draft: { ...draft, provider: 'local', promptTemplate: 'Hi {{nickname}}' } },
        400,
        BLUEPRINT_MESSAGES.unknownPlaceholder('nickname'),
      ],
      [
        { draft: { ...draft, provider: 'replicate' } },
        400,
        BLUEPRINT_MESSAGES.providerNotConfigured('replicate'),
      ],
      [
        {
          versionId: liveVersionId,
          photos: [{ fieldName: 'subject_name', samplePhotoId: photoId }],
        },
        400,
        VARIANT_MESSAGES.photoFieldUnknown('subject_name'),
      ],
      [
        { versionId: liveVersionId, photos: [{ fieldName: 'photo', samplePhotoId: UNKNOWN }] },
        400,
        VARIANT_MESSAGES.samplePhotoNotFound(UNKNOWN),
      ],
      [
        { versionId: liveVersionId, values: { nickname: 'Gigi' } },
        400,
        VARIANT_MESSAGES.valueFieldUnknown('nickname'),
      ],
      [{ versionId: liveVersionId, draft }, 400, VARIANT_MESSAGES.versionOrDraft],
    ];
    const before = (
      await admin.send('GET', `/api/admin/saved-variants?blueprintId=${blueprintId}&limit=100`)
    ).json().items.length;
    for (const [body, status, message] of cases) {
      const res = await run(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(JSON.stringify(message).slice(1, -1));
    }
    const after = (
      await admin.send('GET', `/api/admin/saved-variants?blueprintId=${blueprintId}&limit=100`)
    ).json().items.length;
    expect(after).toBe(before);
  });

  it('estimates a run: nothing on the local studio', async () => {
    const res = await admin.send(
      'POST',
      `/api/admin/blueprints/${blueprintId}/test-runs/estimate`,
      {
        versionId: liveVersionId,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CostEstimate>()).toEqual({
      provider: 'local',
      model: 'studio-2',
      images: 1,
      pricePerImageCents: 0,
      totalCents: 0,
      needsConfirmation: false,
    });
  });
});

describe('a paid provider’s test run', () => {
  let t: TestApp;
  let admin: AdminClient;
  let blueprintId: string;
  let draft: Record<string, unknown>;

  beforeAll(async () => {
    // OpenAI configured (no job runs here: the worker is stopped, nothing reaches it).
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9' });
    await t.app.generation.stopWorker();
    admin = await newAdmin(t.app, 'tr-paid-admin');
    const productId = (await createProduct(t.app)).id;
    const item = (await admin.send('GET', '/api/admin/blueprints'))
      .json()
      .items.find((i: { product: { id: string } }) => i.product.id === productId);
    blueprintId = item.id;
    const rest = await draftOfVersion(admin, blueprintId, item.live.id);
    draft = { ...rest, provider: 'openai', model: 'gpt-image-1', imagesPerRun: 3 };
  });
  afterAll(() => t.close());

  it('prices it from the settings and starts it only with the estimate confirmed', async () => {
    const prices = await admin.send('PUT', '/api/admin/test-run-prices', {
      openai: 7,
      replicate: 3,
    });
    expect(prices.statusCode, prices.body).toBe(200);
    expect((await admin.send('GET', '/api/admin/test-run-prices')).json()).toMatchObject({
      openai: 7,
      replicate: 3,
    });
    const estimate = await admin.send(
      'POST',
      `/api/admin/blueprints/${blueprintId}/test-runs/estimate`,
      { draft },
    );
    expect(estimate.json<CostEstimate>()).toEqual({
      provider: 'openai',
      model: 'gpt-image-1',
      images: 3,
      pricePerImageCents: 7,
      totalCents: 21,
      needsConfirmation: true,
    });
    const list = () => admin.send('GET', `/api/admin/saved-variants?blueprintId=${blueprintId}`);
    for (const confirm of [undefined, 14]) {
      const refused = await admin.send('POST', `/api/admin/blueprints/${blueprintId}/test-runs`, {
        draft,
        ...(confirm === undefined ? {} : { confirmCostCents: confirm }),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'COST_NOT_CONFIRMED',
        message: VARIANT_MESSAGES.costNotConfirmed(21),
      });
    }
    expect((await list()).json().items).toHaveLength(0);
    const started = await admin.send('POST', `/api/admin/blueprints/${blueprintId}/test-runs`, {
      draft,
      confirmCostCents: 21,
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(
      started.json<StartedVariants>().items.map((v) => [v.provider, v.model, v.costCents]),
    ).toEqual([
      ['openai', 'gpt-image-1', 7],
      ['openai', 'gpt-image-1', 7],
      ['openai', 'gpt-image-1', 7],
    ]);
    const badPrice = await admin.send('PUT', '/api/admin/test-run-prices', {
      openai: -1,
      replicate: 3,
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.body).toContain(VARIANT_MESSAGES.priceRange);
  });
});
