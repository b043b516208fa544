import { GENERATION_MESSAGES } from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/auth';
import { artworks } from '../../db/schema/generation';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import { createProvider } from './engine';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  scriptedProvider,
  usedCredits,
  waitForFinished,
} from './generation.test-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/generate-artwork', () => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.app)).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.app.generation.setProvider(scriptedProvider([]));
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  it('queues the artwork (201, UUID), the worker makes the original and the watermarked preview', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);

    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ visionBoardId: board.id, status: 'queued', imageUrl: null });
    expect(body.id).toMatch(UUID);
    expect(await usedCredits(t.app, user.id)).toBe(1);

    const done = await waitForFinished(t.app, body.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, width: 1024, height: 1280 });
    expect(done.originalKey).toBe(`generated-artwork/${user.id}/${body.id}/original.png`);
    expect(done.previewKey).toBe(`generated-artwork/${user.id}/${body.id}/preview.webp`);
    expect(done.finishedAt).not.toBeNull();

    // The provider got the board: prompt and caption from the blueprint, fields, the photo.
    const input = provider.calls[0]!;
    expect(input.prompt).toBe('A radiant portrait of Grace. Walking in the light every day');
    expect(input.caption).toBe('Grace');
    expect(input.kind).toBe('portrait');
    expect(input.seed).toBe(done.seed);
    expect(input.photos).toHaveLength(1);
    expect((await sharp(input.photos[0]!).metadata()).format).toBe('jpeg');
    expect(input.fields).toEqual([
      { name: 'subject_name', label: 'Name', value: 'Grace' },
      { name: 'message', label: 'Message', value: 'Walking in the light\nevery day' },
    ]);

    const original = await t.app.storage.get(done.originalKey!);
    expect(original).not.toBeNull();
    original!.body.resume();
    // The preview is served through a signed URL.
    const url = await t.app.storage.signedUrl(done.previewKey!);
    const preview = await t.app.inject(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('webp');

    // The board's artwork order went received → generating → ready, with its timeline.
    const [order] = await t.app.db.select().from(orders).where(eq(orders.visionBoardId, board.id));
    expect(order).toMatchObject({ status: 'ready', artworkId: body.id });
    const timeline = await t.app.db
      .select({ status: orderEvents.status })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(orderEvents.createdAt);
    expect(timeline.map((e) => e.status)).toEqual(['generating', 'ready']);
  });

  it('with the local studio renderer: a real portrait of the photo, its preview readable through GET /api/artwork/{id}', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    t.app.generation.setProvider(createProvider(t.app.config.generation));

    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    const done = await waitForFinished(t.app, res.json().id, 60_000);
    expect(done.status).toBe('succeeded');
    expect(Math.min(done.width!, done.height!)).toBeGreaterThanOrEqual(1024);

    const original = await t.app.storage.get(done.originalKey!);
    const originalMeta = await sharp(await buffer(original!.body)).metadata();
    expect(originalMeta).toMatchObject({ format: 'png', width: done.width, height: done.height });

    const read = await t.app.inject({ url: `/api/artwork/${done.id}`, headers: user.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: done.id, status: 'succeeded' });
    const preview = await t.app.inject(read.json().imageUrl as string);
    expect(preview.statusCode).toBe(200);
    const previewMeta = await sharp(preview.rawPayload).metadata();
    expect(previewMeta.format).toBe('webp');
    expect(Math.max(previewMeta.width!, previewMeta.height!)).toBeLessThanOrEqual(1024);
  });

  it('20 parallel calls with 3 generations left: exactly 3 accepted, 17 × 402, used ends at the limit', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.generation.stopWorker();

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        generate(t.app, user, { visionBoardId: board.id, regenerate: true }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(17);
    for (const r of responses.filter((x) => x.statusCode === 402)) {
      expect(r.json()).toEqual({
        error: { code: 'GENERATION_LIMIT_REACHED', message: GENERATION_MESSAGES.LIMIT_REACHED },
      });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.generationsUsed).toBe(row!.generationsLimit);
    expect(row!.generationsUsed).toBe(3);
    const rows = await t.app.db.select().from(artworks).where(eq(artworks.visionBoardId, board.id));
    expect(rows).toHaveLength(3);
    // regenerate: a new seed each time.
    expect(new Set(rows.map((r) => r.seed)).size).toBe(3);
  });

  it('a repeated submit without regenerate answers the artwork already queued, without a charge', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.generation.stopWorker();
    const first = await generate(t.app, user, { visionBoardId: board.id });
    const again = await generate(t.app, user, { visionBoardId: board.id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    // The job is in the queue with the artwork (same transaction): a worker finishes it.
    expect(await t.app.generation.queue.hasLiveJob(first.json().id)).toBe(true);
    await t.app.generation.startWorker();
    expect((await waitForFinished(t.app, first.json().id)).status).toBe('succeeded');
  });

  it('renews a due free allowance (1st of next month, UTC) before reserving', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.db
      .update(users)
      .set({ generationsUsed: 3, allowanceRenewsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.generationsUsed).toBe(1);
    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(row!.allowanceRenewsAt?.toISOString()).toBe(firstOfNext.toISOString());
  });

  it('does not renew before the renewal date: at the limit the answer is 402 and nothing is written', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const renewsAt = new Date(Date.now() + 86_400_000);
    await t.app.db
      .update(users)
      .set({ generationsUsed: 3, allowanceRenewsAt: renewsAt })
      .where(eq(users.id, user.id));
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(GENERATION_MESSAGES.LIMIT_REACHED);
    expect(await usedCredits(t.app, user.id)).toBe(3);
    const rows = await t.app.db.select().from(artworks).where(eq(artworks.visionBoardId, board.id));
    expect(rows).toHaveLength(0);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.visionBoardId, board.id));
    expect(order!.status).toBe('received');
  });

  it('a premium allowance renews by invoice: without a passed renewal date it is not reset', async () => {
    const user = await createUser(t.app, 'premium');
    const board = await createBoard(t.app, user, productId);
    await t.app.db
      .update(users)
      .set({
        isPremium: true,
        generationsLimit: 100,
        generationsUsed: 100,
        allowanceRenewsAt: null,
      })
      .where(eq(users.id, user.id));
    expect((await generate(t.app, user, { visionBoardId: board.id })).statusCode).toBe(402);
    // Its renewal date passed (no invoice renewed it): the next generate starts a fresh month.
    await t.app.db
      .update(users)
      .set({ allowanceRenewsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect((await artworkRow(t.app, res.json().id)).priority).toBe(10);
  });

  it("another user's board, an unknown board and a signed-out caller get 404 / 404 / 401", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const board = await createBoard(t.app, owner, productId);
    const foreign = await generate(t.app, other, { visionBoardId: board.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(GENERATION_MESSAGES.BOARD_NOT_FOUND);
    const unknown = await generate(t.app, other, {
      visionBoardId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/generate-artwork',
      payload: { visionBoardId: board.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await usedCredits(t.app, other.id)).toBe(0);
  });

  it('rejects unknown keys and a bad id with 400', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const extra = await generate(t.app, user, { visionBoardId: board.id, priority: 99 });
    expect(extra.statusCode).toBe(400);
    const bad = await generate(t.app, user, { visionBoardId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(await usedCredits(t.app, user.id)).toBe(0);
  });

  it('a product without an active blueprint: 409 with a clear message, no credit taken', async () => {
    const user = await createUser(t.app);
    const bare = await createProduct(t.app, { blueprint: false });
    const board = await createBoard(t.app, user, bare.id);
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'NO_BLUEPRINT',
      message: 'This product cannot be turned into artwork yet. Please try another product.',
    });
    expect(await usedCredits(t.app, user.id)).toBe(0);
  });

  it("a premium user's job is picked before a free user's queued earlier", async () => {
    await t.app.generation.stopWorker();
    const free = await createUser(t.app, 'free');
    const premium = await createUser(t.app, 'premium');
    await t.app.db
      .update(users)
      .set({ isPremium: true, generationsLimit: 100 })
      .where(eq(users.id, premium.id));
    const freeBoard = await createBoard(t.app, free, productId);
    const premiumBoard = await createBoard(t.app, premium, productId);

    const a = await generate(t.app, free, { visionBoardId: freeBoard.id });
    const b = await generate(t.app, premium, { visionBoardId: premiumBoard.id });
    expect((await artworkRow(t.app, a.json().id)).priority).toBe(0);
    expect((await artworkRow(t.app, b.json().id)).priority).toBe(10);

    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);
    await t.app.generation.startWorker(1);
    await waitForFinished(t.app, a.json().id);
    await waitForFinished(t.app, b.json().id);
    expect(provider.calls.map((c) => c.seed)).toEqual([
      (await artworkRow(t.app, b.json().id)).seed,
      (await artworkRow(t.app, a.json().id)).seed,
    ]);
    await t.app.generation.stopWorker();
    await t.app.generation.startWorker();
  });
});

describe('GET /api/vision-boards/{id}/events', () => {
  let t: TestApp;
  let base: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.app)).id;
    t.app.generation.setProvider(scriptedProvider([]));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Reads SSE frames until `until` says stop; returns the artwork events seen. */
  async function readEvents(
    res: Response,
    until: (events: { status: string; artworkId: string }[]) => boolean,
  ) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const seen: { status: string; artworkId: string; visionBoardId: string }[] = [];
    while (!until(seen)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) !== -1) {
        const frame = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^event: artwork\ndata: (.*)$/m.exec(frame);
        if (data) seen.push(JSON.parse(data[1]!));
      }
    }
    await reader.cancel();
    return seen;
  }

  it('streams the current status, then every change of the board, uncompressed', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const first = await generate(t.app, user, { visionBoardId: board.id });
    await waitForFinished(t.app, first.json().id);

    const res = await fetch(`${base}/api/vision-boards/${board.id}/events`, {
      headers: { ...user.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();

    let second: Promise<string> | undefined;
    const events = await readEvents(res, (seen) => {
      if (seen.length === 1 && !second) {
        // The current state arrived; now start another generation and watch it live.
        second = generate(t.app, user, { visionBoardId: board.id, regenerate: true }).then(
          (r) => r.json().id as string,
        );
      }
      return seen.some((e) => e.artworkId !== first.json().id && e.status === 'succeeded');
    });
    expect(events[0]).toEqual({
      artworkId: first.json().id,
      visionBoardId: board.id,
      status: 'succeeded',
    });
    const live = events.slice(1).map((e) => e.status);
    expect(live).toEqual(['queued', 'running', 'succeeded']);
    const secondId = await second!;
    expect(events.slice(1).every((e) => e.artworkId === secondId)).toBe(true);
    // The browser went away: the stream's subscription is gone.
    await vi.waitFor(() => expect(t.app.generation.events.listenerCount(board.id)).toBe(0));
  });

  it("answers 404 for another user's board and 401 signed out", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const board = await createBoard(t.app, owner, productId);
    const foreign = await fetch(`${base}/api/vision-boards/${board.id}/events`, {
      headers: other.headers,
    });
    expect(foreign.status).toBe(404);
    const body = (await foreign.json()) as { error: { message: string } };
    expect(body.error.message).toBe(GENERATION_MESSAGES.BOARD_NOT_FOUND);
    const anonymous = await fetch(`${base}/api/vision-boards/${board.id}/events`);
    expect(anonymous.status).toBe(401);
  });
});
