// Starts Atelier as a cluster on one machine, from the built code (apps/api/dist): N API
// instances and M workers on one PostgreSQL database, Redis, an S3-compatible bucket, and HAProxy
// in front with deploy/haproxy.cfg. Used by `npm run cluster` (scripts/cluster/cluster.mjs) and by
// the cluster tests (e2e/cluster/*.test.ts). Plain ESM with JSDoc types: nothing to build.
//
// Ports, from basePort: proxy = basePort, stats page = +1, s3rver = +2, API i = +10+i,
// API i's /metrics = +20+i, worker i's /metrics = +30+i.
//
// Every process runs detached in its own process group and is killed with its group; a guardian
// process (guardian.mjs) kills whatever is left if the process that called startCluster dies.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const templatePath = path.join(root, 'deploy', 'haproxy.cfg');
const apiDist = path.join(root, 'apps', 'api', 'dist');
const RING_LINES = 2_000;
const START_TIMEOUT_MS = 180_000;

/**
 * @typedef {{ endpoint: string, bucket: string, accessKeyId: string, secretAccessKey: string, region?: string }} S3Bucket
 * @typedef {{
 *   databaseUrl: string,
 *   redisUrl?: string,
 *   s3?: 'local' | S3Bucket,
 *   apis?: number,
 *   workers?: number,
 *   proxy?: boolean,
 *   basePort?: number,
 *   env?: Record<string, string>,
 *   log?: (line: string) => void,
 * }} ClusterOptions
 * @typedef {{
 *   name: string,
 *   readonly pid: number | undefined,
 *   kill(signal?: NodeJS.Signals): void,
 *   start(): Promise<void>,
 *   stop(): Promise<void>,
 *   output(): string,
 * }} ProcessHandle
 * @typedef {ProcessHandle & { url: string, port: number, metricsUrl: string }} ApiHandle
 * @typedef {ProcessHandle & { metricsUrl: string }} WorkerHandle
 * @typedef {{
 *   url: string,
 *   statsUrl: string,
 *   readonly pid: number | undefined,
 *   kill(signal?: NodeJS.Signals): void,
 *   start(): Promise<void>,
 *   stop(): Promise<void>,
 *   serverState(name: string): Promise<string | undefined>,
 *   output(): string,
 * }} ProxyHandle
 * @typedef {{ endpoint: string, bucket: string, start(): Promise<void>, stop(): Promise<void>, output(): string }} S3Handle
 * @typedef {{
 *   url: string,
 *   apis: ApiHandle[],
 *   workers: WorkerHandle[],
 *   proxy: ProxyHandle | undefined,
 *   s3: S3Handle | undefined,
 *   env: Record<string, string>,
 *   dir: string,
 *   stop(): Promise<void>,
 * }} Cluster
 */

// ---------------------------------------------------------------------------------------------
// Process groups: registered with the guardian and killed on this process's exit.

/** @type {Set<number>} */
const liveGroups = new Set();
/** @type {import('node:child_process').ChildProcess | null} */
let guardian = null;

