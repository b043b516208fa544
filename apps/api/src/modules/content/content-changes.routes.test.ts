import type { Pricing, PublicStatistics, Testimonial } from '@atelier/shared/schemas/content';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingRates } from '../../db/schema/commerce';
import { galleryItems, siteSettings, testimonials } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/app';
import { newUser } from '../auth/auth.test-helpers';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  newShopper,
} from '../boards/shopper.test-fixtures';

// Writes straight to the database, as the admin screens will, then clears the read cache the
// way those writers must.
describe('public content follows changes once the content cache is cleared', () => {
  let t: TestApp;
  const json = async <T>(url: string): Promise<T> => (await t.app.inject(url)).json();

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('featured stays at most 3 and never shows an inactive testimonial', async () => {
    const before = await json<Testimonial[]>('/api/testimonials/featured');
    expect(before).toHaveLength(3);
    const added = await t.app.db
      .insert(testimonials)
      .values([
        { quote: 'Newest favourite.', name: 'First Featured', featured: true, sortOrder: -2 },
        {
          quote: 'Hidden from the shop.',
          name: 'Inactive Featured',
          featured: true,
          isActive: false,
          sortOrder: -3,
        },
        { quote: 'Active, not featured.', name: 'Plain Review', rating: 3, sortOrder: -1 },
      ])
      .returning({ id: testimonials.id });

    // Cached for a few seconds until a writer clears it.
    expect((await json<Testimonial[]>('/api/testimonials/featured')).map((x) => x.id)).toEqual(
      before.map((x) => x.id),
    );
    t.app.contentCache.clear();

    const after = await json<Testimonial[]>('/api/testimonials/featured');
    expect(after).toHaveLength(3);
    expect(after.map((x) => x.name)).toEqual(['First Featured', before[0]!.name, before[1]!.name]);
    expect(after.every((x) => x.isActive && x.featured)).toBe(true);
    const all = await json<Testimonial[]>('/api/testimonials');
    expect(all.map((x) => x.name).slice(0, 2)).toEqual(['First Featured', 'Plain Review']);
    expect(all.map((x) => x.name)).not.toContain('Inactive Featured');

    await t.app.db.delete(testimonials).where(
      inArray(
        testimonials.id,
        added.map((a) => a.id),
      ),
    );
    t.app.contentCache.clear();
  });

  it('statistics count a new shopper and drop a deactivated testimonial from the rating', async () => {
    const before = await json<PublicStatistics>('/api/public/statistics');
    expect(before).toMatchObject({ customers: 0, reviewCount: 5, averageRating: 4.8 });

    await newUser(t.app, 'stats');
    await newUser(t.app, 'stats');
    // The 4-star review: without it the mean of the 5-star ones is 5.
    await t.app.db
      .update(testimonials)
      .set({ isActive: false })
      .where(eq(testimonials.name, 'Grace Kim'));
    t.app.contentCache.clear();

    const after = await json<PublicStatistics>('/api/public/statistics');
    expect(after).toEqual({ artworksCreated: 0, customers: 2, averageRating: 5, reviewCount: 4 });

    await t.app.db
      .update(testimonials)
      .set({ isActive: true })
      .where(eq(testimonials.name, 'Grace Kim'));
    t.app.contentCache.clear();
  });

  it('statistics count the artworks the studio finished, not queued or failed ones', async () => {
    const before = await json<PublicStatistics>('/api/public/statistics');
    const shopper = await newShopper(t.app, 'artist');
    const product = await insertProduct(t.app);
    const board = await insertBoard(t.app, shopper.id, product.id);
    for (const status of ['succeeded', 'succeeded', 'queued', 'failed'] as const) {
      await insertArtwork(t.app, { userId: shopper.id, visionBoardId: board.id, status });
    }
    t.app.contentCache.clear();
    const after = await json<PublicStatistics>('/api/public/statistics');
    expect(after.artworksCreated).toBe(before.artworksCreated + 2);
  });

  it('rounds the average rating to one decimal', async () => {
    await t.app.db.insert(testimonials).values({ quote: 'Fine.', name: 'Three Stars', rating: 3 });
    t.app.contentCache.clear();
    // (5 + 5 + 5 + 5 + 4 + 3) / 6 = 4.5; then with a 4: 31 / 7 = 4.43 -> 4.4
    expect((await json<PublicStatistics>('/api/public/statistics')).averageRating).toBe(4.5);
    await t.app.db.insert(testimonials).values({ quote: 'Good.', name: 'Four Stars', rating: 4 });
    t.app.contentCache.clear();
    const stats = await json<PublicStatistics>('/api/public/statistics');
    expect(stats).toMatchObject({ averageRating: 4.4, reviewCount: 7 });
    await t.app.db
      .delete(testimonials)
      .where(inArray(testimonials.name, ['Three Stars', 'Four Stars']));
    t.app.contentCache.clear();
  });

  it('hides a deactivated gallery item', async () => {
    const all = await json<{ id: string }[]>('/api/gallery?includeHero=true');
    await t.app.db
      .update(galleryItems)
      .set({ isActive: false })
      .where(eq(galleryItems.id, all[0]!.id));
    t.app.contentCache.clear();
    const after = await json<{ id: string }[]>('/api/gallery?includeHero=true');
    expect(after.map((g) => g.id)).toEqual(all.slice(1).map((g) => g.id));
  });

  it('serves an edited setting and page, and falls back to the default for a broken value', async () => {
    await t.app.db
      .update(siteSettings)
      .set({ value: { title: 'Our Terms', markdown: '## Updated\n\nNew terms.' } })
      .where(eq(siteSettings.key, 'pages.terms'));
    await t.app.db
      .update(siteSettings)
      .set({ value: { enabled: false, min: 220, max: 250 } })
      .where(eq(siteSettings.key, 'liveCounter'));
    await t.app.db
      .update(siteSettings)
      .set({ value: { families: 'many' } })
      .where(eq(siteSettings.key, 'socialProof.landing'));
    await t.app.db.delete(siteSettings).where(eq(siteSettings.key, 'pricing.pngDownload'));
    t.app.contentCache.clear();

    const page = await json<{ title: string; markdown: string }>('/api/pages/terms');
    expect(page).toMatchObject({ title: 'Our Terms', markdown: '## Updated\n\nNew terms.' });
    const settings = await json<{
      liveCounter: { enabled: boolean };
      socialProof: { landing: unknown };
    }>('/api/public/settings');
    expect(settings.liveCounter.enabled).toBe(false);
    expect(settings.socialProof.landing).toEqual({ families: 1847, rating: 4.9 });
    const pricing = await json<{ pngDownload: unknown }>('/api/pricing');
    expect(pricing.pngDownload).toEqual({ priceCents: 499, currency: 'usd' });
  });

  it('lists the shipping rates and production days as the shop sets them', async () => {
    await t.app.db
      .update(shippingRates)
      .set({ priceCents: 1299, minDays: 2, maxDays: 3 })
      .where(eq(shippingRates.destination, 'US'));
    await t.app.db
      .update(shippingRates)
      .set({ isActive: false })
      .where(eq(shippingRates.destination, 'AU'));
    await t.app.db
      .insert(siteSettings)
      .values({ key: 'shipping.productionDays', value: { minDays: 1, maxDays: 2 } })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { minDays: 1, maxDays: 2 } } });
    t.app.contentCache.clear();
    const pricing = await json<Pricing>('/api/pricing');
    expect(pricing.shippingRates.map((r) => r.destination)).toEqual(['US', 'CA', 'GB', '*']);
    expect(pricing.shippingRates[0]).toMatchObject({ priceCents: 1299, minDays: 2, maxDays: 3 });
    expect(pricing.productionDays).toEqual({ minDays: 1, maxDays: 2 });

    // A broken setting (min above max) falls back to the shop's default, never breaks the page.
    await t.app.db
      .update(siteSettings)
      .set({ value: { minDays: 9, maxDays: 1 } })
      .where(eq(siteSettings.key, 'shipping.productionDays'));
    t.app.contentCache.clear();
    expect((await json<Pricing>('/api/pricing')).productionDays).toEqual({
      minDays: 2,
      maxDays: 4,
    });
  });
});
