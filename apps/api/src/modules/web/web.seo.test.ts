import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { siteSettings } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/app';
import { canonicalOf, createWebDist, jsonLdOf, metaContent } from './web-dist.test-helpers';

const SITE_URL = 'https://shop.example.com';

describe('SEO tags in the served HTML', () => {
  let t: TestApp;
  let dist: ReturnType<typeof createWebDist>;
  beforeAll(async () => {
    dist = createWebDist();
    t = await createTestApp({ WEB_DIST_DIR: dist.dir, SEED_DEMO: 'true', PUBLIC_URL: SITE_URL });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const page = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, html: res.body, headers: res.headers };
  };

  it('gives /pricing a canonical URL, Open Graph and Twitter card tags', async () => {
    const { status, html } = await page('/pricing?utm_source=mail');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${SITE_URL}/pricing`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('Atelier');
    expect(metaContent(html, 'og:title')).toBe('Pricing — Atelier');
    expect(metaContent(html, 'og:description')).toBe(
      'Free and Premium plans, canvas print sizes and download prices.',
    );
    expect(metaContent(html, 'og:url')).toBe(`${SITE_URL}/pricing`);
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${SITE_URL}/media/static-assets/.+`),
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Pricing — Atelier');
    expect(metaContent(html, 'twitter:description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toEqual([]);
  });

  it('serves a share image that exists', async () => {
    const { html } = await page('/');
    const image = metaContent(html, 'og:image')!;
    const res = await t.app.inject(image.slice(SITE_URL.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(canonicalOf(html)).toBe(`${SITE_URL}/`);
  });

  it('canonicalises a trailing slash away', async () => {
    expect(canonicalOf((await page('/gallery/')).html)).toBe(`${SITE_URL}/gallery`);
  });

  it('describes a product page from the database, with Product JSON-LD', async () => {
    const [row] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.slug, 'divine-portrait'));
    const { status, html, headers } = await page('/products/divine-portrait');
    expect(status).toBe(200);
    expect(headers['x-robots-tag']).toBeUndefined();
    expect(html).toContain(`<title>${row!.title} — Atelier</title>`);
    const description = metaContent(html, 'description')!;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(row!.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    const url = `${SITE_URL}/products/divine-portrait`;
    expect(canonicalOf(html)).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(`${row!.title} — Atelier`);
    expect(metaContent(html, 'og:image')).toBe(`${SITE_URL}/media/${row!.sampleImageUrl}`);

    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row!.title,
      description: row!.description,
      image: `${SITE_URL}/media/${row!.sampleImageUrl}`,
      url,
      brand: { '@type': 'Brand', name: 'Atelier' },
    });
    // No approved buyer review yet: no rating (reviews.routes.test.ts shows it with one).
    expect(ld?.aggregateRating).toBeUndefined();
  });

  it('preloads the product hero artwork with the candidates the page renders', async () => {
    const [row] = await t.app.db.select().from(products).where(eq(products.slug, 'vision-board'));
    const { html } = await page('/products/vision-board');
    const tag = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    expect(tag).toBeDefined();
    const href = `/media/${row!.heroAfterImage}`;
    expect(tag).toContain(`href="${href}"`);
    expect(tag).toContain(`imagesrcset="${href}?w=480&amp;fmt=webp 480w,`);
    expect(tag).toContain('imagesizes="(min-width: 1024px) 480px, (min-width: 640px) 60vw, 92vw"');
    expect(tag).toContain('fetchpriority="high"');
    // The preloaded variant exists.
    expect((await t.app.inject(`${href}?w=480&fmt=webp`)).statusCode).toBe(200);
    // Other pages preload nothing.
    expect((await page('/pricing')).html).not.toContain('rel="preload" as="image"');
  });

  it('never turns the socialProof.product banner figures into a JSON-LD rating', async () => {
    await t.app.db
      .update(siteSettings)
      .set({ value: { count: 20000, rating: 4.7 } })
      .where(eq(siteSettings.key, 'socialProof.product'));
    t.app.seo.clear();
    const [ld] = jsonLdOf((await page('/products/vision-board')).html);
    expect(ld).toMatchObject({ '@type': 'Product' });
    expect(ld?.aggregateRating).toBeUndefined();
    await t.app.db
      .update(siteSettings)
      .set({ value: { count: 12847, rating: 4.8 } })
      .where(eq(siteSettings.key, 'socialProof.product'));
    t.app.seo.clear();
  });

  it('answers an unknown product with 404, its title and no share tags; the SPA still loads', async () => {
    const { status, html, headers } = await page('/products/no-such-portrait');
    expect(status).toBe(404);
    expect(html).toContain('<title>Product not found — Atelier</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(canonicalOf(html)).toBeUndefined();
    expect(metaContent(html, 'og:title')).toBeUndefined();
    expect(jsonLdOf(html)).toEqual([]);
  });

  it('treats an inactive product as unknown', async () => {
    await t.app.db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.slug, 'sacred-milestone'));
    t.app.catalogueCache.clear();
    expect((await page('/products/sacred-milestone')).status).toBe(404);
    await t.app.db
      .update(products)
      .set({ status: 'active' })
      .where(eq(products.slug, 'sacred-milestone'));
    t.app.catalogueCache.clear();
    expect((await page('/products/sacred-milestone')).status).toBe(200);
  });

  it.each([
    '/profile',
    '/admin/products',
    '/artwork/a/b',
    '/orders',
    '/favorites',
    '/auth',
    '/vision-board/1/artwork/2',
    '/no/such/page',
  ])('gives %s no canonical, Open Graph, Twitter or JSON-LD', async (url) => {
    const { html } = await page(url);
    expect(canonicalOf(html)).toBeUndefined();
    expect(html).not.toMatch(/og:|twitter:|ld\+json/);
  });

  it('keeps a page it has just served, and shows a shop change on the very next request', async () => {
    const [before] = await t.app.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.slug, 'family-blessing'));
    const first = await page('/products/family-blessing');
    expect(first.html).toContain(`<title>${before!.title} — Atelier</title>`);
    // The same bytes and ETag again: the kept page (each request no longer rebuilds it).
    const again = await page('/products/family-blessing');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.html).toBe(first.html);
    await t.app.db
      .update(products)
      .set({ title: 'Renamed Blessing' })
      .where(eq(products.slug, 'family-blessing'));
    try {
      // What the admin's writers call: the kept page goes with the caches it was made from.
      await t.app.shopChanged();
      const after = await page('/products/family-blessing');
      expect(after.html).toContain('<title>Renamed Blessing — Atelier</title>');
      expect(after.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await t.app.db
        .update(products)
        .set({ title: before!.title })
        .where(eq(products.slug, 'family-blessing'));
      await t.app.shopChanged();
    }
  });

  it('escapes a product title that tries to close the script element', async () => {
    const evil = 'Bad </script><script>alert(1)</script> & "Co" $& $1';
    const [before] = await t.app.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.slug, 'family-blessing'));
    await t.app.db
      .update(products)
      .set({ title: evil })
      .where(eq(products.slug, 'family-blessing'));
    t.app.catalogueCache.clear();
    try {
      const { status, html } = await page('/products/family-blessing');
      expect(status).toBe(200);
      expect(html).not.toContain('</script><script>');
      expect(html).not.toContain('<script>alert');
      expect(html.match(/<\/script>/g)).toHaveLength(2); // the app bundle and the JSON-LD block
      expect(jsonLdOf(html)[0]?.name).toBe(evil);
      expect(metaContent(html, 'og:title')).toBe(`${evil} — Atelier`);
      expect(html).toContain(
        '<title>Bad &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; $&amp; $1 — Atelier</title>',
      );
    } finally {
      await t.app.db
        .update(products)
        .set({ title: before!.title })
        .where(eq(products.slug, 'family-blessing'));
      t.app.catalogueCache.clear();
    }
  });
});
