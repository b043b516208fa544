import {
  GENERATION_MESSAGES,
  type ArtworkEvent,
  artworkSchema,
  generateArtworkSchema,
} from '@atelier/shared/schemas/generation';
import {
  requestRevisionSchema,
  revisionAllowanceSchema,
  revisionCreatedSchema,
} from '@atelier/shared/schemas/revisions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { lastEventIdOf, lastEventIdQuery, sseStreams } from '../../lib/sse-stream';
import { toArtworkDto } from '../artworks/artwork.dto';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';
import type { StoredArtworkEvent } from './events';
import { followBoards } from './follow-boards';

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export async function generationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const { service, events, queueWatch } = app.generation;

  app.post(
    '/api/generate-artwork',
    {
      schema: {
        tags: ['generation'],
        summary:
          'Start generating artwork from a vision board: reserves one generation credit and queues the job (402 when the monthly limit is reached)',
        security: [{ bearerAuth: [] }],
        body: generateArtworkSchema,
        response: {
          200: artworkSchema.describe('The artwork already queued or running for this board'),
          201: artworkSchema.describe('The queued artwork'),
          402: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { artwork, created } = await service.generate(
        request.user!.id,
        request.body,
        request.id,
      );
      return reply.status(created ? 201 : 200).send(await toArtworkDto(app, artwork));
    },
  );

  const idParams = z.object({ id: z.uuid() });

  app.get(
    '/api/artwork/:id/revisions',
    {
      schema: {
        tags: ['generation'],
        summary:
          "What the next change of the caller's artwork costs: the product's free revisions and how many its line has used",
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: revisionAllowanceSchema, 404: errorBody },
      },
    },
    (request) => service.revisionAllowance(request.user!.id, request.params.id),
  );

  app.post(
    '/api/artwork/:id/revisions',
    {
      schema: {
        tags: ['generation'],
        summary:
          "Ask for a change of the caller's finished artwork: a new artwork from the same inputs with a new seed and the note in the AI prompt; free within the product's free revisions, else one generation credit (402 when none is left)",
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: requestRevisionSchema,
        response: { 201: revisionCreatedSchema, 402: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { artwork, free, freeLeft } = await service.revise(
        request.user!.id,
        request.params.id,
        request.body.note,
        request.id,
      );
      return reply.status(201).send({ artwork: await toArtworkDto(app, artwork), free, freeLeft });
    },
  );

  const sse = sseStreams(app, app.config.sseHeartbeatMs);

  app.get(
    '/api/vision-boards/:id/events',
    {
      // A compressed stream would be buffered: events must reach the browser as they happen.
      compress: false,
      schema: {
        tags: ['generation'],
        summary:
          'Server-Sent Events: the status of every artwork of the board now, then `event: artwork` on each change; with Last-Event-ID (or `lastEventId`) every event after it instead of the current state',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ lastEventId: lastEventIdQuery }),
      },
    },
    async (request, reply) => {
      const boardId = request.params.id;
      const lastEventId = lastEventIdOf(request);
      const board = await service.findOwnedBoard(request.user!.id, boardId);
      if (!board) throw notFound(GENERATION_MESSAGES.BOARD_NOT_FOUND);

      const { stream, reply: send } = sse.start(reply);
      const write = ({ id, ...event }: StoredArtworkEvent) =>
        stream.send({ id, event: 'artwork', data: event });
      await followBoards({
        events,
        boardIds: [boardId],
        lastEventId,
        stream,
        write,
        snapshot: async (latest) => {
          for (const row of await service.boardArtworks(boardId)) {
            const data = { artworkId: row.id, visionBoardId: boardId, status: row.status };
            stream.send({ id: latest, event: 'artwork', data });
          }
        },
      });
      // Queue numbers are not recorded (no `id:`): the places now, then whenever they change.
      const sendPlaces = (list: ArtworkEvent[]) => {
        for (const data of list) stream.send({ event: 'queue', data });
      };
      stream.onClose(queueWatch.watch(boardId, sendPlaces));
      sendPlaces(await queueWatch.current([boardId]));
      return send();
    },
  );
}
