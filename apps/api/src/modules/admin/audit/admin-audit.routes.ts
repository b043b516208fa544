import type { FastifyInstance } from 'fastify';

/** /api/admin/audit — the audit log (read only) (issue 15). */
export async function adminAuditRoutes(_app: FastifyInstance) {}
