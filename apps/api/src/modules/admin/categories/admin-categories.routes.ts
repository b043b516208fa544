import { idParamsSchema, reorderSchema } from '@atelier/shared/schemas/admin';
import {
  adminCategoryInputSchema,
  adminCategoryListQuerySchema,
  adminCategoryListSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
} from '@atelier/shared/schemas/admin-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../artworks/owner-scope';
import { deleteVersionOf, deleteVersionSchemas } from '../delete-version';
import { createAdminCategoriesService } from './admin-categories.service';

const tags = ['admin: categories'];
const security = bearerSecurity;

/** /api/admin/categories (registered inside adminRoutes, which checks role admin). */
export async function adminCategoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminCategoriesService(app.db);
  const base = '/api/admin/categories';

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
    async (request) => service.list(request.query),
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
    async (request) => service.detail(request.params.id),
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
      const id = await service.create(request.body);
      await app.shopChanged();
      return reply.status(201).send(await service.detail(id));
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
      await service.update(id, request.body);
      await app.shopChanged();
      return service.detail(id);
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
      await service.reorder(request.body.ids);
      await app.shopChanged();
      return service.inOrder();
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
      await service.remove(request.params.id, deleteVersionOf(request));
      await app.shopChanged();
      return reply.status(204).send();
    },
  );
}
