import type { FastifyInstance } from 'fastify';

/** /api/admin/products (registered inside adminRoutes, which checks role admin). */
export async function adminProductsRoutes(_app: FastifyInstance) {}
