import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

// What the shop logs of a request at the default level (docs/operations.md › Logs): one line,
// when it is answered, with the method, the URL (secrets redacted), the status and the time;
// never a header, so neither the session cookie nor a bearer token reaches the log.

describe('the request log line', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is one line per request with method, redacted URL, status and time, and no header', async () => {
    const cookie = 'better-auth.session_token=cookie-value-7f3a; atelier_guest=guest-value-91c2';
    const bearer = 'Bearer bearer-value-5d8e';
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/products?token=query-value-2b6f&category=family-pets',
      headers: { cookie, authorization: bearer },
    });
    expect(answer.statusCode).toBe(200);

    const mine = lines.filter((l) =>
      (l.req as { url?: string } | undefined)?.url?.includes('/api/products?'),
    );
    expect(mine.map((l) => l.msg)).toEqual(['request completed']);
    const [line] = mine;
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/products?token=[redacted]&category=family-pets' },
      res: { statusCode: 200 },
    });
    expect(typeof line!.responseTime).toBe('number');
    const text = JSON.stringify(lines);
    for (const secret of [
      'cookie-value-7f3a',
      'guest-value-91c2',
      'bearer-value-5d8e',
      'query-value-2b6f',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('"headers"');
  });

  it("carries the fields of every other line, in pino's order, and the request id it was given", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=family-pets',
      headers: { 'x-request-id': 'proxy-id-4c1d' },
    });
    expect(answer.statusCode).toBe(200);
    const line = lines.find((l) => l.reqId === 'proxy-id-4c1d');
    expect(line).toBeDefined();
    expect(Object.keys(line!)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      req: { method: 'GET', url: '/api/products?category=family-pets', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(Math.abs((line!.time as number) - Date.now())).toBeLessThan(60_000);
    expect(line!.responseTime).toBeGreaterThan(0);
  });

  it('/healthz, probed every few seconds, logs nothing at info', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(
      lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/healthz'),
    ).toEqual([]);
  });
});

describe('the request log line of a named instance', () => {
  it('carries the instance name, and is not written once the level is above info', async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'info', INSTANCE_NAME: 'api-7' }, undefined, {
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      const line = lines.find((l) => l.msg === 'request completed');
      expect(line).toMatchObject({ instance: 'api-7', req: { url: '/api/products' } });
      expect(Object.keys(line!).slice(0, 6)).toEqual([
        'level',
        'time',
        'pid',
        'hostname',
        'instance',
        'reqId',
      ]);

      t.app.log.level = 'warn';
      lines.length = 0;
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
