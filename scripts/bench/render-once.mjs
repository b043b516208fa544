// Render-once row (DESIGN.md §5: "30 concurrent requests for one expensive
// artefact make one render"): a fresh built server, a shopper's finished Divine Portrait bought
// as a PNG through the demo checkout, then 30 first downloads of it at once. Reported: how many
// renders the server logged (its `render` lines of kind png), the burst's wall time, and the
// growth of the server's resident memory at the burst's peak (sampled every 50 ms). Budget:
// renders = 1, every answer 200 with the same bytes.
//
// Runs alone too: `node scripts/bench/render-once.mjs` (after `npm run build`).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startAtelier } from './processes.mjs';

const BURST = 30;
const SAMPLE_MS = 50;
const GENERATION_TIMEOUT_MS = 300_000;
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN) / 1024;
};

/** A signed-in client of the server: JSON calls with the shopper's bearer token. */
async function shopper(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `bench-render-${Date.now()}@example.com`,
      password: 'bench-password',
      name: 'Bench',
    }),
  });
  const token = res.headers.get('set-auth-token');
  if (!res.ok || !token) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const headers = { authorization: `Bearer ${token}`, origin: baseUrl };
  const call = async (method, url, body) => {
    const answer = await fetch(baseUrl + url, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok)
      throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };
  return { headers, call };
}

/** A finished Divine Portrait of a photo-like picture, made as the product form makes it. */
async function finishedArtwork(baseUrl, { headers, call }) {
  const product = await call('GET', '/api/products/divine-portrait');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800">
    <rect width="640" height="800" fill="#9cc3e6"/>
    <ellipse cx="320" cy="340" rx="150" ry="190" fill="#e0ac8a"/>
    <rect x="170" y="540" width="300" height="260" rx="80" fill="#3a4466"/></svg>`;
  const form = new FormData();
  form.append('folder', 'user-uploads');
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await fetch(`${baseUrl}/api/upload/image`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}`);
  const { url } = await uploaded.json();
  const board = await call('POST', '/api/vision-boards', { items: ITEMS, productId: product.id });
  await call('POST', '/api/uploaded-images', {
    visionBoardId: board.id,
    filename: 'photo_0.jpg',
    url,
  });
  const started = await call('POST', '/api/generate-artwork', { visionBoardId: board.id });
  const id = (Array.isArray(started) ? started[0] : started).id;
  const deadline = Date.now() + GENERATION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const artwork = await call('GET', `/api/artwork/${id}`);
    if (artwork.status === 'succeeded') return id;
    if (artwork.status === 'failed') throw new Error(`generation failed: ${artwork.lastError}`);
    await sleep(1_000);
  }
  throw new Error('generation did not finish in time');
}

/** The bench row; starts and stops its own server on a temp DATA_DIR. */
export async function benchRenderOnce() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-render-once-'));
  let atelier;
  try {
    // info: the server's `render` lines are what is counted.
    atelier = await startAtelier({
      dataDir,
      logLevel: 'info',
      env: { DEMO_PAYMENTS: 'true' },
      // Seeding the fresh shop renders its 46 images: minutes on a loaded 2-core machine.
      readyTimeoutMs: 600_000,
    });
    const client = await shopper(atelier.url);
    const artworkId = await finishedArtwork(atelier.url, client);
    const purchase = await client.call('POST', '/api/png-purchases', { artworkId });
    const sessionId = purchase.url.split('/').at(-1);
    await client.call('POST', `/api/payments/demo/${sessionId}/complete`);

    const before = rssMb(atelier.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(atelier.pid));
    }, SAMPLE_MS);
    const start = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const res = await fetch(`${atelier.url}/api/download-png/${artworkId}`, {
          headers: client.headers,
        });
        const body = Buffer.from(await res.arrayBuffer());
        return { status: res.status, sha: createHash('sha256').update(body).digest('hex') };
      }),
    );
    const wallMs = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(atelier.pid));

    const log = readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    const renders = log
      .split('\n')
      .filter((l) => l.includes('"msg":"render"') && l.includes('"kind":"png"')).length;
    const ok = answers.filter((a) => a.status === 200).length;
    const same = new Set(answers.map((a) => a.sha)).size === 1;
    const pass = renders === 1 && ok === BURST && same;
    return {
      name: `${BURST} concurrent first full-PNG downloads`,
      renders,
      wallMs,
      rssGrowthMb: peak - before,
      display: `renders = ${renders}, ${(wallMs / 1000).toFixed(1)} s wall, RSS +${(peak - before).toFixed(0)} MB (${before.toFixed(0)} → ${peak.toFixed(0)} MB), ${ok}/${BURST} answered 200${same ? ' with the same bytes' : ', bytes differ'}`,
      budget: { text: `renders = 1, all 200, same bytes`, pass },
    };
  } finally {
    await atelier?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchRenderOnce();
  console.log(`${r.name}: ${r.display} ${r.budget.pass ? 'PASS' : 'FAIL'}`);
}
