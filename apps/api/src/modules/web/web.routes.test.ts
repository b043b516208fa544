import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTitle, WEB_ROUTES } from '@atelier/shared/web-routes';
import { createTestApp, type TestApp } from '../../test/app';

const INDEX = `<!doctype html><html lang="en"><head>
<title>Atelier</title>
<meta name="description" content="default" />
<script type="module" src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    // Demo shop: /products/vision-board must exist to be served as a product page.
    t = await createTestApp({ WEB_DIST_DIR: dist, SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('injects a per-route title and description on public pages, without noindex', async () => {
    const res = await t.app.inject('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).toContain('<title>Pricing — Atelier</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Free and Premium plans, canvas print sizes and download prices." />',
    );
    expect(res.body).not.toContain('noindex');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it.each([
    '/profile',
    '/admin',
    '/admin/products/123/edit',
    '/artwork/abc/def',
    '/orders/42',
    '/favorites',
    '/auth',
    '/vision-board/1/artwork/2',
  ])('marks %s noindex, nofollow in a meta tag and the X-Robots-Tag header', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('does not mark look-alike public paths private', async () => {
    const res = await t.app.inject('/products/vision-board');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Vision Board — Atelier</title>');
    expect(res.body).not.toContain('noindex');
  });

  // Every page of the web app (the router declares exactly this table, see
  // apps/web router.test.tsx) answers 200 with its own title when loaded or refreshed.
  it.each(WEB_ROUTES.filter((r) => r.path !== '/products/:productSlug').map((r) => [r.path, r]))(
    '%s answers 200 with its own title',
    async (_path, route) => {
      const url = route.path.replace(/:[A-Za-z]+/g, 'a1b2c3');
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<title>${pageTitle(route.title).replace('&', '&amp;')}</title>`);
    },
  );

  it('answers deep links one segment too long with 404', async () => {
    for (const url of ['/admin/orders/a1/extra', '/artwork/a/b/canvas/x', '/pricing/more']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers unknown pages with 404 and the Page Not Found title', async () => {
    const res = await t.app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found — Atelier</title>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with immutable caching and the HTML with no-cache', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed copy of an asset to a browser that accepts it', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    // Sent as stored, not compressed a second time.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('compresses the HTML and JSON answers for browsers that accept it', async () => {
    const html = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain(
      '<title>Pricing — Atelier</title>',
    );
    const json = await t.app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString()).length).toBeGreaterThanOrEqual(4);
    const plain = await t.app.inject('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps API 404s as JSON error bodies', async () => {
    const res = await t.app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
