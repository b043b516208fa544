import { idParamsSchema } from '@atelier/shared/schemas/generation';
import { mockupQuerySchema } from '@atelier/shared/schemas/print-options';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, conflict, notFound } from '../../lib/errors';
import { createArtworksRepository } from '../artworks/artworks.repository';
import { bearerSecurity, callerId } from '../artworks/owner-scope';
import { findActiveCanvasSize } from './mockup.repository';
import { mockupFor } from './mockup.service';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

// The admin order page shows an order's mockup through the same helper.
export { mockupFor } from './mockup.service';

/**
 * A mockup never changes for its artwork, size and wrap (the storage key names all three), so
 * the owner's browser keeps it a day (`private, max-age`: never a shared cache).
 */
const MOCKUP_MAX_AGE_SECONDS = 86_400;

/** GET /api/artworks/{id}/mockup: the caller's finished artwork as a canvas on a wall. */
export async function mockupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const artworks = createArtworksRepository(app.db);

  app.get(
    '/api/artworks/:id/mockup',
    {
      config: { privateMaxAge: MOCKUP_MAX_AGE_SECONDS },
      schema: {
        tags: ['prints'],
        summary:
          'The artwork as a stretched canvas of this size and wrap on a wall with a sofa for scale (image/jpeg)',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: mockupQuerySchema,
      },
    },
    async (request, reply) => {
      const found = await artworks.findOwned(callerId(request), request.params.id);
      if (!found) throw notFound(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
      if (found.artwork.status !== 'succeeded') {
        throw conflict(PRINTS_MESSAGES.ARTWORK_NOT_READY, 'ARTWORK_NOT_READY');
      }
      const size = await findActiveCanvasSize(app.db, request.query.canvasSizeId);
      if (!size) throw new AppError(404, 'SIZE_NOT_FOUND', PRINTS_MESSAGES.SIZE_NOT_FOUND);

      const mockup = await mockupFor(app, found.artwork, size, request.query.wrap);
      if (!mockup) {
        request.log.warn({ artworkId: found.artwork.id }, 'mockup: the original is missing');
        throw notFound(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
      }
      reply.header('ETag', mockup.etag);
      if (request.headers['if-none-match'] === mockup.etag) return reply.status(304).send();
      return reply.type('image/jpeg').send(mockup.data);
    },
  );
}
