import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  REVIEW_TEXT,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewSchema,
  adminReviewSweepSchema,
  type AdminReview,
} from '@atelier/shared/schemas/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { Review } from '../../../db/schema/reviews';
import { conflict, notFound, unauthorized } from '../../../lib/errors';
import type { Storage } from '../../../storage/storage';
import { sendDueReviewRequests } from '../../reviews/review-request.job';
import {
  listReviews,
  lockReview,
  reviewRow,
  setModeration,
} from '../../reviews/reviews.repository';
import { insertReviewTestimonial } from './admin-reviews.repository';

const tags = ['admin'];

type Row = {
  review: Review;
  kind: string;
  productTitle: string | null;
  previewKey: string | null;
};

async function toDto(storage: Storage, row: Row): Promise<AdminReview> {
  const r = row.review;
  return {
    id: r.id,
    orderId: r.orderId,
    orderKind: row.kind === 'canvas' ? 'canvas' : 'png',
    productTitle: row.productTitle,
    rating: r.rating ?? 0,
    text: r.text ?? '',
    displayName: r.displayName ?? '',
    location: r.location ?? '',
    showArtwork: r.showArtwork,
    artworkUrl: row.previewKey ? await storage.signedUrl(row.previewKey) : null,
    status: r.status ?? 'pending',
    submittedAt: (r.submittedAt ?? r.requestedAt).toISOString(),
    moderatedAt: r.moderatedAt?.toISOString() ?? null,
    testimonialId: r.testimonialId,
  };
}

/**
 * The artwork a buyer allowed the shop to show, copied from its (watermarked) preview into the
 * public static-assets area, where a testimonial's image lives. Null when it is gone.
 */
async function publishArtwork(storage: Storage, reviewId: string, previewKey: string) {
  const object = await storage.get(previewKey);
  if (!object) return null;
  const ext = previewKey.split('.').pop()?.toLowerCase() ?? 'webp';
  const key = `static-assets/testimonials/review-${reviewId}.${/^[a-z0-9]{2,5}$/.test(ext) ? ext : 'webp'}`;
  await storage.put(key, object.body, { contentType: object.contentType });
  return key;
}

/** /api/admin/reviews: the moderation queue (inside adminRoutes: role admin, audited writes). */
export async function adminReviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The pending review, locked (404 unknown, 409 already decided). */
  async function pending(db: Database, id: string) {
    const found = await lockReview(db, id);
    if (!found || !found.review.status) throw notFound(REVIEW_TEXT.notFound);
    if (found.review.status !== 'pending') throw conflict(REVIEW_TEXT.notPending, 'NOT_PENDING');
    return found;
  }

  async function one(id: string): Promise<AdminReview> {
    const row = await reviewRow(app.db, id);
    if (!row) throw notFound(REVIEW_TEXT.notFound);
    return toDto(app.storage, row);
  }

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews by status (default pending: the moderation queue), newest first',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema },
      },
    },
    async (request) => {
      const { rows, pendingCount } = await listReviews(app.db, request.query.status);
      return {
        items: await Promise.all(rows.map((row) => toDto(app.storage, row))),
        pendingCount,
      };
    },
  );

  app.post(
    '/api/admin/reviews/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a pending review: it becomes an active testimonial (with its artwork when the buyer allowed it) and counts in the product rating',
        params: idParamsSchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { review, previewKey } = await pending(app.db, request.params.id);
      const artwork =
        review.showArtwork && previewKey
          ? await publishArtwork(app.storage, review.id, previewKey)
          : null;
      const testimonial = await insertReviewTestimonial(app.db, review, artwork);
      await setModeration(app.db, review.id, {
        status: 'approved',
        moderatedBy: request.user.id,
        testimonialId: testimonial.id,
      });
      await app.shopChanged();
      return one(review.id);
    },
  );

  app.post(
    '/api/admin/reviews/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending review: it is never shown',
        params: idParamsSchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { review } = await pending(app.db, request.params.id);
      await setModeration(app.db, review.id, {
        status: 'rejected',
        moderatedBy: request.user.id,
      });
      return one(review.id);
    },
  );

  app.post(
    '/api/admin/reviews/send-requests',
    {
      config: { audit: { entity: 'reviews', action: 'send-requests' } },
      schema: {
        tags,
        summary:
          'Mail the review requests that are due now (the sweeper does this every 15 minutes)',
        response: { 200: adminReviewSweepSchema },
      },
    },
    async () => ({
      requested: await sendDueReviewRequests({
        db: app.db,
        log: app.log,
        config: app.config,
      }),
    }),
  );
}
