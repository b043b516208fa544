import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, run as a process: what an operator sees at start and at shutdown.
const serverEntry = path.join(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const messages: unknown[] = [];
  child.on('message', (m) => messages.push(m));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, messages };
}

async function waitReady(port: string) {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const randomPort = () => String(20000 + Math.floor(Math.random() * 20000));

describe('server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const p = run({ PORT: 'not-a-port' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Invalid environment configuration');
    expect(p.output()).toContain('PORT');
  });

  it('serves, then shuts down gracefully on SIGTERM', async () => {
    const port = randomPort();
    const p = run({ PORT: port, HOST: '127.0.0.1' });
    expect(await waitReady(port)).toBe(true);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('shutting down');
  }, 150_000);

  // Issue 22 point 9: the bench reads the event loop's delay inside the server under load.
  it('answers its event-loop delay to the parent over IPC when EVENT_LOOP_STATS=true', async () => {
    const port = randomPort();
    const p = run({ PORT: port, HOST: '127.0.0.1', EVENT_LOOP_STATS: 'true' }, { ipc: true });
    expect(await waitReady(port)).toBe(true);
    p.child.send({ type: 'event-loop-stats' });
    for (let i = 0; i < 100 && p.messages.length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
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
  }, 150_000);

  it('says nothing over IPC by default', async () => {
    const port = randomPort();
    const p = run({ PORT: port, HOST: '127.0.0.1' }, { ipc: true });
    expect(await waitReady(port)).toBe(true);
    p.child.send({ type: 'event-loop-stats' });
    // A request answered after the question: the server has had its turn to read it.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.messages).toEqual([]);
  }, 150_000);
});
