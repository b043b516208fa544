import {
  adminGalleryInputSchema,
  adminGalleryItemSchema,
  adminGalleryListQuerySchema,
  adminGalleryListSchema,
  adminGalleryPatchSchema,
  adminGalleryUpdateSchema,
  idParamsSchema,
  reorderSchema,
} from '@atelier/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors';
import { missingOrStale } from '../content-admin';
import { deleteVersionSchemas, requiredDeleteVersion } from '../delete-version';
import { createAdminGalleryRepository } from './admin-gallery.repository';

const WHAT = 'gallery item';
const LABEL = 'Gallery item';
const tags = ['admin'];

/** /api/admin/gallery (registered inside adminRoutes, which checks role admin). */
export async function adminGalleryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAdminGalleryRepository(app.db);
  const failed = async (id: string) => missingOrStale(await repo.exists(id), WHAT, LABEL);

  app.get(
    '/api/admin/gallery',
    {
      schema: {
        tags,
        summary: 'Gallery items: search (title), filters, sort and pages',
        querystring: adminGalleryListQuerySchema,
        response: { 200: adminGalleryListSchema },
      },
    },
    (request) => repo.list(request.query),
  );

  app.get(
    '/api/admin/gallery/:id',
    {
      schema: {
        tags,
        summary: 'One gallery item',
        params: idParamsSchema,
        response: { 200: adminGalleryItemSchema },
      },
    },
    async (request) => {
      const item = await repo.get(request.params.id);
      if (!item) throw notFound(`${LABEL} not found`);
      return item;
    },
  );

  app.post(
    '/api/admin/gallery',
    {
      schema: {
        tags,
        summary: 'Add a gallery item (at the end of the gallery)',
        body: adminGalleryInputSchema,
        response: { 201: adminGalleryItemSchema },
      },
    },
    async (request, reply) => {
      const item = await repo.create(request.body);
      await app.shopChanged();
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/api/admin/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Replace a gallery item (with the version edited; 409 when stale)',
        params: idParamsSchema,
        body: adminGalleryUpdateSchema,
        response: { 200: adminGalleryItemSchema },
      },
    },
    async (request) => {
      const { updatedAt, ...values } = request.body;
      const item = await repo.update(request.params.id, updatedAt, values);
      if (!item) throw await failed(request.params.id);
      await app.shopChanged();
      return item;
    },
  );

  app.patch(
    '/api/admin/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Switch isActive and/or isHero (the list’s toggles; with the version)',
        params: idParamsSchema,
        body: adminGalleryPatchSchema,
        response: { 200: adminGalleryItemSchema },
      },
    },
    async (request) => {
      const { updatedAt, ...values } = request.body;
      const item = await repo.update(request.params.id, updatedAt, values);
      if (!item) throw await failed(request.params.id);
      await app.shopChanged();
      return item;
    },
  );

  app.delete(
    '/api/admin/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Delete a gallery item (?updatedAt= the version seen; 409 when stale)',
        params: idParamsSchema,
        ...deleteVersionSchemas,
      },
    },
    async (request, reply) => {
      if (!(await repo.delete(request.params.id, requiredDeleteVersion(request))))
        throw await failed(request.params.id);
      await app.shopChanged();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/gallery/reorder',
    {
      schema: {
        tags,
        summary: 'Put the gallery items in the order of `ids`',
        body: reorderSchema,
      },
    },
    async (request, reply) => {
      await repo.reorder(request.body.ids);
      await app.shopChanged();
      return reply.status(204).send();
    },
  );
}
