import type { FastifyInstance } from 'fastify';

/** /api/admin/generations — the queue, failures, retries and provider figures (issue 15). */
export async function adminGenerationsRoutes(_app: FastifyInstance) {}
