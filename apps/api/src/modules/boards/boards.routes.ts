import {
  artworkSchema,
  createUploadedImageSchema,
  createVisionBoardSchema,
  idParamsSchema,
  uploadedImageSchema,
  visionBoardSchema,
} from '@atelier/shared/schemas/generation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createArtworksRepository } from '../artworks/artworks.repository';
import { unauthorized } from '../../lib/errors';
import { bearerSecurity, callerId, privateNoStore } from '../artworks/owner-scope';
import { boardRateLimit } from './board-rate-limit';
import { createBoardsRepository } from './boards.repository';
import { createBoardsService, type CheckedBoard } from './boards.service';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

/** Vision boards and their uploaded images (SPEC.md §3, §7); all owner-scoped. */
export async function boardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const service = createBoardsService({
    app,
    boards: createBoardsRepository(app.db),
    artworks: createArtworksRepository(app.db),
  });
  app.addHook('onRequest', privateNoStore);
  const tags = ['vision boards'];
  const security = bearerSecurity;

  // The board checked in preHandler, before the per-account limit counts it; stored by the handler.
  const checked = new WeakMap<FastifyRequest, CheckedBoard>();

  app.post(
    '/api/vision-boards',
    {
      preHandler: [
        async (request) => {
          if (!request.user) throw unauthorized();
          checked.set(request, await service.check(request.user, request.body));
        },
      ],
      config: { rateLimit: boardRateLimit(app.config) },
      schema: {
        tags,
        security,
        summary:
          "Create a vision board ('fieldName: value' lines checked against the product's fields) " +
          'for an active product; BOARD_RATE_LIMIT_MAX per account per hour',
        body: createVisionBoardSchema,
        response: { 201: visionBoardSchema },
      },
    },
    async (request, reply) => {
      const board = checked.get(request);
      if (!board) throw new Error('POST /api/vision-boards: the board was not checked');
      return reply.status(201).send(await service.create(board));
    },
  );

  app.get(
    '/api/vision-boards',
    {
      schema: {
        tags,
        security,
        summary: "The caller's vision boards, newest first, each with its latest artwork",
        response: { 200: z.array(visionBoardSchema) },
      },
    },
    async (request) => service.list(callerId(request)),
  );

  app.get(
    '/api/vision-boards/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's vision boards, with its latest artwork",
        params: idParamsSchema,
        response: { 200: visionBoardSchema },
      },
    },
    async (request) => service.get(callerId(request), request.params.id),
  );

  app.get(
    '/api/vision-boards/:id/images',
    {
      schema: {
        tags,
        security,
        summary: 'The images registered on a board, each with a fresh signed URL',
        params: idParamsSchema,
        response: { 200: z.array(uploadedImageSchema) },
      },
    },
    async (request) => service.images(callerId(request), request.params.id),
  );

  app.get(
    '/api/vision-boards/:id/artwork',
    {
      schema: {
        tags,
        security,
        summary: 'Every artwork of a board, newest first',
        params: idParamsSchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request) => service.artworks(callerId(request), request.params.id),
  );

  app.get(
    '/api/vision-boards/:id/artwork/latest',
    {
      schema: {
        tags,
        security,
        summary: 'The newest artwork of a board (404 when it has none)',
        params: idParamsSchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => service.latestArtwork(callerId(request), request.params.id),
  );

  app.get(
    '/api/vision-boards/:id/approved-artworks',
    {
      schema: {
        tags,
        security,
        summary: 'The approved artworks of a board, most recently approved first',
        params: idParamsSchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request) => service.approvedArtworks(callerId(request), request.params.id),
  );

  app.post(
    '/api/uploaded-images',
    {
      schema: {
        tags,
        security,
        summary:
          "Register one of the caller's uploads on their board (same filename again replaces it)",
        body: createUploadedImageSchema,
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addImage(callerId(request), request.body)),
  );
}
