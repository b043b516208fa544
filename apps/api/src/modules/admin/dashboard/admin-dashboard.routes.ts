import type { FastifyInstance } from 'fastify';

/** /api/admin/dashboard — the shop's figures (issue 15). */
export async function adminDashboardRoutes(_app: FastifyInstance) {}
