import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH } from '../modules/auth/auth.config';

export const PRIVATE_NO_STORE = 'private, no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds the caller's own browser may keep a successful answer (`private, max-age`), for
     * an answer that never changes for its URL (a canvas mockup). Errors stay no-store.
     */
    privateMaxAge?: number;
  }
}

/** Prefixes whose every answer is about one account, however the route is guarded. */
const PRIVATE_PREFIXES = [`${AUTH_BASE_PATH}/`, '/api/admin/'];

/**
 * `Cache-Control: private, no-store` on every answer of a route that looks at who is asking
 * (requireUser, requireAdmin, optionalUser) and of better-auth's routes (sessions with their
 * tokens, accounts, sign-in and sign-up answers with the token). Errors included: a 401 or 404
 * must not be cached for everyone either. Set in onSend, after the handler, so it wins over
 * whatever the handler (or better-auth) set; only `no-transform` is kept (the event stream).
 * Public routes (catalogue, content, media) keep their own caching.
 */
export const privateCachePlugin = fp(
  async (app: FastifyInstance) => {
    const guards = new Set<unknown>([app.requireUser, app.requireAdmin, app.optionalUser]);

    app.addHook('onRoute', (route) => {
      if (isPrivateRoute(route, guards)) markRoutePrivate(route);
    });
  },
  { name: 'private-cache', dependencies: ['auth'] },
);

/** Gives the route the private answers above (once, however often it is asked). */
export function markRoutePrivate(route: RouteOptions): void {
  const onSend = asArray(route.onSend);
  if (!onSend.includes(markPrivate)) route.onSend = [...onSend, markPrivate];
}

function isPrivateRoute(route: RouteOptions, guards: Set<unknown>): boolean {
  if (PRIVATE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return true;
  const hooks = [...asArray(route.onRequest), ...asArray(route.preHandler)];
  return hooks.some((hook) => guards.has(hook));
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const markPrivate: onSendHookHandler = async (
  _request: FastifyRequest,
  reply: FastifyReply,
  payload,
) => {
  const { privateMaxAge } = reply.routeOptions.config;
  if (privateMaxAge && (reply.statusCode === 200 || reply.statusCode === 304)) {
    reply.header('cache-control', `private, max-age=${privateMaxAge}`);
    return payload;
  }
  const current = String(reply.getHeader('cache-control') ?? '');
  reply.header(
    'cache-control',
    /\bno-transform\b/.test(current) ? `${PRIVATE_NO_STORE}, no-transform` : PRIVATE_NO_STORE,
  );
  return payload;
};
