import type { FastifyInstance } from 'fastify';

/** /api/admin/gallery (registered inside adminRoutes, which checks role admin). */
export async function adminGalleryRoutes(_app: FastifyInstance) {}
