import type { FastifyInstance } from 'fastify';

/** /api/admin/testimonials (registered inside adminRoutes, which checks role admin). */
export async function adminTestimonialsRoutes(_app: FastifyInstance) {}
