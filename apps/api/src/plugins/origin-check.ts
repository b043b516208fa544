import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { AUTH_BASE_PATH, trustedOrigins } from '../modules/auth/auth.config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FORBIDDEN_ORIGIN_MESSAGE =
  "This request did not come from the shop's own pages, so it was refused. Please reload the shop and try again.";

/**
 * A browser sends the session cookie with any site's request (a same-site page, an old browser,
 * a form). So a state-changing request that the cookie alone authenticates must come from the
 * shop's own origin: `Origin`, or `Referer` when a browser sent no Origin. A bearer token is
 * never sent by a browser on its own, so it needs no such proof. Refused in onRequest, before
 * the body is read, so nothing is stored.
 *
 * Not here: better-auth's routes under /api/auth, which apply the same rule themselves
 * (403 INVALID_ORIGIN) and know which of their callbacks providers may post cross-site; and
 * requests without the session cookie (visitors, Stripe's webhook).
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance) => {
    const allowed = new Set(trustedOrigins(app.config));
    const sessionCookie = (await app.auth.$context).authCookies.sessionToken.name;

    // A callback, not an async hook: every request passes here, and nearly all of them (every
    // GET) leave at the first line; an async hook would cost each a promise and a microtask turn.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method)) return done();
      if (request.url.startsWith(`${AUTH_BASE_PATH}/`)) return done();
      if (/^bearer\s/i.test(request.headers.authorization ?? '')) return done();
      if (!hasCookie(request.headers.cookie, sessionCookie)) return done();
      const origin = claimedOrigin(request);
      if (origin && allowed.has(origin)) return done();
      request.log.warn(
        { origin: origin ?? null, method: request.method, url: request.url },
        'cookie-authenticated request from another origin refused',
      );
      done(new AppError(403, 'FORBIDDEN_ORIGIN', FORBIDDEN_ORIGIN_MESSAGE));
    });
  },
  { name: 'origin-check', dependencies: ['auth'] },
);

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => {
    const eq = pair.indexOf('=');
    return (eq === -1 ? pair : pair.slice(0, eq)).trim() === name;
  });
}

/** The origin the browser says the request comes from; undefined when it says nothing usable. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin === 'null' ? undefined : origin.replace(/\/$/, '');
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
