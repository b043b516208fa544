import { once } from 'node:events';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { AppError } from '../lib/errors';

/**
 * @fastify/rate-limit with no global limit: a route opts in with `config: { rateLimit: {...} }`.
 * In memory by default; in Redis when REDIS_URL is set, so every API instance shares counts.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          connectTimeout: 1_000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    redis?.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
    // Without an offline queue, commands sent before the connection is up fail and the limit is
    // skipped: wait for Redis before serving (bounded, so a Redis outage does not block start).
    if (redis && redis.status !== 'ready') {
      const ready = await Promise.race([
        once(redis, 'ready').then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000).unref()),
      ]);
      if (!ready)
        app.log.warn('rate-limit redis not ready after 3 s; limits are skipped until it is');
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'atelier-rl:' } : {}),
      // A Redis outage must not lock every shopper out of sign-in.
      skipOnError: true,
      errorResponseBuilder: () =>
        new AppError(429, 'RATE_LIMITED', AUTH_ERROR_MESSAGES.RATE_LIMITED),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  },
  { name: 'rate-limit' },
);

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitResult = Awaited<ReturnType<Limiter>>;

/** Seconds until the count ends, when this attempt is over the limit; 0 otherwise. */
const waitSeconds = (result: LimitResult | undefined) =>
  result && !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;

/**
 * preHandler for sign-in, sign-up and password-reset requests: AUTH_RATE_LIMIT_MAX attempts per
 * AUTH_RATE_LIMIT_WINDOW_MS from one client address, and separately the same number for one
 * email, whatever address it comes from. Two counts, because one count keyed on the pair let an
 * address try any number of emails and an email be tried from any number of addresses.
 * Runs after the body is parsed, so the email is known; `route` keeps each route's counts apart
 * (the keys share one Redis namespace).
 */
export function authRateLimit(app: FastifyInstance, route: string) {
  const { max, windowMs } = app.config.authRateLimit;
  // IPv6 clients usually hold a whole /64: count the block, not each address (the plugin's rule).
  const byAddress = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth:${route}:ip:${normalizeIP(request.ip)}`,
  });
  const byEmail = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth:${route}:email:${bodyEmail(request)}`,
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Both are counted on every attempt, so a blocked address still uses up the email's budget.
    const address = await byAddress(request);
    const email = bodyEmail(request) ? await byEmail(request) : undefined;
    const wait = Math.max(waitSeconds(address), waitSeconds(email));
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new AppError(429, 'RATE_LIMITED', AUTH_ERROR_MESSAGES.RATE_LIMITED);
  };
}
