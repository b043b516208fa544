// Baseline for the benchmark: Fastify with no plugins, one route returning a fixed JSON body.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The same fastify the API runs, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const [port, payloadFile] = process.argv.slice(2);
const payload = JSON.parse(readFileSync(payloadFile, 'utf8'));

const app = Fastify({ logger: false });
app.get('/bare', async () => payload);
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
