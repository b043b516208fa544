import type { FastifyInstance } from 'fastify';

/** /api/admin/categories (registered inside adminRoutes, which checks role admin). */
export async function adminCategoriesRoutes(_app: FastifyInstance) {}
