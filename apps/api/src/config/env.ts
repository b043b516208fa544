import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from './env-schema';
import { isLocalTrial, parseTrustProxy } from './network';

// The only module that reads process.env. Everything else receives a Config: the type is what
// loadConfig builds from the parsed environment, so it is written once, here.

export type Config = ReturnType<typeof loadConfig>;

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

export function loadConfig(source: Record<string, string | undefined> = process.env) {
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
    /** INSTANCE_NAME: reported in `X-Atelier-Instance` and the log, never read from a request. */
    instanceName: env.INSTANCE_NAME,
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
    /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      headersMs: env.HEADERS_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdown: {
      drainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
      graceMs: env.SHUTDOWN_GRACE_MS,
      workerGraceMs: env.WORKER_SHUTDOWN_GRACE_MS,
    },
    loadShedding: {
      maxEventLoopDelayMs:
        env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 500),
      maxEventLoopUtilization: env.LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION,
      sampleIntervalMs: env.LOAD_SHED_SAMPLE_INTERVAL_MS,
      retryAfterS: env.LOAD_SHED_RETRY_AFTER_S,
    },
    /** /metrics: behind a bearer token and/or on its own port; off when neither is set. */
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    /** Serve the OpenAPI pages at /api/docs. */
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    /** Answer the event loop's delay to a parent process over IPC (the bench). */
    eventLoopStats: env.EVENT_LOOP_STATS === 'true',
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaultWebDist),
    seedDemo: env.SEED_DEMO,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    /** Contact-form messages per IP per hour. */
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: 60 * 60_000 },
    storage: {
      /** Undefined: local disk under DATA_DIR/storage. */
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
      /** Uploads per IP per minute. */
      rateLimit: { max: env.UPLOAD_RATE_LIMIT_MAX, windowMs: 60_000 },
      /** Signed-out uploads per client address per hour (files and bytes), across cookies. */
      guestPerAddress: {
        maxFiles: env.GUEST_UPLOAD_IP_MAX_FILES,
        maxBytes: env.GUEST_UPLOAD_IP_MAX_BYTES,
        windowMs: 60 * 60_000,
      },
    },
    /** Days after delivery (canvas) or payment (PNG) before the review request mail. */
    reviewRequestDays: env.REVIEW_REQUEST_DAYS,
    /** Server-Sent Events: heartbeat comment interval (ms). */
    sseHeartbeatMs: env.SSE_HEARTBEAT_MS,
    /** Vision boards one account may create per hour. */
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
      /** The running attempt's lease is renewed this often and lapses after 3 missed renewals. */
      heartbeatMs: env.GENERATION_HEARTBEAT_MS,
      // Only one process may open the embedded database: there the worker always runs inside.
      workerInProcess: env.DATABASE_URL ? env.WORKER_IN_PROCESS : true,
      workerConcurrency: env.WORKER_CONCURRENCY,
      /** Threads of the render pool (lib/render-pool.ts) in each process. */
      renderThreads: env.RENDER_THREADS ?? os.availableParallelism(),
    },
    payments: {
      /** Undefined: demo checkout (no card is charged). */
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            /** Undefined: the webhook route is not registered. */
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
      /**
       * The demo checkout is offered when Stripe is not configured: outside production, and in
       * production on the quick start's embedded defaults at a loopback address (isLocalTrial);
       * DEMO_PAYMENTS=true or false decides instead when set.
       */
      demo:
        !env.STRIPE_SECRET_KEY &&
        (env.DEMO_PAYMENTS
          ? env.DEMO_PAYMENTS === 'true'
          : env.NODE_ENV !== 'production' || isLocalTrial(env.DATABASE_URL, publicUrl)),
    },
    prints: {
      fulfilment: fulfilmentOf(env),
      upscaler: env.PRINT_UPSCALER,
      proofAutoApproveHours: env.PROOF_AUTO_APPROVE_HOURS,
    },
  };
}

type Fulfilment =
  | { provider: 'manual' }
  | { provider: 'prodigi'; apiKey: string; apiBase: string; callbackSecret: string };

function fulfilmentOf(env: ReturnType<typeof parseEnv>): Fulfilment {
  return env.FULFILMENT === 'prodigi'
    ? {
        provider: 'prodigi',
        apiKey: env.PRODIGI_API_KEY ?? '',
        apiBase: env.PRODIGI_API_BASE,
        callbackSecret: env.PRODIGI_CALLBACK_SECRET ?? '',
      }
    : { provider: 'manual' };
}
