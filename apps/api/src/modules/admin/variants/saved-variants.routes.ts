import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  promoteInputSchema,
  promoteResultSchema,
  savedVariantFiltersSchema,
  savedVariantListSchema,
  savedVariantPatchSchema,
  savedVariantSchema,
  VARIANT_MESSAGES,
  type VariantEvent,
} from '@atelier/shared/schemas/admin-variants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { lastEventIdOf, lastEventIdQuery, sseStreams } from '../../../lib/sse-stream';
import { bearerSecurity } from '../../artworks/owner-scope';
import type { StoredArtworkEvent } from '../../generation/events';
import { followBoards } from '../../generation/follow-boards';
import { variantArtworks } from '../../variants/saved-variants.repository';
import { sendPrivateImage } from './private-image-reply';
import { variantServices } from './variant-services';

const tags = ['admin: saved variants'];
const security = bearerSecurity;
const base = '/api/admin/saved-variants';

/** /api/admin/saved-variants (registered inside adminRoutes, which checks role admin). */
export async function adminSavedVariantsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { variants } = variantServices(app);

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          'Saved variants, newest first, by product, version (or draft), score, regression set, purpose or regression run',
        querystring: savedVariantFiltersSchema,
        response: { 200: savedVariantListSchema },
      },
    },
    (request) => variants.list(request.query),
  );

  const sse = sseStreams(app, app.config.sseHeartbeatMs);
  app.get(
    `${base}/events`,
    {
      compress: false,
      schema: {
        tags,
        security,
        summary:
          'Server-Sent Events: the status of each variant named in `ids` now, then one message on each change; with Last-Event-ID (or `lastEventId`) every change after it instead of the state now',
        querystring: z.strictObject({
          ids: z
            .string()
            .transform((v) => [...new Set(v.split(',').filter(Boolean))])
            .pipe(
              z
                .array(z.uuid({ error: 'ids must be saved variant ids' }))
                .min(1)
                .max(24),
            ),
          lastEventId: lastEventIdQuery,
        }),
      },
    },
    async (request, reply) => {
      const lastEventId = lastEventIdOf(request);
      const rows = await variantArtworks(app.db, request.query.ids);
      if (rows.length === 0) throw notFound(VARIANT_MESSAGES.notFound);
      const { events } = app.generation;
      const byBoard = new Map(rows.map((r) => [r.visionBoardId, r.variantId]));
      const { stream, reply: send } = sse.start(reply);
      const write = (event: StoredArtworkEvent) => {
        const data: VariantEvent = {
          variantId: byBoard.get(event.visionBoardId)!,
          status: event.status,
        };
        stream.send({ id: event.id, data });
      };
      await followBoards({
        events,
        boardIds: [...byBoard.keys()],
        lastEventId,
        stream,
        write,
        snapshot: async (latest) => {
          for (const row of await variantArtworks(app.db, request.query.ids)) {
            stream.send({ id: latest, data: { variantId: row.variantId, status: row.status } });
          }
        },
      });
      return send();
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One saved variant with everything that made it',
        params: idParamsSchema,
        response: { 200: savedVariantSchema },
      },
    },
    (request) => variants.one(request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      config: { audit: { entity: 'saved-variants' } },
      schema: {
        tags,
        security,
        summary: "The owner's score (1–5), note and regression-set mark; a stale edit is 409",
        params: idParamsSchema,
        body: savedVariantPatchSchema,
        response: { 200: savedVariantSchema },
      },
    },
    (request) => variants.update(request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { audit: { entity: 'saved-variants' } },
      schema: {
        tags,
        security,
        summary: 'Delete a saved variant with its artwork (never its photos)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await variants.remove(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/:id/image`,
    {
      schema: {
        tags,
        security,
        summary: "The variant's image (preview or original), for admins only",
        params: idParamsSchema,
        querystring: z.strictObject({ size: z.enum(['preview', 'original']).default('preview') }),
      },
    },
    async (request, reply) => {
      const image = await variants.image(request.params.id, request.query.size);
      return sendPrivateImage(reply, image);
    },
  );

  app.post(
    `${base}/:id/promote`,
    {
      config: { audit: { entity: 'saved-variants', action: 'promote' } },
      schema: {
        tags,
        security,
        summary:
          "Promote a variant's image to a gallery item, the product's sample image or its hero after image (public at once)",
        params: idParamsSchema,
        body: promoteInputSchema,
        response: { 200: promoteResultSchema },
      },
    },
    async (request) => {
      const result = await variants.promote(request.params.id, request.body, request.user!.id);
      await app.shopChanged();
      return result;
    },
  );
}
