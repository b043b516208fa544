import { idParamsSchema, versionBodySchema } from '@atelier/shared/schemas/admin';
import {
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  adminProductUpdateSchema,
} from '@atelier/shared/schemas/admin-products';
import { productDetailSchema, productParamsSchema } from '@atelier/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noBodySchema } from '../../../lib/no-body';
import { bearerSecurity } from '../../artworks/owner-scope';
import { createAdminProductsRepository } from './admin-products.repository';
import { createAdminProductsService } from './admin-products.service';
import { deleteVersionSchemas, requiredDeleteVersion } from '../delete-version';

const tags = ['admin: products'];
const security = bearerSecurity;

/** /api/admin/products (registered inside adminRoutes, which checks role admin). */
export async function adminProductsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminProductsService(createAdminProductsRepository(app.db), {
    localStudio: app.config.generation.provider === 'local',
  });
  const base = '/api/admin/products';

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Products of every status: search (title, slug), filters, sort, pages',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema },
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
        summary: 'One product as stored, with its fields, active blueprint and order count',
        params: idParamsSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.get(
    `${base}/:id/preview`,
    {
      schema: {
        tags,
        security,
        summary: 'The storefront view of a product of any status, by id or slug (preview a draft)',
        params: z.object({ id: productParamsSchema.shape.slug }),
        response: { 200: productDetailSchema },
      },
    },
    async (request) => service.preview(request.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Create a product with its fields and a starter blueprint (one transaction)',
        body: adminProductInputSchema,
        response: { 201: adminProductSchema },
      },
    },
    async (request, reply) => {
      const product = await service.create(request.body, request.user!.id);
      await app.shopChanged();
      return reply.status(201).send(product);
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Replace the product and its fields (409 STALE_EDIT when updatedAt is old)',
        params: idParamsSchema,
        body: adminProductUpdateSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => {
      const product = await service.update(request.params.id, request.body, request.user!.id);
      await app.shopChanged();
      return product;
    },
  );

  const statusSummaries = {
    archive: 'Take the product off the shop (status archived)',
    restore: 'Bring an archived product back as a draft',
    activate: 'Put the product on the shop (status active)',
    deactivate: 'Take the product off the shop but keep it for editing (status draft)',
  } as const;
  for (const action of ['archive', 'restore', 'activate', 'deactivate'] as const) {
    app.post(
      `${base}/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: statusSummaries[action],
          params: idParamsSchema,
          body: versionBodySchema,
          response: { 200: adminProductSchema },
        },
      },
      async (request) => {
        const product = await service[action](request.params.id, request.body.updatedAt);
        await app.shopChanged();
        return product;
      },
    );
  }

  app.post(
    `${base}/:id/duplicate`,
    {
      // The entry is about the copy (the answer), not the product copied.
      config: { audit: { action: 'duplicate', idFromAnswer: true } },
      schema: {
        tags,
        security,
        summary: 'Copy a product (draft, <slug>-copy) with its fields and active blueprint',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 201: adminProductSchema },
      },
    },
    async (request, reply) => {
      const product = await service.duplicate(request.params.id, request.user!.id);
      await app.shopChanged();
      return reply.status(201).send(product);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a product nobody ordered; one with orders answers 409 PRODUCT_HAS_ORDERS (archive it)',
        params: idParamsSchema,
        ...deleteVersionSchemas,
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, requiredDeleteVersion(request));
      await app.shopChanged();
      return reply.status(204).send();
    },
  );
}
