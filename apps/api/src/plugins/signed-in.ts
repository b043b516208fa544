import type { FastifyInstance } from 'fastify';
import { asArray, markRoutePrivate } from './private-cache';

/**
 * Guards a context of shopper routes the way admin.routes.ts guards /api/admin: call it first in
 * a plugin (not wrapped in fastify-plugin) and every route added to that plugin, or to one it
 * registers, gets requireUser as its first preHandler, so a route there cannot forget it. It is
 * the route's preHandler, as each route used to name it: the request is checked at the same
 * point (after the body's validation, so a bad body still answers 400 before 401), and the
 * private-cache plugin marks the route's answers private as for any guarded route.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = asArray(route.preHandler);
    if (!preHandlers.includes(app.requireUser))
      route.preHandler = [app.requireUser, ...preHandlers];
    markRoutePrivate(route);
  });
}
