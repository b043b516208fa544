import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCluster } from '../../scripts/cluster/harness.mjs';
import {
  alive,
  buyPng,
  buyPremium,
  loggedFor,
  newShopper,
  photoForm,
  postJson,
  readyStatus,
  settleSubmissions,
  startLoad,
  startShopLoad,
  submitArtwork,
  summary,
  type Shopper,
} from './support/load.mjs';
import { startImagesApi, startPostgres, startRedis } from './support/private-services.mjs';

// Issue 26 point 4: faults injected into a running cluster (2 API instances, 2 workers, HAProxy)
// on PostgreSQL, Redis and an S3 server of its own, each under a load through the proxy, each
// printing `fault <name>: sent N, ok N, failed N, lost N`. Lost = a write the shop accepted (2xx)
// that is not in the database afterwards; it must be 0 whatever fails meanwhile.

const PORTS = { postgres: 4201, redis: 4202, images: 4203, cluster: 4210 };
/** Short leases, so a killed worker's attempt is taken over within about a second. */
const HEARTBEAT_MS = 300;
const CONTACT_MAX = 5;

type Cluster = Awaited<ReturnType<typeof startCluster>>;
type Api = Cluster['apis'][number];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads a Server-Sent Events response, calling `onEvent` for each `event: artwork`. */
async function readArtworkEvents(
  res: Response,
  onEvent: (event: { artworkId: string; status: string }) => boolean,
) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (block.includes('event: artwork') && data && onEvent(JSON.parse(data.slice(6)))) {
        await reader.cancel();
        return true;
      }
    }
  }
}

type Connection = { via: string; instance: string | null; status: number; events: string[] };

/**
 * A browser's EventSource on a board's stream, held by `instance`: opened through the proxy
 * until the proxy's round robin lands it there (X-Atelier-Instance), or on the instance's own
 * URL when the API does not name itself. After the stream breaks it reconnects through the
 * proxy (250 ms later), until the artwork reaches a final status.
 */
async function followArtwork(opts: {
  proxyUrl: string;
  instance: { name: string; url: string };
  path: string;
  headers: Record<string, string>;
  artworkId: string;
}) {
  const open = (base: string) => fetch(`${base}${opts.path}`, { headers: opts.headers });
  let first: { via: string; res: Response } | null = null;
  for (let i = 0; i < 10 && !first; i += 1) {
    const res = await open(opts.proxyUrl);
    const instance = res.headers.get('x-atelier-instance');
    if (instance === opts.instance.name) first = { via: opts.proxyUrl, res };
    else {
      await res.body?.cancel();
      if (instance === null) first = { via: opts.instance.url, res: await open(opts.instance.url) };
    }
  }
  if (!first) throw new Error(`the proxy never sent the stream to ${opts.instance.name}`);

  const connections: Connection[] = [];
  const done = (async () => {
    let next: { via: string; res: Response } | null = first;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      try {
        next ??= { via: opts.proxyUrl, res: await open(opts.proxyUrl) };
        const { via, res } = next;
        const conn: Connection = {
          via,
          instance: res.headers.get('x-atelier-instance'),
          status: res.status,
          events: [],
        };
        connections.push(conn);
        if (res.status === 200) {
          const final = await readArtworkEvents(res, (e) => {
            if (e.artworkId !== opts.artworkId) return false;
            conn.events.push(e.status);
            return e.status === 'succeeded' || e.status === 'failed';
          });
          if (final) return conn.events.at(-1)!;
        }
      } catch {
        // The instance went away mid-stream: reconnect, as EventSource does.
      }
      next = null;
      await sleep(250);
    }
    throw new Error('the event stream never told the final status');
  })();
  return { connections, done };
}

