import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  usedCredits,
  waitForFinished,
} from './generation.test-helpers';
import { spawnWorker, startImagesApi } from './worker-process.test-helpers';

const randomPort = () => 20000 + Math.floor(Math.random() * 20000);

// A deploy stops a worker mid-attempt (SIGTERM): within its grace it hands the attempt back, and
// another worker runs it. PostgreSQL only: PGlite cannot be shared by processes.
describe.skipIf(!process.env.DATABASE_URL)('a worker stopped mid-job (PostgreSQL only)', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof startImagesApi>>;
  const workers: ChildProcess[] = [];

  const startWorker = (env: Record<string, string> = {}) => {
    const child = spawnWorker(t, { OPENAI_BASE_URL: api.baseUrl, ...env });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    workers.push(child);
    return Object.assign(child, { output: () => output });
  };

  beforeAll(async () => {
    // The first images request never answers: the attempt is still running at SIGTERM.
    api = await startImagesApi([1]);
    // Configured as the workers are (a deployment's processes share their configuration).
    t = await createTestApp({
      WORKER_IN_PROCESS: 'false',
      GENERATION_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: api.baseUrl,
    });
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    api?.close();
    await t?.close();
  });

  it(
    'hands the running attempt back, another worker completes it: one attempt counted, charged once; the request id and /metrics follow',
    { timeout: 360_000 },
    async () => {
      const product = await createProduct(t.app);
      const user = await createUser(t.app, 'handback');
      const board = await createBoard(t.app, user, product.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate-artwork',
        headers: { ...user.headers, 'x-request-id': 'deploy-story-42' },
        payload: { visionBoardId: board.id },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().id as string;

      const first = startWorker({ WORKER_SHUTDOWN_GRACE_MS: '500' });
      await vi.waitFor(
        async () => {
          expect((await artworkRow(t.app, id)).status).toBe('running');
          expect(api.requests.length).toBe(1);
        },
        { timeout: 120_000, interval: 50 },
      );
      first.kill('SIGTERM');
      const [code] = (await once(first, 'exit')) as [number | null];
      expect(code).toBe(0);
      // Back in the queue as if it had not started; the images request was abandoned.
      expect(await artworkRow(t.app, id)).toMatchObject({ status: 'queued', attempts: 0 });
      expect(api.requests[0]!.abandonedAt).not.toBeNull();
      // The worker's log lines for the job carry the request's id.
      const lines = first
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
      expect(lines.filter((l) => l.reqId === 'deploy-story-42').map((l) => l.msg)).toEqual(
        expect.arrayContaining(['generation attempt started', 'attempt handed back']),
      );

      const metricsPort = randomPort();
      const second = startWorker({ METRICS_PORT: String(metricsPort) });
      const done = await waitForFinished(t.app, id, 120_000);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 1, lastError: null });
      expect(done.creditRefundedAt).toBeNull();
      expect(await usedCredits(t.app, user.id)).toBe(1);
      expect(second.output()).toContain('"reqId":"deploy-story-42"');

      // The worker's own /metrics (the attempt is counted once its job is done).
      let text = '';
      await vi.waitFor(
        async () => {
          const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
          expect(scrape.status).toBe(200);
          text = await scrape.text();
          expect(text).toMatch(
            /atelier_generation_duration_seconds_count\{provider="openai",outcome="succeeded"\} 1\n/,
          );
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(text).toContain('# TYPE atelier_generation_queue_depth gauge');
      second.kill('SIGTERM');
      expect(((await once(second, 'exit')) as [number | null])[0]).toBe(0);
    },
  );
});
