import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCluster } from '../../scripts/cluster/harness.mjs';
import {
  alive,
  loggedFor,
  newShopper,
  readyStatus,
  settleSubmissions,
  startShopLoad,
  submitArtwork,
  summary,
  type Shopper,
} from './support/load.mjs';
import { startImagesApi, startPostgres, startRedis } from './support/private-services.mjs';

// Issue 26 point 5: a deploy rolls both API instances and both workers, one at a time, under a
// steady load through the proxy, and loses no request and no job. What makes it true: on SIGTERM
// an instance's /readyz answers 503 at once while it goes on serving for SHUTDOWN_DRAIN_MS, longer
// than HAProxy needs to take it out (inter 1s × fall 2); a stopping worker finishes or hands back
// its running attempt within WORKER_SHUTDOWN_GRACE_MS.

const PORTS = { postgres: 4251, redis: 4252, images: 4253, cluster: 4260 };
/** Above the proxy's inter × fall (2 s), with a check's own time to spare. */
const DRAIN_MS = 3_000;

type Cluster = Awaited<ReturnType<typeof startCluster>>;

describe.skipIf(!process.env.DATABASE_URL)(
  'a rolling deploy under load (2 APIs, 2 workers, HAProxy; private PostgreSQL, Redis, S3)',
  () => {
    let postgres: Awaited<ReturnType<typeof startPostgres>>;
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let images: Awaited<ReturnType<typeof startImagesApi>>;
    let c: Cluster;
    let db: pg.Pool;
    let productId: string;
    let shoppers: Shopper[];
    const query = (text: string, params?: unknown[]) => db.query(text, params);

    beforeAll(async () => {
      postgres = await startPostgres({ port: PORTS.postgres, name: 'faults-rolling' });
      const databaseUrl = await postgres.createDatabase('faults_rolling');
      redis = await startRedis({ port: PORTS.redis });
      images = await startImagesApi({ port: PORTS.images });
      c = await startCluster({
        databaseUrl,
        redisUrl: redis.url,
        s3: 'local',
        apis: 2,
        workers: 2,
        proxy: true,
        basePort: PORTS.cluster,
        env: {
          GENERATION_PROVIDER: 'openai',
          OPENAI_API_KEY: 'sk-test',
          OPENAI_BASE_URL: images.baseUrl,
          GENERATION_HEARTBEAT_MS: '300',
          GENERATION_RETRY_DELAY_MS: '200',
          WORKER_CONCURRENCY: '2',
          DEMO_PAYMENTS: 'true',
          AUTH_RATE_LIMIT_MAX: '1000',
          UPLOAD_RATE_LIMIT_MAX: '100000',
          BOARD_RATE_LIMIT_MAX: '1000',
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          SHUTDOWN_GRACE_MS: '5000',
          WORKER_SHUTDOWN_GRACE_MS: '1000',
        },
      });
      db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      db.on('error', () => {});
      productId = (
        (await (await fetch(`${c.url}/api/products/vision-board`)).json()) as {
          id: string;
        }
      ).id;
      shoppers = await Promise.all(
        [1, 2, 3, 4].map(() => newShopper(c.url, { premium: true, tag: 'rolling-load' })),
      );
    }, 240_000);

    afterAll(async () => {
      await db?.end().catch(() => {});
      await c?.stop();
      await images?.close();
      await redis?.close();
      await postgres?.close();
    }, 60_000);

    it('restarts api1, api2, worker1, worker2 one at a time: no failed request, every accepted submission succeeds, charged once', async () => {
      const load = startShopLoad({ base: c.url, shoppers, productId, loops: 4, submitEvery: 3 });
      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(20), { timeout: 30_000 });

      const t0 = Date.now();
      const phases: string[] = [];
      const mark = (what: string) => phases.push(`${what} ${Date.now() - t0}`);
      for (const api of c.apis) {
        const pid = api.pid;
        mark(`${api.name} stop`);
        await api.stop();
        mark(`${api.name} start`);
        expect(alive(pid)).toBe(false);
        await api.start();
        await vi.waitFor(
          async () => {
            expect(await readyStatus(api.url)).toBe(200);
            expect(await c.proxy!.serverState(api.name)).toMatch(/^UP/);
          },
          { timeout: 60_000, interval: 100 },
        );
        expect(api.pid).not.toBe(pid);
        mark(`${api.name} up`);
      }

      // An attempt that is running when its worker is told to stop: held by the images
      // stand-in until then, so the stop has to hand it back.
      const shopper = await newShopper(c.url, { tag: 'rolling-held' });
      const marker = `Held ${Date.now()}`;
      images.hold(marker);
      const held = (await submitArtwork(fetch, c.url, shopper, productId, marker))!;
      const holder = await vi.waitFor(
        () => {
          const w = c.workers.find((w) =>
            loggedFor(w.output(), 'generation attempt started', held.id),
          );
          expect(w).toBeDefined();
          return w!;
        },
        { timeout: 30_000, interval: 50 },
      );
      for (const worker of c.workers) {
        const pid = worker.pid;
        mark(`${worker.name} stop`);
        await worker.stop();
        expect(alive(pid)).toBe(false);
        if (worker === holder) {
          expect(loggedFor(worker.output(), 'attempt handed back', held.id)).toBe(true);
          images.release(marker);
        }
        await worker.start();
        expect(worker.pid).not.toBe(pid);
      }

      const okAtEnd = load.stats.ok;
      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(okAtEnd + 20), {
        timeout: 30_000,
      });
      const stats = await load.stop();
      stats.accepted.push({ kind: 'artwork', ...held });
      const settled = await settleSubmissions(stats, query);
      console.log(summary('rolling', stats));
      console.log(
        phases.join(', '),
        stats.failures.map((f) => ({ ...f, at: f.at - t0 })),
      );
      expect(stats.failures).toEqual([]);
      expect(settled).toMatchObject({ missing: [], notSucceeded: [], chargeMismatch: [] });
      expect(stats.lost).toBe(0);
    }, 150_000);
  },
);
