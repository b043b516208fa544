import {
  adminCanvasSizeInputSchema,
  adminCanvasSizeSchema,
  adminCanvasSizeUpdateSchema,
  adminPlanSchema,
  adminPlanUpdateSchema,
  adminPngPriceUpdateSchema,
  adminPricingSchema,
  adminShippingRateInputSchema,
  adminShippingRateSchema,
  adminShippingRateUpdateSchema,
} from '@atelier/shared/schemas/admin-pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { createStripeClient, type Stripe } from '../../../lib/stripe-client';
import { editRoutes } from '../area-routes';
import { staleEdit } from '../versioning';
import { createAdminPricingRepository } from './admin-pricing.repository';

const tags = ['admin'];
const planParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const PRICING_MESSAGES = {
  freeIsFree:
    'The free plan always costs 0. Change its generations per month instead; Premium is the paid plan.',
  stripeFailed:
    'Stripe did not accept the new price, so nothing was changed. Please try again in a moment.',
} as const;

/** The Stripe product a new price belongs to: the old price's, else a new one named for the plan. */
async function newStripePrice(
  stripe: Stripe,
  plan: {
    id: string;
    name: string;
    currency: string;
    interval: string;
    stripePriceId: string | null;
  },
  unitAmount: number,
  idempotencyKey: string,
): Promise<string> {
  let product: string | null = null;
  if (plan.stripePriceId) {
    const old = await stripe.prices.retrieve(plan.stripePriceId);
    product = typeof old.product === 'string' ? old.product : old.product.id;
  }
  const price = await stripe.prices.create(
    {
      currency: plan.currency,
      unit_amount: unitAmount,
      ...(plan.interval === 'month' || plan.interval === 'year'
        ? { recurring: { interval: plan.interval } }
        : {}),
      ...(product ? { product } : { product_data: { name: `Atelier ${plan.name}` } }),
      metadata: { planId: plan.id },
    },
    { idempotencyKey },
  );
  return price.id;
}

/** /api/admin/pricing (registered inside adminRoutes, which checks role admin). */
export async function adminPricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAdminPricingRepository(app.db);
  const stripeConfig = app.config.payments.stripe;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : null;
  const log = app.log.child({ module: 'admin-pricing' });

  app.get(
    '/api/admin/pricing',
    {
      schema: {
        tags,
        summary: 'Plans, canvas sizes, the PNG download price and shipping rates',
        response: { 200: adminPricingSchema },
      },
    },
    async () => {
      const [plans, canvasSizes, pngDownload, shippingRates] = await Promise.all([
        repo.plans(),
        repo.canvasSizes(),
        repo.pngDownload(),
        repo.shippingRates(),
      ]);
      return { plans, canvasSizes, pngDownload, shippingRates, stripeConfigured: stripe !== null };
    },
  );

  app.put(
    '/api/admin/pricing/plans/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a plan (with its version). With Stripe configured a new paid price creates a new Stripe Price; subscriptions keep theirs',
        params: planParamsSchema,
        body: adminPlanUpdateSchema,
        response: { 200: adminPlanSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { updatedAt, stripePriceId, ...values } = request.body;
      if (id === 'free' && values.priceCents !== 0)
        throw badRequest(PRICING_MESSAGES.freeIsFree, 'FREE_PLAN_PRICE');
      const plan = await repo.planAt(id, updatedAt);
      if (!plan) throw (await repo.plan(id)) ? staleEdit('plan') : notFound('Plan not found');

      let priceId = stripePriceId === undefined ? plan.stripePriceId : stripePriceId;
      const priceChanged = values.priceCents !== plan.priceCents;
      // Stripe prices are immutable: a new amount is a new Price; the old one stays as it is
      // for the subscriptions that use it.
      if (stripe && id !== 'free' && priceChanged && values.priceCents > 0) {
        try {
          priceId = await newStripePrice(
            stripe,
            plan,
            values.priceCents,
            `atelier-plan-${id}-${updatedAt}-${values.priceCents}`,
          );
        } catch (err) {
          log.error({ err, planId: id }, 'stripe price could not be created');
          throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PRICING_MESSAGES.stripeFailed);
        }
        log.info({ planId: id, stripePriceId: priceId }, 'created a new Stripe price for the plan');
      }
      const saved = await repo.updatePlan(id, updatedAt, { ...values, stripePriceId: priceId });
      if (!saved) throw staleEdit('plan');
      await app.shopChanged();
      return saved;
    },
  );

  // ------------------------------------------------------------ canvas sizes

  editRoutes(
    app,
    {
      path: '/api/admin/pricing/canvas-sizes',
      what: 'canvas size',
      schemas: {
        item: adminCanvasSizeSchema,
        input: adminCanvasSizeInputSchema,
        update: adminCanvasSizeUpdateSchema,
      },
    },
    {
      create: repo.createCanvasSize,
      update: repo.updateCanvasSize,
      delete: repo.deleteCanvasSize,
      exists: repo.canvasSizeExists,
    },
  );

  // ------------------------------------------------------------ PNG download

  app.put(
    '/api/admin/pricing/png-download',
    {
      schema: {
        tags,
        summary: 'Set the PNG download price (version: the setting’s updatedAt)',
        body: adminPngPriceUpdateSchema,
        response: { 200: adminPricingSchema.shape.pngDownload },
      },
    },
    async (request) => {
      const saved = await repo.updatePngDownload(request.body.priceCents, request.body.updatedAt);
      if (!saved) throw staleEdit('PNG price');
      await app.shopChanged();
      return saved;
    },
  );

  // ------------------------------------------------------------ shipping rates

  editRoutes(
    app,
    {
      path: '/api/admin/pricing/shipping-rates',
      what: 'shipping rate',
      schemas: {
        item: adminShippingRateSchema,
        input: adminShippingRateInputSchema,
        update: adminShippingRateUpdateSchema,
      },
      summaries: {
        create: 'Add a shipping rate (one per destination; 409 when taken)',
        put: 'Edit a shipping rate (with its version; 409 when stale or destination taken)',
      },
    },
    {
      create: repo.createShippingRate,
      update: repo.updateShippingRate,
      delete: repo.deleteShippingRate,
      exists: repo.shippingRateExists,
    },
  );
}
