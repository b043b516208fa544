// Private PostgreSQL, Redis and S3 servers for the fault tests: each on its own port and data
// directory under /tmp, so a test can stop, crash and restart them without touching the
// machine's own PostgreSQL (5432) and Redis (6379), which other runs share.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something accepts TCP connections on the port (or rejects after timeoutMs). */
export async function waitForPort(port, { timeoutMs = 20_000, host = '127.0.0.1' } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${host}:${port}`);
    await sleep(50);
  }
}

function postgresBin(name) {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', name)))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no ${name} under ${root}`);
  return path.join(root, versions[0], 'bin', name);
}

/** initdb and the server refuse to run as root: then they run as the postgres user. */
const asRoot = process.getuid?.() === 0;
function pgCommand(name, args) {
  const bin = postgresBin(name);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}
function runPg(name, args, { allowFail = false } = {}) {
  const [cmd, argv] = pgCommand(name, args);
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0 && !allowFail) {
    throw new Error(
      `${name} ${args.join(' ')} failed (${res.status}): ${res.stderr || res.stdout}`,
    );
  }
  return res;
}

/**
 * A PostgreSQL server of its own (trust auth, fsync off) on `port`.
 * `restart({ mode })`: 'fast' is an orderly stop, 'immediate' a crash (no checkpoint).
 */
export async function startPostgres({ port, name = 'faults' }) {
  const dir = `/tmp/${name}-pg-${port}`;
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'sock');
  const logFile = path.join(dir, 'server.log');
  // A stray server from an earlier run that died holds the port: stop it first.
  if (existsSync(path.join(data, 'postmaster.pid')))
    runPg('pg_ctl', ['-D', data, 'stop', '-m', 'immediate'], { allowFail: true });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(sockets, { recursive: true });
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    for (const p of [dir, sockets]) chownSync(p, Number(ids), Number(gid));
  }
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${sockets}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');

  let running = false;
  const start = async () => {
    runPg('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
    running = true;
    await waitForPort(port);
  };
  const stop = async (mode = 'fast') => {
    if (!running) return;
    runPg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'], { allowFail: true });
    running = false;
  };
  const onExit = () => {
    if (running) runPg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'], { allowFail: true });
  };
  process.once('exit', onExit);

  await start();
  return {
    port,
    /** A connection URL for `database` on this server. */
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(database) {
      const res = spawnSync(
        postgresBin('psql'),
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          '-c',
          `CREATE DATABASE ${database}`,
        ],
        { encoding: 'utf8' },
      );
      if (res.status !== 0) throw new Error(`CREATE DATABASE ${database}: ${res.stderr}`);
      return `postgres://postgres@127.0.0.1:${port}/${database}`;
    },
    get running() {
      return running;
    },
    start,
    stop,
    async restart({ mode = 'fast', downMs = 0 } = {}) {
      await stop(mode);
      if (downMs > 0) await sleep(downMs);
      await start();
    },
    async close() {
      await stop('immediate');
      process.off('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis server of its own without persistence: a restart comes back empty. */
export async function startRedis({ port }) {
  let child = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', detached: true },
    );
    await waitForPort(port);
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = once(c, 'exit');
    c.kill('SIGTERM');
    await exited;
    child = null;
  };
  const onExit = () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', onExit);
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      process.off('exit', onExit);
    },
  };
}

/**
 * An S3 server (s3rver, the storage tests' server) in this process with stop()/start() on the
 * same port and directory: for when the cluster harness offers none.
 */
export async function startS3({ port, bucket = 'atelier-cluster', name = 'faults' }) {
  const { default: S3rver } = await import('s3rver');
  const directory = `/tmp/${name}-s3-${port}`;
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  let server = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
  };
  const stop = async () => {
    const s = server;
    server = null;
    await s?.close();
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    start,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for the OpenAI images API (b64_json PNG answers, as gpt-image-1 gives): the
 * workers' provider in the cluster tests, so an attempt runs exactly as long as a test wants.
 * `hold(marker)` keeps every request whose body (the prompt) contains `marker` waiting until
 * `release(marker)`; `requests(marker)` tells how many came and how many their client (a
 * worker) abandoned.
 */
export async function startImagesApi({ port }) {
  const { createServer } = await import('node:http');
  const { default: sharp } = await import('sharp');
  const png = await sharp({
    create: { width: 512, height: 768, channels: 3, background: { r: 90, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const answerBody = JSON.stringify({ created: 1, data: [{ b64_json: png.toString('base64') }] });
  /** marker → { held: answer functions, arrived, abandoned } */
  const markers = new Map();
  let total = 0;
  const server = createServer((req, res) => {
    total += 1;
    const answer = () => {
      if (res.destroyed || res.writableEnded) return;
      res.setHeader('content-type', 'application/json');
      res.end(answerBody);
    };
    const chunks = [];
    req.on('data', (d) => chunks.push(d));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const hit = [...markers.entries()].find(([marker, m]) => m.holding && text.includes(marker));
      if (!hit) return answer();
      const m = hit[1];
      m.arrived += 1;
      m.held.add(answer);
      res.on('close', () => {
        if (!res.writableFinished) m.abandoned += 1;
        m.held.delete(answer);
      });
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get total() {
      return total;
    },
    hold(marker) {
      markers.set(marker, { holding: true, held: new Set(), arrived: 0, abandoned: 0 });
    },
    /** How many requests with the marker arrived, and how many of them were abandoned. */
    requests(marker) {
      const m = markers.get(marker);
      return { arrived: m?.arrived ?? 0, abandoned: m?.abandoned ?? 0 };
    },
    /** Answers the marker's held requests and holds no more of them. */
    release(marker) {
      const m = markers.get(marker);
      if (!m) return;
      m.holding = false;
      for (const answer of [...m.held]) answer();
      m.held.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
