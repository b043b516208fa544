import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { imageForm } from './modules/uploads/uploads.test-helpers';
import { jpeg } from './modules/uploads/uploads.test-images';
import { createWebDist } from './modules/web/web-dist.test-helpers';

// The real entry point, run as a process: what an operator sees at start and at shutdown.
const serverEntry = path.join(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-server-'));
const children: ChildProcess[] = [];
afterAll(() => {
  // A test that failed half-way leaves no server behind.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function run(env: Record<string, string>, { ipc = false } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc' as const] : [])],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const messages: unknown[] = [];
  child.on('message', (m) => messages.push(m));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, messages };
}

/**
 * One HTTP/1.1 connection held open by hand (fetch's pool would quietly open a new one when a
 * kept-alive socket is closed under it): GETs are sent on it one at a time.
 */
function rawConnection(port: number) {
  return new Promise<{
    get: (
      path: string,
    ) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
    closed: Promise<void>;
  }>((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let buffer = '';
    let pending: ((text: string | null) => void) | null = null;
    /** A whole answer (headers and a Content-Length body) at the start of the buffer. */
    const take = () => {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return null;
      const text = buffer.slice(0, end + 4 + length);
      buffer = buffer.slice(text.length);
      return text;
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const text = pending && take();
      if (text) pending?.(text);
    });
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    void closed.then(() => pending?.(null));
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        closed,
        get: (target) =>
          new Promise((answered, failed) => {
            pending = (text) => {
              pending = null;
              if (text === null)
                return failed(new Error(`connection closed before ${target} was answered`));
              const [head = '', body = ''] = text.split('\r\n\r\n');
              const [statusLine = '', ...lines] = head.split('\r\n');
              const headers = Object.fromEntries(
                lines.map((l) => [
                  l.slice(0, l.indexOf(':')).toLowerCase(),
                  l.slice(l.indexOf(':') + 1).trim(),
                ]),
              );
              answered({ status: Number(statusLine.split(' ')[1]), headers, body });
            };
            if (socket.destroyed) return pending(null);
            socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
          }),
      }),
    );
  });
}

