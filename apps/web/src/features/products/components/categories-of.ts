import type { CategoryRef, Product } from '@atelier/shared/schemas/catalogue';

/** The distinct categories of a product list, in the order products first use them. */
export function categoriesOf(products: readonly Product[]): CategoryRef[] {
  const seen = new Map<string, CategoryRef>();
  for (const { category } of products) {
    if (category && !seen.has(category.slug)) seen.set(category.slug, category);
  }
  return [...seen.values()];
}
