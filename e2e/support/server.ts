import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The browser suite runs against the BUILT server as a user would start it: a child process
// configured only through its environment (apps/api/src/config/env.ts reads nothing else).

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
const workerEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'worker.js');

export const ADMIN_EMAIL = 'admin@atelier.test';
export const ADMIN_PASSWORD = 'admin-pass-123';

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
};

export type RunningServer = {
  url: string;
  logFile: string;
  stop(): Promise<void>;
};

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` before the browser suite`);
  }
  if (!(await isPortFree(opts.port))) {
    throw new Error(`port ${opts.port} is in use; free it or set E2E_PORT to another port`);
  }
  const url = `http://localhost:${opts.port}`;
  const logFile = path.join(opts.dataDir, `server-${opts.port}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const env = processEnv(opts);
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  try {
    await waitForReady(url, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(err as Error).message}\n--- server log (${logFile}) ---\n${tail}`);
  }

  return { url, logFile, stop: stopper(child, exited, log) };
}

/**
 * `npm run worker` as a user runs it: the built worker process on the server's DATA_DIR and
 * database (PostgreSQL only). Start it after the server, which writes the shared AUTH_SECRET.
 */
export async function startWorker(
  opts: ServerOptions,
): Promise<{ logFile: string; stop(): Promise<void> }> {
  if (!opts.databaseUrl) throw new Error('a separate worker needs DATABASE_URL');
  const logFile = path.join(opts.dataDir, 'worker.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', workerEntry], {
    cwd: repoRoot,
    env: processEnv(opts),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { logFile, stop: stopper(child, exited, log) };
}

function stopper(child: ChildProcess, exited: Promise<void>, log: NodeJS.WritableStream) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    log.end();
  };
}

function processEnv(opts: ServerOptions): Record<string, string> {
  const url = `http://localhost:${opts.port}`;
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    PORT: String(opts.port),
    HOST: '0.0.0.0',
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: url,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Every test signs in several times from one address; the limit itself is an API test.
    AUTH_RATE_LIMIT_MAX: '1000',
    // No Stripe here: the upgrade specs go through the demo checkout, which production offers
    // only when asked for.
    DEMO_PAYMENTS: 'true',
    // Review requests are due at once (reviews.spec.ts sends them from Admin → Reviews).
    REVIEW_REQUEST_DAYS: '0',
    // No load shedding: two browsers and their servers keep this machine's event loops busy by
    // design, and a shed script or font (503) leaves a page without its app. Shedding itself is
    // tested in server.test.ts and under real load in the cluster tests.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    // CI's production-shaped run passes Redis through, so the server counts limits there.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...opts.env,
  };
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const probe = url.replace('localhost', '127.0.0.1') + '/readyz';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(probe);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} was not ready after ${timeoutMs / 1000}s`);
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '0.0.0.0', () => srv.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '0.0.0.0', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function makeDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database beside the one DATABASE_URL names; dropped by `drop()`. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `atelier_e2e_${randomBytes(6).toString('hex')}`;
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

/**
 * A whole isolated instance (own DATA_DIR, own scratch database when DATABASE_URL is set) on a
 * free port, for tests that must stop and start a server without disturbing the shared one.
 */
export async function startIsolatedInstance(
  env?: Record<string, string>,
  opts: { worker?: boolean } = {},
) {
  const data = makeDataDir();
  const db = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const port = await freePort();
  // With `worker` on PostgreSQL the production shape: the API only queues and a separate
  // worker process runs the jobs (generation, print files, the mail outbox).
  const separateWorker = Boolean(opts.worker && db);
  const options: ServerOptions = {
    port,
    dataDir: data.dir,
    databaseUrl: db?.url,
    env: separateWorker ? { ...env, WORKER_IN_PROCESS: 'false' } : env,
  };
  let server = await startServer(options);
  const worker = separateWorker ? await startWorker(options) : undefined;
  return {
    get url() {
      return server.url;
    },
    /** The server's log (JSON lines): without SMTP it is the mailbox of the instance. */
    get logFile() {
      return server.logFile;
    },
    /** Every log of the instance (the server's, and the worker's when it has one). */
    get logFiles() {
      return worker ? [server.logFile, worker.logFile] : [server.logFile];
    },
    /** Stops the process (SIGTERM, graceful) and starts a new one on the same data. */
    async restart() {
      await server.stop();
      server = await startServer(options);
    },
    async dispose() {
      await worker?.stop();
      await server.stop();
      await db?.drop();
      data.remove();
    },
  };
}
