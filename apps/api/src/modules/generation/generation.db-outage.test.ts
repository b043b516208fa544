import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { GENERATION_ERRORS } from './generation.service';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  usedCredits,
  waitForFinished,
} from './generation.test-helpers';
import { spawnWorker, startDatabaseProxy, startImagesApi } from './worker-process.test-helpers';

// A 2 s heartbeat (lease 6 s) keeps the outages short; the attempt timeout stays long, so
// nothing here is decided by it.
const HEARTBEAT_MS = 2_000;
const LEASE_MS = HEARTBEAT_MS * 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A worker process reaches the database through a proxy the test can cut; this test process
// (the API, and a sweeper "elsewhere") keeps its own connection.
describe.skipIf(!process.env.DATABASE_URL)(
  'a worker cut off from the database mid-job (PostgreSQL only)',
  () => {
    let t: TestApp;
    let productId: string;
    const workers: ChildProcess[] = [];
    const cleanups: (() => void)[] = [];

    beforeAll(async () => {
      t = await createTestApp({
        WORKER_IN_PROCESS: 'false',
        GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
      });
      productId = (await createProduct(t.app)).id;
    });
    // Each test's worker goes with it, passed or not: a leftover would take the next one's job.
    afterEach(() => {
      for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
      for (const c of cleanups.splice(0)) c();
    });
    afterAll(async () => {
      await t?.close();
    });

    async function setUp(hold: number[]) {
      const api = await startImagesApi(hold);
      const proxy = await startDatabaseProxy(t.config.databaseUrl!);
      cleanups.push(api.close, proxy.close);
      const worker = spawnWorker(t, {
        DATABASE_URL: proxy.url,
        OPENAI_BASE_URL: api.baseUrl,
        GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
      });
      workers.push(worker);
      const user = await createUser(t.app);
      const board = await createBoard(t.app, user, productId);
      const id = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;
      await vi.waitFor(
        async () => {
          expect((await artworkRow(t.app, id)).status).toBe('running');
          expect(api.requests).toHaveLength(1);
        },
        { timeout: 60_000, interval: 50 },
      );
      return { api, proxy, worker, user, id };
    }

    /** Sweeps from this process (another API or worker) every 200 ms for `ms`. */
    async function sweepFor(ms: number) {
      let requeued = 0;
      for (const end = Date.now() + ms; Date.now() < end; await sleep(200)) {
        requeued += (await t.app.generation.service.sweep()).requeued;
      }
      return requeued;
    }

    it(
      'an outage shorter than the lease: the attempt goes on and completes, nobody retries it',
      { timeout: 120_000 },
      async () => {
        const { api, proxy, user, id } = await setUp([1]);
        proxy.cut();
        const before = (await artworkRow(t.app, id)).deadlineAt!.getTime();
        // Longer than a heartbeat (a renewal fails), shorter than the lease.
        expect(await sweepFor(HEARTBEAT_MS * 1.5)).toBe(0);
        proxy.restore();
        // Back online, the worker renews its lease again; nobody has taken the attempt.
        await vi.waitFor(
          async () =>
            expect((await artworkRow(t.app, id)).deadlineAt!.getTime()).toBeGreaterThan(before),
          { timeout: LEASE_MS * 3, interval: 100 },
        );
        expect(await sweepFor(LEASE_MS)).toBe(0);
        api.requests[0]!.answer();
        const done = await waitForFinished(t.app, id, 30_000);
        expect(done, `lastError: ${done.lastError}`).toMatchObject({
          status: 'succeeded',
          attempts: 1,
        });
        expect(api.requests).toHaveLength(1);
        expect(await usedCredits(t.app, user.id)).toBe(1);
      },
    );

    it(
      'an outage longer than the lease: retried elsewhere; back online, the worker abandons its attempt and the retry completes, charged once',
      { timeout: 120_000 },
      async () => {
        const { api, proxy, user, id } = await setUp([1]);
        proxy.cut();
        // A sweeper that still reaches the database retries the attempt once its lease lapses.
        let requeuedAfterMs = Infinity;
        const cutAt = Date.now();
        await vi.waitFor(
          async () => {
            if ((await t.app.generation.service.sweep()).requeued) {
              requeuedAfterMs = Date.now() - cutAt;
            }
            expect(requeuedAfterMs).toBeLessThan(Infinity);
          },
          { timeout: 60_000, interval: 200 },
        );
        expect(requeuedAfterMs).toBeLessThanOrEqual(LEASE_MS + HEARTBEAT_MS * 2);
        expect(await artworkRow(t.app, id)).toMatchObject({
          status: 'queued',
          attempts: 1,
          lastError: GENERATION_ERRORS.WORKER_LOST,
        });

        await sleep(LEASE_MS);
        const restoredAt = Date.now();
        proxy.restore();
        // Back online, the worker hears at its next heartbeat that the attempt is gone: it drops
        // the provider call, then takes the retry itself.
        const done = await waitForFinished(t.app, id, 30_000);
        expect(done).toMatchObject({ status: 'succeeded', attempts: 2, creditRefundedAt: null });
        expect(Date.now() - restoredAt).toBeLessThan(30_000);
        expect(api.requests).toHaveLength(2);
        const [first, second] = api.requests;
        expect(first!.abandonedAt).not.toBeNull();
        expect(first!.abandonedAt!).toBeLessThanOrEqual(second!.arrivedAt);
        expect(await usedCredits(t.app, user.id)).toBe(1);
      },
    );
  },
);
