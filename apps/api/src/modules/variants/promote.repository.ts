import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { galleryItems, staticAssets } from '../../db/schema/content';

// Promotion of a saved variant (decision 026): its image joins the shop's images (the picker
// lists it) and becomes a gallery item, a product's sample image or its hero "after" image.

export async function insertPromotedImage(db: Database, values: typeof staticAssets.$inferInsert) {
  await db.insert(staticAssets).values(values);
}

/** A new active gallery item, first in the gallery's order. */
export async function promoteToGallery(
  db: Database,
  values: {
    title: string;
    description: string | null;
    imageUrl: string;
    productId: string;
    categoryId: string | null;
  },
) {
  const [row] = await db
    .insert(galleryItems)
    .values({
      ...values,
      isActive: true,
      sortOrder: sql`(SELECT coalesce(min(${galleryItems.sortOrder}), 0) - 1 FROM ${galleryItems})`,
    })
    .returning({ id: galleryItems.id });
  return row!;
}

export async function promoteToProduct(
  db: Database,
  productId: string,
  target: 'product_sample' | 'product_hero_after',
  key: string,
) {
  const [row] = await db
    .update(products)
    .set({
      ...(target === 'product_sample' ? { sampleImageUrl: key } : { heroAfterImage: key }),
      updatedAt: sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return row ?? null;
}
