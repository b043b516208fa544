import type { FastifyInstance } from 'fastify';

/** /api/admin/settings (registered inside adminRoutes, which checks role admin). */
export async function adminSettingsRoutes(_app: FastifyInstance) {}
