import type { FastifyInstance } from 'fastify';

/** /api/admin/images (registered inside adminRoutes, which checks role admin). */
export async function adminImagesRoutes(_app: FastifyInstance) {}
