import type { RateLimitOptions } from '@fastify/rate-limit';
import { VISION_BOARD_MESSAGES } from '@atelier/shared/schemas/generation';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/errors';

/**
 * Route config for POST /api/vision-boards: BOARD_RATE_LIMIT_MAX boards per account per hour
 * (in Redis when REDIS_URL is set, so every API instance shares the count). Counted in
 * preHandler after the caller is known and the board was checked against its product, so a
 * refused board does not use up the allowance.
 */
export function boardRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.boardRateLimit.max,
    timeWindow: config.boardRateLimit.windowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `user:${request.user?.id ?? `ip:${request.ip}`}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        VISION_BOARD_MESSAGES.rateLimited(
          context.max,
          Math.max(1, Math.ceil(context.ttl / 60_000)),
        ),
      ),
  };
}
