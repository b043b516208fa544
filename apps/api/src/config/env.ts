import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env. Everything else receives a Config.

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
    // Prints: who makes and ships canvas prints (issue 14).
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

export type Config = {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  google: { clientId: string; clientSecret: string } | undefined;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** Serve the OpenAPI pages at /api/docs. */
  apiDocs: boolean;
  /** Answer the event loop's delay to a parent process over IPC (the bench). */
  eventLoopStats: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  seedDemo: boolean;
  authRateLimit: { max: number; windowMs: number };
  /** Contact-form messages per IP per hour. */
  contactRateLimit: { max: number; windowMs: number };
  storage: {
    /** Undefined: local disk under DATA_DIR/storage. */
    s3:
      | {
          bucket: string;
          region: string;
          endpoint: string | undefined;
          forcePathStyle: boolean;
          credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        }
      | undefined;
    signedUrlTtlSeconds: number;
  };
  uploads: {
    retentionDays: number;
    guestMaxFiles: number;
    guestMaxBytes: number;
    /** Uploads per IP per minute. */
    rateLimit: { max: number; windowMs: number };
    /** Signed-out uploads per client address per hour (files and bytes), across cookies. */
    guestPerAddress: { maxFiles: number; maxBytes: number; windowMs: number };
  };
  /** Vision boards one account may create per hour. */
  boardRateLimit: { max: number; windowMs: number };
  generation: {
    provider: Env['GENERATION_PROVIDER'];
    openai: { apiKey: string; baseUrl: string; model: string } | undefined;
    replicate: { apiToken: string; baseUrl: string; model: string } | undefined;
    attemptTimeoutMs: number;
    maxAttempts: number;
    retryDelayMs: number;
    /** The running attempt's lease is renewed this often and lapses after 3 missed renewals. */
    heartbeatMs: number;
    workerInProcess: boolean;
    workerConcurrency: number;
    /** Threads of the render pool (lib/render-pool.ts) in each process. */
    renderThreads: number;
  };
  payments: {
    /** Undefined: demo checkout (no card is charged). */
    stripe:
      | {
          secretKey: string;
          /** Undefined: the webhook route is not registered. */
          webhookSecret: string | undefined;
          apiBase: string | undefined;
        }
      | undefined;
    /**
     * The demo checkout is offered when Stripe is not configured: outside production, and in
     * production on the quick start's embedded defaults at a loopback address (isLocalTrial);
     * DEMO_PAYMENTS=true or false decides instead when set.
     */
    demo: boolean;
  };
  prints: {
    fulfilment:
      | { provider: 'manual' }
      | { provider: 'prodigi'; apiKey: string; apiBase: string; callbackSecret: string };
    upscaler: 'ai' | 'lanczos';
  };
};

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

// AUTH_SECRET is generated once and kept under DATA_DIR so sessions survive restarts.
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// Works from src/ (tsx, vitest) and from the bundled dist/ alike: walk up to the repo root.
function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'apps', 'web'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRepoRoot(import.meta.dirname);
const defaultWebDist = path.join(repoRoot, 'apps', 'web', 'dist');

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopEmail: env.SHOP_EMAIL ?? env.ADMIN_EMAIL ?? 'shop@atelier.local',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    redisUrl: env.REDIS_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      headersMs: env.HEADERS_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    eventLoopStats: env.EVENT_LOOP_STATS === 'true',
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaultWebDist),
    seedDemo: env.SEED_DEMO,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: 60 * 60_000 },
    storage: {
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
      signedUrlTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    },
    uploads: {
      retentionDays: env.UPLOAD_RETENTION_DAYS,
      guestMaxFiles: env.GUEST_UPLOAD_MAX_FILES,
      guestMaxBytes: env.GUEST_UPLOAD_MAX_BYTES,
      rateLimit: { max: env.UPLOAD_RATE_LIMIT_MAX, windowMs: 60_000 },
      guestPerAddress: {
        maxFiles: env.GUEST_UPLOAD_IP_MAX_FILES,
        maxBytes: env.GUEST_UPLOAD_IP_MAX_BYTES,
        windowMs: 60 * 60_000,
      },
    },
    boardRateLimit: { max: env.BOARD_RATE_LIMIT_MAX, windowMs: 60 * 60_000 },
    generation: {
      provider: env.GENERATION_PROVIDER,
      openai: env.OPENAI_API_KEY
        ? {
            apiKey: env.OPENAI_API_KEY,
            baseUrl: env.OPENAI_BASE_URL,
            model: env.OPENAI_IMAGE_MODEL,
          }
        : undefined,
      replicate: env.REPLICATE_API_TOKEN
        ? {
            apiToken: env.REPLICATE_API_TOKEN,
            baseUrl: env.REPLICATE_BASE_URL,
            model: env.REPLICATE_MODEL,
          }
        : undefined,
      attemptTimeoutMs: env.GENERATION_ATTEMPT_TIMEOUT_MS,
      maxAttempts: env.GENERATION_MAX_ATTEMPTS,
      retryDelayMs: env.GENERATION_RETRY_DELAY_MS,
      heartbeatMs: env.GENERATION_HEARTBEAT_MS,
      // Only one process may open the embedded database: there the worker always runs inside.
      workerInProcess: env.DATABASE_URL ? env.WORKER_IN_PROCESS : true,
      workerConcurrency: env.WORKER_CONCURRENCY,
      renderThreads: env.RENDER_THREADS ?? os.availableParallelism(),
    },
    payments: {
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
      demo:
        !env.STRIPE_SECRET_KEY &&
        (env.DEMO_PAYMENTS
          ? env.DEMO_PAYMENTS === 'true'
          : env.NODE_ENV !== 'production' || isLocalTrial(env.DATABASE_URL, publicUrl)),
    },
    prints: {
      fulfilment:
        env.FULFILMENT === 'prodigi'
          ? {
              provider: 'prodigi',
              apiKey: env.PRODIGI_API_KEY ?? '',
              apiBase: env.PRODIGI_API_BASE,
              callbackSecret: env.PRODIGI_CALLBACK_SECRET ?? '',
            }
          : { provider: 'manual' },
      upscaler: env.PRINT_UPSCALER,
    },
  };
}

/** TRUST_PROXY as Fastify takes it: false, a hop count, or the proxies' addresses. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '') return false;
  // "true" trusts every hop, which lets any client write its own address: read it as one hop.
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Config for tests: the real environment (DATABASE_URL decides the database) plus overrides. */
/** localhost, *.localhost, 127.0.0.0/8 and ::1: an address only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The quick start (`npm ci && npm start`): the embedded database (no DATABASE_URL) at a loopback
 * address (PUBLIC_URL unset or local). There production offers the demo checkout by default, so
 * a newcomer can buy; a shop anyone else can reach keeps it off unless DEMO_PAYMENTS=true.
 */
export function isLocalTrial(databaseUrl: string | undefined, publicUrl: string): boolean {
  return !databaseUrl && isLoopbackUrl(publicUrl);
}

export function loadTestConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    // Rate-limit counts in a shared Redis would leak between test files; a test opts in.
    REDIS_URL: undefined,
    // Every inject() comes from one address, and sign-up/sign-in count per address: test files
    // create many accounts. The limit itself is tested with a low value a test sets.
    AUTH_RATE_LIMIT_MAX: '1000',
    ...overrides,
  });
}
