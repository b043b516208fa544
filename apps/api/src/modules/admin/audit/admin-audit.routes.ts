import {
  adminAuditFacetsSchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
} from '@atelier/shared/schemas/admin-audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuditRepository } from './admin-audit.repository';

const tags = ['admin: audit'];

/** /api/admin/audit — the audit log, read only: no route here writes, updates or deletes. */
export async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAuditRepository(app.db);

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary:
          'Audit entries, newest first: filter by actor (user id or e-mail), entity, entityId, action, from/to (a day or an instant); keyset pages (olderCursor / newerCursor)',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return repo.list(request.query);
    },
  );

  app.get(
    '/api/admin/audit/facets',
    {
      schema: {
        tags,
        summary: 'The entities, actions and admins present in the log (for the filters)',
        response: { 200: adminAuditFacetsSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return repo.facets();
    },
  );
}
