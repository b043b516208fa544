import type {
  CanvasSize,
  ContentPage,
  GalleryItem,
  Pricing,
  PublicSettings,
  PublicStatistics,
  Testimonial,
} from '@atelier/shared/schemas/content';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const STATIC = 'public, no-cache';
const SEMI_STATIC = 'public, no-cache';
const MEDIA = /^\/media\/static-assets\/.+\.webp$/;

describe('public content reads on the seeded shop', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('GET /api/testimonials lists only active testimonials, with loadable images, uncached', async () => {
    const res = await get('/api/testimonials');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const list: Testimonial[] = res.json();
    // The seed has 6 testimonials, one of them inactive.
    expect(list).toHaveLength(5);
    expect(list[0]!.name).toBe('Maria Lopez');
    for (const item of list) {
      expect(item.isActive).toBe(true);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.avatar).toMatch(MEDIA);
      expect(item.artwork).toMatch(MEDIA);
      expect(item.productId).toMatch(/^[0-9a-f-]{36}$/);
      expect(item.quote.length).toBeGreaterThan(20);
    }
    expect(list.map((i) => i.name)).not.toContain('Rebecca Moore');
    const avatar = await get(list[0]!.avatar!);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
  });

  it('GET /api/testimonials/featured returns the active and featured ones, at most 3, static tier', async () => {
    const res = await get('/api/testimonials/featured');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(STATIC);
    const list: Testimonial[] = res.json();
    expect(list).toHaveLength(3);
    expect(list.every((i) => i.isActive && i.featured)).toBe(true);
    const all: Testimonial[] = (await get('/api/testimonials')).json();
    // The first three featured testimonials of the full list, in the same order.
    expect(list.map((i) => i.id)).toEqual(
      all
        .filter((i) => i.featured)
        .slice(0, 3)
        .map((i) => i.id),
    );
  });

  it('GET /api/gallery leaves hero items out unless includeHero=true, in gallery order', async () => {
    const plain = await get('/api/gallery');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(SEMI_STATIC);
    const withoutHero: GalleryItem[] = plain.json();
    const all: GalleryItem[] = (await get('/api/gallery?includeHero=true')).json();
    expect(all).toHaveLength(8);
    // Seed: 8 items, 5 of them hero pieces.
    expect(all.filter((g) => g.isHero)).toHaveLength(5);
    expect(withoutHero.map((g) => g.id)).toEqual(all.filter((g) => !g.isHero).map((g) => g.id));
    expect(all[0]!.title).toBe('Radiant Grace');
    for (const g of all) {
      expect(g.imageUrl).toMatch(MEDIA);
      expect(g.productSlug).toBeTruthy();
      expect(g.categorySlug).toBeTruthy();
    }
    expect((await get(all[0]!.imageUrl)).statusCode).toBe(200);
  });

  it('GET /api/gallery filters by productId and by category slug', async () => {
    const all: GalleryItem[] = (await get('/api/gallery?includeHero=true')).json();
    const divine = all.find((g) => g.productSlug === 'divine-portrait')!;
    const byProduct: GalleryItem[] = (
      await get(`/api/gallery?productId=${divine.productId}&includeHero=true`)
    ).json();
    expect(byProduct.length).toBe(all.filter((g) => g.productId === divine.productId).length);
    expect(byProduct.length).toBeGreaterThanOrEqual(2);
    expect(byProduct.every((g) => g.productSlug === 'divine-portrait')).toBe(true);
    const nonHero: GalleryItem[] = (await get(`/api/gallery?productId=${divine.productId}`)).json();
    expect(nonHero.every((g) => g.productId === divine.productId && !g.isHero)).toBe(true);
    expect(nonHero.length).toBeLessThan(byProduct.length);

    const byCategory: GalleryItem[] = (
      await get(`/api/gallery?category=${divine.categorySlug}&includeHero=true`)
    ).json();
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((g) => g.categorySlug === divine.categorySlug)).toBe(true);
    expect((await get('/api/gallery?category=no-such-category')).json()).toEqual([]);
  });

  it('GET /api/gallery answers an empty list for an unknown product id and 400 for a malformed one', async () => {
    const unknown = await get('/api/gallery?productId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
    const bad = await get('/api/gallery?productId=vision-board');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'productId: must be a product id (UUID)' },
    });
  });

  it('GET /api/canvas/sizes lists the active sizes in order with prices, static tier', async () => {
    const res = await get('/api/canvas/sizes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(STATIC);
    const sizes: CanvasSize[] = res.json();
    expect(sizes.map((s) => [s.label, s.priceCents])).toEqual([
      ['8" x 10"', 4900],
      ['12" x 16"', 7900],
      ['16" x 20"', 9900],
      ['24" x 36"', 14900],
    ]);
    expect(Object.keys(sizes[0]!).sort()).toEqual(
      ['heightInches', 'id', 'label', 'priceCents', 'widthInches'].sort(),
    );
  });

  it('GET /api/pricing has free and Premium ($9.99, four features, priceId), sizes and the PNG price', async () => {
    const res = await get('/api/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SEMI_STATIC);
    const pricing: Pricing = res.json();
    expect(pricing.plans.map((p) => p.id)).toEqual(['free', 'premium']);
    const premium = pricing.plans[1]!;
    expect(premium).toMatchObject({
      name: 'Premium',
      priceCents: 999,
      currency: 'usd',
      interval: 'month',
      generationsPerMonth: 100,
      priceId: 'premium',
    });
    expect(premium.features).toEqual([
      '100 AI generations per month',
      'Priority generation queue',
      'Advanced customization options',
      'Premium support',
    ]);
    expect(pricing.canvasSizes).toEqual((await get('/api/canvas/sizes')).json());
    expect(pricing.pngDownload).toEqual({ priceCents: 499, currency: 'usd' });
    // The shipping rates and delivery days the shop defines, '*' (elsewhere) last.
    expect(pricing.shippingRates).toEqual([
      { destination: 'US', label: 'United States', priceCents: 999, minDays: 3, maxDays: 5 },
      { destination: 'CA', label: 'Canada', priceCents: 1499, minDays: 5, maxDays: 8 },
      { destination: 'GB', label: 'United Kingdom', priceCents: 1499, minDays: 5, maxDays: 8 },
      { destination: 'AU', label: 'Australia', priceCents: 1999, minDays: 6, maxDays: 10 },
      { destination: '*', label: 'Rest of the world', priceCents: 2499, minDays: 7, maxDays: 14 },
    ]);
    expect(pricing.productionDays).toEqual({ minDays: 2, maxDays: 4 });
  });

  it('GET /api/public/statistics answers real counts, static tier', async () => {
    const res = await get('/api/public/statistics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(STATIC);
    const stats: PublicStatistics = res.json();
    // Seed: no shoppers yet; 5 active testimonials rated 5, 5, 5, 5, 4.
    expect(stats).toEqual({ artworksCreated: 0, customers: 0, averageRating: 4.8, reviewCount: 5 });
  });

  it('GET /api/public/settings answers the seeded storefront settings', async () => {
    const res = await get('/api/public/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SEMI_STATIC);
    const s: PublicSettings = res.json();
    expect(s.socialProof).toEqual({
      landing: { families: 1847, rating: 4.9 },
      product: { count: 12847, rating: 4.8 },
    });
    expect(s.guarantee).toEqual({ days: 30, text: '100% Satisfaction Guaranteed' });
    expect(s.liveCounter).toEqual({ enabled: true, min: 220, max: 250 });
    expect(s.landing.heroTitle).toBe('Faith-inspired portraits, personalised for you');
    expect(s.landing.missionTitle).toBe('Our Mission');
    expect(s.landing.heroSubtitle.length).toBeGreaterThan(20);
    expect(s.landing.missionText.length).toBeGreaterThan(20);
    // No Shop e-mail set in the admin yet: the configured one (SHOP_EMAIL, else ADMIN_EMAIL).
    expect(s.shopEmail).toBe(t.app.config.shopEmail);
  });

  it.each([
    ['terms', 'Terms of Service', /30-day satisfaction guarantee/],
    ['privacy', 'Privacy Policy', /never sell|do not sell/],
    ['returns', 'Returns and Refunds', /free reprint/],
    ['faq', 'Frequently Asked Questions', /^## /],
  ])('GET /api/pages/%s answers its markdown page', async (slug, title, mentions) => {
    const res = await get(`/api/pages/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SEMI_STATIC);
    const page: ContentPage = res.json();
    expect(page.slug).toBe(slug);
    expect(page.title).toBe(title);
    expect(page.markdown).toMatch(mentions);
    expect(page.markdown).not.toMatch(/<[a-z]/i);
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  it('the FAQ has at least 8 questions, each a ## heading followed by an answer', async () => {
    const { markdown }: ContentPage = (await get('/api/pages/faq')).json();
    const sections = markdown.split(/^## /m).slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const s of sections) {
      const [question, ...answer] = s.split('\n');
      expect(question!.trim()).toMatch(/\?$/);
      expect(answer.join('\n').trim().length).toBeGreaterThan(20);
    }
  });

  it('answers 404 "Page not found" for any other page slug', async () => {
    for (const slug of ['about', 'pages.terms', 'TERMS']) {
      const res = await get(`/api/pages/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Page not found' } });
    }
  });

  it.each([
    '/api/testimonials',
    '/api/testimonials/featured',
    '/api/gallery?includeHero=true',
    '/api/canvas/sizes',
    '/api/pricing',
    '/api/public/statistics',
    '/api/public/settings',
    '/api/pages/faq',
    '/api/products',
  ])('%s sends a strong ETag and answers If-None-Match with 304 and no body', async (url) => {
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toContain('application/json');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const other = await get(url, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it.each(['/api/pages/faq', '/api/gallery?includeHero=true', '/api/pricing'])(
    '%s is compressed once per version and sent as the same bytes every time',
    async (url) => {
      const plain = await get(url);
      const before = t.app.compressedCache.stats().compressions;
      const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      const second = await get(url, { 'accept-encoding': 'br' });
      const third = await get(url, { 'accept-encoding': 'br' });
      expect(t.app.compressedCache.stats().compressions - before).toBe(1);
      for (const res of [first, second, third]) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('gives the catalogue the semi-static tier too', async () => {
    expect((await get('/api/products')).headers['cache-control']).toBe(SEMI_STATIC);
    expect((await get('/api/products/vision-board')).headers['cache-control']).toBe(SEMI_STATIC);
  });

  it('documents every content route with its response schema in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    const ok = (path: string) => JSON.stringify(doc.paths[path].get.responses['200']);
    expect(ok('/api/testimonials')).toContain('quote');
    expect(ok('/api/testimonials/featured')).toContain('featured');
    expect(ok('/api/gallery')).toContain('categorySlug');
    expect(ok('/api/canvas/sizes')).toContain('widthInches');
    expect(ok('/api/pricing')).toContain('pngDownload');
    expect(ok('/api/public/statistics')).toContain('artworksCreated');
    expect(ok('/api/public/settings')).toContain('liveCounter');
    expect(ok('/api/pages/{slug}')).toContain('markdown');
    expect(JSON.stringify(doc.paths['/api/contact'].post)).toContain('website');
  });
});
