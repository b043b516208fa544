import type { FastifyInstance } from 'fastify';

/** Contract stub: filled in by its owner (see /work/briefs). */
export async function pngPurchasesRoutes(_app: FastifyInstance) {}
