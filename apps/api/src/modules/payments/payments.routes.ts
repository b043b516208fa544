import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoOrderSessionSchema } from '@atelier/shared/schemas/prints';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../lib/errors';
import { noBodySchema } from '../../lib/no-body';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  demoCompleteResponseSchema,
  demoOrderCompleteSchema,
  demoSessionParamsSchema,
  demoSessionSchema,
  PAYMENTS_MESSAGES,
  stripeEventProblem,
} from './payments.schemas';
import { expireDuePremiums } from '../generation/allowance.repository';
import { createOrderPayments } from '../prints/order-payments';
import { createPaymentsService, type PaymentsService } from './payments.service';
import { createStripeClient } from '../../lib/stripe-client';
import { createWebhookHandler } from './stripe-webhooks';
import { subscriptionRoutes } from './subscription.routes';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

/** How often premiums whose paid period is over are moved back to the free plan. */
const EXPIRY_SWEEP_MS = 10 * 60_000;

/** Upgrade checkout (Stripe or demo), the demo checkout page's API, and Stripe's webhook. */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stripeConfig = app.config.payments.stripe;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : null;
  const log = app.log.child({ module: 'payments' });
  // Without Stripe, the demo checkout only when asked for (DEMO_PAYMENTS), outside production, or
  // on the quick start's embedded defaults at a loopback address (config/network.ts isLocalTrial):
  // otherwise anyone could make themselves premium for free on a live shop.
  const demo = !stripe && app.config.payments.demo;
  if (!stripe && !demo) {
    log.warn(
      'payments are not set up (no STRIPE_SECRET_KEY, DEMO_PAYMENTS is off): upgrades answer 503',
    );
  } else if (demo && app.config.nodeEnv === 'production') {
    log.warn(
      'purchases use the demo checkout, no card is charged (DEMO_PAYMENTS=true, or a local trial: ' +
        'the embedded database at a loopback address); DEMO_PAYMENTS=false turns it off',
    );
  }
  if (stripe && !stripeConfig?.webhookSecret) {
    log.warn('STRIPE_WEBHOOK_SECRET is not set: paid checkouts will not make anyone premium');
  }
  // Orders' checkouts settle here (webhook, demo Pay); their refunds go through the prints
  // module's payments, built from the same config.
  const orders = {
    refund: createOrderPayments({
      db: app.db,
      storage: app.storage,
      config: app.config,
      log,
    }).refund,
    publicUrl: app.config.publicUrl,
    fulfilmentProvider: app.config.prints.fulfilment.provider,
  };
  const service = createPaymentsService({
    db: app.db,
    stripe,
    demo,
    publicUrl: app.config.publicUrl,
    log,
    storage: app.storage,
    orders,
  });

  // A cancelled premium keeps its plan until the paid period ends; the allowance rule downgrades
  // it when it is next read, and this sweep does so for everyone else within minutes.
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const n = await expireDuePremiums(app.db);
      if (n > 0) log.info({ users: n }, 'premium ended after its paid period');
    } catch (err) {
      log.warn({ err }, 'premium expiry sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    sweeper = setInterval(() => void sweep(), EXPIRY_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  // The upgrade checkout needs a signed-in shopper; the webhook beside it has no session.
  await app.register(async (scope) => {
    requireUserOnEveryRoute(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/upgrade/checkout',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Start the upgrade: Stripe Checkout (subscription), the demo checkout page when offered, 503 when neither is set up',
          security: [{ bearerAuth: [] }],
          body: checkoutBodySchema,
          response: { 200: checkoutResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized();
        return service.createCheckout(request.user, request.body);
      },
    );
  });

  if (demo) await app.register(demoCheckoutRoutes, { service });

  await app.register(subscriptionRoutes, { stripe });

  if (stripe && stripeConfig?.webhookSecret) {
    await app.register(stripeWebhookRoute, {
      stripe,
      secret: stripeConfig.webhookSecret,
      handler: createWebhookHandler({ db: app.db, log, orders }),
    });
  }
}

/** The demo checkout page's API: only registered when the shop offers the demo checkout. */
async function demoCheckoutRoutes(
  fastify: FastifyInstance,
  { service }: { service: PaymentsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Both routes are the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);

  app.get(
    '/api/payments/demo/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The caller's demo checkout session: an upgrade's plan (kind 'plan') or an order's lines and total (kind 'order')",
        security: [{ bearerAuth: [] }],
        params: demoSessionParamsSchema,
        response: { 200: z.union([demoSessionSchema, demoOrderSessionSchema]) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return service.getDemoSession(request.user.id, request.params.sessionId);
    },
  );

  app.post(
    '/api/payments/demo/:sessionId/complete',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay a demo checkout (no card is charged): the same fulfilment as the webhook',
        security: [{ bearerAuth: [] }],
        params: demoSessionParamsSchema,
        body: noBodySchema,
        response: { 200: z.union([demoCompleteResponseSchema, demoOrderCompleteSchema]) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return service.completeDemoSession(request.user.id, request.params.sessionId);
    },
  );
}

type WebhookOptions = {
  stripe: NonNullable<ReturnType<typeof createStripeClient>>;
  secret: string;
  handler: ReturnType<typeof createWebhookHandler>;
};

/**
 * Encapsulated: its JSON parser keeps the raw bytes, which the signature is computed over;
 * every other route keeps the global JSON parser.
 */
async function stripeWebhookRoute(fastify: FastifyInstance, opts: WebhookOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signature-verified; each event applied once)',
        headers: z.object({ 'stripe-signature': z.string().optional() }).loose(),
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) {
        throw badRequest(PAYMENTS_MESSAGES.INVALID_SIGNATURE, 'INVALID_SIGNATURE');
      }
      let event;
      try {
        event = opts.stripe.webhooks.constructEvent(raw, signature, opts.secret);
      } catch (err) {
        request.log.warn({ err }, 'stripe webhook signature rejected');
        throw badRequest(PAYMENTS_MESSAGES.INVALID_SIGNATURE, 'INVALID_SIGNATURE');
      }
      const problem = stripeEventProblem(event);
      if (problem) {
        request.log.warn(
          { eventId: (event as { id?: unknown }).id, type: event.type, problem },
          'stripe webhook event refused: unusable',
        );
        throw badRequest(PAYMENTS_MESSAGES.UNUSABLE_EVENT, 'UNUSABLE_EVENT');
      }
      const applied = await opts.handler.handle(event);
      return { received: true as const, duplicate: !applied };
    },
  );
}
