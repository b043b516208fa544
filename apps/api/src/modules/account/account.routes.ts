import {
  accountExportSchema,
  deleteAccountBodySchema,
  exportFileName,
  updateProfileBodySchema,
} from '@atelier/shared/schemas/account';
import { userProfileSchema } from '@atelier/shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { toSignedProfile, type UserRow } from '../auth/auth.service';
import { createStripeClient } from '../../lib/stripe-client';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

const caller = (request: FastifyRequest): UserRow => {
  if (!request.user) throw unauthorized();
  return request.user;
};

/** The profile page's own calls: edit the profile, export my data, delete my account. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const service = createAccountService({
    repo: createAccountRepository(app.db),
    stripe: app.config.payments.stripe ? createStripeClient(app.config.payments.stripe) : null,
    storage: app.storage,
    uploads: app.uploads,
    log: app.log.child({ module: 'account' }),
  });
  const tags = ['account'];
  const security = [{ bearerAuth: [] }];
  // One user's data: never in a shared cache or the browser's HTTP cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.patch(
    '/api/profile',
    {
      schema: {
        tags,
        security,
        summary:
          'Change the display name (trimmed, 1 to 80 characters) and/or the photo (one of the ' +
          "caller's uploads, by key or URL; null removes it). Answers the profile.",
        body: updateProfileBodySchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const row = await service.updateProfile(caller(request), request.body);
      return toSignedProfile(row, app.storage);
    },
  );

  app.get(
    '/api/account/export',
    {
      schema: {
        tags,
        security,
        summary:
          'Download everything kept about the caller as JSON: profile, vision boards with their ' +
          'images, artworks, orders with their events, favorites and uploads. No secrets.',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await service.exportData(caller(request), now);
      reply.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
      return data;
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags,
        security,
        summary:
          "Delete the caller's account for good: their stored files, then the account with its " +
          "sessions, boards, artworks, orders, favorites and uploads. Body {confirm: 'DELETE'}.",
        body: deleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(caller(request));
      // The browser's session cookie goes too (bearer clients just drop their token).
      for (const name of ['atelier.session_token', '__Secure-atelier.session_token']) {
        reply.clearCookie(name, { path: '/' });
      }
      return reply.status(204).send(null);
    },
  );
}
