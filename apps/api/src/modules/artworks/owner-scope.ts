import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

/**
 * Answers about one user's boards, artworks, orders and favorites must never sit in a shared
 * cache (or the browser's HTTP cache): `private, no-store` on every answer, errors included.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', PRIVATE_NO_STORE);
}

/** The signed-in caller's id (routes run app.requireUser first). */
export function callerId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/** OpenAPI: these routes take the bearer token (or the session cookie). */
export const bearerSecurity = [{ bearerAuth: [] }];
