import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { INDEX_HTML, jsonLdOf } from '../../web/web-dist.test-helpers';
import { createProductAs, updateBody } from './admin-products.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// A saved change shows on the very next storefront request — the product
// API and its ETag, the server-painted first view, the page's title and JSON-LD, the sitemap —
// not after the public caches expire.

const SITE_URL = 'https://shop.example.com';

// Stands in for the web build's server renderer (static-shell.test.ts does the same): it
// paints the product's title, so the test sees which data the server painted from.
const SHELL = `export function renderShell(data) {
  return data.product ? '<h1>' + data.product.title + '</h1>' : null;
}`;

describe('admin product edits show at once on the storefront', () => {
  let t: TestApp;
  let dist: string;
  let admin: AdminClient;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'ssr'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'ssr', 'static-shell.mjs'), SHELL);
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: SITE_URL });
    admin = await newAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const put = async (product: AdminProduct, changes: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: updateBody(product, changes),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminProduct>();
  };
  const sitemap = async () => (await t.app.inject('/sitemap.xml')).body;
  const locOf = (slug: string) => `<loc>${SITE_URL}/products/${slug}</loc>`;

  it('a new title: API, ETag, first view, <title> and JSON-LD follow on the next request', async () => {
    const product = await createProductAs(t.app, admin, { status: 'active', title: 'Old Title' });
    const apiUrl = `/api/products/${product.slug}`;
    const pageUrl = `/products/${product.slug}`;

    // Warm every cache with the old title.
    const api = await t.app.inject(apiUrl);
    expect(api.json().title).toBe('Old Title');
    const page = await t.app.inject(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Old Title</h1>');
    expect(jsonLdOf(page.body)[0]).toMatchObject({ '@type': 'Product', name: 'Old Title' });
    const apiEtag = String(api.headers.etag);
    const pageEtag = String(page.headers.etag);
    expect(
      (await t.app.inject({ url: apiUrl, headers: { 'if-none-match': apiEtag } })).statusCode,
    ).toBe(304);

    await put(product, { title: 'New Title' });

    const apiAfter = await t.app.inject({ url: apiUrl, headers: { 'if-none-match': apiEtag } });
    expect(apiAfter.statusCode).toBe(200);
    expect(apiAfter.json().title).toBe('New Title');
    const pageAfter = await t.app.inject({ url: pageUrl, headers: { 'if-none-match': pageEtag } });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.body).toContain('<h1>New Title</h1>');
    expect(pageAfter.body).toContain('<title>New Title — Atelier</title>');
    expect(pageAfter.body).not.toContain('Old Title');
    expect(jsonLdOf(pageAfter.body)[0]).toMatchObject({ '@type': 'Product', name: 'New Title' });
  });

  it('the sitemap gains a product when it is activated and loses it when archived', async () => {
    const draft = await createProductAs(t.app, admin);
    expect(await sitemap()).not.toContain(locOf(draft.slug));

    const active = await put(draft, { status: 'active' });
    expect(await sitemap()).toContain(locOf(draft.slug));
    expect((await t.app.inject(`/api/products/${draft.slug}`)).statusCode).toBe(200);

    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${draft.id}/archive`,
      headers: admin.headers,
      payload: { updatedAt: active.updatedAt },
    });
    expect(archive.statusCode).toBe(200);
    expect(await sitemap()).not.toContain(locOf(draft.slug));
    expect((await t.app.inject(`/api/products/${draft.slug}`)).statusCode).toBe(404);
    const page = await t.app.inject(`/products/${draft.slug}`);
    expect(page.body).not.toContain(`<h1>${draft.title}</h1>`);
  });
});
