import { z } from 'zod';

// What the environment may say, checked whole: parseEnv names every bad variable at once.

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalUrl,
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(6, 'must be at least 6 characters').optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),
    SHOP_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// URL')
        .optional(),
    ),
    /**
     * Which proxies may say who the client is (X-Forwarded-For). Off by default: the client
     * address is the socket's. A hop count ("1") or a comma-separated list of proxy addresses
     * or CIDR ranges ("10.0.0.1,10.0.1.0/24") turns it on.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('false')
        .refine(
          (v) =>
            /^(false|true|\d+)$/i.test(v.trim()) ||
            v.split(',').every((part) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part.trim())),
          'must be false, a hop count or a comma-separated list of proxy addresses',
        ),
    ),
    /** Slow clients: a request must arrive whole within this time (0 turns it off). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * Shutdown (SIGTERM): /readyz answers 503 SHUTTING_DOWN at once and the instance keeps serving
     * this long, so the proxy's health check notices before the listening socket closes.
     * Default 5000 in production, 0 otherwise (a developer's Ctrl-C stops at once).
     */
    SHUTDOWN_DRAIN_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(600_000).optional(),
    ),
    /** Then requests in flight may finish within this time; the rest are cut off. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    /**
     * A stopping worker lets a running attempt finish within this time, then hands it back to the
     * queue for another worker (not counted as an attempt, not charged again).
     */
    WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /**
     * Load shedding: above this mean event-loop delay (ms, sampled every
     * LOAD_SHED_SAMPLE_INTERVAL_MS) requests get 503 with Retry-After and /readyz says OVERLOADED.
     * 0 turns it off. Default 500, off under NODE_ENV=test.
     */
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).optional(),
    ),
    /** Above this event-loop utilisation (0 to 1) likewise; 0 turns it off. */
    LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    LOAD_SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
    /** The Retry-After (seconds) of a shed request. */
    LOAD_SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3_600).default(5),
    /** /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when set. */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** /metrics is served on this port only (keep it off the proxy), not on PORT. */
    METRICS_PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /**
     * This process's name among several (api1, worker2, …): API answers carry it as
     * `X-Atelier-Instance`, log lines as `instance`. Only ever reported, never read from a request.
     */
    INSTANCE_NAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
        .optional(),
    ),
    /**
     * The bench's probe: the event loop's delay, sampled inside the server and answered over the
     * IPC channel of a parent that spawned it (lib/event-loop-stats.ts). Off by default.
     */
    EVENT_LOOP_STATS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    /** OpenAPI pages at /api/docs: on by default except in production. */
    API_DOCS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: optionalString,
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    // Storage: local disk by default; an S3-compatible bucket when S3_BUCKET is set.
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
    UPLOAD_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
    /** Days after delivery (canvas) or payment (PNG) the buyer is mailed a review request. */
    REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    GUEST_UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(20),
    GUEST_UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(100 * 1024 * 1024),
    UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    // Visitors' (signed-out) storage per client address per hour, whatever their cookie says.
    GUEST_UPLOAD_IP_MAX_FILES: z.coerce.number().int().positive().default(40),
    GUEST_UPLOAD_IP_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(200 * 1024 * 1024),
    /** Vision boards one account may create per hour. */
    BOARD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
    // Generation: the local studio renderer by default.
    GENERATION_PROVIDER: z.enum(['local', 'openai', 'replicate']).default('local'),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.openai.com/v1')),
    OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
    REPLICATE_API_TOKEN: optionalString,
    REPLICATE_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://api.replicate.com/v1'),
    ),
    REPLICATE_MODEL: z.string().default('black-forest-labs/flux-kontext-pro'),
    GENERATION_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    GENERATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    GENERATION_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(2_000),
    /** How often a running attempt's worker renews its lease (a dead worker's lease lapses after 3). */
    GENERATION_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** A `: ping` comment on every Server-Sent Events stream this often (proxies close idle ones). */
    SSE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
    /** 'true' runs the generation worker inside the API process (always so on PGlite). */
    WORKER_IN_PROCESS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    WORKER_CONCURRENCY: z.coerce.number().int().positive().default(2),
    /** Worker threads that render (studio, print files, full PNGs); default: the machine's cores. */
    RENDER_THREADS: z.coerce.number().int().positive().max(64).optional(),
    // Payments: Stripe Checkout when STRIPE_SECRET_KEY is set; the demo checkout page otherwise.
    STRIPE_SECRET_KEY: optionalString,
    /** The demo checkout without Stripe: on by default except in production, where it must be asked for. */
    DEMO_PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Test-only: another API host for the SDK, e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: optionalUrl,
    // Prints: who makes and ships canvas prints.
    /** manual: the owner downloads the print file and enters the shipment; prodigi: Prodigi's Print API. */
    FULFILMENT: z.enum(['manual', 'prodigi']).default('manual'),
    PRODIGI_API_KEY: optionalString,
    /** Prodigi's API root; the sandbox by default (tests point it at a local stand-in). */
    PRODIGI_API_BASE: z.preprocess(
      emptyToUndefined,
      z.url().default('https://api.sandbox.prodigi.com/v4.0'),
    ),
    /** The secret in the callback URL Prodigi is given; callbacks without it are refused. */
    PRODIGI_CALLBACK_SECRET: optionalString,
    /** A canvas proof not answered within this many hours is approved automatically. */
    PROOF_AUTO_APPROVE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(72),
    /** Provider images are enlarged for print by the offline AI upscaler, or by Lanczos. */
    PRINT_UPSCALER: z.enum(['ai', 'lanczos']).default('ai'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.FULFILMENT === 'prodigi' && (!env.PRODIGI_API_KEY || !env.PRODIGI_CALLBACK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PRODIGI_API_KEY ? 'PRODIGI_CALLBACK_SECRET' : 'PRODIGI_API_KEY'],
        message: 'FULFILMENT=prodigi needs PRODIGI_API_KEY and PRODIGI_CALLBACK_SECRET',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (the metrics port is kept off the proxy)',
      });
    }
    if (env.GENERATION_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when GENERATION_PROVIDER=openai',
      });
    }
    if (env.GENERATION_PROVIDER === 'replicate' && !env.REPLICATE_API_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['REPLICATE_API_TOKEN'],
        message: 'is required when GENERATION_PROVIDER=replicate',
      });
    }
    if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
