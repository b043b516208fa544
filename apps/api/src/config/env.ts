import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  seedDemo: boolean;
  authRateLimit: { max: number; windowMs: number };
  /** Contact-form messages per IP per hour. */
  contactRateLimit: { max: number; windowMs: number };
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
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaultWebDist),
    seedDemo: env.SEED_DEMO,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: 60 * 60_000 },
  };
}

/** Config for tests: the real environment (DATABASE_URL decides the database) plus overrides. */
export function loadTestConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    // Rate-limit counts in a shared Redis would leak between test files; a test opts in.
    REDIS_URL: undefined,
    ...overrides,
  });
}
