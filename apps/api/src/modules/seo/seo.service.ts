import type { Database } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { publicUrl as mediaUrl } from '../../storage/public-url';
import { createCatalogueRepository } from '../catalogue/catalogue.repository';
import { buildRobots } from './robots';
import { createSeoRepository } from './seo.repository';
import { buildSitemap, SITEMAP_PAGES } from './sitemap';

export type ProductSeo = {
  slug: string;
  title: string;
  description: string;
  /** Absolute URL of the sample image, or null when the product has none. */
  image: string | null;
  /** Same-origin URL of the hero artwork the product page shows first (after image). */
  heroImage: string | null;
  rating: { ratingValue: number; reviewCount: number } | null;
};

// Same freshness as the catalogue API: an edit shows within 10 s on every instance.
const TTL_MS = 10_000;

/**
 * Absolute URL for an image column (storage key or URL); null for private keys, which a crawler
 * could not fetch anyway.
 */
export function absoluteImageUrl(base: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//.test(value)) return value;
  const path = mediaUrl(value);
  return path.startsWith('/') ? `${base}${path}` : null;
}

export function createSeoService(db: Database, opts: { publicUrl: string }) {
  const catalogue = createCatalogueRepository(db);
  const repo = createSeoRepository(db);
  const products = createTtlCache<ProductSeo | null>({ ttlMs: TTL_MS });
  const shared = createTtlCache<string | null>({ ttlMs: TTL_MS, maxEntries: 4 });

  // The real rating of approved buyer reviews, and only when there is one (Google wants
  // ratingCount >= 1 and figures a visitor can check); the social-proof banner's marketing
  // figures are not reviews and stay out of the structured data.
  async function productRating(productId: string) {
    const summary = await catalogue.reviewSummary(productId);
    return summary.count > 0 && summary.average != null
      ? { ratingValue: summary.average, reviewCount: summary.count }
      : null;
  }

  return {
    /** An active product's share data (by slug or id), or null when there is none. */
    product(slug: string): Promise<ProductSeo | null> {
      return products.get(slug, async () => {
        const found = await catalogue.findActiveProduct(slug);
        if (!found) return null;
        const p = found.product;
        return {
          slug: p.slug,
          title: p.title,
          description: p.description,
          image: absoluteImageUrl(opts.publicUrl, p.sampleImageUrl),
          heroImage: mediaUrl(p.heroAfterImage ?? p.sampleImageUrl),
          rating: await productRating(p.id),
        };
      });
    },

    /** The image link previews show for pages without one of their own. */
    async shareImage(): Promise<string | null> {
      return shared.get('shareImage', async () => {
        const hero = await repo.firstHeroImage();
        if (hero) return absoluteImageUrl(opts.publicUrl, hero);
        const first = (await catalogue.listActiveProducts())[0];
        return absoluteImageUrl(opts.publicUrl, first?.product.sampleImageUrl);
      });
    },

    async sitemapXml(): Promise<string> {
      const xml = await shared.get('sitemap', async () => {
        const items = await repo.listActiveProductSlugs();
        return buildSitemap(opts.publicUrl, [
          ...SITEMAP_PAGES.map((path) => ({ path })),
          ...items.map((p) => ({
            path: `/products/${encodeURIComponent(p.slug)}`,
            lastmod: p.updatedAt,
          })),
        ]);
      });
      return xml ?? '';
    },

    robotsTxt(): string {
      return buildRobots(opts.publicUrl);
    },

    clear() {
      products.clear();
      shared.clear();
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
