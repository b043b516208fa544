import {
  REVIEW_TEXT,
  reviewCreatedSchema,
  reviewInputSchema,
  reviewRequestSchema,
  reviewTokenParamsSchema,
} from '@atelier/shared/schemas/reviews';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobRunner } from '../../lib/job-runner';
import { AppError, conflict } from '../../lib/errors';
import { reviewRequestJob } from './review-request.job';
import { verifyReviewToken } from './review-token';
import { reviewContext, reviewOfOrder, submitReview } from './reviews.repository';

const tags = ['reviews'];

/**
 * The review link (no sign-in: the signed token is the key) and, where the other jobs run in
 * this process, the review-request sweeper (otherwise `npm run worker` runs it).
 */
export const reviewsPlugin = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    const runner = new JobRunner(app.log.child({ module: 'reviews' }));
    if (app.config.generation.workerInProcess && app.config.nodeEnv !== 'test') {
      runner.add(reviewRequestJob({ db: app.db, log: app.log, config: app.config }));
    }
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());

    /** The order a valid, unexpired link names, with its request row (400/410 otherwise). */
    async function requestOf(token: string) {
      const check = verifyReviewToken(app.config.authSecret, token);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new AppError(410, 'REVIEW_LINK_EXPIRED', REVIEW_TEXT.expiredLink)
          : new AppError(400, 'REVIEW_LINK_INVALID', REVIEW_TEXT.invalidLink);
      }
      const row = await reviewOfOrder(app.db, check.orderId);
      // A signed link is only ever mailed with its row; without one (the order was deleted)
      // there is nothing to review.
      if (!row) throw new AppError(400, 'REVIEW_LINK_INVALID', REVIEW_TEXT.invalidLink);
      return { row, expiresAt: check.expiresAt };
    }

    app.get(
      '/api/reviews/:token',
      {
        schema: {
          tags,
          summary:
            'What a review link is about (400 forged, 410 expired, 409 already reviewed); no sign-in',
          params: reviewTokenParamsSchema,
          response: { 200: reviewRequestSchema },
        },
      },
      async (request, reply) => {
        const { row, expiresAt } = await requestOf(request.params.token);
        if (row.submittedAt) throw conflict(REVIEW_TEXT.alreadyReviewed, 'ALREADY_REVIEWED');
        const context = await reviewContext(app.db, row.orderId);
        if (!context || (context.kind !== 'canvas' && context.kind !== 'png')) {
          throw new AppError(400, 'REVIEW_LINK_INVALID', REVIEW_TEXT.invalidLink);
        }
        reply.header('cache-control', 'private, no-store');
        return {
          orderKind: context.kind,
          productTitle: context.productTitle,
          artworkUrl: context.previewKey ? await app.storage.signedUrl(context.previewKey) : null,
          name: context.name,
          expiresAt: expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/api/reviews/:token',
      {
        schema: {
          tags,
          summary:
            'Review the order a link names, once (201; a second review 409); it waits for moderation',
          params: reviewTokenParamsSchema,
          body: reviewInputSchema,
          response: { 201: reviewCreatedSchema },
        },
      },
      async (request, reply) => {
        const { row } = await requestOf(request.params.token);
        const saved = row.submittedAt
          ? undefined
          : await submitReview(app.db, row.orderId, request.body);
        if (!saved) throw conflict(REVIEW_TEXT.alreadyReviewed, 'ALREADY_REVIEWED');
        reply.code(201);
        return { id: saved.id, status: saved.status ?? 'pending' };
      },
    );
  },
  { name: 'reviews', dependencies: ['db', 'storage'] },
);
