import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { categories, products } from '../../../db/schema/catalogue';
import { galleryItems } from '../../../db/schema/content';
import { containsPattern } from '../../../db/like-pattern';
import { slugTakenIn, updateAtVersion } from '../admin-kernel.repository';
import { countOfChildren } from '../content-admin';
import { endOfOrder, type Orderable } from '../ordering';
import { sameVersion } from '../versioning';

export type CategoryRow = typeof categories.$inferSelect;
type Db = Database | Tx;

export type CategoryListQuery = {
  q?: string;
  sort: 'name' | 'sortOrder' | 'productCount';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** The shop's category order (reorderRows). */
export const CATEGORY_ORDER: Orderable = {
  table: categories,
  id: categories.id,
  sortOrder: categories.sortOrder,
  tieBreak: [categories.name, categories.id],
  one: 'category',
  many: 'categories',
};

export type CategoryContent = { name: string; slug: string; description: string | null };

const productCount = countOfChildren(products, 'category_id', categories);
const galleryCount = countOfChildren(galleryItems, 'category_id', categories);

const withCounts = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  sortOrder: categories.sortOrder,
  updatedAt: categories.updatedAt,
  productCount,
  galleryCount,
};
export type CategoryWithCounts = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  sortOrder: number;
  updatedAt: Date;
  productCount: number;
  galleryCount: number;
};

export function createAdminCategoriesRepository(db: Database) {
  async function find(id: string, tx: Db = db): Promise<CategoryWithCounts | null> {
    const [row] = await tx.select(withCounts).from(categories).where(eq(categories.id, id));
    return (row as CategoryWithCounts | undefined) ?? null;
  }

  return {
    db,

    async list(query: CategoryListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        where.push(or(ilike(categories.name, pattern), ilike(categories.slug, pattern))!);
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const order = query.dir === 'desc' ? desc : asc;
      const sortBy = {
        name: categories.name,
        sortOrder: categories.sortOrder,
        productCount,
      }[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select(withCounts)
          .from(categories)
          .where(condition)
          .orderBy(order(sortBy), asc(categories.name), asc(categories.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(categories)
          .where(condition),
      ]);
      return { rows: rows as CategoryWithCounts[], total: total?.n ?? 0 };
    },

    find,

    slugTaken: (tx: Db, slug: string, exceptId?: string) =>
      slugTakenIn(tx, categories, slug, exceptId),

    /** Added at the end of the shop's order. */
    async insert(tx: Tx, content: CategoryContent): Promise<string> {
      const [row] = await tx
        .insert(categories)
        .values({
          ...content,
          sortOrder: endOfOrder(CATEGORY_ORDER),
        })
        .returning({ id: categories.id });
      return row!.id;
    },

    async update(tx: Tx, id: string, version: string, content: CategoryContent) {
      return (await updateAtVersion(tx, categories, id, version, content)) !== null;
    },

    /** Locks the row, then reads its counts (a product moving in waits for the delete). */
    async lockWithCounts(tx: Tx, id: string): Promise<CategoryWithCounts | null> {
      const [locked] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!locked) return null;
      return find(id, tx);
    },

    async delete(tx: Tx, id: string, version?: string): Promise<boolean> {
      const rows = await tx
        .delete(categories)
        .where(
          and(
            eq(categories.id, id),
            version !== undefined ? sameVersion(categories.updatedAt, version) : undefined,
          ),
        )
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}

export type AdminCategoriesRepository = ReturnType<typeof createAdminCategoriesRepository>;
