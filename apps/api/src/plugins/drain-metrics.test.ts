import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { SSE_RETRY_MS } from '../lib/sse-stream';
import {
  createBoard,
  createProduct,
  createUser,
  waitForFinished,
} from '../modules/generation/generation.test-helpers';

const TOKEN = 'metrics-token-0123456789';

// The drain (shutdown's first phase) and /metrics, on a listening app over real HTTP.
describe('draining and metrics', () => {
  let t: TestApp;
  let base: string;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line: string) => void logs.push(line) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('/metrics needs the token and counts requests by route pattern', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);

    const product = await createProduct(t.app);
    const user = await createUser(t.app, 'metrics');
    const board = await createBoard(t.app, user, product.id);
    const board2 = await createBoard(t.app, user, product.id);
    for (const id of [board.id, board2.id]) {
      const got = await fetch(`${base}/api/vision-boards/${id}`, { headers: user.headers });
      expect(got.status).toBe(200);
    }

    const scrape = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    for (const family of [
      'http_request_duration_seconds',
      'atelier_generation_duration_seconds',
      'atelier_generation_queue_depth',
      'atelier_generation_queue_oldest_age_seconds',
      'atelier_mail_outbox_backlog',
      'atelier_print_file_jobs',
      'atelier_sse_connections',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    // One series for both boards: the route's pattern, never its URL.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/vision-boards\/:id",status_code="200"\} 2\n/,
    );
    expect(text).not.toContain(board.id);
  });

  it('a generation carries the X-Request-Id into its job log lines and duration metric', async () => {
    const product = await createProduct(t.app);
    const user = await createUser(t.app, 'reqid');
    const board = await createBoard(t.app, user, product.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-artwork',
      headers: { ...user.headers, 'x-request-id': 'story-of-one-artwork' },
      payload: { visionBoardId: board.id },
    });
    expect(res.statusCode).toBe(201);
    const done = await waitForFinished(t.app, res.json().id, 120_000);
    expect(done.status).toBe('succeeded');
    const lines = logs.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    const ofJob = lines.filter((l) => l.reqId === 'story-of-one-artwork').map((l) => l.msg);
    expect(ofJob).toEqual(
      expect.arrayContaining(['generation attempt started', 'artwork succeeded']),
    );
    const text = await t.app.metrics!.scrape();
    expect(text).toMatch(
      /atelier_generation_duration_seconds_count\{provider="local",outcome="succeeded"\} 1\n/,
    );
  });

  it('draining: readyz 503 SHUTTING_DOWN, Connection: close, event streams get a retry hint and end', async () => {
    const product = await createProduct(t.app);
    const user = await createUser(t.app, 'drain');
    const board = await createBoard(t.app, user, product.id);
    const url = new URL(`${base}/api/vision-boards/${board.id}/events`);
    let text = '';
    const ended = new Promise<void>((resolve, reject) => {
      const req = request(url, { headers: user.headers }, (res) => {
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', resolve);
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    // The stream is open once its first line arrived.
    await expect.poll(() => text, { timeout: 60_000 }).toMatch(/^retry: \d+\n/);
    const open = await t.app.metrics!.scrape();
    expect(open).toMatch(/atelier_sse_connections 1\n/);

    const beforeDrain = text.length;
    t.app.drain.start();
    await ended;
    // The stream's last words, sent after the drain started: come back in a second.
    const last = text.slice(beforeDrain);
    expect(last).toContain(`retry: ${SSE_RETRY_MS}\n`);
    expect(text.trimEnd().endsWith(`retry: ${SSE_RETRY_MS}`)).toBe(true);

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'SHUTTING_DOWN' });
    expect(ready.headers.get('connection')).toBe('close');
    // Liveness and the shop still answer while the proxy takes the instance out.
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');
  });
});
