import { randomUUID } from 'node:crypto';
import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import {
  VARIANT_MESSAGES,
  type BlueprintFigures,
  type StartedVariants,
  type VersionFigures,
} from '@atelier/shared/schemas/admin-variants';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { blueprintLiveMoves } from '../../../db/schema/blueprints';
import { artworks } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/app';
import { splitArmFor } from '../../blueprints/traffic-split';
import type { ImageProvider } from '../../generation/engine';
import {
  createBoard,
  createProduct,
  createUser,
  generate,
  permanentError,
  scriptedProvider,
  waitForFinished,
  type TestUser,
} from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { draftOfVersion } from '../variants/admin-variants.test-helpers';

// Which version sells (issue 25 points 8 and 9, decision 026): the figures of each version from
// shoppers' real artworks, favourites, regenerates and paid orders (an admin's test run never
// counts), the periods each version was live, and the traffic split that sends a share of
// shoppers to another version and records the arm on every artwork.

const URL = '/api/admin/blueprints';
const UNKNOWN = '6f1c1b8e-0000-4000-8000-000000000000';
const VALUES = { subject_name: 'Grace', message: 'Walking in the light' };

describe('figures per version and the traffic split', () => {
  let t: TestApp;
  let admin: AdminClient;
  const base = scriptedProvider([]);
  /** Artworks still to fail (a permanent provider error: one attempt, then failed). */
  let failNext = 0;
  const provider: ImageProvider = {
    name: 'local',
    async generate(input) {
      if (failNext > 0) {
        failNext--;
        throw permanentError();
      }
      return base.generate(input);
    },
  };

  /** A product with its blueprint (version 1 live) and a saved, not live, version 2. */
  const productWithTwoVersions = async () => {
    const productId = (await createProduct(t.app)).id;
    const list = await admin.send('GET', URL);
    const item = list
      .json()
      .items.find((i: { product: { id: string } }) => i.product.id === productId);
    const draft = await draftOfVersion(admin, item.id, item.live.id);
    const saved = await admin.send('POST', `${URL}/${item.id}/versions`, {
      draft: { ...draft, promptTemplate: 'Version two: {{subject_name}}' },
      changeNote: 'A second look',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return {
      productId,
      blueprintId: item.id as string,
      v1: item.live.id as string,
      v2: saved.json().id as string,
    };
  };
  const figures = async (blueprintId: string) => {
    const res = await admin.send('GET', `${URL}/${blueprintId}/figures`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BlueprintFigures>();
  };
  const figuresOf = async (blueprintId: string, versionId: string) =>
    (await figures(blueprintId)).items.find((i) => i.versionId === versionId)!;
  const makeLive = async (
    blueprintId: string,
    versionId: string,
    expectedLiveVersionId: string,
  ) => {
    const res = await admin.send('POST', `${URL}/${blueprintId}/live`, {
      versionId,
      expectedLiveVersionId,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const putSplit = (blueprintId: string, body: object) =>
    admin.send('PUT', `${URL}/${blueprintId}/split`, body);
  const shopperWithCredits = async (tag: string) => {
    const user = await createUser(t.app, tag);
    await t.app.db.update(users).set({ generationsLimit: 100 }).where(eq(users.id, user.id));
    return user;
  };
  /** A shopper's artwork on the board (a new board unless given), finished. */
  const made = async (
    user: TestUser,
    productId: string,
    opts: { boardId?: string; regenerate?: boolean } = {},
  ) => {
    const boardId = opts.boardId ?? (await createBoard(t.app, user, productId)).id;
    const res = await generate(t.app, user, {
      visionBoardId: boardId,
      ...(opts.regenerate ? { regenerate: true } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { boardId, artwork: await waitForFinished(t.app, res.json().id) };
  };
  /** Sets how long the artwork took (started → finished), so the median is known. */
  const took = (artworkId: string, ms: number) => {
    const startedAt = new Date('2026-11-01T10:00:00.000Z');
    return t.app.db
      .update(artworks)
      .set({ startedAt, finishedAt: new Date(startedAt.getTime() + ms) })
      .where(eq(artworks.id, artworkId));
  };
  const order = (
    user: TestUser,
    artworkId: string,
    kind: 'png' | 'canvas',
    paid: boolean,
    status: 'paid' | 'pending_payment' | 'refunded' | 'cancelled' = paid
      ? 'paid'
      : 'pending_payment',
  ) =>
    t.app.db.insert(orders).values({
      userId: user.id,
      kind,
      status,
      artworkId,
      amountCents: kind === 'png' ? 900 : 7900,
      currency: 'usd',
      paidAt: paid ? new Date() : null,
    });
  /** The blueprint's split entries in the audit log, newest first. */
  const splitEntries = (blueprintId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'blueprints'),
          eq(auditLog.action, 'split'),
          eq(auditLog.entityId, blueprintId),
        ),
      )
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    t = await createTestApp();
    t.app.generation.setProvider(provider);
    await t.app.generation.startWorker();
    admin = await newAdmin(t.app, 'fig-admin');
  });
  afterAll(() => t.close());

  it('answers 404 with the message for an unknown blueprint', async () => {
    for (const [method, url, body] of [
      ['GET', `${URL}/${UNKNOWN}/figures`, undefined],
      ['PUT', `${URL}/${UNKNOWN}/split`, { versionId: null, percent: 0 }],
      ['PUT', `${URL}/${UNKNOWN}/split`, { versionId: UNKNOWN, percent: 20 }],
    ] as const) {
      const res = await admin.send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(BLUEPRINT_MESSAGES.notFound);
    }
  });

  it("counts shoppers' artworks per version from the real rows: rates, median, live periods; a test run never counts", async () => {
    const { productId, blueprintId, v1, v2 } = await productWithTwoVersions();
    const ann = await shopperWithCredits('fig-ann');
    const ben = await shopperWithCredits('fig-ben');

    // Nothing made yet: every version is listed with no figures to divide.
    const empty = await figuresOf(blueprintId, v2);
    expect(empty).toMatchObject({
      version: 2,
      artworks: 0,
      failureRate: null,
      medianDurationMs: null,
      favoriteRate: null,
      livePeriods: [],
    });

    // Version 1 (live): a favourited artwork that was then regenerated on its board, a PNG
    // bought, and a failure.
    const first = await made(ann, productId);
    expect(first.artwork.blueprintVersionId).toBe(v1);
    const fav = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: ann.headers,
      payload: { artworkId: first.artwork.id },
    });
    expect(fav.statusCode, fav.body).toBe(201);
    const again = await made(ann, productId, { boardId: first.boardId, regenerate: true });
    expect(again.artwork.blueprintVersionId).toBe(v1);
    const bought = await made(ann, productId);
    await order(ann, bought.artwork.id, 'png', true);
    // Not paid yet, or paid and then refunded or cancelled: not a purchase.
    await order(ann, again.artwork.id, 'canvas', false);
    await order(ann, again.artwork.id, 'png', true, 'refunded');
    await order(ann, first.artwork.id, 'canvas', true, 'cancelled');
    failNext = 1;
    const failed = await made(ann, productId);
    expect(failed.artwork.status).toBe('failed');
    await took(first.artwork.id, 1000);
    await took(again.artwork.id, 2000);
    await took(bought.artwork.id, 6000);
    // A failure's time is not a duration of a made artwork.
    await took(failed.artwork.id, 90_000);

    // Version 2 made live: two artworks, one with a paid canvas order.
    await makeLive(blueprintId, v2, v1);
    const canvas = await made(ben, productId);
    expect(canvas.artwork.blueprintVersionId).toBe(v2);
    await order(ben, canvas.artwork.id, 'canvas', true);
    const plain = await made(ben, productId);
    await took(canvas.artwork.id, 3000);
    await took(plain.artwork.id, 4000);

    // An admin's test run of version 2 makes an artwork of it, which no figure counts.
    const testRun = await admin.send('POST', `${URL}/${blueprintId}/test-runs`, {
      versionId: v2,
      values: VALUES,
    });
    expect(testRun.statusCode, testRun.body).toBe(202);
    const runArtwork = await waitForFinished(
      t.app,
      testRun.json<StartedVariants>().items[0]!.artworkId,
    );
    expect(runArtwork).toMatchObject({ blueprintVersionId: v2, status: 'succeeded' });
    await took(runArtwork.id, 60_000);

    // Rolled back to version 1.
    await makeLive(blueprintId, v1, v2);

    const moves = await t.app.db
      .select({ at: blueprintLiveMoves.createdAt })
      .from(blueprintLiveMoves)
      .where(eq(blueprintLiveMoves.blueprintId, blueprintId))
      .orderBy(asc(blueprintLiveMoves.createdAt));
    expect(moves).toHaveLength(3);
    const [madeV1, madeV2, rolledBack] = moves.map((m) => m.at.toISOString());

    const f = await figures(blueprintId);
    expect(f.split).toEqual({ version: null, percent: 0 });
    expect(f.items.map((i) => i.version).sort()).toEqual([1, 2]);
    const one = f.items.find((i) => i.versionId === v1)!;
    const two = f.items.find((i) => i.versionId === v2)!;
    expect(one).toEqual<VersionFigures>({
      versionId: v1,
      version: 1,
      livePeriods: [
        { from: madeV1!, to: madeV2! },
        { from: rolledBack!, to: null },
      ],
      artworks: 4,
      failureRate: 1 / 4,
      medianDurationMs: 2000,
      // Of the three made: one favourited, one regenerated, one PNG bought, no canvas paid.
      favoriteRate: 1 / 3,
      regenerateRate: 1 / 3,
      pngPurchaseRate: 1 / 3,
      canvasPurchaseRate: 0,
      splitArtworks: 0,
    });
    expect(two).toEqual<VersionFigures>({
      versionId: v2,
      version: 2,
      livePeriods: [{ from: madeV2!, to: rolledBack! }],
      // The test run's artwork (60 s) is in neither the count nor the median.
      artworks: 2,
      failureRate: 0,
      medianDurationMs: 3500,
      favoriteRate: 0,
      regenerateRate: 0,
      pngPurchaseRate: 0,
      canvasPurchaseRate: 1 / 2,
      splitArtworks: 0,
    });

    // Reading the figures writes nothing to the audit log.
    const entries = () =>
      t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, blueprintId));
    const audits = (await entries())[0]!.n;
    await figures(blueprintId);
    expect((await entries())[0]!.n).toBe(audits);
  });

  it('assigns the asked share of 1,000 distinct shoppers to the split, each always to the same arm', () => {
    const blueprintId = randomUUID();
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    for (const percent of [30, 50, 5]) {
      const split = ids.filter((id) => splitArmFor(id, blueprintId, percent) === 'split').length;
      // Five standard deviations of 1,000 draws (±79 at 50 %, ±72 at 30 %, ±34 at 5 %): a fair
      // assignment misses it about once in a million runs. ±4 points was 2.5 of them at 50 %,
      // which a fair assignment missed about once in a hundred runs.
      const p = percent / 100;
      const tolerance = 5 * Math.sqrt(1000 * p * (1 - p));
      expect(split, `${percent}%`).toBeGreaterThanOrEqual(1000 * p - tolerance);
      expect(split, `${percent}%`).toBeLessThanOrEqual(1000 * p + tolerance);
    }
    expect(ids.every((id) => splitArmFor(id, blueprintId, 0) === 'live')).toBe(true);
    for (const id of ids.slice(0, 50))
      expect(splitArmFor(id, blueprintId, 30)).toBe(splitArmFor(id, blueprintId, 30));
    // A larger share keeps everyone the smaller one had on the split arm.
    const at30 = ids.filter((id) => splitArmFor(id, blueprintId, 30) === 'split');
    expect(at30.every((id) => splitArmFor(id, blueprintId, 50) === 'split')).toBe(true);
  });

  it("refuses a split on the live version, on another blueprint's version, without a version, or of 0, 100, 150 or 12.5 percent, and writes nothing", async () => {
    const { blueprintId, v1, v2 } = await productWithTwoVersions();
    const other = await productWithTwoVersions();
    const before = (await splitEntries(blueprintId)).length;
    for (const [body, status, message] of [
      [{ versionId: v1, percent: 30 }, 400, VARIANT_MESSAGES.splitSameAsLive],
      [{ versionId: other.v2, percent: 30 }, 400, VARIANT_MESSAGES.versionNotOfBlueprint],
      [{ versionId: v2, percent: 0 }, 400, VARIANT_MESSAGES.splitPercent],
      [{ versionId: v2, percent: 100 }, 400, VARIANT_MESSAGES.splitPercent],
      [{ versionId: UNKNOWN, percent: 30 }, 404, BLUEPRINT_MESSAGES.versionNotFound],
      [{ percent: 30 }, 400, VARIANT_MESSAGES.splitVersionMissing],
      [{ versionId: v2, percent: 150 }, 400, VARIANT_MESSAGES.splitPercent],
      [{ versionId: v2, percent: 12.5 }, 400, VARIANT_MESSAGES.splitPercent],
      [{ versionId: 'v2', percent: 30 }, 400, 'must be an id (UUID)'],
    ] as const) {
      const res = await putSplit(blueprintId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    expect((await figures(blueprintId)).split).toEqual({ version: null, percent: 0 });
    expect((await figures(other.blueprintId)).split).toEqual({ version: null, percent: 0 });
    expect(await splitEntries(blueprintId)).toHaveLength(before);
    expect(await splitEntries(other.blueprintId)).toHaveLength(0);
  });

  it('starts and stops a split, each an audit entry with the split before and after', async () => {
    const { blueprintId, v2 } = await productWithTwoVersions();
    const started = await putSplit(blueprintId, { versionId: v2, percent: 30 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<BlueprintFigures>().split).toEqual({
      version: { id: v2, version: 2 },
      percent: 30,
    });
    expect((await figures(blueprintId)).split).toEqual({
      version: { id: v2, version: 2 },
      percent: 30,
    });
    // Stopping ignores a share sent with it.
    const stopped = await putSplit(blueprintId, { versionId: null, percent: 40 });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<BlueprintFigures>().split).toEqual({ version: null, percent: 0 });
    expect((await figures(blueprintId)).split).toEqual({ version: null, percent: 0 });

    const [stop, start] = await splitEntries(blueprintId);
    expect(start).toMatchObject({
      actorId: admin.id,
      entityId: blueprintId,
      before: expect.objectContaining({ splitVersionId: null, splitPercent: 0 }),
      after: expect.objectContaining({ splitVersionId: v2, splitPercent: 30 }),
    });
    expect(stop).toMatchObject({
      actorId: admin.id,
      entityId: blueprintId,
      before: expect.objectContaining({ splitVersionId: v2, splitPercent: 30 }),
      after: expect.objectContaining({ splitVersionId: null, splitPercent: 0 }),
    });
  });

  it("shoppers' artworks record the arm and its version, one shopper keeps one arm, and making the split version live ends the split", async () => {
    const { productId, blueprintId, v1, v2 } = await productWithTwoVersions();
    const set = await putSplit(blueprintId, { versionId: v2, percent: 50 });
    expect(set.statusCode, set.body).toBe(200);

    // New shoppers until both arms have at least two (each shopper's arm is known in advance).
    const shoppers: TestUser[] = [];
    const arms = () => shoppers.map((s) => splitArmFor(s.id, blueprintId, 50));
    while (
      shoppers.length < 30 &&
      (arms().filter((a) => a === 'split').length < 2 ||
        arms().filter((a) => a === 'live').length < 2)
    )
      shoppers.push(await shopperWithCredits(`fig-split-${shoppers.length}`));
    expect(new Set(arms())).toEqual(new Set(['live', 'split']));

    const firsts = [];
    for (const s of shoppers) firsts.push((await made(s, productId)).artwork);
    firsts.forEach((a, i) => {
      const arm = arms()[i]!;
      expect(a.splitArm, shoppers[i]!.email).toBe(arm);
      expect(a.blueprintVersionId, shoppers[i]!.email).toBe(arm === 'split' ? v2 : v1);
    });

    // A second artwork of a shopper on each arm, on a new board and as a regenerate: same arm.
    const onSplit = shoppers[arms().indexOf('split')]!;
    const onLive = shoppers[arms().indexOf('live')]!;
    const second = (await made(onSplit, productId)).artwork;
    expect(second).toMatchObject({ splitArm: 'split', blueprintVersionId: v2 });
    const regenerated = (
      await made(onLive, productId, {
        boardId: firsts[arms().indexOf('live')]!.visionBoardId,
        regenerate: true,
      })
    ).artwork;
    expect(regenerated).toMatchObject({ splitArm: 'live', blueprintVersionId: v1 });

    // Every artwork made under the split is counted on the version it took.
    const onV2 = arms().filter((a) => a === 'split').length + 1;
    const onV1 = arms().filter((a) => a === 'live').length + 1;
    expect((await figuresOf(blueprintId, v1)).splitArtworks).toBe(onV1);
    expect((await figuresOf(blueprintId, v2)).splitArtworks).toBe(onV2);
    expect((await figuresOf(blueprintId, v2)).artworks).toBe(onV2);

    // Version 2 goes live: the split is over, every shopper takes version 2 with no arm.
    await makeLive(blueprintId, v2, v1);
    const f = await figures(blueprintId);
    expect(f.split).toEqual({ version: null, percent: 0 });
    const after = (await made(onLive, productId)).artwork;
    expect(after).toMatchObject({ splitArm: null, blueprintVersionId: v2 });
    expect((await figuresOf(blueprintId, v2)).splitArtworks).toBe(onV2);
  });
});
