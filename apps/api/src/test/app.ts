import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app';
import type { Config } from '../config/env';
import { loadTestConfig } from './config';

/**
 * A real app on a real, empty database of its own: PGlite under a temp DATA_DIR, or — when
 * DATABASE_URL is set — a fresh PostgreSQL database created beside the one it names.
 */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  /** Registers test-only routes before the app is ready. */
  setup?: (app: App) => void | Promise<void>,
  /** buildApp's options (a logStream to read the logs). */
  build: BuildOptions = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  const base = loadTestConfig({ DATA_DIR: dataDir, ...overrides });
  let dropDatabase: (() => Promise<void>) | undefined;
  let config: Config = base;
  if (base.databaseUrl) {
    const { url, drop } = await createScratchDatabase(base.databaseUrl);
    config = { ...base, databaseUrl: url };
    dropDatabase = drop;
  } else {
    // The run's migrated embedded database (test/global-setup.ts), copied: openDatabase then
    // finds every migration applied.
    // A DATA_DIR a test passes may hold a database already (a restart): that one is kept.
    const template = inject('pgliteTemplate');
    const target = path.join(base.dataDir, 'db');
    if (template && !existsSync(target)) cpSync(template, target, { recursive: true });
  }
  const app = await buildApp(config, build);
  await setup?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function createScratchDatabase(adminUrl: string) {
  const name = `atelier_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