describe.skipIf(!process.env.DATABASE_URL)(
  'faults in a cluster (2 APIs, 2 workers, HAProxy; private PostgreSQL, Redis, S3): nothing lost',
  () => {
    let postgres: Awaited<ReturnType<typeof startPostgres>>;
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let images: Awaited<ReturnType<typeof startImagesApi>>;
    let c: Cluster;
    // A pool: its connections come back after the PostgreSQL restart.
    let db: pg.Pool;
    let productId: string;
    let shoppers: Shopper[];
    const query = (text: string, params?: unknown[]) => db.query(text, params);

    beforeAll(async () => {
      postgres = await startPostgres({ port: PORTS.postgres });
      const databaseUrl = await postgres.createDatabase('faults_cluster');
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
          GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
          GENERATION_RETRY_DELAY_MS: '200',
          WORKER_CONCURRENCY: '2',
          DEMO_PAYMENTS: 'true',
          // One hop (the proxy): a request straight to an instance may name its client, which
          // the Redis test uses to count one client's requests on both instances.
          TRUST_PROXY: '1',
          AUTH_RATE_LIMIT_MAX: '1000',
          UPLOAD_RATE_LIMIT_MAX: '100000',
          BOARD_RATE_LIMIT_MAX: '1000',
          CONTACT_RATE_LIMIT_MAX: String(CONTACT_MAX),
          SHUTDOWN_DRAIN_MS: '2500',
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
        [1, 2, 3, 4].map(() => newShopper(c.url, { premium: true, tag: 'faults-load' })),
      );
    }, 240_000);

    afterAll(async () => {
      await db?.end().catch(() => {});
      await c?.stop();
      await images?.close();
      await redis?.close();
      await postgres?.close();
    }, 60_000);

    // A failed test shows what the processes said last.
    afterEach((ctx) => {
      if (ctx.task.result?.state !== 'fail' || !c) return;
      for (const p of [...c.apis, ...c.workers]) {
        const tail = p.output().split('\n').slice(-40).join('\n');
        console.error(`--- ${p.name} (last lines) ---\n${tail}`);
      }
    });

    /** The restarted process serves again (and, for an API, the proxy sends it traffic). */
    async function restartApi(api: Api) {
      await api.start();
      await vi.waitFor(
        async () => {
          expect(await readyStatus(api.url)).toBe(200);
          expect(await c.proxy!.serverState(api.name)).toMatch(/^UP/);
        },
        { timeout: 60_000, interval: 100 },
      );
    }

    it('a worker SIGKILLed mid-job: the other worker finishes it, the shopper charged once', async () => {
      const load = startShopLoad({ base: c.url, shoppers, productId, loops: 2, submitEvery: 4 });
      const shopper = await newShopper(c.url, { tag: 'worker-kill' });
      const marker = `Held ${Date.now()}`;
      images.hold(marker);
      const artwork = await submitArtwork(fetch, c.url, shopper, productId, marker);
      expect(artwork).not.toBeNull();

      // Running: the database row says so, the images request is waiting, and one worker's log
      // names the attempt.
      const victim = await vi.waitFor(
        async () => {
          const { rows } = await query('SELECT status FROM artworks WHERE id = $1', [artwork!.id]);
          expect(rows[0]?.status).toBe('running');
          expect(images.requests(marker).arrived).toBe(1);
          const w = c.workers.find((w) =>
            loggedFor(w.output(), 'generation attempt started', artwork!.id),
          );
          expect(w).toBeDefined();
          return w!;
        },
        { timeout: 30_000, interval: 50 },
      );
      const other = c.workers.find((w) => w !== victim)!;
      const pid = victim.pid;
      await victim.kill('SIGKILL');
      await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
      // The next attempt (on the other worker) is answered.
      images.release(marker);

      const final = await vi.waitFor(
        async () => {
          const res = await fetch(`${c.url}/api/artwork/${artwork!.id}`, {
            headers: shopper.headers,
          });
          const body = (await res.json()) as { status: string };
          expect(body.status).toMatch(/succeeded|failed/);
          return body;
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(final.status).toBe('succeeded');
      expect(loggedFor(other.output(), 'artwork succeeded', artwork!.id)).toBe(true);
      const { rows } = await query(
        `SELECT (SELECT count(*)::int FROM artworks WHERE vision_board_id = $1) AS artworks,
                (SELECT generations_used FROM users WHERE id = $2) AS used,
                (SELECT credit_refunded_at FROM artworks WHERE id = $3) AS refunded`,
        [artwork!.visionBoardId, shopper.id, artwork!.id],
      );
      expect(rows[0]).toEqual({ artworks: 1, used: 1, refunded: null });

      await victim.start();
      const stats = await load.stop();
      const settled = await settleSubmissions(stats, query);
      console.log(summary('fault worker-sigkill', stats));
      expect(settled).toMatchObject({ missing: [], notSucceeded: [], chargeMismatch: [] });
      expect(stats.failures).toEqual([]);
    }, 120_000);

    it('an API instance SIGKILLed under load: the proxy takes it out, later requests succeed, an SSE client reconnects and gets the final status', async () => {
      const [api1] = c.apis;
      const shopper = await newShopper(c.url, { tag: 'api-kill' });
      const marker = `Held ${Date.now()}`;
      images.hold(marker);
      const artwork = (await submitArtwork(fetch, c.url, shopper, productId, marker))!;
      await vi.waitFor(() => expect(images.requests(marker).arrived).toBe(1), {
        timeout: 30_000,
        interval: 50,
      });
      // The shopper's artwork screen, held by api1.
      const sse = await followArtwork({
        instance: api1!,
        proxyUrl: c.url,
        path: `/api/vision-boards/${artwork.visionBoardId}/events`,
        headers: shopper.headers,
        artworkId: artwork.id,
      });
      await vi.waitFor(() => expect(sse.connections[0]?.events).toContain('running'), {
        timeout: 10_000,
        interval: 20,
      });

      const load = startShopLoad({ base: c.url, shoppers, productId, loops: 4, submitEvery: 3 });
      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(20), { timeout: 30_000 });
      const pid = api1!.pid;
      await api1!.kill('SIGKILL');
      await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
      await vi.waitFor(async () => expect(await c.proxy!.serverState('api1')).toMatch(/^DOWN/), {
        timeout: 15_000,
        interval: 100,
      });
      const down = Date.now();
      const okAtDown = load.stats.ok;

      images.release(marker);
      expect(await sse.done).toBe('succeeded');
      // The stream broke with api1 and the client came back through the proxy.
      expect(sse.connections.length).toBeGreaterThan(1);
      expect(sse.connections.at(-1)).toMatchObject({ via: c.url, status: 200 });
      expect(sse.connections.at(-1)!.instance).not.toBe('api1');

      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(okAtDown + 40), {
        timeout: 30_000,
      });
      const stats = await load.stop();
      const settled = await settleSubmissions(stats, query);
      console.log(summary('fault api-sigkill', stats));
      expect(load.failuresSince(down)).toEqual([]);
      expect(settled).toMatchObject({ missing: [], notSucceeded: [], chargeMismatch: [] });
      await restartApi(api1!);
    }, 120_000);

    it('PostgreSQL restarted mid-load: not ready while it is down, back by itself, no accepted submission or payment lost', async () => {
      // Shoppers on the free plan, each of whom buys Premium once during the load.
      const buyers = await Promise.all(
        Array.from({ length: 8 }, () => newShopper(c.url, { tag: 'pg-buyer' })),
      );
      const pids = c.apis.map((a) => a.pid);
      const load = startShopLoad({
        base: c.url,
        shoppers,
        productId,
        loops: 3,
        submitEvery: 3,
        extra: async (ctx) => {
          if (ctx.iteration % 3 !== 1) return;
          const buyer = buyers.shift();
          if (!buyer) return;
          const call = (url: string, init: RequestInit) => ctx.request('payment', url, init);
          const paid = await buyPremium(call, c.url, buyer);
          if (paid.ok) ctx.accepted({ kind: 'payment', userId: buyer.id });
        },
      });
      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(20), { timeout: 30_000 });

      await postgres.stop('fast');
      await vi.waitFor(
        async () => {
          for (const api of c.apis) expect(await readyStatus(api.url)).toBe(503);
        },
        { timeout: 15_000, interval: 100 },
      );
      const notReady = await (await fetch(`${c.apis[0]!.url}/readyz`)).json();
      expect(notReady).toMatchObject({ error: { code: 'NOT_READY' } });
      await postgres.start();
      await vi.waitFor(
        async () => {
          for (const api of c.apis) expect(await readyStatus(api.url)).toBe(200);
        },
        { timeout: 30_000, interval: 100 },
      );
      // The same processes: they reconnected by themselves.
      expect(c.apis.map((a) => a.pid)).toEqual(pids);
      expect(pids.every(alive)).toBe(true);
      // The proxy took both out while they were not ready; once it has them back, requests
      // succeed again.
      await vi.waitFor(
        async () => {
          for (const api of c.apis) expect(await c.proxy!.serverState(api.name)).toMatch(/^UP/);
        },
        { timeout: 15_000, interval: 100 },
      );
      const back = Date.now();
      const okAtBack = load.stats.ok;
      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(okAtBack + 30), {
        timeout: 30_000,
      });
      const stats = await load.stop();
      const settled = await settleSubmissions(stats, query);
      const paid = stats.accepted.filter((w) => (w as { kind: string }).kind === 'payment') as {
        userId: string;
      }[];
      const { rows } = await query(
        `SELECT id FROM users WHERE id = ANY($1::text[]) AND is_premium`,
        [paid.map((p) => p.userId)],
      );
      stats.lost += paid.length - rows.length;
      console.log(summary('fault postgres-restart', stats));
      expect(paid.length).toBeGreaterThan(0);
      expect(rows.length).toBe(paid.length);
      expect(settled).toMatchObject({ missing: [], notSucceeded: [], chargeMismatch: [] });
      expect(load.failuresSince(back)).toEqual([]);
    }, 120_000);

    it('Redis stopped: limits are skipped as documented and the shop keeps selling; shared again once it is back', async () => {
      const [api1, api2] = c.apis as [Api, Api];
      // A request straight to an instance names its client (TRUST_PROXY=1): one client, two
      // instances.
      const contact = (api: Api, client: string) =>
        fetch(
          `${api.url}/api/contact`,
          postJson(
            {
              name: 'Ruth Miller',
              email: 'ruth@example.com',
              subject: 'Canvas size question',
              message: 'Hello! Can the 24 x 36 canvas be hung in portrait orientation?',
            },
            { 'x-forwarded-for': client },
          ),
        );
      const statuses = async (client: string, n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i += 1)
          out.push((await contact(i % 2 ? api2 : api1, client)).status);
        return out;
      };
      const buyer = await newShopper(c.url, { tag: 'redis-buyer' });
      // A finished artwork of the buyer's, to buy its PNG while Redis is down.
      const mine = (await submitArtwork(fetch, c.url, buyer, productId))!;
      await vi.waitFor(
        async () => {
          const { rows } = await query('SELECT status FROM artworks WHERE id = $1', [mine.id]);
          expect(rows[0]?.status).toBe('succeeded');
        },
        { timeout: 30_000, interval: 100 },
      );
      const load = startShopLoad({ base: c.url, shoppers, productId, loops: 3, submitEvery: 3 });
      await vi.waitFor(() => expect(load.stats.ok).toBeGreaterThan(10), { timeout: 30_000 });

      await redis.stop();
      // README: "while it does not answer, the shop ... serves without those limits and logs
      // the error".
      expect(await statuses('10.26.4.1', CONTACT_MAX + 3)).toEqual(
        Array(CONTACT_MAX + 3).fill(201),
      );
      await vi.waitFor(() =>
        expect(c.apis.some((a) => a.output().includes('rate-limit redis error'))).toBe(true),
      );
      const paid = await buyPremium(fetch, c.url, buyer);
      expect(paid.status).toBe(200);
      expect(await (paid as Response).json()).toMatchObject({
        status: 'completed',
        isPremium: true,
      });
      const png = await buyPng(fetch, c.url, buyer, mine.id);
      expect(png.status).toBe(200);
      const order = (await (png as Response).json()) as { orderId: string; orderStatus: string };
      expect(order).toMatchObject({ status: 'completed', kind: 'order' });
      const { rows: orders } = await query('SELECT status FROM orders WHERE id = $1', [
        order.orderId,
      ]);
      expect(orders).toEqual([{ status: order.orderStatus }]);
      const sale = await submitArtwork(fetch, c.url, buyer, productId);
      expect(sale).not.toBeNull();

      await redis.start();
      // Each instance counts in Redis again once its client has reconnected (a probe client's
      // count appears there).
      const probe = new Redis(redis.url);
      let n = 0;
      await vi.waitFor(
        async () => {
          for (const api of c.apis) {
            const client = `10.26.5.${++n}`;
            expect((await contact(api, client)).status).toBe(201);
            expect(await probe.exists(`atelier-rl:POST:/api/contact:${client}`)).toBe(1);
          }
        },
        { timeout: 20_000, interval: 200 },
      );
      await probe.quit();
      // One count for both instances: the limit in all, not per instance.
      const shared = await statuses('10.26.6.1', CONTACT_MAX * 2);
      expect(shared.filter((s) => s === 201)).toHaveLength(CONTACT_MAX);
      expect(shared.slice(CONTACT_MAX)).toEqual(Array(CONTACT_MAX).fill(429));

      const stats = await load.stop();
      const settled = await settleSubmissions(stats, query);
      // The sale during the outage is there and done (the buyer's count started again with the
      // upgrade, so it is not compared with their artworks).
      await vi.waitFor(
        async () => {
          const { rows } = await query('SELECT status FROM artworks WHERE id = $1', [sale!.id]);
          expect(rows).toEqual([{ status: 'succeeded' }]);
        },
        { timeout: 30_000, interval: 100 },
      );
      console.log(summary('fault redis-stopped', stats));
      expect(stats.failures).toEqual([]);
      expect(settled).toMatchObject({ missing: [], notSucceeded: [], chargeMismatch: [] });
    }, 120_000);

    it('S3 stopped for 10 s: uploads answer a clear 503, nothing half-written remains, uploads work once it is back', async () => {
      const s3 = c.s3!;
      const bucket = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: {
          accessKeyId: c.env.S3_ACCESS_KEY_ID ?? 'S3RVER',
          secretAccessKey: c.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
        },
      });
      const uploaders = await Promise.all(
        [1, 2, 3].map(() => newShopper(c.url, { tag: 's3-uploader' })),
      );
      type Call = (url: string, init: RequestInit) => Promise<Response | null>;
      const upload = async (shopper: Shopper, call: Call = fetch) =>
        call(`${c.url}/api/upload/image`, {
          method: 'POST',
          headers: shopper.headers,
          body: await photoForm(),
        });
      const load = startLoad({
        loops: 3,
        pauseMs: 200,
        async step(ctx) {
          const shopper = uploaders[ctx.loop]!;
          await ctx.request('product', `${c.url}/api/products/vision-board`);
          const res = await upload(shopper, (url, init) => ctx.request('upload', url, init));
          if (res?.ok) {
            const { key } = (await res.json()) as { key: string };
            ctx.accepted({ kind: 'upload', key, userId: shopper.id });
          }
        },
      });
      await vi.waitFor(() => expect(load.stats.accepted.length).toBeGreaterThan(3), {
        timeout: 30_000,
      });

      // From the moment the stop begins: the server refuses new connections at once, while
      // close() still waits for the open ones, and an upload refused meanwhile is the outage's.
      const outage = Date.now();
      await s3.stop();
      const refused = (await upload(uploaders[0]!))!;
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: { code: 'STORAGE_UNAVAILABLE', message: expect.stringMatching(/storage/i) },
      });
      await sleep(Math.max(0, outage + 10_000 - Date.now()));
      await s3.start();
      const restored = Date.now();
      const again = (await upload(uploaders[0]!))!;
      expect(again.status).toBe(200);
      const { key: fresh } = (await again.json()) as { key: string };
      const acceptedAtRestore = load.stats.accepted.length;
      await vi.waitFor(
        () => expect(load.stats.accepted.length).toBeGreaterThan(acceptedAtRestore + 3),
        { timeout: 30_000 },
      );
      const stats = await load.stop();

      // Each accepted upload has its row and its object; no row without an object and no
      // object without a row among these shoppers' uploads.
      const accepted = stats.accepted as { key: string; userId: string }[];
      const ids = uploaders.map((u) => u.id);
      const { rows } = await query(`SELECT key FROM uploads WHERE user_id = ANY($1::text[])`, [
        ids,
      ]);
      const rowKeys = new Set(rows.map((r: { key: string }) => r.key));
      const objectKeys = new Set<string>();
      for (const id of ids) {
        const listed = await bucket.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `user-uploads/${id}/` }),
        );
        for (const o of listed.Contents ?? []) objectKeys.add(o.Key!);
      }
      stats.lost = accepted.filter((a) => !rowKeys.has(a.key) || !objectKeys.has(a.key)).length;
      console.log(summary('fault s3-stopped-10s', stats));
      expect([...rowKeys].sort()).toEqual([...objectKeys].sort());
      expect(rowKeys.has(fresh)).toBe(true);
      await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: fresh }));
      expect(stats.lost).toBe(0);
      // What failed, failed during the outage (and as a clear 503).
      const seen = stats.failures.map((f) => ({ ...f, at: f.at - outage }));
      const window = `the outage: from 0 to ${restored - outage} ms (+1 s)`;
      expect(
        stats.failures.every((f) => f.at >= outage && f.at < restored + 1_000),
        `failures outside ${window}: ${JSON.stringify(seen)}`,
      ).toBe(true);
      expect(
        stats.failures.every((f) => f.status === 503 && f.label === 'upload'),
        JSON.stringify(seen),
      ).toBe(true);
      bucket.destroy();
    }, 120_000);
  },
);
