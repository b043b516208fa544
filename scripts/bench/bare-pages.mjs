// Baseline for the stall rows (scripts/bench/stall.mjs): Fastify with no plugins answering the
// same bytes Atelier sends — /healthz's JSON, the product page's HTML and that page in brotli —
// so the rows compare what Atelier adds, not what its answers weigh.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The same fastify the API runs, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const [port, htmlFile, brFile] = process.argv.slice(2);
const html = readFileSync(htmlFile);
const br = readFileSync(brFile);

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
app.get('/page-br', (_request, reply) =>
  reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(br),
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
