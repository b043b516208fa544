import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsCheckingInterval } from './lib/connection-timeouts';
import { createTestApp, type TestApp } from './test/app';

// A client that sends its request slowly cannot hold a connection. The app
// listens on a real socket and a raw client dribbles one byte every 300 ms.

const REQUEST_MS = 1_500;
const HEADERS_MS = 600;
const KEEP_ALIVE_MS = 400;
/** Well under the minutes a slow client used to keep, and under Node's 30 s check interval. */
const CUT_WITHIN_MS = 4_000;

type Outcome = { answer: string; closedAfterMs: number };

/** Writes `head` at once, then `dribble` one byte every 300 ms, until the server closes. */
function slowClient(port: number, head: string, dribble: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < dribble.length && socket.writable) socket.write(dribble[sent++]!);
    }, 300);
    const giveUp = setTimeout(() => socket.destroy(), CUT_WITHIN_MS + 3_000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('slow clients time out', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts a request whose body arrives one byte at a time (408, connection closed)', async () => {
    const body = JSON.stringify({
      name: 'Slow Loris',
      email: 'slow@example.com',
      message: 'x'.repeat(200),
    });
    const head = [
      'POST /api/contact HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const { answer, closedAfterMs } = await slowClient(port, head, body);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a request whose headers arrive one byte at a time', async () => {
    const head = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n';
    const { answer, closedAfterMs } = await slowClient(port, head, `X-Slow: ${'a'.repeat(100)}`);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { answer, closedAfterMs } = await slowClient(
      port,
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      '',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
    expect(closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
  });
});

describe('connectionsCheckingInterval', () => {
  it('checks at a quarter of the shorter limit, between 100 ms and 5 s', () => {
    expect(
      connectionsCheckingInterval({ requestMs: 60_000, headersMs: 15_000, keepAliveMs: 1 }),
    ).toBe(3_750);
    expect(connectionsCheckingInterval({ requestMs: 1_000, headersMs: 0, keepAliveMs: 1 })).toBe(
      250,
    );
    expect(connectionsCheckingInterval({ requestMs: 200, headersMs: 100, keepAliveMs: 1 })).toBe(
      100,
    );
    expect(connectionsCheckingInterval({ requestMs: 600_000, headersMs: 0, keepAliveMs: 1 })).toBe(
      5_000,
    );
  });
});
