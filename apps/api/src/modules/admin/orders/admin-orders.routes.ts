import type { FastifyInstance } from 'fastify';

/** Contract stub: /api/admin/orders (filled in by its owner, see /work/briefs). */
export async function adminOrdersRoutes(_app: FastifyInstance) {}
