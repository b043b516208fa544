// Child processes for the benchmark: the built Atelier server, a bare Fastify baseline, and a
// bench file run again as its own child.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function track(child, logFile) {
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
    },
    logTail: () => readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'),
  };
}

// A first start seeds the shop and renders its images before it listens: minutes on a busy machine.
async function waitFor(url, proc, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await proc.stop();
  throw new Error(`${url} did not become ready\n--- log ---\n${proc.logTail()}`);
}

/**
 * The built server (apps/api/dist/server.js) on its own DATA_DIR, seeded on first start; `env`
 * adds or overrides variables (a row that needs other limits; ADMIN_EMAIL/ADMIN_PASSWORD for
 * the admin rows); `readyTimeoutMs` waits longer than 2 minutes for the first start's seeding.
 */
export async function startAtelier({ dataDir, logLevel, env = {}, readyTimeoutMs }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: logLevel,
      // Answers the event loop's delay over the IPC channel below (scripts/bench/stall.mjs).
      EVENT_LOOP_STATS: 'true',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const proc = track(child, path.join(dataDir, 'server.log'));
  await waitFor(`${url}/readyz`, proc, readyTimeoutMs);
  // pid: the server process, for the rows that read its memory (/proc/<pid>/status).
  return { ...proc, url, pid: child.pid, eventLoopStats: () => askEventLoopStats(child) };
}

/**
 * The event loop's delay inside the server since the last question (p50Ms, p99Ms, maxMs,
 * samples, rssMb; apps/api/src/lib/event-loop-stats.ts), or null when it does not answer.
 */
function askEventLoopStats(child) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 5_000);
    function done(stats) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(stats);
    }
    function onMessage(message) {
      if (message?.type === 'event-loop-stats') done(message);
    }
    child.on('message', onMessage);
    if (!child.connected) return done(null);
    child.send({ type: 'event-loop-stats' });
  });
}

/** A bare Fastify app (the API's own fastify) answering one JSON route with `payloadFile`. */
export async function startBareFastify({ payloadFile, logDir }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), String(port), payloadFile],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const proc = track(child, path.join(logDir, 'bare.log'));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, proc);
  return { ...proc, url };
}

/**
 * Bare Fastify answering Atelier's own bytes: /healthz, /page (HTML) and /page-br (brotli), and
 * with `headersFile` /page-br-headers (the brotli bytes with Atelier's own response headers); its
 * event loop's delay over IPC like the API's (eventLoopStats).
 */
export async function startBarePages({ htmlFile, brFile, headersFile, logDir }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'bare-pages.mjs'),
      String(port),
      htmlFile,
      brFile,
      ...(headersFile ? [headersFile] : []),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  const proc = track(child, path.join(logDir, 'bare-pages.log'));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, proc);
  // Its event loop's delay, asked as the API's is (the stall rows show both).
  return { ...proc, url, eventLoopStats: () => askEventLoopStats(child) };
}

/**
 * Runs the bench file at `moduleUrl` again as `node [nodeArgs] <file> --child [args]`, so a row
 * is measured in a process of its own (its memory, its event loop), and resolves with the last
 * line the child prints, as JSON. Its stderr passes through, so a failing child shows why.
 */
export function runBenchChild(moduleUrl, { name, args = [], nodeArgs = [] }) {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...nodeArgs, fileURLToPath(moduleUrl), '--child', ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`${name} bench child exited ${code}`)),
    );
  });
}
