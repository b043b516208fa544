import { once } from 'node:events';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import type { Config } from '../config/env';
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

/**
 * Route config for sign-in, sign-up and password-reset requests: AUTH_RATE_LIMIT_MAX attempts
 * per AUTH_RATE_LIMIT_WINDOW_MS for one IP and one email. Counted after the body is parsed
 * (preHandler) so the email is part of the key.
 */
export function authRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${bodyEmail(request)}`,
  };
}
