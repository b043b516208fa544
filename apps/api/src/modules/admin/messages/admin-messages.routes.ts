import type { FastifyInstance } from 'fastify';

/** /api/admin/messages — contact-form messages (issue 15). */
export async function adminMessagesRoutes(_app: FastifyInstance) {}
