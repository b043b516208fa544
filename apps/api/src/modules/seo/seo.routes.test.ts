import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { PRIVATE_PREFIXES } from '@atelier/shared/web-routes';
import { createWebDist } from '../web/web-dist.test-helpers';

const SITE_URL = 'https://shop.example.com';
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/gallery',
  '/pricing',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/returns',
];

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let dist: ReturnType<typeof createWebDist>;
  beforeAll(async () => {
    dist = createWebDist();
    // A web build that ships its own copies must neither shadow the server's answers nor
    // stop it from starting.
    writeFileSync(path.join(dist.dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(path.join(dist.dir, 'sitemap.xml'), '<urlset></urlset>');
    t = await createTestApp({ WEB_DIST_DIR: dist.dir, SEED_DEMO: 'true', PUBLIC_URL: SITE_URL });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every public page and every active product with absolute URLs', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );

    const active = await t.app.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.status, 'active'));
    expect(active.length).toBe(5);
    const urls = locs(res.body);
    expect(urls).toEqual([
      ...PUBLIC_PAGES.map((p) => `${SITE_URL}${p}`),
      ...urls.slice(PUBLIC_PAGES.length),
    ]);
    expect(urls.slice(PUBLIC_PAGES.length).sort()).toEqual(
      active.map((p) => `${SITE_URL}/products/${p.slug}`).sort(),
    );
    for (const p of active) {
      expect(res.body).toContain(
        `<loc>${SITE_URL}/products/${p.slug}</loc>\n    <lastmod>${p.updatedAt.toISOString()}</lastmod>`,
      );
    }
  });

  it('lists no private path', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body);
    for (const url of urls) {
      const pathname = new URL(url!).pathname;
      for (const prefix of PRIVATE_PREFIXES) {
        expect(pathname === prefix || pathname.startsWith(`${prefix}/`), url).toBe(false);
      }
    }
  });

  it('drops a deactivated product once the cache is cleared', async () => {
    await t.app.db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.slug, 'sacred-milestone'));
    t.app.catalogueCache.clear();
    try {
      const body = (await t.app.inject('/sitemap.xml')).body;
      expect(body).not.toContain('/products/sacred-milestone');
      expect(body).toContain('/products/vision-board');
    } finally {
      await t.app.db
        .update(products)
        .set({ status: 'active' })
        .where(eq(products.slug, 'sacred-milestone'));
      t.app.catalogueCache.clear();
    }
  });

  it('serves robots.txt allowing the shop, disallowing each private prefix and the API', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [
      '/profile',
      '/admin',
      '/artwork',
      '/orders',
      '/favorites',
      '/auth',
      '/vision-board',
      // The demo checkout pages are private too.
      '/checkout',
      // A review link's token is the buyer's key.
      '/review',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(10);
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
