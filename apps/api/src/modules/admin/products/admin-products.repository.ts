import type { AdminProductValues } from '@atelier/shared/schemas/admin-products';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { categories, productFields, products } from '../../../db/schema/catalogue';
import { containsPattern, escapeLike } from '../../../db/like-pattern';
import type { BlueprintVersionRow } from '../../../db/schema/blueprints';
import { orders } from '../../../db/schema/orders';
import { rowExists, slugTakenIn, updateAtVersion } from '../admin-kernel.repository';
import { countOfChildren } from '../content-admin';
import { findProduct, liveFieldRoles, productFieldsOf } from '../../catalogue/catalogue.repository';
import { liveVersionOfProduct } from '../../blueprints/blueprints.repository';
import { atVersion } from '../versioning';

export type ProductRow = typeof products.$inferSelect;
export type ProductFieldRow = typeof productFields.$inferSelect;
type Db = Database | Tx;

/** The product's own columns an admin edits (everything but id, fields and the timestamps). */
export type ProductContent = Omit<AdminProductValues, 'fields' | 'artworkKind'>;
export type FieldValues = AdminProductValues['fields'][number];

export type ListQuery = {
  q?: string;
  status?: ProductRow['status'];
  category?: string;
  sort: 'title' | 'status' | 'sortOrder' | 'updatedAt' | 'createdAt';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const SORT_COLUMNS = {
  title: products.title,
  status: products.status,
  sortOrder: products.sortOrder,
  updatedAt: products.updatedAt,
  createdAt: products.createdAt,
} as const;

const fieldCount = countOfChildren(productFields, 'product_id', products);
const orderCount = countOfChildren(orders, 'product_id', products);

const fieldValues = (productId: string, f: FieldValues, sortOrder: number) => ({
  productId,
  fieldName: f.fieldName,
  fieldLabel: f.fieldLabel,
  fieldType: f.fieldType,
  isRequired: f.isRequired,
  isPremiumOnly: f.isPremiumOnly,
  stepNumber: f.stepNumber,
  sortOrder,
  placeholderText: f.placeholderText,
  tooltipText: f.tooltipText,
  fieldOptions: f.fieldOptions?.length ? f.fieldOptions : null,
  maxImages: f.maxImages,
});

export function createAdminProductsRepository(db: Database) {
  return {
    db,

    async list(query: ListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        where.push(or(ilike(products.title, pattern), ilike(products.slug, pattern))!);
      }
      if (query.status) where.push(eq(products.status, query.status));
      if (query.category) where.push(eq(products.categoryId, query.category));
      const condition = where.length > 0 ? and(...where) : undefined;
      const order = query.dir === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: products.id,
            slug: products.slug,
            title: products.title,
            status: products.status,
            categoryId: categories.id,
            categoryName: categories.name,
            sampleImageUrl: products.sampleImageUrl,
            sortOrder: products.sortOrder,
            updatedAt: products.updatedAt,
            fieldCount,
            orderCount,
          })
          .from(products)
          .leftJoin(categories, eq(products.categoryId, categories.id))
          .where(condition)
          .orderBy(order(SORT_COLUMNS[query.sort]), asc(products.title), asc(products.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: string, tx: Db = db): Promise<ProductRow | null> {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
      return row ?? null;
    },

    /** By id or slug, whatever its status, with its category (the storefront's product shape). */
    findWithCategory: (idOrSlug: string) => findProduct(db, idOrSlug, { activeOnly: false }),

    fields: (productId: string, tx: Db = db): Promise<ProductFieldRow[]> =>
      productFieldsOf(tx, productId),

    /** The live blueprint's field roles (the storefront preview's hints). */
    fieldRoles: (productId: string) => liveFieldRoles(db, productId),

    /** The live blueprint version (the one a new artwork takes). */
    liveVersion: (productId: string, tx: Db = db): Promise<BlueprintVersionRow | null> =>
      liveVersionOfProduct(tx, productId),

    async orderCount(productId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.productId, productId));
      return row?.n ?? 0;
    },

    slugTaken: (slug: string, tx: Db, exceptId?: string) =>
      slugTakenIn(tx, products, slug, exceptId),

    categoryExists: (id: string, tx: Db) => rowExists(tx, categories, id),

    /** Slugs starting with `<slug>-copy` (for the next free copy slug). */
    async copySlugs(slug: string, tx: Db): Promise<Set<string>> {
      const rows = await tx
        .select({ slug: products.slug })
        .from(products)
        .where(like(products.slug, `${escapeLike(slug)}-copy%`));
      return new Set(rows.map((r) => r.slug));
    },

    async insertProduct(tx: Tx, content: ProductContent): Promise<ProductRow> {
      const [row] = await tx.insert(products).values(content).returning();
      return row!;
    },

    async insertFields(tx: Tx, productId: string, fields: FieldValues[]) {
      if (fields.length === 0) return;
      await tx.insert(productFields).values(fields.map((f, i) => fieldValues(productId, f, i)));
    },

    /** The versioned update: null when the version is stale or the product is gone. */
    async updateProduct(
      tx: Db,
      id: string,
      version: string,
      set: Partial<ProductContent>,
    ): Promise<ProductRow | null> {
      return updateAtVersion(tx, products, id, version, set);
    },

    /**
     * Makes the product's fields the given list, in that order: fields sent with an id are
     * updated (and keep it), new ones are inserted, the ones left out are deleted. Names move
     * through a temporary value first, so a rename or a swap never trips the unique
     * (product_id, field_name) index.
     */
    async replaceFields(tx: Tx, productId: string, fields: FieldValues[]) {
      const keptIds = fields.map((f) => f.id).filter((id): id is string => id !== undefined);
      await tx
        .delete(productFields)
        .where(
          and(
            eq(productFields.productId, productId),
            keptIds.length > 0 ? notInArray(productFields.id, keptIds) : undefined,
          ),
        );
      if (keptIds.length > 0) {
        await tx
          .update(productFields)
          .set({ fieldName: sql`'~' || ${productFields.id}::text` })
          .where(and(eq(productFields.productId, productId), inArray(productFields.id, keptIds)));
      }
      const inserts: ReturnType<typeof fieldValues>[] = [];
      for (const [i, f] of fields.entries()) {
        const values = fieldValues(productId, f, i);
        if (f.id === undefined) inserts.push(values);
        else
          await tx
            .update(productFields)
            .set(values)
            .where(and(eq(productFields.id, f.id), eq(productFields.productId, productId)));
      }
      if (inserts.length > 0) await tx.insert(productFields).values(inserts);
    },

    async deleteProduct(tx: Tx, id: string, version: string): Promise<boolean> {
      const rows = await tx
        .delete(products)
        .where(atVersion(products, id, version))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Locks the product row until the transaction ends (delete vs. a new order). */
    async lock(tx: Tx, id: string): Promise<ProductRow | null> {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      return row ?? null;
    },

    // A product's sortOrder is its place in the shop: /api/products (the landing page's
    // 'Featured Portraits' are its first 4, SPEC.md §2) lists active products by sortOrder,
    // then title. The owner sets it in the editor; a product saved without one goes last, so a
    // new product never takes the first landing slot unless the owner puts it there.

    /** The place after every product: where a product created without a position goes. */
    async lastPosition(tx: Tx): Promise<number> {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${products.sortOrder}) + 1, 0)::int` })
        .from(products);
      return row?.next ?? 0;
    },

    /**
     * Makes `position` free for a product moving there: every other product at it or after it
     * moves one place down, so the moved product is first among equals rather than tied by title.
     */
    async makeRoom(tx: Tx, position: number, exceptId?: string): Promise<void> {
      await tx
        .update(products)
        .set({ sortOrder: sql`${products.sortOrder} + 1` })
        .where(
          and(gte(products.sortOrder, position), exceptId ? ne(products.id, exceptId) : undefined),
        );
    },
  };
}

export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
