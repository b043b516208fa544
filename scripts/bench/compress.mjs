// Compression row (DESIGN.md §5): a 12 MP photo compressed in Chromium by the
// upload control's Web Worker must come out at <= 2 MB within <= 1.5 s.
//
// The photo: photo.mjs's 12 MP JPEG (about 5 MB, what a phone writes for 12 MP).
//
// What runs, most honest first:
//  1. 'product form': a product page of the built app shows a file input in
//     #personalize-section without any step filled in (/products/vision-board first, else the
//     first product with a photo field on step 1): the photo is picked there, and the time runs
//     (page clock) from the input's change event until the page calls fetch for
//     POST /api/upload/image (intercepted, answered by the bench; the uploaded JPEG is measured
//     from the request body).
//  2. 'built worker': the build contains the worker asset (assets/compress.worker-*.js): the
//     product page of the built app starts it, as the control does, and posts it the photo.
//  3. 'worker compiled by the bench': no worker in the build (no page uses the control yet):
//     Vite compiles src/lib/image-compression/compress.worker.ts and the product page runs it,
//     served from the app's origin so the app's CSP (worker-src 'self' blob:) applies.
// Each mode is timed RUNS times, each time with a fresh worker; the row reports the median.
/* global Worker, window, document -- used inside page scripts, in the browser */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { HEIGHT, makePhoto, WIDTH } from './photo.mjs';
import { repoRoot } from './processes.mjs';

export const COMPRESS_BUDGET = { ms: 1500, bytes: 2 * 1024 * 1024 };
const RUNS = 3;
// The flags of playwright.config.ts.
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BENCH_PREFIX = '/__bench-compress/';
const FORM_FILE_INPUT = '#personalize-section input[type=file]';

/** The `image` part's bytes of a multipart body. */
function multipartFile(body, contentType, field = 'image') {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // skip CRLFs
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString();
    if (new RegExp(`name="${field}"`).test(headers)) return part.subarray(headerEnd + 4);
    start = next;
  }
  return null;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function viaProductForm(page, pageUrl, photoFile) {
  // In-page clock: from the input's change event to the page calling fetch for the upload,
  // so neither the bench's file transfer into the browser nor the interception counts.
  await page.addInitScript(() => {
    const originalFetch = window.fetch;
    window.fetch = function (input, init) {
      const url = typeof input === 'string' ? input : (input?.url ?? String(input));
      if (url.includes('/api/upload/image')) window.__benchUploadAt = performance.now();
      return originalFetch.call(this, input, init);
    };
    document.addEventListener(
      'change',
      (event) => {
        if (event.target?.type === 'file') window.__benchPickedAt = performance.now();
      },
      true,
    );
  });
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const input = page.locator(FORM_FILE_INPUT).first();
    let startedAt = 0;
    let resolveUpload;
    const uploaded = new Promise((resolve, reject) => {
      resolveUpload = resolve;
      setTimeout(() => reject(new Error('no POST /api/upload/image within 30 s')), 30_000).unref();
    });
    await page.route('**/api/upload/image', async (route) => {
      const wallMs = Date.now() - startedAt;
      const request = route.request();
      const image = multipartFile(
        request.postDataBuffer() ?? Buffer.alloc(0),
        await request.headerValue('content-type'),
      );
      await route.fulfill({
        status: 201,
        json: { url: '/favicon.svg', key: 'user-uploads/bench/photo.jpg' },
      });
      resolveUpload({ wallMs, bytes: image?.length ?? 0, jpeg: image });
    });
    startedAt = Date.now();
    await input.setInputFiles(photoFile);
    const result = await uploaded;
    await page.unroute('**/api/upload/image');
    const ms = await page.evaluate(() => window.__benchUploadAt - window.__benchPickedAt);
    const meta = result.jpeg ? await sharp(result.jpeg).metadata() : {};
    results.push({
      ms: Number.isFinite(ms) ? ms : result.wallMs,
      wallMs: result.wallMs,
      bytes: result.bytes,
      width: meta.width,
      height: meta.height,
    });
  }
  return results;
}

