import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { spawnWorker, startImagesApi } from './worker-process.test-helpers';

// The shipped defaults: a 120 s attempt timeout and a 5 s heartbeat. Recovery must not wait for
// the timeout (it once took ~160 s): the dead worker's lease lapses after three heartbeats.
const ATTEMPT_TIMEOUT_MS = 120_000;
const HEARTBEAT_MS = 5_000;
/** A dead worker's attempt is found and retried within 30 s. */
const RECOVERY_BUDGET_MS = 30_000;

// The embedded database belongs to one process, so a separate worker exists only on PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)(
  'a worker process killed mid-job (PostgreSQL only: PGlite cannot be shared by processes)',
  () => {
    let t: TestApp;
    let api: Awaited<ReturnType<typeof startImagesApi>>;
    const workers: ChildProcess[] = [];

    const startWorker = (baseUrl: string) => {
      const child = spawnWorker(t, {
        OPENAI_BASE_URL: baseUrl,
        GENERATION_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
        GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
      });
      workers.push(child);
      return child;
    };

    beforeAll(async () => {
      // The first request hangs (the worker is killed while it waits); later ones answer.
      api = await startImagesApi([1]);
      // This API process only enqueues; the spawned workers do the generation.
      t = await createTestApp({
        WORKER_IN_PROCESS: 'false',
        GENERATION_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
        GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
      });
    });
    afterAll(async () => {
      for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
      api?.close();
      await t?.close();
    });

    it(
      'within 30 s the sweeper of another worker retries the lost attempt, which completes, charged once',
      { timeout: 360_000 },
      async () => {
        const product = await createProduct(t.app);
        const user = await createUser(t.app);
        const board = await createBoard(t.app, user, product.id);

        const res = await generate(t.app, user, { visionBoardId: board.id });
        expect(res.statusCode).toBe(201);
        const id = res.json().id as string;

        // Worker 1 takes the job; the images API never answers it. Kill it mid-attempt.
        const first = startWorker(api.baseUrl);
        await vi.waitFor(
          async () => {
            expect((await artworkRow(t.app, id)).status).toBe('running');
            expect(api.requests.length).toBe(1);
          },
          { timeout: 60_000, interval: 50 },
        );
        // Let the first worker renew its lease at least once: a live attempt is held past the
        // lease it was claimed with.
        const claimed = await artworkRow(t.app, id);
        await vi.waitFor(
          async () =>
            expect((await artworkRow(t.app, id)).deadlineAt!.getTime()).toBeGreaterThan(
              claimed.deadlineAt!.getTime(),
            ),
          { timeout: HEARTBEAT_MS * 3, interval: 100 },
        );
        // Worker 2 is up beside it (as in a deployment), idle: the only job is worker 1's.
        const second = startWorker(api.baseUrl);
        await second.ready;
        first.kill('SIGKILL');
        await once(first, 'exit');
        const killedAt = Date.now();
        expect(await artworkRow(t.app, id)).toMatchObject({ status: 'running', attempts: 1 });

        // Worker 2's own sweeper (every heartbeat) finds the lapsed lease and requeues the
        // attempt, and it takes the retry. Nobody here sweeps by hand.
        let requeuedAfterMs = Infinity;
        let retriedAfterMs = Infinity;
        await vi.waitFor(
          async () => {
            const row = await artworkRow(t.app, id);
            if (row.attempts === 1 && row.status === 'queued') {
              requeuedAfterMs = Math.min(requeuedAfterMs, Date.now() - killedAt);
              expect(row.lastError).toBe(GENERATION_ERRORS.WORKER_LOST);
            }
            if (row.attempts === 2) {
              requeuedAfterMs = Math.min(requeuedAfterMs, Date.now() - killedAt);
              retriedAfterMs = Date.now() - killedAt;
            }
            expect(row.attempts).toBe(2);
          },
          { timeout: ATTEMPT_TIMEOUT_MS * 2, interval: 100 },
        );
        console.info(
          `worker killed: attempt requeued after ${requeuedAfterMs} ms, retried after ${retriedAfterMs} ms`,
        );
        expect(requeuedAfterMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
        expect(retriedAfterMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
        const done = await waitForFinished(t.app, id, 90_000);
        expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
        expect(done.creditRefundedAt).toBeNull();
        expect(await usedCredits(t.app, user.id)).toBe(1);
        expect(api.requests.length).toBe(2);
        const preview = await t.app.storage.exists(done.previewKey!);
        expect(preview).toBe(true);

        // A graceful stop of the worker ends the process cleanly.
        second.kill('SIGTERM');
        const [code] = (await once(second, 'exit')) as [number | null];
        expect(code).toBe(0);
      },
    );
  },
);
