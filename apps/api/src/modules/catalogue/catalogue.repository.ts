import { isUuid } from '@atelier/shared/schemas/uuid';
import { fieldRolesSchema, type FieldRoles } from '@atelier/shared/schemas/field-roles';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, productFields, products } from '../../db/schema/catalogue';
import { blueprints } from '../../db/schema/generation';

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

/**
 * The field roles of the product's live blueprint (the newest active version, the one a new
 * artwork uses); none when it has no blueprint or its stored roles are not valid roles (the
 * fields are then read by their types, as the generation job does).
 */
export async function liveFieldRoles(db: Database, productId: string): Promise<FieldRoles> {
  const [row] = await db
    .select({ fieldRoles: blueprints.fieldRoles })
    .from(blueprints)
    .where(and(eq(blueprints.productId, productId), eq(blueprints.isActive, true)))
    .orderBy(desc(blueprints.version))
    .limit(1);
  const parsed = fieldRolesSchema.safeParse(row?.fieldRoles ?? {});
  return parsed.success ? parsed.data : {};
}

export function createCatalogueRepository(db: Database) {
  return {
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