/** @param {{ add?: number, remove?: number, addDir?: string, removeDir?: string }} message */
function tellGuardian(message) {
  if (!guardian) {
    guardian = spawn(process.execPath, [path.join(import.meta.dirname, 'guardian.mjs')], {
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    guardian.unref();
    guardian.channel?.unref();
    guardian.on('exit', () => {
      guardian = null;
    });
    process.once('exit', killLiveGroups);
  }
  if (guardian.connected) guardian.send(message);
}

function guard(pgid) {
  liveGroups.add(pgid);
  tellGuardian({ add: pgid });
}

function unguard(pgid) {
  liveGroups.delete(pgid);
  if (guardian?.connected) guardian.send({ remove: pgid });
}

function killLiveGroups() {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  liveGroups.clear();
}

// ---------------------------------------------------------------------------------------------
// One managed process.

/**
 * @param {{ name: string, command: string, args: string[], env: Record<string, string>, log?: (line: string) => void }} spec
 */
function managedProcess(spec) {
  /** @type {string[]} */
  const ring = [];
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {Promise<void>} */
  let exited = Promise.resolve();
  /** @type {((line: string) => void)[]} */
  const lineWaiters = [];
  /** @type {(() => void)[]} */
  const exitWaiters = [];

  const push = (line) => {
    ring.push(line);
    if (ring.length > RING_LINES) ring.splice(0, ring.length - RING_LINES);
    spec.log?.(`[${spec.name}] ${line}`);
    for (const waiter of lineWaiters) waiter(line);
  };

  const pipeLines = (stream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) push(line);
    });
    stream.on('end', () => {
      if (rest) push(rest);
      rest = '';
    });
  };

  const handle = {
    name: spec.name,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null;
    },
    /** Spawns the process (no-op while it runs). */
    spawn() {
      if (child) return;
      push(`--- starting ${spec.command} ${spec.args.join(' ')}`);
      const proc = spawn(spec.command, spec.args, {
        cwd: root,
        env: spec.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const pgid = /** @type {number} */ (proc.pid);
      guard(pgid);
      pipeLines(proc.stdout);
      pipeLines(proc.stderr);
      exited = new Promise((resolve) => {
        proc.once('exit', (code, signal) => {
          push(`--- exited (${signal ?? `code ${code}`})`);
          // The group may still hold children (the render threads are threads, not processes,
          // but be thorough): nothing of it survives its leader.
          try {
            process.kill(-pgid, 'SIGKILL');
          } catch {
            // Gone already.
          }
          unguard(pgid);
          if (child === proc) child = null;
          for (const waiter of exitWaiters.splice(0)) waiter();
          resolve();
        });
      });
      proc.once('error', (err) => push(`--- spawn error: ${err.message}`));
    },
    /** Sends `signal` to the process's whole group. */
    kill(signal = /** @type {NodeJS.Signals} */ ('SIGKILL')) {
      if (!child?.pid) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    },
    /** Resolves when the current process has exited. */
    exited() {
      return exited;
    },
    /**
     * SIGTERM, then waits for the exit; SIGKILL after `timeoutMs`. `fast` sends a second SIGTERM
     * (the API then skips its drain).
     */
    async stop({ timeoutMs = 60_000, fast = false } = {}) {
      if (!child) return;
      handle.kill('SIGTERM');
      if (fast) setTimeout(() => handle.kill('SIGTERM'), 100).unref();
      const timer = setTimeout(() => handle.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    output() {
      return ring.join('\n');
    },
    /** Resolves at the first line (from now on) that `test` accepts. */
    waitForLine(test, timeoutMs = START_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          remove();
          reject(new Error(`${spec.name}: no matching output within ${timeoutMs} ms\n${tail()}`));
        }, timeoutMs);
        const waiter = (line) => {
          if (!test(line)) return;
          remove();
          resolve(line);
        };
        const onExit = () => {
          remove();
          reject(new Error(`${spec.name} exited while starting\n${tail()}`));
        };
        const remove = () => {
          clearTimeout(timer);
          const i = lineWaiters.indexOf(waiter);
          if (i >= 0) lineWaiters.splice(i, 1);
          const j = exitWaiters.indexOf(onExit);
          if (j >= 0) exitWaiters.splice(j, 1);
        };
        lineWaiters.push(waiter);
        exitWaiters.push(onExit);
      });
    },
  };
  const tail = () => ring.slice(-40).join('\n');
  return Object.assign(handle, { tail });
}

// ---------------------------------------------------------------------------------------------
// Helpers.

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when nothing listens on 127.0.0.1:port; throws a clear error otherwise. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} is in use: choose another basePort for the cluster`)),
    );
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(resolve));
  });
}

/**
 * Polls `check` every `everyMs` until it returns a truthy value; throws after `timeoutMs` (or as
 * soon as `failed()` returns a message).
 * @template T
 * @param {() => Promise<T | undefined | false>} check
 * @param {{ timeoutMs?: number, everyMs?: number, what: string, failed?: () => string | undefined }} opts
 * @returns {Promise<T>}
 */
export async function pollUntil(
  check,
  { timeoutMs = START_TIMEOUT_MS, everyMs = 200, what, failed },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = failed?.();
    if (problem) throw new Error(`${what}: ${problem}`);
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // Not yet.
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await delay(everyMs);
  }
}

async function status(url, init) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  await res.arrayBuffer();
  return res;
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    proc.once('error', reject);
    proc.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} failed:\n${out}`)),
    );
  });
}

const NOT_INHERITED =
  /^(NODE_OPTIONS|DATABASE_URL|REDIS_URL|S3_\w+|PORT|HOST|METRICS_\w+|INSTANCE_NAME|DATA_DIR|PUBLIC_URL|TRUST_PROXY|AUTH_SECRET|WORKER_IN_PROCESS)$/;

