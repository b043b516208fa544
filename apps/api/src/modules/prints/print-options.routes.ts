import { idParamsSchema } from '@atelier/shared/schemas/generation';
import { printOptionsSchema } from '@atelier/shared/schemas/print-options';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors';
import { bearerSecurity, callerId, privateNoStore } from '../artworks/owner-scope';
import { createContentRepository } from '../content/content.repository';
import { createSettingsReader } from '../content/settings';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';
import { createPrintOptionsRepository } from './print-options.repository';

/** GET /api/artworks/{id}/print-options: the quality badge of every active canvas size. */
export async function printOptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const settings = createSettingsReader(createContentRepository(app.db));
  const repo = createPrintOptionsRepository(app.db);
  app.addHook('onRequest', privateNoStore);

  app.get(
    '/api/artworks/:id/print-options',
    {
      schema: {
        tags: ['prints'],
        summary:
          "Every active canvas size for one of the caller's finished artworks: printable at 150 PPI (wrap included), its PPI, and why not",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: printOptionsSchema },
      },
    },
    async (request) => {
      const artwork = await repo.ownedArtwork(callerId(request), request.params.id);
      if (!artwork) throw notFound(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
      if (artwork.status !== 'succeeded') {
        throw conflict(PRINTS_MESSAGES.ARTWORK_NOT_READY, 'ARTWORK_NOT_READY');
      }
      const [sizes, price] = await Promise.all([repo.activeSizes(), settings.pngDownload()]);
      return app.prints.renderer.printOptions(artwork, sizes, price.currency);
    },
  );
}
