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

  it('/healthz, probed every few seconds, logs nothing at info', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(
      lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/healthz'),
    ).toEqual([]);
  });
});
