import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  adminOrderBulkResultSchema,
  adminOrderBulkSchema,
  adminOrderCountsSchema,
  adminOrderDetailSchema,
  adminOrderExportQuerySchema,
  adminOrderFiltersSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderNoteInputSchema,
  adminOrderNoteSchema,
} from '@atelier/shared/schemas/admin-orders';
import { adminOrderActionSchema } from '@atelier/shared/schemas/admin-order-actions';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, unauthorized } from '../../../lib/errors';
import { createAdminOrdersService } from './admin-orders.service';
import { adminProblemReportsRoutes } from './admin-problem-reports.routes';

const tags = ['admin'];

/** /api/admin/orders: every order: artwork requests, canvas prints, PNG purchases. */
export async function adminOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminOrdersService(app);
  await app.register(adminProblemReportsRoutes);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Every order, a keyset page at a time (kind, status, from/to, customer, q = order id prefix or e-mail, sort, dir, cursor, limit ≤ 200)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/orders/counts',
    {
      schema: {
        tags,
        summary: 'How many orders match the filters, in each status (the filter chips)',
        querystring: adminOrderFiltersSchema,
        response: { 200: adminOrderCountsSchema },
      },
    },
    (request) => service.counts(request.query),
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      schema: {
        tags,
        summary:
          'The filtered list (or ids=a,b: the selected orders) as CSV, streamed from the database',
        querystring: adminOrderExportQuerySchema,
      },
    },
    (request, reply) => {
      const csv = service.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/orders/bulk',
    {
      config: { audit: { entity: 'orders', action: 'bulk' } },
      schema: {
        tags,
        summary:
          'Mark the selected paid canvas orders in production (each through the single action); answers which moved and which were refused, and why',
        body: adminOrderBulkSchema,
        response: { 200: adminOrderBulkResultSchema },
      },
    },
    (request) => {
      if (!request.user) throw unauthorized();
      return service.bulk(request.body.ids, request.user.id, request.body.note ?? null);
    },
  );

  app.post(
    '/api/admin/orders/:id/notes',
    {
      config: { audit: { entity: 'orders/notes', action: 'create' } },
      schema: {
        tags,
        summary: 'Add an internal note to the order (admins only; never shown to the shopper)',
        params: idParamsSchema,
        body: adminOrderNoteInputSchema,
        response: { 201: adminOrderNoteSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const note = await service.addNote(request.params.id, request.user, request.body.body);
      return reply.code(201).send(note);
    },
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
