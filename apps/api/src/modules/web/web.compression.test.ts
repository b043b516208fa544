import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { siteSettings } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/app';

const INDEX = `<!doctype html><html lang="en"><head>
<title>Atelier</title>
<meta name="description" content="default" />
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

// Stands in for the web build's server renderer: the product page shows its title and the
// guarantee setting, so a product edit and a settings edit both change the page.
const SHELL = `export function renderShell(data) {
  if (data.path === '/') return '<h1>Landing</h1>';
  return '<h1>' + data.product.title + '</h1><p>' + data.settings.guarantee.text + '</p>';
}`;

const PAGE = '/products/vision-board';

// Server-painted pages are compressed once per version (their ETag), not on every request.
describe('server-painted pages are compressed once per version', () => {
  let t: TestApp;
  let dist: string;
  const get = (headers: Record<string, string> = {}, url = PAGE) => t.app.inject({ url, headers });
  const compressions = () => t.app.compressedCache.stats().compressions;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'ssr'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'ssr', 'static-shell.mjs'), SHELL);
    t = await createTestApp({ WEB_DIST_DIR: dist, SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the same brotli bytes every time, made by one compression', async () => {
    t.app.compressedCache.clear();
    const before = compressions();
    // Concurrent first requests share the one compression.
    const first = await Promise.all(
      Array.from({ length: 5 }, () => get({ 'accept-encoding': 'br' })),
    );
    const later = [await get({ 'accept-encoding': 'br' }), await get({ 'accept-encoding': 'br' })];
    expect(compressions() - before).toBe(1);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Vision Board</h1>');
    for (const res of [...first, ...later]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    }
    expect(brotliDecompressSync(first[0]!.rawPayload).toString()).toBe(plain.body);
    expect(first[0]!.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("keeps a hot page's compressed copy with the page: the next requests do not look it up again", async () => {
    const hits = () => t.app.compressedCache.stats().hits;
    // The first request of this path (or the first after the page's one-second memo) finds the
    // copy in the shared cache; the requests after it within the memo take it from the page.
    const first = await get({ 'accept-encoding': 'br' });
    const before = hits();
    const next = await Promise.all(
      Array.from({ length: 5 }, () => get({ 'accept-encoding': 'br' })),
    );
    expect(hits() - before).toBeLessThanOrEqual(1);
    for (const res of next) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    // gzip is kept beside brotli, each answered in its own encoding.
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const gzipAgain = await get({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipAgain.rawPayload).equals(brotliDecompressSync(first.rawPayload))).toBe(
      true,
    );
    expect(gzipAgain.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
  });

  it('sends gzip, or the plain page, as Accept-Encoding asks', async () => {
    const plain = await get();
    const gzip = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const preferred = await get({ 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(preferred.headers['content-encoding']).toBe('gzip');
    for (const header of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get({ 'accept-encoding': header });
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.body, header).toBe(plain.body);
      expect(res.headers.etag, header).toBe(plain.headers.etag);
    }
    // Once per encoding: asking again compresses nothing.
    const before = compressions();
    await get({ 'accept-encoding': 'gzip' });
    await get({ 'accept-encoding': 'br' });
    expect(compressions()).toBe(before);
  });

  it('answers 304 without a body when the browser has this version', async () => {
    const { etag } = (await get()).headers;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const res = await get({ 'accept-encoding': 'br', 'if-none-match': etag as string });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    const stale = await get({ 'accept-encoding': 'br', 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with the headers of the compressed page and no body', async () => {
    const full = await get({ 'accept-encoding': 'br' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: PAGE,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives a product edit a new ETag and a newly compressed page', async () => {
    const old = await get({ 'accept-encoding': 'br' });
    await t.app.db
      .update(products)
      .set({ title: 'Dream Board' })
      .where(eq(products.slug, 'vision-board'));
    t.app.catalogueCache.clear();
    try {
      const before = compressions();
      const edited = await get({ 'accept-encoding': 'br' });
      expect(edited.headers.etag).not.toBe(old.headers.etag);
      expect(compressions() - before).toBe(1);
      const html = brotliDecompressSync(edited.rawPayload).toString();
      expect(html).toContain('<h1>Dream Board</h1>');
      expect(html).toContain('<title>Dream Board — Atelier</title>');
      // The browser's old copy is no longer current.
      const revalidated = await get({ 'if-none-match': old.headers.etag as string });
      expect(revalidated.statusCode).toBe(200);
    } finally {
      await t.app.db
        .update(products)
        .set({ title: 'Vision Board' })
        .where(eq(products.slug, 'vision-board'));
      t.app.catalogueCache.clear();
    }
    // Back to the first version: its compressed copy is still in the cache.
    const before = compressions();
    const back = await get({ 'accept-encoding': 'br' });
    expect(back.headers.etag).toBe(old.headers.etag);
    expect(back.rawPayload.equals(old.rawPayload)).toBe(true);
    expect(compressions()).toBe(before);
  });

  it('gives a settings edit a new ETag on the page', async () => {
    const old = await get({ 'accept-encoding': 'gzip' });
    await t.app.db
      .update(siteSettings)
      .set({ value: { days: 30, text: 'Love it or we redo it' } })
      .where(eq(siteSettings.key, 'guarantee'));
    t.app.contentCache.clear();
    const edited = await get({ 'accept-encoding': 'gzip' });
    expect(edited.headers.etag).not.toBe(old.headers.etag);
    expect(gunzipSync(edited.rawPayload).toString()).toContain('<p>Love it or we redo it</p>');
  });

  it('keeps other answers compressed per request by the compress plugin', async () => {
    const docs = await get({ 'accept-encoding': 'br' }, '/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('paths');
  });
});
