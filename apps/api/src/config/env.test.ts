import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { ConfigError, parseEnv } from './env-schema';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'atelier-env-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(dataDir));
  });

  it('reads the shutdown, load-shedding and metrics settings and names bad ones', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      SHUTDOWN_DRAIN_MS: '3000',
      WORKER_SHUTDOWN_GRACE_MS: '15000',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      METRICS_PORT: '9464',
    });
    expect(config.shutdown).toEqual({ drainMs: 3000, graceMs: 25_000, workerGraceMs: 15_000 });
    expect(config.loadShedding.maxEventLoopDelayMs).toBe(0);
    expect(config.metrics).toEqual({ token: undefined, port: 9464 });
    expect(() =>
      parseEnv({
        SHUTDOWN_GRACE_MS: '-1',
        LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '2',
        METRICS_TOKEN: 'short',
        PORT: '9464',
        METRICS_PORT: '9464',
      }),
    ).toThrow(
      /SHUTDOWN_GRACE_MS[\s\S]*LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION[\s\S]*METRICS_TOKEN[\s\S]*METRICS_PORT: must differ from PORT/,
    );
  });

  it('defaults DATA_DIR to ./data', () => {
    expect(parseEnv({}).DATA_DIR).toBe('./data');
  });

  it('generates AUTH_SECRET once and keeps it under DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('uses a given AUTH_SECRET without writing one', () => {
    const dataDir = tmp();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
  ])('fails fast naming the bad variable for %o', (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(
      new RegExp(`^Invalid environment configuration:\\n.*${name}:`, 's'),
    );
  });

  it('builds admin and Google settings when both halves are set', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'secret1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(config.admin).toEqual({ email: 'owner@example.com', password: 'secret1' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.publicUrl).toBe('https://shop.example.com');
  });

  // The quick start (`npm start` is production on embedded defaults at
  // localhost) offers the demo checkout; a shop deployed anywhere else does not unless asked.
  describe('the demo checkout without Stripe', () => {
    const demo = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', ...env }).payments.demo;

    it('is on for the quick start: embedded database, PUBLIC_URL unset or on a loopback address', () => {
      expect(demo({})).toBe(true);
      for (const url of [
        'http://localhost:3000',
        'http://127.0.0.1:8080',
        'http://127.1.2.3',
        'http://[::1]:3000',
        'http://shop.localhost:3000',
      ]) {
        expect(demo({ PUBLIC_URL: url }), url).toBe(true);
      }
    });

    it('is off on a shop others can reach, or on PostgreSQL, unless DEMO_PAYMENTS=true', () => {
      for (const url of [
        'https://shop.example',
        'http://192.168.1.20:3000',
        'http://localhost.example',
      ]) {
        expect(demo({ PUBLIC_URL: url }), url).toBe(false);
        expect(demo({ PUBLIC_URL: url, DEMO_PAYMENTS: 'true' }), url).toBe(true);
      }
      expect(demo({ DATABASE_URL: 'postgres://127.0.0.1/shop' })).toBe(false);
      expect(demo({ DATABASE_URL: 'postgres://127.0.0.1/shop', DEMO_PAYMENTS: 'true' })).toBe(true);
    });

    it('is off when DEMO_PAYMENTS=false or Stripe is configured, even locally', () => {
      expect(demo({ DEMO_PAYMENTS: 'false' })).toBe(false);
      expect(demo({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBe(
        false,
      );
    });

    it('is on outside production unless DEMO_PAYMENTS=false', () => {
      const dev = (env: Record<string, string>) =>
        loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'development', ...env }).payments.demo;
      expect(dev({ PUBLIC_URL: 'https://shop.example' })).toBe(true);
      expect(dev({ DEMO_PAYMENTS: 'false' })).toBe(false);
    });
  });
});
