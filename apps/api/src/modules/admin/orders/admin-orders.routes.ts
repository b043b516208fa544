import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
} from '@atelier/shared/schemas/admin-orders';
import { PRINTS_MESSAGES, adminOrderActionSchema } from '@atelier/shared/schemas/prints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, unauthorized } from '../../../lib/errors';
import { createAdminOrdersService } from './admin-orders.service';

const tags = ['admin'];

/** /api/admin/orders: canvas prints and PNG purchases (registered inside adminRoutes). */
export async function adminOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminOrdersService(app);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Canvas orders and PNG purchases, newest first, with the count of each status (kind, status, q = order id prefix or e-mail)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order: customer, address, prices, print file, fulfilment, timeline, actions',
        params: idParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/actions',
    {
      // The action is the body's: 'in_production', 'shipped', 'cancel', 'refund', ...
      config: { audit: { entity: 'orders', actionField: 'action' } },
      schema: {
        tags,
        summary:
          'Mark in production, shipped (carrier, tracking), delivered; cancel (a paid order is refunded) or refund. 409 when the status does not allow it',
        params: idParamsSchema,
        body: adminOrderActionSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    (request) => {
      if (!request.user) throw unauthorized();
      return service.act(request.params.id, request.user.id, request.body);
    },
  );

  app.get(
    '/api/admin/orders/:id/print-file',
    {
      schema: {
        tags,
        summary: "The canvas order's print file as an attachment (404 until it is ready)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await service.printFile(request.params.id);
      if (!found)
        throw new AppError(404, 'PRINT_FILE_NOT_READY', PRINTS_MESSAGES.PRINT_FILE_NOT_READY);
      return reply
        .type(found.file.contentType)
        .header('Content-Length', found.file.size)
        .header('Content-Disposition', `attachment; filename="${found.filename}"`)
        .send(found.file.body);
    },
  );

  app.get(
    '/api/admin/orders/:id/mockup',
    {
      schema: {
        tags,
        summary: "The canvas order's mockup (image/jpeg)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const mockup = await service.mockup(request.params.id);
      if (!mockup) throw notFound('This order has no mockup.');
      reply.header('Cache-Control', 'private, no-store');
      return reply.type('image/jpeg').send(mockup.data);
    },
  );
}
