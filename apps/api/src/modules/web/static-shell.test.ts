import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const INDEX = `<!doctype html><html lang="en"><head>
<title>Atelier</title>
<meta name="description" content="default" />
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-abc123.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
</head><body><div id="root"></div></body></html>`;

// Stands in for the web build's server renderer (apps/web/src/app/static-shell.tsx): it shows
// what it was given, so the test sees which data the server passed.
const SHELL = `export function renderShell(data) {
  if (data.path === '/') return '<h1>Landing</h1><p>' + data.products.length + ' products</p>';
  return '<h1>' + data.product.title + '</h1><p>' + data.settings.guarantee.text + '</p>';
}`;

const shellData = (html: string) => {
  const m = /<script type="application\/json" id="atelier-shell-data">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return m ? (JSON.parse(m[1] ?? 'null') as Record<string, unknown>) : null;
};

describe('first paint rendered on the server (static shell)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'ssr'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{color:navy}');
    writeFileSync(path.join(dist, 'ssr', 'static-shell.mjs'), SHELL);
    t = await createTestApp({ WEB_DIST_DIR: dist, SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the product page into #root, inert until the app replaces it', async () => {
    const res = await t.app.inject('/products/vision-board');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><div inert><h1>Vision Board</h1><p>100% Satisfaction Guaranteed</p></div></div>',
    );
  });

  it('sends the data the page was rendered from, for the app to start with', async () => {
    const res = await t.app.inject('/products/vision-board');
    const data = shellData(res.body);
    const product = (await t.app.inject('/api/products/vision-board')).json<{ id: string }>();
    const settings = (await t.app.inject('/api/public/settings')).json<unknown>();
    expect(data).toEqual({
      path: '/products/vision-board',
      slug: 'vision-board',
      product,
      settings,
    });
  });

  it('renders the landing page with the product list', async () => {
    const res = await t.app.inject('/');
    const products = (await t.app.inject('/api/products')).json<unknown[]>();
    expect(res.body).toContain(`<div inert><h1>Landing</h1><p>${products.length} products</p>`);
    expect(shellData(res.body)).toMatchObject({ path: '/', products });
  });

  it('starts the app after the page has loaded on pages with a shell only', async () => {
    for (const url of ['/', '/products/vision-board']) {
      const shell = (await t.app.inject(url)).body;
      expect(shell, url).toContain(
        '<script defer src="/start-after-load.js" data-entry="/assets/index-abc123.js"></script>',
      );
      expect(shell, url).not.toContain('<script type="module"');
      expect(shell, url).not.toContain('modulepreload');
    }
    const plain = (await t.app.inject('/pricing')).body;
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(plain).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/chunk-abc123.js">',
    );
    expect(plain).not.toContain('start-after-load');
    expect(plain).toContain('<div id="root"></div>');
  });

  it('renders no shell for other pages, unknown products and private pages', async () => {
    for (const url of ['/pricing', '/products/no-such-product', '/profile', '/nope']) {
      const res = await t.app.inject(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(shellData(res.body), url).toBeNull();
    }
  });

  it('escapes "<" in the data, so a product text cannot end the script element', async () => {
    const res = await t.app.inject('/products/vision-board');
    const raw = /id="atelier-shell-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(raw).not.toContain('<');
  });

  it('inlines the build stylesheet so the first paint waits for no request', async () => {
    const res = await t.app.inject('/pricing');
    expect(res.body).toContain('<style>body{color:navy}</style>');
    // Kept as a disabled (never fetched) marker, so lazy chunks do not load it again.
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/index-abc123.css" disabled>');
    expect(res.body).not.toContain('crossorigin href="/assets/index-abc123.css"');
  });

  it('never serves the server renderer to browsers', async () => {
    const res = await t.app.inject('/ssr/static-shell.mjs');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('renderShell');
  });
});
