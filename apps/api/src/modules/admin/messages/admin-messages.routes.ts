import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  ADMIN_MESSAGE_TEXT,
  adminMessageDetailSchema,
  adminMessageListQuerySchema,
  adminMessageListSchema,
} from '@atelier/shared/schemas/admin-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, unauthorized } from '../../../lib/errors';
import * as repo from './admin-messages.repository';

const tags = ['admin'];

/** /api/admin/messages — contact-form messages. */
export async function adminMessagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const detail = async (id: string) => {
    const found = await repo.messageDetail(app.db, id);
    if (!found) throw notFound(ADMIN_MESSAGE_TEXT.notFound);
    return found;
  };
  /** The message, locked for the change (404 when it does not exist). */
  const locked = async (id: string) => {
    const row = await repo.lockMessage(app.db, id);
    if (!row) throw notFound(ADMIN_MESSAGE_TEXT.notFound);
    return row;
  };
  const action = { params: idParamsSchema, response: { 200: adminMessageDetailSchema } };

  app.get(
    '/api/admin/messages',
    {
      schema: {
        tags,
        summary:
          'Contact-form messages, newest first (status = new | read | handled), with the unread count; keyset pages by cursor',
        querystring: adminMessageListQuerySchema,
        response: { 200: adminMessageListSchema },
      },
    },
    (request) => repo.listMessages(app.db, request.query),
  );

  app.get(
    '/api/admin/messages/:id',
    {
      schema: {
        tags,
        summary: 'One message: its full text, sender, time and state',
        ...action,
      },
    },
    (request) => detail(request.params.id),
  );

  app.post(
    '/api/admin/messages/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark an unread message read (opening it in the admin does)',
        ...action,
      },
    },
    async (request) => {
      await locked(request.params.id);
      await repo.markRead(app.db, request.params.id);
      return detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/messages/:id/unread',
    { schema: { tags, summary: 'Mark a message unread again', ...action } },
    async (request) => {
      await locked(request.params.id);
      await repo.markUnread(app.db, request.params.id);
      return detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/messages/:id/handled',
    {
      schema: { tags, summary: 'Mark a message handled (by the signed-in admin, now)', ...action },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await locked(request.params.id);
      await repo.markHandled(app.db, request.params.id, request.user.id);
      return detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/messages/:id/reopen',
    {
      schema: {
        tags,
        summary: 'A handled message back to read (409 when it is not handled)',
        ...action,
      },
    },
    async (request) => {
      const row = await locked(request.params.id);
      if (row.status !== 'handled') {
        throw new AppError(409, 'NOT_HANDLED', ADMIN_MESSAGE_TEXT.notHandled);
      }
      await repo.reopen(app.db, request.params.id);
      return detail(request.params.id);
    },
  );
}
