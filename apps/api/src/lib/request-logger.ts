import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

// Two things Fastify does for every request before any route runs, made cheaper: the request's
// id and its child logger. Both were measurable on the page path under load (stall rows,
// scripts/bench/stall.mjs).

const GIVEN_ID = /^[\w.:@-]{1,128}$/;

/**
 * The caller's X-Request-Id (a proxy's) when it is a plain token; else this process's own id
 * and a counter. Unique as a UUID per request would be (one random UUID per process start),
 * without 16 random bytes and a 36-character string formatted for each request.
 */
export function createRequestIds(): (req: IncomingMessage) => string {
  const prefix = `${randomUUID()}-`;
  let next = 0;
  return (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && GIVEN_ID.test(given)
      ? given
      : prefix + (next++).toString(36);
  };
}

/**
 * Fastify's childLoggerFactory for the request loggers. Fastify hands pino an options object
 * on every request (empty unless the route sets a log level), and pino answers any options
 * object with its slow path: the formatters rebuilt, the level looked at, for each request. Here
 * each level gets one base child, made once, and each request a plain child of it with its
 * bindings: pino's fast path, the same logger (level, serializers, redaction, bindings order).
 */
export function createRequestLoggerFactory() {
  const bases = new WeakMap<FastifyBaseLogger, Map<string, FastifyBaseLogger>>();
  return function requestLogger(
    logger: FastifyBaseLogger,
    bindings: Bindings,
    options: ChildLoggerOptions,
  ): FastifyBaseLogger {
    // Serializers per route are rare (none in this shop): pino's ordinary child.
    if (options.serializers !== undefined) return logger.child(bindings, options);
    let byLevel = bases.get(logger);
    if (byLevel === undefined) bases.set(logger, (byLevel = new Map()));
    const level = options.level ?? '';
    let base = byLevel.get(level);
    if (base === undefined) {
      // A route's own level (logLevel: 'warn' on the probes) stays with its base; without one
      // the base follows the parent's level, changed at run time or not.
      base = level ? logger.child({}, { level }) : logger.child({});
      byLevel.set(level, base);
    }
    return base.child(bindings);
  };
}
