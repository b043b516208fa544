import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import type {
  AdminCategory,
  adminCategoryInputSchema,
  adminCategoryListQuerySchema,
} from '@atelier/shared/schemas/admin-content';
import { slugify } from '@atelier/shared/slugify';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { uniqueOr } from '../content-admin';
import { reorderRows } from '../ordering';
import { staleEdit, versionOf } from '../versioning';
import {
  CATEGORY_ORDER,
  createAdminCategoriesRepository,
  type CategoryContent,
  type CategoryWithCounts,
} from './admin-categories.repository';

export const CATEGORY_MESSAGES = {
  slugTaken: (slug: string) =>
    `Another category already uses the slug '${slug}'. Choose a different name or slug.`,
  noSlug: 'The name has no letters or digits to make a slug from. Enter a slug.',
} as const;

const slugTaken = (slug: string) => conflict(CATEGORY_MESSAGES.slugTaken(slug), 'SLUG_TAKEN');

function toDto(row: CategoryWithCounts): AdminCategory {
  return { ...row, updatedAt: versionOf(row.updatedAt) };
}

type CategoryInput = z.output<typeof adminCategoryInputSchema>;

const content = (body: CategoryInput): CategoryContent => {
  const slug = body.slug ?? slugify(body.name);
  if (!slug) throw badRequest(CATEGORY_MESSAGES.noSlug, 'VALIDATION_ERROR');
  return { name: body.name, slug, description: body.description };
};

/** Runs a write; a slug another row holds (checked first, or lost in a race) is a 409. */
const write = <T>(slug: string, run: () => Promise<T>) => uniqueOr(() => slugTaken(slug), run);

/** The admin's categories: each write in its own transaction (inside the audit wrapper's). */
export function createAdminCategoriesService(db: Database) {
  const repo = createAdminCategoriesRepository(db);

  async function detail(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('Category not found');
    return toDto(row);
  }

  return {
    detail,

    async list(query: z.output<typeof adminCategoryListQuerySchema>) {
      const { rows, total } = await repo.list(query);
      const { page, pageSize } = query;
      return { items: rows.map(toDto), total, page, pageSize };
    },

    /** Every category in the shop's order. */
    async inOrder() {
      const { rows } = await repo.list({ sort: 'sortOrder', dir: 'asc', page: 1, pageSize: 1000 });
      return rows.map(toDto);
    },

    /** Creates the category; answers its id. */
    async create(body: CategoryInput) {
      const values = content(body);
      return write(values.slug, () =>
        db.transaction(async (tx) => {
          if (await repo.slugTaken(tx, values.slug)) throw slugTaken(values.slug);
          return repo.insert(tx, values);
        }),
      );
    },

    async update(id: string, body: CategoryInput & { updatedAt: string }) {
      const values = content(body);
      await write(values.slug, () =>
        db.transaction(async (tx) => {
          if (await repo.slugTaken(tx, values.slug, id)) throw slugTaken(values.slug);
          if (await repo.update(tx, id, body.updatedAt, values)) return;
          if (!(await repo.find(id, tx))) throw notFound('Category not found');
          throw staleEdit('category');
        }),
      );
    },

    async reorder(ids: string[]) {
      await reorderRows(db, CATEGORY_ORDER, ids);
    },

    /** Deletes a category nothing uses (409 CATEGORY_IN_USE with the counts otherwise). */
    async remove(id: string, version: string | undefined) {
      await db.transaction(async (tx) => {
        const row = await repo.lockWithCounts(tx, id);
        if (!row) throw notFound('Category not found');
        if (row.productCount > 0 || row.galleryCount > 0)
          throw conflict(
            ADMIN_MESSAGES.categoryInUse(row.productCount, row.galleryCount),
            'CATEGORY_IN_USE',
          );
        if (!(await repo.delete(tx, id, version))) throw staleEdit('category');
      });
    },
  };
}
