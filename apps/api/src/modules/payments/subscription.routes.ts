import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { noBodySchema } from '../../lib/no-body';
import { createSubscriptionService } from './subscription.service';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

const subscriptionSchema = z.object({
  plan: z.object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number().int(),
    interval: z.string(),
  }),
  provider: z.enum(['stripe', 'demo', 'comp']),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export type SubscriptionRoutesOptions = { stripe: Stripe | null };

/** The caller's own subscription: view, cancel at period end, resume, Stripe's billing portal. */
export async function subscriptionRoutes(
  fastify: FastifyInstance,
  opts: SubscriptionRoutesOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const service = createSubscriptionService({
    db: app.db,
    stripe: opts.stripe,
    publicUrl: app.config.publicUrl,
    log: app.log.child({ module: 'subscription' }),
  });
  const common = { tags: ['payments'], security: [{ bearerAuth: [] }] };
  // The POSTs below act on the caller's own subscription and take no body.
  const action = { ...common, body: noBodySchema };
  const userId = (request: { user?: { id: string } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user.id;
  };

  app.get(
    '/api/subscription',
    {
      schema: {
        ...common,
        summary: "The caller's subscription: plan, status, period end (404 when none)",
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => service.get(userId(request)),
  );

  app.post(
    '/api/subscription/cancel',
    {
      schema: {
        ...action,
        summary: 'Cancel at the end of the paid period (Premium stays until then; idempotent)',
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => service.cancel(userId(request)),
  );

  app.post(
    '/api/subscription/resume',
    {
      schema: {
        ...action,
        summary: 'Undo the cancellation before the period ends (409 after; idempotent)',
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => service.resume(userId(request)),
  );

  app.post(
    '/api/subscription/portal',
    {
      schema: {
        ...action,
        summary: "Stripe's billing portal (invoices, card) for the caller; 409 for the demo",
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => service.portal(userId(request)),
  );
}
