import { idParamsSchema } from '@atelier/shared/schemas/generation';
import {
  canvasOrderDetailSchema,
  canvasOrderSchema,
  checkoutUrlSchema,
  paymentIntentBodySchema,
  requestChangeBodySchema,
  storedShippingAddressSchema,
} from '@atelier/shared/schemas/prints';
import { createCanvasOrderSchema } from '@atelier/shared/schemas/shipping-address';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { noBodySchema } from '../../lib/no-body';
import { bearerSecurity, callerId, privateNoStore } from '../artworks/owner-scope';
import { createCanvasOrdersRepository } from './canvas-orders.repository';
import { createCanvasOrdersService } from './canvas-orders.service';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

/** The header as the OpenAPI document shows it; the handler checks it (one clear message). */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() }).loose();

/** The shopper's canvas orders: create (idempotent), list, detail, cancel; and order checkout. */
export async function canvasOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const service = createCanvasOrdersService({
    app,
    repo: createCanvasOrdersRepository(app.db),
  });
  app.addHook('onRequest', privateNoStore);
  const tags = ['prints'];
  const security = bearerSecurity;

  app.post(
    '/api/canvas-orders',
    {
      schema: {
        tags,
        security,
        summary:
          "Order a canvas print of the caller's artwork at the server's prices (201); the same Idempotency-Key again answers the same order (200)",
        headers: idempotencyHeaders,
        body: createCanvasOrderSchema,
        response: { 200: canvasOrderSchema, 201: canvasOrderSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { order, created } = await service.create(callerId(request), key, request.body);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/canvas-orders',
    {
      schema: {
        tags,
        security,
        summary: "The caller's canvas orders, newest first",
        response: { 200: z.array(canvasOrderSchema) },
      },
    },
    async (request) => service.list(callerId(request)),
  );

  app.get(
    '/api/canvas-orders/address',
    {
      schema: {
        tags,
        security,
        summary: 'The shipping address of the caller’s last canvas order (null before the first)',
        response: { 200: storedShippingAddressSchema.nullable() },
      },
    },
    async (request) => service.savedAddress(callerId(request)),
  );

  app.get(
    '/api/canvas/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's canvas orders with its timeline (oldest first) and shipments",
        params: idParamsSchema,
        response: { 200: canvasOrderDetailSchema },
      },
    },
    async (request) => service.detail(callerId(request), request.params.id),
  );

  app.post(
    '/api/canvas/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel one of the caller’s canvas orders before production (a paid one is refunded); 409 once in production',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: canvasOrderDetailSchema },
      },
    },
    async (request) => service.cancel(callerId(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/approve',
    {
      schema: {
        tags,
        security,
        summary:
          "Approve the print proof of one of the caller's canvas orders: production starts; 409 when the order is not awaiting approval",
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: canvasOrderDetailSchema },
      },
    },
    async (request) => service.approve(callerId(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/request-change',
    {
      schema: {
        tags,
        security,
        summary:
          "Ask for a change to the print proof of one of the caller's canvas orders, with a note; 409 when the order is not awaiting approval",
        params: idParamsSchema,
        body: requestChangeBodySchema,
        response: { 200: canvasOrderDetailSchema },
      },
    },
    async (request) =>
      service.requestChange(callerId(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/payment-intent',
    {
      schema: {
        tags,
        security,
        summary:
          "The checkout of the caller's canvas order or PNG purchase waiting for payment: Stripe Checkout or the demo page",
        body: paymentIntentBodySchema,
        response: { 200: checkoutUrlSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return service.startCheckout(request.user, request.body.orderId);
    },
  );
}
