import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  ADMIN_GENERATION_MESSAGES,
  adminGenerationListQuerySchema,
  adminGenerationListSchema,
  adminGenerationRowSchema,
  adminGenerationStatsQuerySchema,
  adminGenerationStatsSchema,
} from '@atelier/shared/schemas/admin-generations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterCommit } from '../../../db/scoped';
import { AppError, notFound } from '../../../lib/errors';
import { orderGenerating } from '../../orders/artwork-order-status.repository';
import * as repo from './admin-generations.repository';

const tags = ['admin'];

/** /api/admin/generations — the queue, failures, retries and provider figures. */
export async function adminGenerationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/generations',
    {
      schema: {
        tags,
        summary:
          'Queued and running jobs with their age (view=active, oldest first) or failed artworks with their failure kind (view=failed, newest first); keyset pages by cursor',
        querystring: adminGenerationListQuerySchema,
        response: { 200: adminGenerationListSchema },
      },
    },
    (request) => repo.listGenerations(app.db, request.query),
  );

  app.get(
    '/api/admin/generations/stats',
    {
      schema: {
        tags,
        summary:
          'Per provider over the last 7 or 30 days: count, succeeded, failed, success rate, median and p95 duration; failures by kind',
        querystring: adminGenerationStatsQuerySchema,
        response: { 200: adminGenerationStatsSchema },
      },
    },
    (request) => repo.generationStats(app.db, Number(request.query.days)),
  );

  app.post(
    '/api/admin/generations/:id/retry',
    {
      schema: {
        tags,
        summary:
          'Queue a failed artwork again, never charged to the shopper (a second failure refunds nothing more); its artwork order goes back to generating. 409 unless it failed',
        params: idParamsSchema,
        response: { 200: adminGenerationRowSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await repo.lockArtwork(app.db, id);
      if (!current) throw notFound(ADMIN_GENERATION_MESSAGES.notFound);
      if (current.status !== 'failed') {
        throw new AppError(409, 'NOT_FAILED', ADMIN_GENERATION_MESSAGES.notFailed(current.status));
      }
      const queued = await repo.requeueFailed(app.db, id);
      if (!queued)
        throw new AppError(409, 'NOT_FAILED', ADMIN_GENERATION_MESSAGES.notFailed(current.status));
      await orderGenerating(app.db, queued.visionBoardId, queued.id, { onlyFrom: 'failed' });
      // The job is sent in this transaction: it exists exactly when the retry is committed.
      await app.generation.queue.enqueue(queued.id, { priority: queued.priority, tx: app.db });
      await afterCommit(async () => {
        try {
          await app.generation.events.publish({
            artworkId: queued.id,
            visionBoardId: queued.visionBoardId,
            status: queued.status,
          });
        } catch (err) {
          request.log.warn({ err, artworkId: queued.id }, 'could not publish an artwork event');
        }
      });
      const [row] = (
        await repo.listGenerations(app.db, { view: 'active', limit: 1, onlyId: queued.id })
      ).items;
      return row!;
    },
  );
}