/**
 * This process's environment without what must not reach the cluster's processes: the test
 * runner's own variables, and the Atelier settings of whoever started it (the cluster's own are
 * given explicitly).
 */
function inheritedEnv() {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key.startsWith('VITEST') || NOT_INHERITED.test(key)) continue;
    out[key] = value;
  }
  return out;
}

export function haproxyBinary() {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'haproxy';
}

/**
 * deploy/haproxy.cfg with its example `server` lines (between `# BEGIN servers` and
 * `# END servers`) replaced by `servers`.
 * @param {{ name: string, port: number }[]} servers
 */
export function haproxyConfig(servers) {
  const template = readFileSync(templatePath, 'utf8');
  const lines = template.split('\n');
  const begin = lines.findIndex((l) => l.trim().startsWith('# BEGIN servers'));
  const end = lines.findIndex((l) => l.trim().startsWith('# END servers'));
  if (begin < 0 || end < begin)
    throw new Error(`${templatePath}: BEGIN/END servers markers missing`);
  const indent = lines[begin].match(/^\s*/)?.[0] ?? '    ';
  const generated = servers.map((s) => `${indent}server ${s.name} 127.0.0.1:${s.port} check`);
  return [...lines.slice(0, begin + 1), ...generated, ...lines.slice(end)].join('\n');
}

/** Parses HAProxy's stats CSV: one record per proxy/server line. */
export function parseStatsCsv(text) {
  const [header, ...rows] = text.trim().split('\n');
  const fields = header.replace(/^#\s*/, '').split(',');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(fields.map((f, i) => [f, cells[i] ?? '']));
  });
}

// ---------------------------------------------------------------------------------------------

