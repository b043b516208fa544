import type { FastifyInstance } from 'fastify';

/** /api/admin/users — accounts, plans, allowances and their actions (issue 15). */
export async function adminUsersRoutes(_app: FastifyInstance) {}
