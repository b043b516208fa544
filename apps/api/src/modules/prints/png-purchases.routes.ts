import { idParamsSchema } from '@atelier/shared/schemas/generation';
import {
  createPngPurchaseSchema,
  pngPurchaseSchema,
  pngPurchaseStartSchema,
} from '@atelier/shared/schemas/png-purchases';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { bearerSecurity, callerId, privateNoStore } from '../artworks/owner-scope';
import { createPngPurchasesService } from './png-purchases.service';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

const tags = ['png-purchases'];
const security = bearerSecurity;
const artworkParamsSchema = z.object({ artworkId: z.uuid({ error: 'must be an id (UUID)' }) });

function caller(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return { id: request.user.id, email: request.user.email };
}

/** PNG purchases and the download they unlock; every answer is the caller's own. */
export async function pngPurchasesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const service = createPngPurchasesService(app);
  app.addHook('onRequest', privateNoStore);

  app.post(
    '/api/png-purchases',
    {
      schema: {
        tags,
        security,
        summary:
          'Buy the full-resolution PNG of an own finished artwork: the checkout url, or the existing paid purchase (url null)',
        body: createPngPurchaseSchema,
        response: { 200: pngPurchaseStartSchema },
      },
    },
    (request) => service.start(caller(request), request.body.artworkId),
  );

  app.get(
    '/api/png-purchases/user',
    {
      schema: {
        tags,
        security,
        summary: "The caller's PNG purchases, newest first",
        response: { 200: z.array(pngPurchaseSchema) },
      },
    },
    (request) => service.list(callerId(request)),
  );

  app.get(
    '/api/png-purchase/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's PNG purchases (404 for anyone else's)",
        params: idParamsSchema,
        response: { 200: pngPurchaseSchema },
      },
    },
    (request) => service.get(callerId(request), request.params.id),
  );

  app.get(
    '/api/download-png/:artworkId',
    {
      schema: {
        tags,
        security,
        summary:
          'The purchased artwork as a full-resolution PNG attachment (402 before purchase, 404 for anyone but the buyer)',
        params: artworkParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.download(callerId(request), request.params.artworkId);
      return reply
        .type('image/png')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
}
