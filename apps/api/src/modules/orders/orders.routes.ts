import {
  createOrderSchema,
  idParamsSchema,
  orderDetailSchema,
  orderSummarySchema,
  orderTrackingQuerySchema,
  orderTrackingSchema,
} from '@atelier/shared/schemas/generation';
import {
  createProblemReportSchema,
  orderProblemsSchema,
  problemReportSchema,
} from '@atelier/shared/schemas/problem-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, callerId, privateNoStore } from '../artworks/owner-scope';
import { createOrdersRepository } from './orders.repository';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';
import { createOrdersService, type FindOwnedBoard } from './orders.service';
import { createProblemReportsService } from './problem-reports.service';

export type OrdersRoutesOptions = { findOwnedBoard: FindOwnedBoard };

/** Artwork orders (one per board), the caller's orders of every kind and their tracking. */
export async function ordersRoutes(fastify: FastifyInstance, opts: OrdersRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const service = createOrdersService({
    app,
    orders: createOrdersRepository(app.db),
    findOwnedBoard: opts.findOwnedBoard,
  });
  const problems = createProblemReportsService({
    db: app.db,
    storage: app.storage,
    publicUrl: app.config.publicUrl,
  });
  app.addHook('onRequest', privateNoStore);
  const tags = ['orders'];
  const security = bearerSecurity;

  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        security,
        summary:
          "Create the artwork order of the caller's board (201); a repeat answers the same order (200)",
        body: createOrderSchema,
        response: { 200: orderSummarySchema, 201: orderSummarySchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await service.createArtworkOrder(callerId(request), request.body);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Every order of the caller (all kinds), newest first, with artwork thumbnails',
        response: { 200: z.array(orderSummarySchema) },
      },
    },
    async (request) => service.list(callerId(request)),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's orders",
        params: idParamsSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => service.get(callerId(request), request.params.id),
  );

  app.get(
    '/api/order-tracking',
    {
      schema: {
        tags,
        security,
        summary: 'An order and its timeline, oldest event first',
        querystring: orderTrackingQuerySchema,
        response: { 200: orderTrackingSchema },
      },
    },
    async (request) => service.tracking(callerId(request), request.query.orderId),
  );

  app.get(
    '/api/orders/:id/problems',
    {
      schema: {
        tags,
        security,
        summary:
          "The problems reported on one of the caller's orders, and whether one may be reported now (a delivered canvas, within 30 days, none open)",
        params: idParamsSchema,
        response: { 200: orderProblemsSchema },
      },
    },
    async (request) => problems.forShopper(callerId(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/problems',
    {
      schema: {
        tags,
        security,
        summary:
          'Report a problem with a delivered canvas order (damaged, wrong, poor quality): a note and up to 3 photos uploaded first (POST /api/upload/image). 409 when not delivered, past 30 days or one is open',
        params: idParamsSchema,
        body: createProblemReportSchema,
        response: { 201: problemReportSchema },
      },
    },
    async (request, reply) => {
      const report = await problems.report(callerId(request), request.params.id, request.body);
      return reply.status(201).send(report);
    },
  );
}
