import { createRequire } from 'node:module';
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { AppError } from '../lib/errors';

const NAMESPACE = 'atelier-rl:';

/** What the plugin hands a store: its merged options (and, for a route's limit, the route). */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: unknown; url?: unknown };
};
type RedisStoreCtor = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  prefix: string,
) => FastifyRateLimitStore;
// The plugin's own Redis store (its Lua counting script), which the package does not export.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore',
) as RedisStoreCtor;

/**
 * The plugin's Redis store with keys that name what is counted. Its child() prefixes a key with
 * the route's method and URL; a limiter made by createRateLimit (the auth limits) has no route,
 * which gave 'atelier-rl:undefinedundefined-auth:…'. Here a route's key reads
 * 'atelier-rl:POST:/api/contact:<client>' and a createRateLimit key 'atelier-rl:<its key>'
 * ('atelier-rl:auth:/sign-in/email:ip:<address>').
 */
function sharedRedisStore(redis: Redis) {
  const store = (flags: StoreOptions, prefix: string): FastifyRateLimitStore => {
    const counter = new RedisStore(
      flags.continueExceeding,
      flags.exponentialBackoff,
      redis,
      prefix,
    );
    // Everything else (incr, read) is the plugin's own.
    counter.child = (routeOptions) => {
      const options = routeOptions as unknown as StoreOptions;
      const { method, url } = options.routeInfo ?? {};
      const named = typeof method === 'string' && typeof url === 'string';
      return store(options, named ? `${NAMESPACE}${method}:${url}:` : NAMESPACE);
    };
    return counter;
  };
  return function SharedRedisStore(options: StoreOptions) {
    return store(options, NAMESPACE);
  } as unknown as FastifyRateLimitStoreCtor;
}

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
    redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    // Without an offline queue, commands sent before the connection is up fail and the limit is
    // skipped: wait for Redis before serving (bounded, so a Redis outage does not block start).
    // Its connection errors meanwhile are logged above and retried by ioredis, not thrown.
    if (redis && redis.status !== 'ready') {
      const ready = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          redis.off('ready', onReady);
          resolve(false);
        }, 3_000);
        function onReady() {
          clearTimeout(timer);
          resolve(true);
        }
        redis.once('ready', onReady);
      });
      if (!ready)
        app.log.warn('rate-limit redis not ready after 3 s; limits are skipped until it is');
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: sharedRedisStore(redis) } : {}),
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
