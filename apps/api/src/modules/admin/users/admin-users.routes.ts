import {
  ADMIN_USER_MESSAGES,
  adminUserCreditsAnswerSchema,
  adminUserCreditsBodySchema,
  adminUserDetailSchema,
  adminUserDisableBodySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserPasswordResetAnswerSchema,
  adminUserPremiumBodySchema,
  adminUserRoleBodySchema,
} from '@atelier/shared/schemas/admin-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../lib/errors';
import { idempotencyKeyOf } from '../../../lib/idempotency';
import { createAdminUsersService } from './admin-users.service';

const tags = ['admin'];

const actorOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user.id;
};

/** /api/admin/users — accounts, plans, allowances and their actions. */
export async function adminUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminUsersService(app);

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary:
          'Accounts (q = e-mail prefix or part of the name, any case; role; plan), sorted and paged',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'One account: profile, plan and subscription, allowance, credit grants, boards and artworks, orders and payments',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    (request) => service.detail(request.params.id, actorOf(request)),
  );

  const detailAfter = (id: string, request: FastifyRequest) => service.detail(id, actorOf(request));

  app.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Set the role (409: your own admin role, or the last active admin)',
        params: adminUserParamsSchema,
        body: adminUserRoleBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => {
      await service.setRole(request.params.id, actorOf(request), request.body);
      return detailAfter(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/users/:id/premium',
    {
      schema: {
        tags,
        summary:
          'Grant premium by hand (a comp subscription, no payment) or revoke it (409 for a paying subscription)',
        params: adminUserParamsSchema,
        body: adminUserPremiumBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => {
      await service.setPremium(request.params.id, request.body.grant);
      return detailAfter(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        tags,
        summary:
          'Add generation credits with a reason; Idempotency-Key header required (201 new grant, 200 the same key and body again, 409 the same key with another body)',
        params: adminUserParamsSchema,
        body: adminUserCreditsBodySchema,
        response: { 200: adminUserCreditsAnswerSchema, 201: adminUserCreditsAnswerSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request, ADMIN_USER_MESSAGES.idempotencyKey);
      const result = await service.addCredits(
        request.params.id,
        actorOf(request),
        key,
        request.body,
      );
      return reply.status(result.created ? 201 : 200).send(result.answer);
    },
  );

  app.post(
    '/api/admin/users/:id/disable',
    {
      schema: {
        tags,
        summary:
          "Disable the account: its sessions end at once and sign-in answers 'This account has been disabled.' (409 on yourself, or on the last active admin)",
        params: adminUserParamsSchema,
        body: adminUserDisableBodySchema.optional(),
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => {
      await service.setDisabled(request.params.id, actorOf(request), true, request.body?.reason);
      return detailAfter(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/users/:id/enable',
    {
      schema: {
        tags,
        summary: 'Enable a disabled account again (409 on yourself)',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => {
      await service.setDisabled(request.params.id, actorOf(request), false);
      return detailAfter(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: "Send the account better-auth's password-reset mail",
        params: adminUserParamsSchema,
        response: { 200: adminUserPasswordResetAnswerSchema },
      },
    },
    async (request) => {
      await service.sendPasswordReset(request.params.id);
      return { sent: true as const };
    },
  );
}
