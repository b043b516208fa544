import { and, asc, avg, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { categories, products } from '../../db/schema/catalogue';
import { canvasSizes, pricingPlans, shippingRates } from '../../db/schema/commerce';
import { galleryItems, siteSettings, testimonials } from '../../db/schema/content';
import { artworks } from '../../db/schema/generation';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type CanvasSizeRow = typeof canvasSizes.$inferSelect;
export type PricingPlanRow = typeof pricingPlans.$inferSelect;
export type SettingRow = typeof siteSettings.$inferSelect;

export type GalleryFilter = { productId?: string; categorySlug?: string; includeHero: boolean };

/** Read-only queries behind the public content endpoints. */
export function createContentRepository(db: Database) {
  return {
    async listActiveTestimonials(opts: { featuredOnly?: boolean; limit?: number } = {}) {
      const where = opts.featuredOnly
        ? and(eq(testimonials.isActive, true), eq(testimonials.featured, true))
        : eq(testimonials.isActive, true);
      const query = db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
      return opts.limit ? query.limit(opts.limit) : query;
    },

    async listActiveGalleryItems(filter: GalleryFilter) {
      const conditions: SQL[] = [eq(galleryItems.isActive, true)];
      if (!filter.includeHero) conditions.push(eq(galleryItems.isHero, false));
      if (filter.productId) conditions.push(eq(galleryItems.productId, filter.productId));
      if (filter.categorySlug) conditions.push(eq(categories.slug, filter.categorySlug));
      return db
        .select({
          item: galleryItems,
          productSlug: products.slug,
          categorySlug: categories.slug,
        })
        .from(galleryItems)
        .leftJoin(products, eq(galleryItems.productId, products.id))
        .leftJoin(categories, eq(galleryItems.categoryId, categories.id))
        .where(and(...conditions))
        .orderBy(asc(galleryItems.sortOrder), asc(galleryItems.createdAt));
    },

    async listActiveCanvasSizes(): Promise<CanvasSizeRow[]> {
      return db
        .select()
        .from(canvasSizes)
        .where(eq(canvasSizes.isActive, true))
        .orderBy(asc(canvasSizes.sortOrder), asc(canvasSizes.widthInches));
    },

    /** Active shipping rates in the shop's order, the '*' rate (everywhere else) last. */
    async listActiveShippingRates() {
      return db
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.isActive, true))
        .orderBy(
          sql`${shippingRates.destination} = '*'`,
          asc(shippingRates.sortOrder),
          asc(shippingRates.destination),
        );
    },

    async listActivePlans(): Promise<PricingPlanRow[]> {
      return db
        .select()
        .from(pricingPlans)
        .where(eq(pricingPlans.isActive, true))
        .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.priceCents));
    },

    async getSettings(keys: string[]): Promise<SettingRow[]> {
      if (keys.length === 0) return [];
      return db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
    },

    async countCustomers(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
      return row?.n ?? 0;
    },

    /** Artworks the studio finished (queued, running and failed ones are not 'created'). */
    async countArtworksCreated(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(artworks)
        // Shoppers' artworks only: an admin's test runs are not social proof (decision 026).
        .where(and(eq(artworks.status, 'succeeded'), eq(artworks.purpose, 'shopper')));
      return row?.n ?? 0;
    },

    async activeRatingSummary(): Promise<{ average: number | null; count: number }> {
      const [row] = await db
        .select({ average: avg(testimonials.rating), n: count() })
        .from(testimonials)
        .where(eq(testimonials.isActive, true));
      // avg() comes back as a numeric string (or null over no rows).
      return { average: row?.average == null ? null : Number(row.average), count: row?.n ?? 0 };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
