import { PassThrough } from 'node:stream';
import {
  GENERATION_MESSAGES,
  artworkSchema,
  generateArtworkSchema,
  type ArtworkEvent,
} from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { toArtworkDto } from '../artworks/artwork.dto';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

/** SSE comment line that keeps proxies from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 15_000;

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const sseEvent = (event: ArtworkEvent) => `event: artwork\ndata: ${JSON.stringify(event)}\n\n`;

export async function generationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const { service, events } = app.generation;

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

  // Open streams end when the app closes, so shutdown never waits on a browser.
  const streams = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const s of streams) s.end();
  });

  app.get(
    '/api/vision-boards/:id/events',
    {
      // A compressed stream would be buffered: events must reach the browser as they happen.
      compress: false,
      schema: {
        tags: ['generation'],
        summary:
          'Server-Sent Events: the status of every artwork of the board now, then `event: artwork` on each change',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const boardId = request.params.id;
      const board = await service.findOwnedBoard(request.user!.id, boardId);
      if (!board) throw notFound(GENERATION_MESSAGES.BOARD_NOT_FOUND);

      const stream = new PassThrough();
      streams.add(stream);
      // Events that arrive while the current state is read are sent after it, in order.
      const pending: ArtworkEvent[] = [];
      let ready = false;
      const unsubscribe = events.subscribe(boardId, (event) => {
        if (ready) stream.write(sseEvent(event));
        else pending.push(event);
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
      heartbeat.unref();
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
        stream.end();
      };
      reply.raw.once('close', cleanup);
      stream.once('close', cleanup);

      stream.write('retry: 3000\n\n');
      for (const row of await service.boardArtworks(boardId)) {
        stream.write(sseEvent({ artworkId: row.id, visionBoardId: boardId, status: row.status }));
      }
      ready = true;
      for (const event of pending.splice(0)) stream.write(sseEvent(event));

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
