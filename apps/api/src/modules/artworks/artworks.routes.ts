import {
  ARTWORK_MESSAGES,
  GENERATION_MESSAGES,
  artworkListQuerySchema,
  artworkSchema,
  idParamsSchema,
} from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/errors';
import { noBodySchema } from '../../lib/no-body';
import { toArtworkDto, toArtworkDtos } from './artwork.dto';
import { createArtworksRepository } from './artworks.repository';
import { bearerSecurity, callerId, privateNoStore } from './owner-scope';
import { previewJpeg } from './preview-download';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

/** The caller's artworks: read one or all, approve and un-approve. Others' ids answer 404. */
export async function artworksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const repo = createArtworksRepository(app.db);
  app.addHook('onRequest', privateNoStore);

  app.get(
    '/api/artwork',
    {
      schema: {
        tags: ['artworks'],
        summary: "All the caller's artworks, newest first (optionally of one status)",
        security: bearerSecurity,
        querystring: artworkListQuerySchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request) =>
      toArtworkDtos(app, await repo.listByUser(callerId(request), request.query.status)),
  );

  app.get(
    '/api/artwork/:id',
    {
      schema: {
        tags: ['artworks'],
        summary: "One of the caller's artworks (imageUrl: the watermarked preview, once finished)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => {
      const found = await repo.findOwned(callerId(request), request.params.id);
      if (!found) throw notFound(GENERATION_MESSAGES.ARTWORK_NOT_FOUND);
      return toArtworkDto(app, found.artwork, { isFavorite: found.isFavorite });
    },
  );

  app.get(
    '/api/artwork/:id/preview.jpg',
    {
      schema: {
        tags: ['artworks'],
        summary: "One of the caller's finished artworks: its watermarked preview as a JPEG to keep",
        security: bearerSecurity,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const jpeg = await previewJpeg(app, repo, callerId(request), request.params.id);
      return reply
        .header('Content-Type', 'image/jpeg')
        .header(
          'Content-Disposition',
          `attachment; filename="artwork-preview-${request.params.id.slice(0, 8)}.jpg"`,
        )
        .send(jpeg);
    },
  );

  const setApproved = (approved: boolean) => async (userId: string, id: string) => {
    const found = await repo.findOwned(userId, id);
    if (!found) throw notFound(GENERATION_MESSAGES.ARTWORK_NOT_FOUND);
    const row = await repo.setApproved(userId, id, approved);
    // Approving: the row exists and is the caller's, so no row back means it has not succeeded.
    if (!row) throw conflict(ARTWORK_MESSAGES.APPROVE_NOT_READY, 'ARTWORK_NOT_READY');
    return toArtworkDto(app, row, { isFavorite: found.isFavorite });
  };
  const approve = setApproved(true);
  const unapprove = setApproved(false);

  app.post(
    '/api/artwork/:id/approve',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Approve a finished artwork (409 while it is queued, running or failed)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => approve(callerId(request), request.params.id),
  );

  app.delete(
    '/api/artwork/:id/approve',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Withdraw the approval of an artwork',
        security: bearerSecurity,
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => unapprove(callerId(request), request.params.id),
  );
}
