import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../config/env';
import type { TestApp } from '../../test/app';
import { renderPng } from './generation.test-helpers';

// For the tests that run real `npm run worker` processes on PostgreSQL: a stand-in images API,
// the worker spawn, and a TCP proxy that can cut a worker off from the database.

export type ImagesRequest = {
  n: number;
  arrivedAt: number;
  /** When the client (the worker) closed the connection without an answer, if it did. */
  abandonedAt: number | null;
  answer: () => void;
};

/**
 * A stand-in for the OpenAI images API answering a real PNG the way gpt-image-1 does
 * (b64_json). Requests listed in `hold` (1-based) wait for `answer()`; the others answer at once.
 */
export async function startImagesApi(hold: number[]) {
  const requests: ImagesRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const entry: ImagesRequest = {
      n: requests.length + 1,
      arrivedAt: Date.now(),
      abandonedAt: null,
      answer: () => {
        void renderPng({ width: 1024, height: 1536, seed: 7 }).then((png) => {
          if (res.destroyed) return;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ created: 1, data: [{ b64_json: png.toString('base64') }] }));
        });
      },
    };
    requests.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.abandonedAt = Date.now();
    });
    req.resume();
    req.on('end', () => {
      if (!hold.includes(entry.n)) entry.answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * A TCP proxy to the database. `cut()` is an outage as the worker sees it: open connections
 * reset, new ones refused, until `restore()`.
 */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const server = createTcpServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      down = true;
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

export type WorkerProcess = ChildProcess & {
  /** Resolves once the worker logged that it started (its sweeper has run once by then). */
  ready: Promise<void>;
};

/** Starts `npm run worker` (src/worker.ts) against the test app's data, with the images API. */
export function spawnWorker(t: TestApp, env: Record<string, string>): WorkerProcess {
  const worker = path.join(repoRoot, 'apps/api/src/worker.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      REDIS_URL: '',
      SMTP_URL: '',
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
      GENERATION_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      WORKER_CONCURRENCY: '1',
      ...env,
    },
  });
  const ready = new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      // JSON log lines: only the start line matters; the rest is read and dropped.
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('"msg":"worker started"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it started`)));
  });
  ready.catch(() => {});
  return Object.assign(child, { ready });
}