// Each test starts a process that compiles the app with tsx: on a loaded 2-core machine that
// alone has taken minutes, so these wait longer than the suite's default.
describe('server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const p = run({ PORT: 'not-a-port' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Invalid environment configuration');
    expect(p.output()).toContain('PORT');
  }, 600_000);

  it('on SIGTERM drains (readyz 503), then refuses new connections, finishes the request in flight and exits 0', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    // At debug the server logs a request's arrival: how this test sees its upload in flight.
    // A drain longer than the test: the second signal below ends it.
    const p = run({
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      SHUTDOWN_DRAIN_MS: '600000',
    });
    await until(
      () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, no),
      () => `ready; its output:\n${p.output()}`,
    );

    // An upload whose body is half sent: the server has the request and waits for the rest.
    const form = new Response(imageForm(await jpeg(320, 240)));
    const body = Buffer.from(await form.arrayBuffer());
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload/image',
      headers: {
        'content-type': form.headers.get('content-type')!,
        'content-length': body.length,
        connection: 'close',
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
    });
    req.write(body.subarray(0, body.length >> 1));
    await until(
      async () =>
        logLines(p.output()).some(
          (l) => l.msg === 'incoming request' && l.req?.url === '/api/upload/image',
        ),
      'the upload in flight',
    );

    // A kept-alive connection, as a proxy holds to each instance, idle when the drain starts.
    const kept = await rawConnection(port);
    const first = await kept.get('/healthz');
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');

    p.child.kill('SIGTERM');
    await until(async () => p.output().includes('shutting down'), 'shutting down');
    // The drain does not cut it: a request sent on it now (the proxy may be sending one at that
    // very moment) is answered, and its answer closes the connection.
    const second = await kept.get('/healthz');
    expect(second.status).toBe(200);
    expect(second.headers.connection).toBe('close');
    await kept.closed;
    // Draining: the proxy's health check fails while the instance still answers.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'SHUTTING_DOWN' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    // The second signal ends the drain.
    p.child.kill('SIGTERM');
    // The listening socket closes while the upload is still open: a new connection is refused.
    await until(
      () => fetch(`http://127.0.0.1:${port}/healthz`).then(no, (err: Error) => connRefused(err)),
      'new connections refused',
    );
    expect(p.child.exitCode).toBeNull();

    req.end(body.subarray(body.length >> 1));
    const res = await answer;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).key).toMatch(/^user-uploads\/guest-/);
    expect(await p.exited).toBe(0);
  }, 600_000);

  it("sheds load while its event loop is blocked: 503 with Retry-After, readyz OVERLOADED; the web build's files still go out", async () => {
    const port = randomPort();
    const dist = createWebDist();
    onTestFinished(dist.remove);
    const p = run({
      PORT: port,
      HOST: '127.0.0.1',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '20',
      LOAD_SHED_RETRY_AFTER_S: '7',
      WEB_DIST_DIR: dist.dir,
    });
    await until(ready(port), () => `ready; its output:\n${p.output()}`);
    // A stopped process is an event loop blocked for as long: its next sample sees the delay.
    // Each round stops it for 3 s; the answers right after must be shed until a sample passes.
    let shed: Response | null = null;
    let readiness: Response | null = null;
    let asset: Response | null = null;
    for (let round = 0; round < 10 && !shed; round++) {
      p.child.kill('SIGSTOP');
      await new Promise((r) => setTimeout(r, 3_000));
      p.child.kill('SIGCONT');
      const [page, probe, file] = await Promise.all([
        fetch(`http://127.0.0.1:${port}/api/products`),
        fetch(`http://127.0.0.1:${port}/readyz`),
        fetch(`http://127.0.0.1:${port}/assets/index-abc123.js`),
      ]);
      if (page.status === 503) [shed, readiness, asset] = [page, probe, file];
    }
    expect(shed, 'a shed answer').not.toBeNull();
    // While the API is shed, a page already sent still gets its scripts.
    expect(asset!.status).toBe(200);
    expect(await asset!.text()).toBe('console.log(1)');
    expect(shed!.headers.get('retry-after')).toBe('7');
    expect(((await shed!.json()) as { error: { code: string } }).error.code).toBe('OVERLOADED');
    expect(readiness!.status).toBe(503);
    expect(await readiness!.json()).toEqual({ status: 'OVERLOADED' });
    // Once the loop is free again the instance is ready and serves.
    await until(ready(port), 'ready again');
    expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  }, 600_000);

  // The bench reads the event loop's delay inside the server under load.
  it('answers its event-loop delay to the parent over IPC when EVENT_LOOP_STATS=true', async () => {
    const port = randomPort();
    const p = run({ PORT: port, HOST: '127.0.0.1', EVENT_LOOP_STATS: 'true' }, { ipc: true });
    await until(ready(port), () => `ready; its output:\n${p.output()}`);
    // The delay is sampled once per 10 ms tick: the server may be ready within its first tick.
    await new Promise((r) => setTimeout(r, 100));
    p.child.send({ type: 'event-loop-stats' });
    await until(async () => p.messages.length > 0, 'the event-loop answer');
    p.child.kill('SIGTERM');
    // The channel does not keep a closing server alive.
    expect(await p.exited).toBe(0);
    expect(p.messages).toHaveLength(1);
    const stats = p.messages[0] as Record<string, number | string>;
    expect(stats).toMatchObject({ type: 'event-loop-stats' });
    expect(stats.samples).toBeGreaterThan(0);
    expect(stats.maxMs).toBeGreaterThanOrEqual(stats.p99Ms as number);
    expect(stats.p99Ms).toBeGreaterThanOrEqual(0);
    expect(stats.rssMb).toBeGreaterThan(0);
  }, 600_000);

  it('says nothing over IPC by default', async () => {
    const port = randomPort();
    const p = run({ PORT: port, HOST: '127.0.0.1' }, { ipc: true });
    await until(ready(port), () => `ready; its output:\n${p.output()}`);
    p.child.send({ type: 'event-loop-stats' });
    // A request answered after the question: the server has had its turn to read it.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.messages).toEqual([]);
  }, 600_000);
});

const randomPort = () => String(20000 + Math.floor(Math.random() * 20000));
const ready = (port: string) => () =>
  fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, no);

const no = () => false;
/** The server's JSON log lines (pino), parsed; other lines skipped. */
const logLines = (output: string) =>
  output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as { msg?: string; req?: { url?: string } }];
    } catch {
      return [];
    }
  });
const connRefused = (err: Error) =>
  (err.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';

/** Polls `check` every 100 ms until it holds; fails naming `what` after 540 s. */
async function until(check: () => Promise<boolean>, what: string | (() => string)) {
  const deadline = Date.now() + 540_000;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for: ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
