import type { GalleryItem } from '@atelier/shared/schemas/content';

/** A product as the gallery filter knows it (the route passes them in from the catalogue). */
export interface GalleryProduct {
  slug: string;
  title: string;
  categorySlug: string | null;
}

export interface GalleryFilter {
  category?: string;
  product?: string;
}

/**
 * Items matching the filter. An item without its own category counts under its product's
 * category, so every piece shows up under the category a shopper would expect.
 */
export function filterGallery(
  items: readonly GalleryItem[],
  products: readonly GalleryProduct[],
  { category, product }: GalleryFilter,
): GalleryItem[] {
  const productCategory = new Map(products.map((p) => [p.slug, p.categorySlug]));
  return items.filter((item) => {
    if (product && item.productSlug !== product) return false;
    if (!category) return true;
    const itemCategory =
      item.categorySlug ?? (item.productSlug ? productCategory.get(item.productSlug) : null);
    return itemCategory === category;
  });
}
