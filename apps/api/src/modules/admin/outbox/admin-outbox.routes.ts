import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  ADMIN_OUTBOX_TEXT,
  adminOutboxDetailSchema,
  adminOutboxListQuerySchema,
  adminOutboxListSchema,
} from '@atelier/shared/schemas/admin-outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../../lib/errors';
import * as repo from './admin-outbox.repository';

const tags = ['admin'];

/**
 * /api/admin/outbox — every mail the shop sent or would have sent. Without
 * SMTP_URL the mail waits here, so a local shop owner reads reset links on this screen.
 */
export async function adminOutboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const detail = async (id: string) => {
    const found = await repo.outboxDetail(app.db, id);
    if (!found) throw notFound(ADMIN_OUTBOX_TEXT.notFound);
    return found;
  };

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary:
          'Outbox mail, newest first: filter by status (pending | sent | logged | failed), kind, and q (part of the recipient or subject); keyset pages by cursor',
        querystring: adminOutboxListQuerySchema,
        response: { 200: adminOutboxListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return repo.listOutbox(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        tags,
        summary:
          'One mail: its full text (and HTML), the links in it and its delivery; once sent, the secret part of its links (reset token) shows as ••••',
        params: idParamsSchema,
        response: { 200: adminOutboxDetailSchema },
      },
    },
    async (request, reply) => {
      // A reset link is an account's key: never kept by a cache on the way.
      reply.header('Cache-Control', 'private, no-store');
      return detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/outbox/:id/resend',
    {
      schema: {
        tags,
        summary:
          'Send a failed mail again: back to pending with its attempts reset, for the outbox sender (every 30 s). 409 unless it failed',
        params: idParamsSchema,
        response: { 200: adminOutboxDetailSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const mail = await repo.lockMail(app.db, id);
      if (!mail) throw notFound(ADMIN_OUTBOX_TEXT.notFound);
      if (mail.status !== 'failed') {
        throw new AppError(409, 'NOT_FAILED', ADMIN_OUTBOX_TEXT.notFailed(mail.status));
      }
      await repo.requeueFailed(app.db, id);
      reply.header('Cache-Control', 'private, no-store');
      return detail(id);
    },
  );
}