async function viaWorker(page, baseUrl, workerUrl, photo) {
  await page.route(`**${BENCH_PREFIX}photo.jpg`, (route) =>
    route.fulfill({ body: photo, contentType: 'image/jpeg' }),
  );
  await page.goto(`${baseUrl}/products/vision-board`, { waitUntil: 'networkidle' });
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    results.push(
      await page.evaluate(
        async ({ workerUrl, photoUrl, targetBytes }) => {
          const file = await (await fetch(photoUrl)).blob();
          const startedAt = performance.now();
          // As the control starts it (lib/image-compression/index.ts).
          const worker = new Worker(workerUrl, { type: 'module' });
          const stages = [];
          try {
            const done = await new Promise((resolve, reject) => {
              worker.onmessage = ({ data }) => {
                if (data.type === 'progress') stages.push(data.stage);
                else if (data.type === 'error') reject(new Error(data.message));
                else resolve(data);
              };
              worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
              worker.postMessage({ file, targetBytes, maxSide: 1920 });
            });
            return {
              ms: performance.now() - startedAt,
              bytes: done.blob.size,
              type: done.blob.type,
              width: done.width,
              height: done.height,
              quality: done.quality,
              passes: done.passes,
              stages: [...new Set(stages)],
            };
          } finally {
            worker.terminate();
          }
        },
        { workerUrl, photoUrl: `${BENCH_PREFIX}photo.jpg`, targetBytes: COMPRESS_BUDGET.bytes },
      ),
    );
  }
  return results;
}

/**
 * A product page whose form shows a photo field without filling anything in: vision-board
 * first (its photos sit on step 2 today), then any product with a photo field on step 1.
 */
async function findFormWithPhoto(page, baseUrl) {
  const slugs = ['vision-board'];
  try {
    const products = await (await fetch(`${baseUrl}/api/products`)).json();
    const list = Array.isArray(products) ? products : (products.items ?? products.products ?? []);
    for (const { slug } of list) if (slug && !slugs.includes(slug)) slugs.push(slug);
  } catch {
    // No product list: only vision-board is tried.
  }
  for (const slug of slugs) {
    const url = `${baseUrl}/products/${slug}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    if ((await page.locator(FORM_FILE_INPUT).count()) > 0) return url;
  }
  return null;
}

/** The worker asset of the web build, if a page of the app uses the upload control. */
function builtWorker() {
  const assets = path.join(repoRoot, 'apps/web/dist/assets');
  try {
    return readdirSync(assets).find((f) => /^compress\.worker-[\w-]+\.js$/.test(f)) ?? null;
  } catch {
    return null;
  }
}

/** Compiles the worker with Vite (as the web build would) into a temp dir; returns its code. */
async function compileWorker() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-compress-worker-'));
  try {
    const webRoot = path.join(repoRoot, 'apps/web');
    await build({
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      resolve: { alias: { '@': path.join(webRoot, 'src') } },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        rollupOptions: {
          input: {
            'compress-worker': path.join(webRoot, 'src/lib/image-compression/compress.worker.ts'),
          },
          output: { entryFileNames: '[name].js', format: 'es' },
        },
      },
    });
    return readFileSync(path.join(outDir, 'compress-worker.js'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function benchCompress({
  baseUrl,
  browserPath = process.env.CHROME_PATH || '/usr/bin/chromium',
}) {
  const photo = await makePhoto();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'atelier-compress-'));
  const photoFile = path.join(tmp, 'photo-12mp.jpg');
  writeFileSync(photoFile, photo);
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROME_ARGS });
  let mode;
  let runs;
  try {
    const page = await browser.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const formPage = await findFormWithPhoto(page, baseUrl);
    const asset = builtWorker();
    if (formPage) {
      mode = `product form ${new URL(formPage).pathname}`;
      runs = await viaProductForm(page, formPage, photoFile);
    } else if (asset) {
      mode = 'built worker';
      runs = await viaWorker(page, baseUrl, `/assets/${asset}`, photo);
    } else {
      mode = 'worker compiled by the bench';
      const code = await compileWorker();
      await page.route(`**${BENCH_PREFIX}compress-worker.js`, (route) =>
        route.fulfill({ body: code, contentType: 'text/javascript' }),
      );
      runs = await viaWorker(page, baseUrl, `${BENCH_PREFIX}compress-worker.js`, photo);
    }
    if (pageErrors.length) console.warn(`bench compress: page errors: ${pageErrors.join('; ')}`);
  } finally {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  }

  const ms = median(runs.map((r) => r.ms));
  const bytes = median(runs.map((r) => r.bytes));
  const maxBytes = Math.max(...runs.map((r) => r.bytes));
  const mb = (n) => (n / 1024 / 1024).toFixed(2);
  const pass = ms <= COMPRESS_BUDGET.ms && maxBytes <= COMPRESS_BUDGET.bytes && maxBytes > 0;
  return {
    name: `12 MP JPEG compressed in Chromium (${mode})`,
    mode,
    inputBytes: photo.length,
    inputSize: `${WIDTH}x${HEIGHT}`,
    ms,
    bytes,
    runs,
    display: `${Math.round(ms)} ms, ${mb(photo.length)} MB → ${mb(bytes)} MB (median of ${RUNS})`,
    budget: { text: `<= 2 MB in <= ${COMPRESS_BUDGET.ms} ms`, pass },
  };
}
