import {
  adminTestimonialInputSchema,
  adminTestimonialSchema,
  adminTestimonialListQuerySchema,
  adminTestimonialListSchema,
  adminTestimonialPatchSchema,
  adminTestimonialUpdateSchema,
  idParamsSchema,
  reorderSchema,
} from '@atelier/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors';
import { missingOrStale } from '../content-admin';
import { deleteVersionSchemas, requiredDeleteVersion } from '../delete-version';
import { createAdminTestimonialsRepository } from './admin-testimonials.repository';

const WHAT = 'testimonial';
const LABEL = 'Testimonial';
const tags = ['admin'];

/** /api/admin/testimonials (registered inside adminRoutes, which checks role admin). */
export async function adminTestimonialsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAdminTestimonialsRepository(app.db);
  const failed = async (id: string) => missingOrStale(await repo.exists(id), WHAT, LABEL);

  app.get(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        summary:
          'Testimonials: search (name, quote, location), filters, sort, pages and the landing counts',
        querystring: adminTestimonialListQuerySchema,
        response: { 200: adminTestimonialListSchema },
      },
    },
    (request) => repo.list(request.query),
  );

  app.get(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'One testimonial',
        params: idParamsSchema,
        response: { 200: adminTestimonialSchema },
      },
    },
    async (request) => {
      const item = await repo.get(request.params.id);
      if (!item) throw notFound(`${LABEL} not found`);
      return item;
    },
  );

  app.post(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        summary: 'Add a testimonial (at the end of the list)',
        body: adminTestimonialInputSchema,
        response: { 201: adminTestimonialSchema },
      },
    },
    async (request, reply) => {
      const item = await repo.create(request.body);
      await app.shopChanged();
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Replace a testimonial (with the version edited; 409 when stale)',
        params: idParamsSchema,
        body: adminTestimonialUpdateSchema,
        response: { 200: adminTestimonialSchema },
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
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Switch isActive and/or featured (the list’s toggles; with the version)',
        params: idParamsSchema,
        body: adminTestimonialPatchSchema,
        response: { 200: adminTestimonialSchema },
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
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Delete a testimonial (?updatedAt= the version seen; 409 when stale)',
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
    '/api/admin/testimonials/reorder',
    {
      schema: {
        tags,
        summary: 'Put the testimonials in the order of `ids`',
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
