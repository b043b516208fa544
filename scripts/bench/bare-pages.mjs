// Baseline for the stall rows (scripts/bench/stall.mjs): Fastify with no plugins answering the
// same bytes Atelier sends — /healthz's JSON, the product page's HTML and that page in brotli —
// so the rows compare what Atelier adds, not what its answers weigh.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// The same fastify the API runs, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const [port, htmlFile, brFile, headersFile] = process.argv.slice(2);
const html = readFileSync(htmlFile);
const br = readFileSync(brFile);
// Atelier's own response headers for the brotli page (helmet's, ETag, Cache-Control, Vary…), when
// given: /page-br-headers sends them with the same bytes, so a row can show what the headers
// alone cost a server that does nothing else.
const pageHeaders = headersFile ? JSON.parse(readFileSync(headersFile, 'utf8')) : null;

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
app.get('/page-br', (_request, reply) =>
  reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(br),
);
if (pageHeaders) {
  app.get('/page-br-headers', (_request, reply) => reply.headers(pageHeaders).send(br));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });

// The event loop's delay under the same load, for the stall rows' context: asked over the IPC
// channel as the API is (apps/api/src/lib/event-loop-stats.ts, same 10 ms ticks, same answer).
if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.max(0, Math.round(ns / 1e4) / 100 - 10);
  process.on('message', (message) => {
    if (message?.type !== 'event-loop-stats') return;
    const stats = {
      type: 'event-loop-stats',
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      samples: histogram.count,
    };
    histogram.reset();
    process.send(stats);
  });
  process.channel?.unref();
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