/**
 * Starts what is asked and resolves once the proxy answers /readyz 200 through every instance.
 * @param {ClusterOptions} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options) {
  const {
    databaseUrl,
    redisUrl,
    s3,
    apis: apiCount = 2,
    workers: workerCount = 2,
    proxy: withProxy = true,
    basePort = 3000,
    env: extraEnv = {},
    log,
  } = options;
  if (!databaseUrl) throw new Error('startCluster: databaseUrl (postgres://…) is required');
  if (apiCount < 1) throw new Error('startCluster: at least one API instance');
  for (const entry of ['server.js', 'worker.js', 'db/migrate-cli.js']) {
    if (!existsSync(path.join(apiDist, entry)))
      throw new Error(`apps/api/dist/${entry} is missing: run \`npm run build\` first`);
  }

  const ports = {
    proxy: basePort,
    stats: basePort + 1,
    s3: basePort + 2,
    api: (i) => basePort + 10 + i,
    apiMetrics: (i) => basePort + 20 + i,
    workerMetrics: (i) => basePort + 30 + i,
  };
  const wanted = [
    ...(withProxy ? [ports.proxy, ports.stats] : []),
    ...(s3 === 'local' ? [ports.s3] : []),
    ...Array.from({ length: apiCount }, (_, i) => [ports.api(i), ports.apiMetrics(i)]).flat(),
    ...Array.from({ length: workerCount }, (_, i) => ports.workerMetrics(i)),
  ];
  for (const port of wanted) await assertPortFree(port);

  const dir = mkdtempSync(path.join(os.tmpdir(), `atelier-cluster-${basePort}-`));
  tellGuardian({ addDir: dir });
  /** @type {ReturnType<typeof managedProcess>[]} */
  const started = [];
  const publicUrl = withProxy
    ? `http://127.0.0.1:${ports.proxy}`
    : `http://127.0.0.1:${ports.api(0)}`;

  // --- S3.
  /** @type {S3Handle | undefined} */
  let s3Handle;
  /** @type {Record<string, string>} */
  let s3Env = {};
  if (s3 === 'local') {
    const bucket = 'atelier';
    const endpoint = `http://127.0.0.1:${ports.s3}`;
    const proc = managedProcess({
      name: 's3',
      command: process.execPath,
      args: [
        path.join(import.meta.dirname, 's3rver.mjs'),
        String(ports.s3),
        path.join(dir, 's3'),
        bucket,
      ],
      env: { ...inheritedEnv(), NODE_ENV: 'production' },
      log,
    });
    started.push(proc);
    s3Handle = {
      endpoint,
      bucket,
      async start() {
        if (proc.running) return;
        const listening = proc.waitForLine((l) => l.includes('s3rver listening'), 30_000);
        proc.spawn();
        await listening;
      },
      stop: () => proc.stop({ timeoutMs: 5_000 }),
      output: () => proc.output(),
    };
    s3Env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  } else if (s3) {
    s3Env = {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region ?? 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
  }

  // --- What every API and worker process gets.
  /** @type {Record<string, string>} */
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    PUBLIC_URL: publicUrl,
    // One secret for every instance: a session made on one is valid on the others.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    WORKER_IN_PROCESS: 'false',
    // The proxy is the one trusted hop (X-Forwarded-For); without it clients connect directly.
    TRUST_PROXY: withProxy ? '1' : 'false',
    // Demo checkout in production (no Stripe key): the journey pays with it.
    DEMO_PAYMENTS: 'true',
    // One render thread each: four processes share this machine's cores.
    RENDER_THREADS: '1',
    MALLOC_ARENA_MAX: '2',
    HOST: '127.0.0.1',
    // Without a bucket, storage is local disk: then every process shares one DATA_DIR.
    ...(Object.keys(s3Env).length ? {} : { DATA_DIR: path.join(dir, 'shared-data') }),
    ...s3Env,
    ...extraEnv,
  };
  const processEnv = (name, own) => ({
    ...inheritedEnv(),
    DATA_DIR: path.join(dir, name),
    ...env,
    INSTANCE_NAME: name,
    ...own,
  });

  // --- API instances and workers (not started yet).
  const apiProcs = Array.from({ length: apiCount }, (_, i) => {
    const name = `api${i + 1}`;
    return {
      name,
      port: ports.api(i),
      metricsPort: ports.apiMetrics(i),
      proc: managedProcess({
        name,
        command: process.execPath,
        args: ['--enable-source-maps', path.join(apiDist, 'server.js')],
        env: processEnv(name, {
          PORT: String(ports.api(i)),
          METRICS_PORT: String(ports.apiMetrics(i)),
        }),
        log,
      }),
    };
  });
  const workerProcs = Array.from({ length: workerCount }, (_, i) => {
    const name = `worker${i + 1}`;
    return {
      name,
      metricsPort: ports.workerMetrics(i),
      proc: managedProcess({
        name,
        command: process.execPath,
        args: ['--enable-source-maps', path.join(apiDist, 'worker.js')],
        env: processEnv(name, { METRICS_PORT: String(ports.workerMetrics(i)) }),
        log,
      }),
    };
  });
  started.push(...apiProcs.map((a) => a.proc), ...workerProcs.map((w) => w.proc));

  /** Starts one API instance and resolves when its own /readyz answers 200. */
  const startApi = async (a) => {
    if (a.proc.running) return;
    a.proc.spawn();
    const url = `http://127.0.0.1:${a.port}`;
    await pollUntil(async () => (await status(`${url}/readyz`)).status === 200, {
      what: `${a.name} ready`,
      failed: () => (a.proc.running ? undefined : `exited while starting\n${a.proc.tail()}`),
    });
  };
  const startWorker = async (w) => {
    if (w.proc.running) return;
    const ready = w.proc.waitForLine((l) => l.includes('"worker started"'));
    w.proc.spawn();
    await ready;
  };

  // --- The proxy.
  const statsUrl = `http://127.0.0.1:${ports.stats}/stats`;
  const configPath = path.join(dir, 'haproxy.cfg');
  /** @type {ReturnType<typeof managedProcess> | undefined} */
  let proxyProc;
  /** @type {ProxyHandle | undefined} */
  let proxyHandle;
  if (withProxy) {
    writeFileSync(configPath, haproxyConfig(apiProcs.map((a) => ({ name: a.name, port: a.port }))));
    const proc = managedProcess({
      name: 'proxy',
      command: haproxyBinary(),
      args: ['-db', '-f', configPath],
      env: {
        ...inheritedEnv(),
        ATELIER_PUBLIC_PORT: String(ports.proxy),
        ATELIER_STATS_PORT: String(ports.stats),
      },
      log,
    });
    proxyProc = proc;
    started.push(proc);
    const serverState = async (name) => {
      const res = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(5_000) });
      const rows = parseStatsCsv(await res.text());
      const row = rows.find((r) => r.pxname === 'atelier_api' && r.svname === name);
      // "UP 1/2" (a check failed, not yet out) and "DOWN 1/2" (coming back) are still UP / DOWN.
      return row?.status.replace(/ \d+\/\d+$/, '');
    };
    proxyHandle = {
      url: publicUrl,
      statsUrl,
      get pid() {
        return proc.pid;
      },
      kill: (signal) => proc.kill(signal),
      async start() {
        if (proc.running) return;
        proc.spawn();
        await pollUntil(async () => (await status(`${statsUrl};csv`)).ok, {
          what: 'proxy stats page',
          timeoutMs: 30_000,
          failed: () => (proc.running ? undefined : `haproxy exited\n${proc.tail()}`),
        });
      },
      stop: () => proc.stop({ timeoutMs: 35_000 }),
      serverState,
      output: () => proc.output(),
    };
  }

  const cluster = /** @type {Cluster} */ ({
    url: publicUrl,
    dir,
    env,
    apis: apiProcs.map((a) => ({
      name: a.name,
      port: a.port,
      url: `http://127.0.0.1:${a.port}`,
      metricsUrl: `http://127.0.0.1:${a.metricsPort}/metrics`,
      get pid() {
        return a.proc.pid;
      },
      kill: (signal = 'SIGKILL') => a.proc.kill(signal),
      // Resolves once the instance is ready and, with the proxy running, back in its rotation.
      start: async () => {
        await startApi(a);
        if (proxyHandle && proxyProc?.running)
          await pollUntil(async () => (await proxyHandle.serverState(a.name)) === 'UP', {
            what: `proxy taking ${a.name} back`,
            timeoutMs: 30_000,
            everyMs: 100,
          });
      },
      stop: () => a.proc.stop({ timeoutMs: 60_000 }),
      output: () => a.proc.output(),
    })),
    workers: workerProcs.map((w) => ({
      name: w.name,
      metricsUrl: `http://127.0.0.1:${w.metricsPort}/metrics`,
      get pid() {
        return w.proc.pid;
      },
      kill: (signal = 'SIGKILL') => w.proc.kill(signal),
      start: () => startWorker(w),
      stop: () => w.proc.stop({ timeoutMs: 60_000 }),
      output: () => w.proc.output(),
    })),
    proxy: proxyHandle,
    s3: s3Handle,
    stop: once(async () => {
      // Instances and workers first (a second SIGTERM skips the drain: nothing is routed here
      // any more), then the proxy, then the bucket.
      await Promise.all(
        [...apiProcs, ...workerProcs].map((p) => p.proc.stop({ timeoutMs: 15_000, fast: true })),
      );
      if (proxyProc) await proxyProc.stop({ timeoutMs: 5_000 });
      for (const proc of started) await proc.stop({ timeoutMs: 5_000 });
      rmSync(dir, { recursive: true, force: true });
      if (guardian?.connected) guardian.send({ removeDir: dir });
    }),
  });

  try {
    if (s3Handle) await s3Handle.start();
    // Migrations once, before any instance starts (as a deploy does).
    await run(
      process.execPath,
      [path.join(apiDist, 'db', 'migrate-cli.js')],
      processEnv('migrate', {}),
    );
    // The first instance seeds the shop (its images rendered once); the others start beside
    // the workers after it.
    await startApi(apiProcs[0]);
    await Promise.all([...apiProcs.slice(1).map(startApi), ...workerProcs.map(startWorker)]);
    if (proxyHandle) {
      await proxyHandle.start();
      await waitThroughProxy(
        publicUrl,
        apiProcs.map((a) => a.name),
      );
    }
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}

/**
 * Resolves once the proxy answers /readyz 200 from every named instance (X-Atelier-Instance).
 * @param {string} url
 * @param {string[]} names
 */
export async function waitThroughProxy(url, names, timeoutMs = 60_000) {
  const seen = new Set();
  await pollUntil(
    async () => {
      const res = await status(`${url}/readyz`);
      const instance = res.headers.get('x-atelier-instance');
      if (res.status === 200 && instance) seen.add(instance);
      return names.every((n) => seen.has(n));
    },
    { what: `proxy answering through ${names.join(', ')}`, timeoutMs, everyMs: 100 },
  );
}

/**
 * @template {(...args: any[]) => Promise<any>} F
 * @param {F} fn
 * @returns {F}
 */
function once(fn) {
  /** @type {Promise<any> | undefined} */
  let result;
  return /** @type {F} */ ((...args) => (result ??= fn(...args)));
}
