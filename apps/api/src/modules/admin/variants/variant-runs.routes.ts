import { idParamsSchema, idSchema } from '@atelier/shared/schemas/admin';
import {
  costEstimateSchema,
  providerPricesSchema,
  regressionRunInputSchema,
  regressionRunSchema,
  regressionSummarySchema,
  replayInputSchema,
  startedVariantsSchema,
  testRunInputSchema,
} from '@atelier/shared/schemas/admin-variants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../artworks/owner-scope';
import {
  readProviderPrices,
  writeProviderPrices,
} from '../../variants/variant-settings.repository';
import { variantServices } from './variant-services';

const tags = ['admin: saved variants'];
const security = bearerSecurity;

const pricesAnswer = providerPricesSchema.extend({ updatedAt: z.string().nullable() });

/**
 * Runs that make saved variants (decision 026): test runs of a version or the editor's draft,
 * the regression set on a version, replays of a shopper's artwork; and the price per image a
 * run's estimate uses. Registered inside adminRoutes (role admin checked).
 */
export async function adminVariantRunsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { testRuns, regression, replays } = variantServices(app);
  const blueprints = '/api/admin/blueprints';

  app.post(
    `${blueprints}/:id/test-runs/estimate`,
    {
      config: { audit: { readOnly: true } },
      schema: {
        tags,
        security,
        summary: "What a test run would cost on its provider (images × the provider's price)",
        params: idParamsSchema,
        body: testRunInputSchema,
        response: { 200: costEstimateSchema },
      },
    },
    (request) => testRuns.estimate(request.params.id, request.body),
  );

  app.post(
    `${blueprints}/:id/test-runs`,
    {
      config: { audit: { entity: 'blueprints', action: 'test-run' } },
      schema: {
        tags,
        security,
        summary:
          'Test-run a version or the unsaved draft with sample values and library photos: queued below shoppers, charged to nobody; a paid run needs its estimate confirmed (409 COST_NOT_CONFIRMED)',
        params: idParamsSchema,
        body: testRunInputSchema,
        response: { 202: startedVariantsSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await testRuns.start(request.params.id, request.body, request.user!.id)),
  );

  app.post(
    `${blueprints}/:id/regression-runs`,
    {
      config: { audit: { entity: 'blueprints', action: 'regression-run' } },
      schema: {
        tags,
        security,
        summary:
          'Run the regression set on a version: every marked variant again with the same values, photos and seed',
        params: idParamsSchema,
        body: regressionRunInputSchema,
        response: { 202: startedVariantsSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await regression.start(request.params.id, request.body.versionId, request.user!.id)),
  );

  app.get(
    `${blueprints}/:id/versions/:versionId/regression`,
    {
      schema: {
        tags,
        security,
        summary: "The newest regression run of a version (the make-live dialog's result), or null",
        params: z.object({ id: idSchema, versionId: idSchema }),
        response: { 200: regressionSummarySchema },
      },
    },
    (request) => regression.summary(request.params.id, request.params.versionId),
  );

  app.get(
    '/api/admin/regression-runs/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'A regression run: each re-run beside its original with the pHash distance, the biggest change first',
        params: idParamsSchema,
        response: { 200: regressionRunSchema },
      },
    },
    (request) => regression.results(request.params.id),
  );

  app.post(
    '/api/admin/artworks/:id/replay',
    {
      config: { audit: { entity: 'artworks', action: 'replay' } },
      schema: {
        tags,
        security,
        summary:
          "Try a shopper's artwork on another version: its values, photos and seed; the result is an admin-only saved variant",
        params: idParamsSchema,
        body: replayInputSchema,
        response: { 202: startedVariantsSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await replays.start(request.params.id, request.body.versionId, request.user!.id)),
  );

  app.get(
    '/api/admin/test-run-prices',
    {
      schema: {
        tags,
        security,
        summary: 'The price per image of each paid provider (test-run estimates)',
        response: { 200: pricesAnswer },
      },
    },
    async () => {
      const prices = await readProviderPrices(app.db);
      return { ...prices, updatedAt: prices.updatedAt?.toISOString() ?? null };
    },
  );

  app.put(
    '/api/admin/test-run-prices',
    {
      schema: {
        tags,
        security,
        summary: 'Set the price per image of each paid provider, in cents',
        body: providerPricesSchema,
        response: { 200: pricesAnswer },
      },
    },
    async (request) => {
      const prices = await writeProviderPrices(app.db, request.body);
      return { ...prices, updatedAt: prices.updatedAt.toISOString() };
    },
  );
}
