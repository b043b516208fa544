import type {
  AdminGalleryItem,
  adminGalleryInputSchema,
  adminGalleryListQuerySchema,
} from '@atelier/shared/schemas/admin-content';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { categories, products } from '../../../db/schema/catalogue';
import { galleryItems } from '../../../db/schema/content';
import { publicUrl } from '../../../storage/public-url';
import { containsPattern } from '../../../db/like-pattern';
import { missingReference, pageWindow } from '../content-admin';
import { endOfOrder, reorderRows, type Orderable } from '../ordering';
import { deleteAtVersion, rowExists, updateAtVersion } from '../admin-kernel.repository';
import { versionOf } from '../versioning';

type ListQuery = z.output<typeof adminGalleryListQuerySchema>;
type Input = z.output<typeof adminGalleryInputSchema>;

const SORTS = {
  title: galleryItems.title,
  sortOrder: galleryItems.sortOrder,
  updatedAt: galleryItems.updatedAt,
} as const;

const columns = {
  item: galleryItems,
  productTitle: products.title,
  categoryName: categories.name,
};

function toDto(row: {
  item: typeof galleryItems.$inferSelect;
  productTitle: string | null;
  categoryName: string | null;
}): AdminGalleryItem {
  const { item } = row;
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    imageUrl: item.imageUrl,
    thumbnailUrl: publicUrl(item.imageUrl),
    productId: item.productId,
    productTitle: row.productTitle,
    categoryId: item.categoryId,
    categoryName: row.categoryName,
    isHero: item.isHero,
    isActive: item.isActive,
    sortOrder: item.sortOrder,
    updatedAt: versionOf(item.updatedAt),
  };
}

const ORDER: Orderable = {
  table: galleryItems,
  id: galleryItems.id,
  sortOrder: galleryItems.sortOrder,
  tieBreak: [galleryItems.createdAt, galleryItems.id],
  one: 'gallery item',
  many: 'gallery items',
};

export function createAdminGalleryRepository(db: Database) {
  const joined = () =>
    db
      .select(columns)
      .from(galleryItems)
      .leftJoin(products, eq(galleryItems.productId, products.id))
      .leftJoin(categories, eq(galleryItems.categoryId, categories.id));

  async function get(id: string): Promise<AdminGalleryItem | null> {
    const [row] = await joined().where(eq(galleryItems.id, id));
    return row ? toDto(row) : null;
  }

  /** 400 when the product or category picked does not exist. */
  async function checkReferences(input: Pick<Input, 'productId' | 'categoryId'>) {
    if (input.productId && !(await rowExists(db, products, input.productId)))
      throw missingReference('product');
    if (input.categoryId && !(await rowExists(db, categories, input.categoryId)))
      throw missingReference('category');
  }

  return {
    get,

    async list(q: ListQuery) {
      const where: SQL[] = [];
      if (q.q) where.push(ilike(galleryItems.title, containsPattern(q.q)));
      if (q.product) where.push(eq(galleryItems.productId, q.product));
      if (q.category) where.push(eq(galleryItems.categoryId, q.category));
      if (q.active) where.push(eq(galleryItems.isActive, q.active === 'true'));
      if (q.hero) where.push(eq(galleryItems.isHero, q.hero === 'true'));
      const order = q.dir === 'desc' ? desc : asc;
      const { limit, offset } = pageWindow(q);
      const [rows, [total]] = await Promise.all([
        joined()
          .where(and(...where))
          .orderBy(order(SORTS[q.sort]), asc(galleryItems.createdAt), asc(galleryItems.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(galleryItems)
          .where(and(...where)),
      ]);
      return { items: rows.map(toDto), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
    },

    async create(input: Input): Promise<AdminGalleryItem> {
      await checkReferences(input);
      // New items go to the end of the gallery.
      const [row] = await db
        .insert(galleryItems)
        .values({
          ...input,
          sortOrder: endOfOrder(ORDER),
        })
        .returning({ id: galleryItems.id });
      return (await get(row!.id))!;
    },

    /** The updated item, or null when the id is unknown or the version stale. */
    async update(
      id: string,
      version: string,
      values: Partial<Input>,
    ): Promise<AdminGalleryItem | null> {
      await checkReferences({
        productId: values.productId ?? null,
        categoryId: values.categoryId ?? null,
      });
      const row = await updateAtVersion(db, galleryItems, id, version, values);
      return row ? get(row.id) : null;
    },

    delete: (id: string, version: string) => deleteAtVersion(db, galleryItems, id, version),

    exists: (id: string) => rowExists(db, galleryItems, id),

    /** The order of `ids`, in the places they held (reorderRows). */
    reorder: (ids: string[]) => reorderRows(db, ORDER, ids),
  };
}
