import { ADMIN_MESSAGES, idParamsSchema, reorderSchema } from '@atelier/shared/schemas/admin';
import {
  adminCategoryInputSchema,
  adminCategoryListQuerySchema,
  adminCategoryListSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  type AdminCategory,
} from '@atelier/shared/schemas/admin-content';
import { slugify } from '@atelier/shared/slugify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { bearerSecurity } from '../../artworks/owner-scope';
import { deleteVersionOf, deleteVersionSchemas } from '../delete-version';
import { uniqueOr } from '../content-admin';
import { reorderRows } from '../ordering';
import { staleEdit, versionOf } from '../versioning';
import {
  CATEGORY_ORDER,
  createAdminCategoriesRepository,
  type CategoryContent,
  type CategoryWithCounts,
} from './admin-categories.repository';

const tags = ['admin: categories'];
const security = bearerSecurity;

export const CATEGORY_MESSAGES = {
  slugTaken: (slug: string) =>
    `Another category already uses the slug '${slug}'. Choose a different name or slug.`,
  noSlug: 'The name has no letters or digits to make a slug from. Enter a slug.',
} as const;

const slugTaken = (slug: string) => conflict(CATEGORY_MESSAGES.slugTaken(slug), 'SLUG_TAKEN');

function toDto(row: CategoryWithCounts): AdminCategory {
  return { ...row, updatedAt: versionOf(row.updatedAt) };
}

/** /api/admin/categories (registered inside adminRoutes, which checks role admin). */
export async function adminCategoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAdminCategoriesRepository(app.db);
  const base = '/api/admin/categories';

  const content = (body: z.output<typeof adminCategoryInputSchema>): CategoryContent => {
    const slug = body.slug ?? slugify(body.name);
    if (!slug) throw badRequest(CATEGORY_MESSAGES.noSlug, 'VALIDATION_ERROR');
    return { name: body.name, slug, description: body.description };
  };

  /** Runs a write; a slug another row holds (checked first, or lost in a race) is a 409. */
  const write = <T>(slug: string, run: () => Promise<T>) => uniqueOr(() => slugTaken(slug), run);

  async function detail(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('Category not found');
    return toDto(row);
  }

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Categories with how many products and gallery items use each',
        querystring: adminCategoryListQuerySchema,
        response: { 200: adminCategoryListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { items: rows.map(toDto), total, page, pageSize };
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => detail(request.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Create a category (slug made from the name when absent), last in order',
        body: adminCategoryInputSchema,
        response: { 201: adminCategorySchema },
      },
    },
    async (request, reply) => {
      const values = content(request.body);
      const id = await write(values.slug, () =>
        app.db.transaction(async (tx) => {
          if (await repo.slugTaken(tx, values.slug)) throw slugTaken(values.slug);
          return repo.insert(tx, values);
        }),
      );
      await app.shopChanged();
      return reply.status(201).send(await detail(id));
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Rename a category (409 STALE_EDIT when updatedAt is old)',
        params: idParamsSchema,
        body: adminCategoryUpdateSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = content(request.body);
      await write(values.slug, () =>
        app.db.transaction(async (tx) => {
          if (await repo.slugTaken(tx, values.slug, id)) throw slugTaken(values.slug);
          if (await repo.update(tx, id, request.body.updatedAt, values)) return;
          if (!(await repo.find(id, tx))) throw notFound('Category not found');
          throw staleEdit('category');
        }),
      );
      await app.shopChanged();
      return detail(id);
    },
  );

  app.post(
    `${base}/reorder`,
    {
      schema: {
        tags,
        security,
        summary:
          'Put the listed categories in this order, in the places they held (sort order 0, 1, 2…)',
        body: reorderSchema,
        response: { 200: z.array(adminCategorySchema) },
      },
    },
    async (request) => {
      await reorderRows(app.db, CATEGORY_ORDER, request.body.ids);
      await app.shopChanged();
      const { rows } = await repo.list({ sort: 'sortOrder', dir: 'asc', page: 1, pageSize: 1000 });
      return rows.map(toDto);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a category nothing uses; in use answers 409 CATEGORY_IN_USE with the counts',
        params: idParamsSchema,
        ...deleteVersionSchemas,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const version = deleteVersionOf(request);
      await app.db.transaction(async (tx) => {
        const row = await repo.lockWithCounts(tx, id);
        if (!row) throw notFound('Category not found');
        if (row.productCount > 0 || row.galleryCount > 0)
          throw conflict(
            ADMIN_MESSAGES.categoryInUse(row.productCount, row.galleryCount),
            'CATEGORY_IN_USE',
          );
        if (!(await repo.delete(tx, id, version))) throw staleEdit('category');
      });
      await app.shopChanged();
      return reply.status(204).send();
    },
  );
}
