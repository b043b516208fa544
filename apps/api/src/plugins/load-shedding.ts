import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True while this instance sheds load (/readyz answers 503 OVERLOADED). */
    overloaded(): boolean;
  }
}

/** The probes and the scrape answer as usual: the proxy must see the state, not a shed 503. */
const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);
/**
 * The web build's hashed files are sent as they are (no database, no work of ours): shedding
 * them would break a page whose HTML was already sent, for next to no relief.
 */
const ASSETS = '/assets/';

export const OVERLOADED_MESSAGE = 'The shop is busy right now. Please try again in a few seconds.';

/**
 * Load shedding (@fastify/under-pressure): while the event loop's mean delay (or utilisation) is
 * above LOAD_SHED_*, requests are answered 503 with Retry-After at once instead of queueing until
 * they time out, and /readyz says OVERLOADED so the proxy sends traffic elsewhere.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance) => {
    const { maxEventLoopDelayMs, maxEventLoopUtilization, sampleIntervalMs, retryAfterS } =
      app.config.loadShedding;
    if (maxEventLoopDelayMs === 0 && maxEventLoopUtilization === 0) {
      app.decorate('overloaded', () => false);
      return;
    }
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxEventLoopUtilization,
      sampleInterval: sampleIntervalMs,
      retryAfter: retryAfterS,
      pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
        if (EXEMPT.has(request.routeOptions.url ?? '') || request.url.startsWith(ASSETS)) return;
        reply.status(503).header('retry-after', String(retryAfterS));
        // The plugin sends what the handler answers (its types say void).
        return { error: { code: 'OVERLOADED', message: OVERLOADED_MESSAGE } } as unknown as void;
      },
    });
    app.decorate('overloaded', () => app.isUnderPressure());
  },
  { name: 'load-shedding' },
);
