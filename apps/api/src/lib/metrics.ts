import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { readBacklog, type BacklogRow } from './metrics.repository';

// Prometheus metrics of one process (the API or a worker), in a registry of its own. Labels are
// bounded sets only (a route's pattern, a status, a provider, an outcome), never a URL or an id.
// What needs the database (queue, outbox, print files) is read when scraped, not per request.

/** A generation attempt takes seconds to minutes (a provider's timeout is 120 s by default). */
const GENERATION_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 45, 60, 90, 120, 180, 240, 300];

export type GenerationOutcome =
  'succeeded' | 'requeued' | 'failed' | 'handed_back' | 'taken_over' | 'skipped';

export type MetricsOptions = {
  db: Database;
  log: FastifyBaseLogger;
  /** Open event streams (API processes). */
  eventStreams?: () => number;
};

export function createMetrics(opts: MetricsOptions) {
  const registry = new Registry();
  // Process metrics (CPU, memory, handles, GC) and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const generationDuration = new Histogram({
    name: 'atelier_generation_duration_seconds',
    help: 'Time of one generation attempt, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    buckets: GENERATION_BUCKETS,
    registers,
  });

  // Read once per scrape, shared by the gauges below.
  let backlog: Promise<BacklogRow | null> | null = null;
  const scrapeBacklog = () =>
    (backlog ??= readBacklog(opts.db).catch((err: unknown) => {
      opts.log.warn({ err }, 'metrics: could not read the backlog');
      return null;
    }));
  const backlogGauge = (name: string, help: string, read: (row: BacklogRow) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const row = await scrapeBacklog();
        if (row) this.set(read(row));
      },
    });
  backlogGauge(
    'atelier_generation_queue_depth',
    'Artworks waiting for a generation attempt',
    (r) => r.queued,
  );
  backlogGauge('atelier_generation_running', 'Generation attempts running now', (r) => r.running);
  backlogGauge(
    'atelier_generation_queue_oldest_age_seconds',
    'How long the oldest waiting artwork has waited',
    (r) => r.oldest_queued_s,
  );
  backlogGauge(
    'atelier_mail_outbox_backlog',
    'Mails in the outbox not sent yet',
    (r) => r.outbox_pending,
  );
  new Gauge({
    name: 'atelier_print_file_jobs',
    help: 'Print files of canvas orders waiting or being rendered, by state',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const row = await scrapeBacklog();
      if (!row) return;
      this.set({ state: 'pending' }, row.print_pending);
      this.set({ state: 'rendering' }, row.print_rendering);
    },
  });
  if (opts.eventStreams) {
    const count = opts.eventStreams;
    new Gauge({
      name: 'atelier_sse_connections',
      help: 'Server-Sent Events streams open now',
      registers,
      collect() {
        this.set(count());
      },
    });
  }

  return {
    registry,
    httpDuration,
    generationDuration,
    contentType: registry.contentType,
    async scrape(): Promise<string> {
      backlog = null;
      try {
        return await registry.metrics();
      } finally {
        backlog = null;
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** METRICS_TOKEN as a bearer token, compared in constant time; no token: anyone on the port. */
export function metricsAuthorized(token: string | undefined, header: string | undefined) {
  if (!token) return true;
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** /metrics on a port of its own (METRICS_PORT): kept off the proxy's public port. */
export async function serveMetrics(
  metrics: Metrics,
  opts: { port: number; host: string; token?: string; log: FastifyBaseLogger },
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!metricsAuthorized(opts.token, req.headers.authorization)) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized\n');
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (err: unknown) => {
        opts.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  // Never keeps a stopping process alive.
  server.unref();
  opts.log.info({ port: opts.port }, 'metrics served');
  return server;
}
