import type { FastifyInstance } from 'fastify';

/** /api/admin/pricing (registered inside adminRoutes, which checks role admin). */
export async function adminPricingRoutes(_app: FastifyInstance) {}
