import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { galleryItems } from '../../db/schema/content';

/** Read-only queries for crawlers: the sitemap, and share images. */
export function createSeoRepository(db: Database) {
  return {
    async listActiveProductSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.status, 'active'))
        .orderBy(asc(products.sortOrder), asc(products.slug));
    },

    /** The landing page's first hero image, the shop's face in link previews. */
    async firstHeroImage(): Promise<string | null> {
      const rows = await db
        .select({ imageUrl: galleryItems.imageUrl })
        .from(galleryItems)
        .where(and(eq(galleryItems.isActive, true), eq(galleryItems.isHero, true)))
        .orderBy(asc(galleryItems.sortOrder), asc(galleryItems.createdAt))
        .limit(1);
      return rows[0]?.imageUrl ?? null;
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
