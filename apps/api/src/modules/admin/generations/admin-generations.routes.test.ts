import type {
  AdminGenerationList,
  AdminGenerationRow,
  AdminGenerationStats,
} from '@atelier/shared/schemas/admin-generations';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { artworks, type Artwork } from '../../../db/schema/generation';
import { orderEvents, orders } from '../../../db/schema/orders';
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

describe('/api/admin/generations', () => {
  let t: TestApp;
  let admin: AdminClient;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({ GENERATION_MAX_ATTEMPTS: '1', GENERATION_RETRY_DELAY_MS: '20' });
    productId = (await createProduct(t.app)).id;
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  const ago = (ms: number) => new Date(Date.now() - ms);

  /** An artwork row written as the pipeline would have left it (no job behind it). */
  const insertArtwork = async (user: TestUser, values: Partial<typeof artworks.$inferInsert>) => {
    const board = await createBoard(t.app, user, productId, { photo: false, order: false });
    const [row] = await t.app.db
      .insert(artworks)
      .values({ visionBoardId: board.id, userId: user.id, provider: 'local', seed: 7, ...values })
      .returning();
    return row!;
  };

  const orderOf = async (boardId: string) => {
    const [order] = await t.app.db.select().from(orders).where(eq(orders.visionBoardId, boardId));
    const events = await t.app.db
      .select({ status: orderEvents.status })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(orderEvents.createdAt, orderEvents.id);
    return { status: order!.status, events: events.map((e) => e.status) };
  };

  const retryEntries = async (artworkId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'generations'), eq(auditLog.entityId, artworkId)));

  describe('lists', () => {
    let queued: Artwork;
    let running: Artwork;
    let timedOut: Artwork;
    let stored: Artwork;
    let shopper: TestUser;

    beforeAll(async () => {
      shopper = await createUser(t.app, 'lists');
      // Stops the worker: these rows must stay where they are.
      await t.app.generation.stopWorker();
      queued = await insertArtwork(shopper, {
        provider: 'replicate',
        status: 'queued',
        queuedAt: ago(120_000),
        createdAt: ago(120_000),
      });
      running = await insertArtwork(shopper, {
        provider: 'replicate',
        status: 'running',
        attempts: 1,
        queuedAt: ago(100_000),
        startedAt: ago(30_000),
        createdAt: ago(100_000),
      });
      timedOut = await insertArtwork(shopper, {
        provider: 'replicate',
        status: 'failed',
        attempts: 3,
        failureKind: 'timeout',
        lastError: 'The generation attempt timed out.',
        creditRefundedAt: ago(50_000),
        startedAt: ago(60_000),
        finishedAt: ago(50_000),
        createdAt: ago(70_000),
      });
      stored = await insertArtwork(shopper, {
        provider: 'replicate',
        status: 'failed',
        attempts: 1,
        failureKind: 'storage',
        lastError: 'could not store the artwork: EROFS',
        createdAt: ago(40_000),
        finishedAt: ago(39_000),
      });
    });

    it('active: queued and running jobs, the oldest first, with their age, user and product', async () => {
      const res = await admin.send('GET', '/api/admin/generations?view=active&provider=replicate');
      expect(res.statusCode).toBe(200);
      const list = res.json<AdminGenerationList>();
      expect(list.items.map((r) => r.id)).toEqual([queued.id, running.id]);
      const [q, r] = list.items as [AdminGenerationRow, AdminGenerationRow];
      // Queued: since it was queued; running: since its attempt started.
      expect(q.ageSeconds).toBeGreaterThanOrEqual(119);
      expect(q.ageSeconds).toBeLessThan(135);
      expect(r.ageSeconds).toBeGreaterThanOrEqual(29);
      expect(r.ageSeconds).toBeLessThan(45);
      expect(r).toMatchObject({
        status: 'running',
        attempts: 1,
        provider: 'replicate',
        user: { id: shopper.id, email: shopper.email },
        product: { id: productId, title: 'Test Portrait' },
        visionBoardId: running.visionBoardId,
      });
      expect(list.nextCursor).toBeNull();
    });

    it('failed: newest first, with kind, error, finish time, retries and refund; filter by kind', async () => {
      const all = (
        await admin.send('GET', '/api/admin/generations?view=failed&provider=replicate&kind=')
      ).json<AdminGenerationList>();
      expect(all.items.map((r) => r.id)).toEqual([stored.id, timedOut.id]);
      expect(all.items[1]).toMatchObject({
        failureKind: 'timeout',
        lastError: 'The generation attempt timed out.',
        adminRetries: 0,
        creditRefunded: true,
        finishedAt: timedOut.finishedAt!.toISOString(),
        ageSeconds: null,
      });
      expect(all.items[0]).toMatchObject({ failureKind: 'storage', creditRefunded: false });

      const timeouts = (
        await admin.send(
          'GET',
          '/api/admin/generations?view=failed&provider=replicate&kind=timeout',
        )
      ).json<AdminGenerationList>();
      expect(timeouts.items.map((r) => r.id)).toEqual([timedOut.id]);
    });

    it('pages by cursor without repeating or skipping a row', async () => {
      const first = (
        await admin.send('GET', '/api/admin/generations?view=failed&provider=replicate&limit=1')
      ).json<AdminGenerationList>();
      expect(first.items.map((r) => r.id)).toEqual([stored.id]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (
        await admin.send(
          'GET',
          `/api/admin/generations?view=failed&provider=replicate&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
        )
      ).json<AdminGenerationList>();
      expect(second.items.map((r) => r.id)).toEqual([timedOut.id]);
      expect(second.nextCursor).toBeNull();
    });

    it('bad filters are a 400 with a message', async () => {
      const kind = await admin.send('GET', '/api/admin/generations?view=failed&kind=gremlins');
      expect(kind.statusCode).toBe(400);
      expect(kind.json().error.message).toMatch(/kind must be one of the failure kinds/);
      const cursor = await admin.send('GET', '/api/admin/generations?cursor=yesterday');
      expect(cursor.statusCode).toBe(400);
      expect(cursor.json().error.message).toMatch(/cursor/);
      const days = await admin.send('GET', '/api/admin/generations/stats?days=9');
      expect(days.statusCode).toBe(400);
      expect(days.json().error.message).toMatch(/days must be 7 or 30/);
    });
  });

  it('stats: per provider counts, success rate, median and p95 durations; failures by kind', async () => {
    const shopper = await createUser(t.app, 'stats');
    const stats = async (days: number) =>
      (
        await admin.send('GET', `/api/admin/generations/stats?days=${days}`)
      ).json<AdminGenerationStats>();
    const kindCount = (s: AdminGenerationStats, kind: string) =>
      s.failuresByKind.find((k) => k.kind === kind)!.count;
    const before = await stats(7);

    const finishedIn = (ms: number, daysAgo = 0) => {
      const started = ago(daysAgo * 86_400_000 + 3_600_000);
      return {
        startedAt: started,
        finishedAt: new Date(started.getTime() + ms),
        createdAt: new Date(started.getTime() - 1000),
      };
    };
    // openai, this week: 4 succeeded (1 s, 2 s, 3 s, 10 s), 1 refused, 1 queued.
    for (const ms of [1000, 2000, 3000, 10_000]) {
      await insertArtwork(shopper, { provider: 'openai', status: 'succeeded', ...finishedIn(ms) });
    }
    await insertArtwork(shopper, {
      provider: 'openai',
      status: 'failed',
      failureKind: 'content_refused',
      ...finishedIn(500),
    });
    await insertArtwork(shopper, { provider: 'openai', status: 'queued' });
    // replicate: a timeout this week, a 5 s success 20 days ago (30-day figures only).
    await insertArtwork(shopper, {
      provider: 'replicate',
      status: 'failed',
      failureKind: 'timeout',
      ...finishedIn(90_000),
    });
    await insertArtwork(shopper, {
      provider: 'replicate',
      status: 'succeeded',
      ...finishedIn(5000, 20),
    });

    const week = await stats(7);
    expect(week.days).toBe(7);
    expect(week.providers.find((p) => p.provider === 'openai')).toEqual({
      provider: 'openai',
      total: 6,
      succeeded: 4,
      failed: 1,
      successRate: 0.8,
      medianMs: 2500,
      // percentile_cont: 3000 + 0.85 × (10000 − 3000)
      p95Ms: 8950,
    });
    // The list tests' replicate rows are in the week too: 2 failed, 2 active.
    expect(week.providers.find((p) => p.provider === 'replicate')).toMatchObject({
      total: 5,
      succeeded: 0,
      failed: 3,
      successRate: 0,
      medianMs: null,
      p95Ms: null,
    });
    expect(kindCount(week, 'content_refused') - kindCount(before, 'content_refused')).toBe(1);
    expect(kindCount(week, 'timeout') - kindCount(before, 'timeout')).toBe(1);
    expect(kindCount(week, 'stuck') - kindCount(before, 'stuck')).toBe(0);

    const month = await stats(30);
    expect(month.providers.find((p) => p.provider === 'replicate')).toMatchObject({
      total: 6,
      succeeded: 1,
      failed: 3,
      successRate: 0.25,
      medianMs: 5000,
      p95Ms: 5000,
    });
  });

  describe('retry', () => {
    /** A shopper's artwork failed for good the real way: refunded, its order failed. */
    const failedArtwork = async () => {
      const shopper = await createUser(t.app, 'retry');
      // One generation used earlier this month (renewal not due).
      await t.app.db
        .update(users)
        .set({ generationsUsed: 1, allowanceRenewsAt: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, shopper.id));
      const board = await createBoard(t.app, shopper, productId);
      t.app.generation.setProvider(scriptedProvider([permanentError()]));
      const res = await generate(t.app, shopper, { visionBoardId: board.id });
      expect(res.statusCode).toBe(201);
      const failed = await waitForFinished(t.app, res.json().id);
      expect(failed).toMatchObject({ status: 'failed', failureKind: 'provider_error' });
      expect(failed.creditRefundedAt).not.toBeNull();
      expect(await usedCredits(t.app, shopper.id)).toBe(1);
      return { shopper, board, failed };
    };

    it('runs a failed artwork again; it succeeds and the shopper is not charged', async () => {
      const { shopper, board, failed } = await failedArtwork();
      const provider = scriptedProvider(['ok']);
      t.app.generation.setProvider(provider);

      const res = await admin.send('POST', `/api/admin/generations/${failed.id}/retry`);
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminGenerationRow>()).toMatchObject({
        id: failed.id,
        status: 'queued',
        attempts: 0,
        failureKind: null,
        lastError: null,
        adminRetries: 1,
      });
      const done = await waitForFinished(t.app, failed.id);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 1, adminRetries: 1 });
      expect(provider.calls).toHaveLength(1);
      expect(await usedCredits(t.app, shopper.id)).toBe(1);
      expect(await orderOf(board.id)).toEqual({
        status: 'ready',
        events: ['generating', 'failed', 'generating', 'ready'],
      });
      const entries = await retryEntries(failed.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'retry', actorId: admin.id });
      expect(entries[0]!.after).toMatchObject({ status: 'queued', adminRetries: 1 });
    });

    it('a retry that fails again refunds nothing more', async () => {
      const { shopper, board, failed } = await failedArtwork();
      t.app.generation.setProvider(scriptedProvider([permanentError()]));

      const res = await admin.send('POST', `/api/admin/generations/${failed.id}/retry`);
      expect(res.statusCode).toBe(200);
      // Wait for the retry's own attempt (the row was failed before it, too).
      const again = await waitForAttempt(failed.id);
      expect(again).toMatchObject({
        status: 'failed',
        attempts: 1,
        adminRetries: 1,
        failureKind: 'provider_error',
      });
      // The first failure's refund stands; no second one.
      expect(again.creditRefundedAt?.toISOString()).toBe(failed.creditRefundedAt!.toISOString());
      expect(await usedCredits(t.app, shopper.id)).toBe(1);
      expect((await orderOf(board.id)).events).toEqual([
        'generating',
        'failed',
        'generating',
        'failed',
      ]);
    });

    it('a retry of an artwork that did not fail is a 409 and changes nothing', async () => {
      const shopper = await createUser(t.app, 'noretry');
      const done = await insertArtwork(shopper, {
        status: 'succeeded',
        attempts: 1,
        finishedAt: ago(1000),
      });
      const res = await admin.send('POST', `/api/admin/generations/${done.id}/retry`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'NOT_FAILED',
        message: 'Only a failed artwork can be retried. This one is finished already.',
      });
      expect(await artworkRow(t.app, done.id)).toEqual(done);
      expect(await retryEntries(done.id)).toHaveLength(0);
      expect(await t.app.generation.queue.hasLiveJob(done.id)).toBe(false);

      const missing = await admin.send(
        'POST',
        '/api/admin/generations/00000000-0000-4000-8000-000000000000/retry',
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  /** Waits until the artwork's (admin-retried) attempt has finished. */
  async function waitForAttempt(id: string) {
    return vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(artworks)
          .where(and(eq(artworks.id, id), sql`${artworks.attempts} >= 1`));
        expect(row?.status).toBe('failed');
        return row!;
      },
      { timeout: 30_000, interval: 100 },
    );
  }
});
