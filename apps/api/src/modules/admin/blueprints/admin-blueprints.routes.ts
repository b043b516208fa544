import { idParamsSchema, idSchema } from '@atelier/shared/schemas/admin';
import {
  blueprintDetailSchema,
  blueprintListSchema,
  blueprintLiveInputSchema,
  blueprintPreviewInputSchema,
  blueprintPreviewSchema,
  blueprintVersionInputSchema,
  blueprintVersionSchema,
} from '@atelier/shared/schemas/admin-blueprints';
import { blueprintFiguresSchema, splitInputSchema } from '@atelier/shared/schemas/admin-variants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../artworks/owner-scope';
import { setSplit } from '../../blueprints/traffic-split';
import { blueprintFigures } from '../../blueprints/version-figures';
import { createAdminBlueprintsService } from './admin-blueprints.service';

const tags = ['admin: blueprints'];
const security = bearerSecurity;

/** /api/admin/blueprints (registered inside adminRoutes, which checks role admin). */
export async function adminBlueprintsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // app.db: inside a write's audit transaction, that transaction.
  const service = createAdminBlueprintsService(app.db, app.config.generation);
  const base = '/api/admin/blueprints';

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: "Every product's blueprint: its live version, version count and last change",
        response: { 200: blueprintListSchema },
      },
    },
    () => service.list(),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One blueprint: the product fields, the live version, every version, live history',
        params: idParamsSchema,
        response: { 200: blueprintDetailSchema },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.get(
    `${base}/:id/versions/:versionId`,
    {
      schema: {
        tags,
        security,
        summary: 'One version of a blueprint, all it holds',
        params: z.object({ id: idSchema, versionId: idSchema }),
        response: { 200: blueprintVersionSchema },
      },
    },
    (request) => service.version(request.params.id, request.params.versionId),
  );

  app.post(
    `${base}/:id/versions`,
    {
      config: { audit: { action: 'save-version' } },
      schema: {
        tags,
        security,
        summary:
          'Save a draft as the next version (checked against the product fields, its kind and the configured providers); the live version does not move',
        params: idParamsSchema,
        body: blueprintVersionInputSchema,
        response: { 201: blueprintVersionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.save(request.params.id, request.body, request.user!.id)),
  );

  app.post(
    `${base}/:id/live`,
    {
      config: { audit: { action: 'make-live' } },
      schema: {
        tags,
        security,
        summary:
          'Make a version live (an older one: the rollback); 409 when the live version is no longer the one the admin saw',
        params: idParamsSchema,
        body: blueprintLiveInputSchema,
        response: { 200: blueprintDetailSchema },
      },
    },
    (request) => service.makeLive(request.params.id, request.body, request.user!.id),
  );

  app.post(
    `${base}/:id/preview`,
    {
      // Renders a draft with sample values: no job, no write, no audit entry.
      config: { audit: { readOnly: true } },
      schema: {
        tags,
        security,
        summary:
          'What a draft makes of sample values: prompt, negative prompt, caption, the studio brief, unknown placeholders and unused fields',
        params: idParamsSchema,
        body: blueprintPreviewInputSchema,
        response: { 200: blueprintPreviewSchema },
      },
    },
    (request) => service.preview(request.params.id, request.body),
  );

  app.get(
    `${base}/:id/figures`,
    {
      schema: {
        tags,
        security,
        summary:
          "Which version sells: per version, shoppers' artworks made, failure rate, median duration, favourite, regenerate, PNG and canvas purchase rates, live periods; and the split",
        params: idParamsSchema,
        response: { 200: blueprintFiguresSchema },
      },
    },
    (request) => blueprintFigures(app.db, request.params.id),
  );

  app.put(
    `${base}/:id/split`,
    {
      config: { audit: { action: 'split' } },
      schema: {
        tags,
        security,
        summary:
          'Give a share of new shoppers another version (percent 1–99), or stop the split (versionId null)',
        params: idParamsSchema,
        body: splitInputSchema,
        response: { 200: blueprintFiguresSchema },
      },
    },
    async (request) => {
      await setSplit(app.db, request.params.id, request.body);
      return blueprintFigures(app.db, request.params.id);
    },
  );
}
