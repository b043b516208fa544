import { adminDashboardSchema } from '@atelier/shared/schemas/admin-dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminDashboardRepository } from './admin-dashboard.repository';

/** /api/admin/dashboard — the shop's figures, registered inside adminRoutes. */
export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Revenue, orders, generations, sign-ups and funnel for today, 7 and 30 days (each with the previous period), queue and premium now, 30 daily rows, and what needs attention',
        response: { 200: adminDashboardSchema },
      },
    },
    () => createAdminDashboardRepository(app.db).dashboard(new Date()),
  );
}
