import { idParamsSchema } from '@atelier/shared/schemas/admin';
import {
  adminProblemReportSchema,
  resolveProblemReportSchema,
} from '@atelier/shared/schemas/problem-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../../lib/errors';
import { createProblemReportsService } from '../../orders/problem-reports.service';

const tags = ['admin'];

/**
 * The shoppers' problem reports on delivered canvas orders, beside each order, and their
 * resolution: a free reprint (a new canvas order at 0 through the same production path) or a
 * refund of the order, both mailed to the shopper.
 */
export async function adminProblemReportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const problems = createProblemReportsService({
    db: app.db,
    storage: app.storage,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/api/admin/orders/:id/problems',
    {
      schema: {
        tags,
        summary: 'The problems the shopper reported on this order (newest first), open or resolved',
        params: idParamsSchema,
        response: { 200: z.array(adminProblemReportSchema) },
      },
    },
    (request) => problems.forAdmin(request.params.id),
  );

  app.post(
    '/api/admin/problem-reports/:id/resolve',
    {
      schema: {
        tags,
        summary:
          'Resolve an open problem report with a free reprint (a new canvas order at 0, paid by nobody, made like any order) or a refund of the order through its payment provider; the shopper is mailed. 409 when already resolved',
        params: idParamsSchema,
        body: resolveProblemReportSchema,
        response: { 200: adminProblemReportSchema },
      },
    },
    (request) => {
      if (!request.user) throw unauthorized();
      return problems.resolve(
        {
          payments: app.prints.payments,
          publicUrl: app.config.publicUrl,
          log: request.log,
          fulfilmentProvider: app.config.prints.fulfilment.provider,
        },
        request.user.id,
        request.params.id,
        request.body,
      );
    },
  );
}
