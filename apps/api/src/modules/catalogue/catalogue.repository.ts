import { isUuid } from '@atelier/shared/schemas/uuid';
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';
import type { ReviewSummary } from '@atelier/shared/schemas/reviews';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, productFields, products } from '../../db/schema/catalogue';
import { reviews } from '../../db/schema/reviews';
import { liveFieldRoles as liveRoles } from '../blueprints/blueprints.service';

export type ProductRow = typeof products.$inferSelect;
export type ProductFieldRow = typeof productFields.$inferSelect;
export type ProductWithCategory = {
  product: ProductRow;
  category: { slug: string; name: string } | null;
};

const productWithCategory = {
  product: products,
  category: { slug: categories.slug, name: categories.name },
};

/**
 * A product by slug, or by id (a UUID matches either), with its category's public reference;
 * `activeOnly` for the storefront, any status for the admin's preview.
 */
export async function findProduct(
  db: Database,
  slugOrId: string,
  { activeOnly }: { activeOnly: boolean },
): Promise<ProductWithCategory | null> {
  const match = isUuid(slugOrId)
    ? or(eq(products.slug, slugOrId), eq(products.id, slugOrId))
    : eq(products.slug, slugOrId);
  const rows = await db
    .select(productWithCategory)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(match, activeOnly ? eq(products.status, 'active') : undefined))
    .limit(1);
  return rows[0] ?? null;
}

/** A product's fields in form order: by step, then sort order. */
export async function productFieldsOf(db: Database, productId: string): Promise<ProductFieldRow[]> {
  return db
    .select()
    .from(productFields)
    .where(eq(productFields.productId, productId))
    .orderBy(
      asc(productFields.stepNumber),
      asc(productFields.sortOrder),
      asc(productFields.fieldName),
    );
}

/** The field roles of the product's live blueprint version (the storefront's form hints). */
export const liveFieldRoles = (db: Database, productId: string): Promise<FieldRoles> =>
  liveRoles(db, productId);

export function createCatalogueRepository(db: Database) {
  return {
    /** The product's approved buyer reviews (never the others): mean stars and how many. */
    async reviewSummary(productId: string): Promise<ReviewSummary> {
      const [row] = await db
        .select({
          n: count(),
          avg: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
        })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
      const n = row?.n ?? 0;
      return { count: n, average: n > 0 && row?.avg != null ? Number(row.avg) : null };
    },

    async listActiveProducts(): Promise<ProductWithCategory[]> {
      return db
        .select(productWithCategory)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(eq(products.status, 'active'))
        .orderBy(asc(products.sortOrder), asc(products.title));
    },

    /** An active product by slug, or by id (SPEC.md §7 also reads /api/products/{id}). */
    findActiveProduct: (slugOrId: string) => findProduct(db, slugOrId, { activeOnly: true }),

    listFields: (productId: string) => productFieldsOf(db, productId),

    fieldRoles: (productId: string) => liveFieldRoles(db, productId),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
