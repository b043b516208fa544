// Bench row of issue 26 point 8 (`npm run bench -- --only=cluster`): 500 event streams held on
// one API instance for 60 s. Each is a board's artwork stream (GET /api/vision-boards/:id/events,
// its signed-in owner's): all on one board, whose generation, submitted once the streams are open,
// broadcasts the artwork's changes from a worker through PostgreSQL NOTIFY to every stream.
// Budget: the instance's RSS grows <= 150 MB, and every stream receives the finished artwork.
// One instance and one worker (scripts/cluster/harness.mjs, no proxy), ports 4100-4139.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, startCluster } from '../cluster/harness.mjs';
import { rssMb } from './compressed-html.mjs';
import { scratchDatabase } from './queue.mjs';

const STREAMS = 500;
const HOLD_MS = 60_000;
const BUDGET_MB = 150;
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';

async function json(base, method, p, { token, body, headers = {} } = {}) {
  const init = { method, headers: { ...headers } };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(base + p, init);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text}`);
  return { res, body: text ? JSON.parse(text) : null };
}

/** One event stream, read into a buffer. */
function openStream(url, token) {
  let buffer = '';
  let onData = () => {};
  const req = http.get(url, {
    agent: false,
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
  });
  const opened = new Promise((resolve, reject) => {
    req.once('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        onData();
      });
      resolve(undefined);
    });
    req.once('error', reject);
  });
  return {
    opened,
    /** Resolves true once a line of the stream passes `test` (false if it ends first). */
    waitFor(test) {
      const seen = () => buffer.split('\n').some(test);
      return new Promise((resolve) => {
        const check = () => {
          if (seen()) resolve(true);
        };
        onData = check;
        req.once('close', () => resolve(seen()));
        check();
      });
    },
    close: () => req.destroy(),
  };
}

export async function benchSseStreams({ databaseUrl }) {
  if (!databaseUrl) throw new Error('the cluster rows need DATABASE_URL (PostgreSQL)');
  const db = await scratchDatabase(databaseUrl);
  let cluster;
  const streams = [];
  try {
    cluster = await startCluster({
      databaseUrl: db.url,
      s3: 'local',
      basePort: 4100,
      apis: 1,
      workers: 1,
      proxy: false,
      // info: the harness knows a worker is up by its 'worker started' line.
    });
    const api = cluster.apis[0];
    const base = api.url;
    const signed = await json(base, 'POST', '/api/auth/sign-up/email', {
      body: { email: `sse-${Date.now()}@example.com`, password: 'secret-pass-1', name: 'Bench' },
      headers: { origin: base },
    });
    const token = signed.res.headers.get('set-auth-token');
    const photo = readFileSync(path.join(root, 'apps/api/src/db/seed/photos/chelsea.png'));
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/png' }), 'chelsea.png');
    form.append('folder', 'user-uploads');
    const upload = await json(base, 'POST', '/api/upload/image', { token, body: form });
    const product = (await json(base, 'GET', '/api/products/divine-portrait')).body;
    const board = (
      await json(base, 'POST', '/api/vision-boards', {
        token,
        body: { productId: product.id, items: ITEMS },
      })
    ).body;
    await json(base, 'POST', '/api/uploaded-images', {
      token,
      body: { visionBoardId: board.id, filename: 'photo_0.jpg', url: upload.body.url },
    });

    const rssBefore = rssMb(api.pid);
    const started = Date.now();
    for (let i = 0; i < STREAMS; i++) {
      streams.push(openStream(`${base}/api/vision-boards/${board.id}/events`, token));
    }
    await Promise.all(streams.map((s) => s.opened));
    let peak = rssMb(api.pid) ?? 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(api.pid) ?? 0);
    }, 1_000);

    // The broadcast: one generation on the board, run by the worker.
    const submitted = await json(base, 'POST', '/api/generate-artwork', {
      token,
      body: { visionBoardId: board.id },
    });
    const artwork = Array.isArray(submitted.body) ? submitted.body[0] : submitted.body;
    const finished = (line) =>
      line.startsWith('data:') &&
      line.includes(artwork.id) &&
      line.includes('"status":"succeeded"');
    const received = streams.map((s) => s.waitFor(finished));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, HOLD_MS - (Date.now() - started))),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(api.pid) ?? 0);
    for (const s of streams) s.close();
    const got = (await Promise.all(received)).filter(Boolean).length;
    const growth = rssBefore === null ? null : peak - rssBefore;
    const pass = growth !== null && growth <= BUDGET_MB && got === STREAMS;
    return {
      name: `${STREAMS} event streams on one instance for ${HOLD_MS / 1000} s, one broadcast`,
      display: `RSS ${rssBefore?.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${growth?.toFixed(0)}), ${got}/${STREAMS} got the event`,
      rssBeforeMb: rssBefore,
      rssPeakMb: peak,
      received: got,
      budget: {
        text: `RSS growth <= ${BUDGET_MB} MB, every stream gets it`,
        pass,
      },
    };
  } finally {
    for (const s of streams) s.close();
    await cluster?.stop();
    await db.drop();
  }
}
