import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenAIImagesProvider } from './engine';
import { users } from '../../db/schema/auth';
import { artworks, visionBoards } from '../../db/schema/generation';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  permanentError,
  scriptedProvider,
  transientError,
  usedCredits,
  waitForFinished,
} from './generation.test-helpers';

// Short backoff so retries play out quickly. The attempt timeout is short enough for the hang
// test yet long enough that an attempt that does not hang (a render, a failing store) ends
// before it on a loaded machine: at 1.5 s, "storage" failures were now and then "timeout".
const ATTEMPT_TIMEOUT_MS = 5_000;

describe('generation failures, retries, timeouts and the sweeper', () => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({
      GENERATION_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      GENERATION_MAX_ATTEMPTS: '2',
      GENERATION_RETRY_DELAY_MS: '20',
      // A lost worker's retry waits a heartbeat (so a live one hears first); keep that short.
      GENERATION_HEARTBEAT_MS: '200',
    });
    productId = (await createProduct(t.app)).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  const orderTimeline = async (boardId: string) => {
    const [order] = await t.app.db.select().from(orders).where(eq(orders.visionBoardId, boardId));
    const events = await t.app.db
      .select({ status: orderEvents.status })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(orderEvents.createdAt);
    return { status: order!.status, events: events.map((e) => e.status) };
  };

  it('a permanent provider failure fails the job at once and refunds the credit exactly once', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const provider = scriptedProvider([permanentError()]);
    t.app.generation.setProvider(provider);
    // One generation used earlier this month (renewal not due).
    await t.app.db
      .update(users)
      .set({ generationsUsed: 1, allowanceRenewsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));

    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    const done = await waitForFinished(t.app, res.json().id);
    expect(done).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Invalid prompt (400)',
      failureKind: 'provider_error',
    });
    expect(done.creditRefundedAt).not.toBeNull();
    expect(provider.calls).toHaveLength(1);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect(await orderTimeline(board.id)).toEqual({
      status: 'failed',
      events: ['generating', 'failed'],
    });

    // The failure path running again (a duplicate delivery, the sweeper) refunds nothing more,
    // keeps the first error and tells the board's live stream nothing new.
    const eventsBefore = await t.app.generation.events.since(board.id, 0);
    await t.app.generation.service.failArtwork(done.id, 'failed again');
    await t.app.generation.service.failArtwork(done.id, 'and again');
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect((await orderTimeline(board.id)).events).toEqual(['generating', 'failed']);
    expect(await artworkRow(t.app, done.id)).toMatchObject({
      status: 'failed',
      lastError: 'Invalid prompt (400)',
    });
    expect(await t.app.generation.events.since(board.id, 0)).toEqual(eventsBefore);
    expect(eventsBefore.filter((e) => e.status === 'failed')).toHaveLength(1);
  });

  it('two concurrent final failures of one artwork still refund once', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.generation.stopWorker();
    // One generation used earlier this month (renewal not due), so the count after this one is 2
    // and a double refund would show as 0 (the refund floors at 0, which would hide it from 1).
    await t.app.db
      .update(users)
      .set({ generationsUsed: 1, allowanceRenewsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    expect(await usedCredits(t.app, user.id)).toBe(2);
    await Promise.all([
      t.app.generation.service.failArtwork(res.json().id, 'first'),
      t.app.generation.service.failArtwork(res.json().id, 'second'),
    ]);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect((await artworkRow(t.app, res.json().id)).status).toBe('failed');
  });

  it('a retryable failure then success: succeeded on attempt 2, the credit kept', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const provider = scriptedProvider([transientError(), 'ok']);
    t.app.generation.setProvider(provider);

    const res = await generate(t.app, user, { visionBoardId: board.id });
    const done = await waitForFinished(t.app, res.json().id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null });
    expect(done.creditRefundedAt).toBeNull();
    expect(provider.calls).toHaveLength(2);
    // The same seed on a retry: the same artwork is being made, not a new one.
    expect(provider.calls[1]!.seed).toBe(provider.calls[0]!.seed);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    expect(await orderTimeline(board.id)).toEqual({
      status: 'ready',
      events: ['generating', 'ready'],
    });
  });

  it('retryable failures on every attempt: failed after maxAttempts, refunded', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const provider = scriptedProvider([], transientError());
    t.app.generation.setProvider(provider);

    const res = await generate(t.app, user, { visionBoardId: board.id });
    const done = await waitForFinished(t.app, res.json().id);
    expect(done).toMatchObject({ status: 'failed', attempts: 2, failureKind: 'provider_error' });
    expect(provider.calls).toHaveLength(2);
    expect(await usedCredits(t.app, user.id)).toBe(0);
  });

  it('a provider that hangs is aborted at the per-attempt timeout, retried, then failed and refunded', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const provider = scriptedProvider([], 'hang');
    t.app.generation.setProvider(provider);

    const res = await generate(t.app, user, { visionBoardId: board.id });
    const done = await waitForFinished(t.app, res.json().id);
    expect(done).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'The generation attempt timed out.',
      failureKind: 'timeout',
    });
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls.every((c) => c.signal.aborted)).toBe(true);
    expect(await usedCredits(t.app, user.id)).toBe(0);
    expect((await orderTimeline(board.id)).status).toBe('failed');
  });

  it('a board whose product went away fails at once (no retry) and refunds', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.generation.stopWorker();
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);
    const res = await generate(t.app, user, { visionBoardId: board.id });
    await t.app.db
      .update(visionBoards)
      .set({ productId: null })
      .where(eq(visionBoards.id, board.id));
    await t.app.generation.startWorker();
    const done = await waitForFinished(t.app, res.json().id);
    expect(done).toMatchObject({ status: 'failed', attempts: 1, failureKind: 'invalid_input' });
    expect(provider.calls).toHaveLength(0);
    expect(await usedCredits(t.app, user.id)).toBe(0);
  });

  it('a job whose artwork was deleted (board removed) does nothing', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.generation.stopWorker();
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);
    const res = await generate(t.app, user, { visionBoardId: board.id });
    await t.app.db.delete(visionBoards).where(eq(visionBoards.id, board.id));
    await t.app.generation.service.runJob(res.json().id);
    expect(provider.calls).toHaveLength(0);
  });

  it('a second delivery of a job that is running or finished does nothing', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);
    const res = await generate(t.app, user, { visionBoardId: board.id });
    const done = await waitForFinished(t.app, res.json().id);
    expect(done.status).toBe('succeeded');
    await t.app.generation.service.runJob(done.id);
    expect(provider.calls).toHaveLength(1);
    expect(await artworkRow(t.app, done.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  describe('sweeper', () => {
    it('requeues a running attempt past its deadline (its worker died); the next attempt succeeds', async () => {
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      await t.app.generation.stopWorker();
      const res = await generate(t.app, user, { visionBoardId: board.id });
      const id = res.json().id as string;
      // What a killed worker leaves behind: 'running', attempt 1, deadline passed, no live job.
      await t.app.db
        .update(artworks)
        .set({ status: 'running', attempts: 1, deadlineAt: sql`now() - interval '1 second'` })
        .where(eq(artworks.id, id));
      await t.app.db.execute(
        sql`DELETE FROM pgboss.job WHERE name = 'generate-artwork' AND data->>'artworkId' = ${id}`,
      );
      expect(await t.app.generation.queue.hasLiveJob(id)).toBe(false);

      const swept = await t.app.generation.service.sweep();
      expect(swept.requeued).toBe(1);
      expect(await artworkRow(t.app, id)).toMatchObject({
        status: 'queued',
        lastError: 'The generation attempt passed its deadline (its worker stopped).',
      });
      expect(await t.app.generation.queue.hasLiveJob(id)).toBe(true);

      t.app.generation.setProvider(scriptedProvider([]));
      await t.app.generation.startWorker();
      const done = await waitForFinished(t.app, id);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(await usedCredits(t.app, user.id)).toBe(1);
    });

    it('fails and refunds a running attempt past its deadline with no attempts left', async () => {
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      await t.app.generation.stopWorker();
      const res = await generate(t.app, user, { visionBoardId: board.id });
      const id = res.json().id as string;
      await t.app.db
        .update(artworks)
        .set({ status: 'running', attempts: 2, deadlineAt: sql`now() - interval '1 second'` })
        .where(eq(artworks.id, id));
      const swept = await t.app.generation.service.sweep();
      expect(swept.failed).toBe(1);
      expect(await artworkRow(t.app, id)).toMatchObject({ status: 'failed', failureKind: 'stuck' });
      expect(await usedCredits(t.app, user.id)).toBe(0);
      // A second sweep finds nothing and refunds nothing.
      expect(await t.app.generation.service.sweep()).toMatchObject({ requeued: 0, failed: 0 });
      expect(await usedCredits(t.app, user.id)).toBe(0);
    });

    it('enqueues a queued artwork whose job was lost; leaves one with a live job alone', async () => {
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      const other = await createBoard(t.app, user, productId);
      await t.app.generation.stopWorker();
      const lost = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;
      const fine = (await generate(t.app, user, { visionBoardId: other.id })).json().id as string;
      await t.app.db.execute(
        sql`DELETE FROM pgboss.job WHERE name = 'generate-artwork' AND data->>'artworkId' = ${lost}`,
      );
      // Not yet a minute old: left alone by the default sweep.
      expect((await t.app.generation.service.sweep()).reenqueued).toBe(0);
      const swept = await t.app.generation.service.sweep({ queuedOlderThanMs: 0 });
      expect(swept.reenqueued).toBe(1);
      expect(await t.app.generation.queue.hasLiveJob(lost)).toBe(true);
      const jobs = await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'generate-artwork' AND data->>'artworkId' = ${fine}`,
      );
      expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

      t.app.generation.setProvider(scriptedProvider([]));
      await t.app.generation.startWorker();
      expect((await waitForFinished(t.app, lost)).status).toBe('succeeded');
      expect((await waitForFinished(t.app, fine)).status).toBe('succeeded');
    });
  });

  it('an unexpected error (not a ProviderError) counts as retryable', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const ok = scriptedProvider([]);
    let calls = 0;
    t.app.generation.setProvider({
      name: 'local',
      async generate(input) {
        calls++;
        if (calls === 1) throw new Error('socket hang up');
        return ok.generate(input);
      },
    });
    const res = await generate(t.app, user, { visionBoardId: board.id });
    const done = await waitForFinished(t.app, res.json().id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(calls).toBe(2);
  });

  describe('the failure kind is recorded where the failure happened', () => {
    it('OpenAI refusing the prompt (400 content_policy_violation): content_refused, no retry', async () => {
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      let calls = 0;
      const refusing: typeof fetch = async () => {
        calls++;
        return new Response(
          JSON.stringify({
            error: {
              message: 'Your request was rejected as a result of our safety system.',
              type: 'invalid_request_error',
              param: null,
              code: 'content_policy_violation',
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      };
      t.app.generation.setProvider(
        new OpenAIImagesProvider(
          { apiKey: 'sk-test', baseUrl: 'http://openai.invalid/v1', model: 'gpt-image-1' },
          { fetch: refusing },
        ),
      );
      const res = await generate(t.app, user, { visionBoardId: board.id });
      const done = await waitForFinished(t.app, res.json().id);
      expect(done).toMatchObject({
        status: 'failed',
        attempts: 1,
        failureKind: 'content_refused',
        lastError: 'Your request was rejected as a result of our safety system.',
      });
      expect(calls).toBe(1);
      expect(await usedCredits(t.app, user.id)).toBe(0);
    });

    it('the result cannot be stored: storage, after every attempt', async () => {
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      t.app.generation.setProvider(scriptedProvider([]));
      const put = t.app.storage.put.bind(t.app.storage);
      const spy = vi
        .spyOn(t.app.storage, 'put')
        .mockImplementation((key, body, opts) =>
          key.startsWith('generated-artwork/')
            ? Promise.reject(new Error('EROFS: read-only file system'))
            : put(key, body, opts),
        );
      try {
        const res = await generate(t.app, user, { visionBoardId: board.id });
        const done = await waitForFinished(t.app, res.json().id);
        expect(done).toMatchObject({ status: 'failed', attempts: 2, failureKind: 'storage' });
        expect(done.lastError).toContain('EROFS');
      } finally {
        spy.mockRestore();
      }
    });

    it('an unexpected error on every attempt: internal', async () => {
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      t.app.generation.setProvider({
        name: 'local',
        generate: () => Promise.reject(new TypeError('cannot read properties of undefined')),
      });
      const res = await generate(t.app, user, { visionBoardId: board.id });
      const done = await waitForFinished(t.app, res.json().id);
      expect(done).toMatchObject({ status: 'failed', attempts: 2, failureKind: 'internal' });
    });
  });
});
