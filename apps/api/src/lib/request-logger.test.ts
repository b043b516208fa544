import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRequestIds, createRequestLoggerFactory } from './request-logger';

// Each request's logger is a plain child of one base per level (request-logger.ts). It must be
// the logger Fastify's own factory gives: the request id bound, the route's level kept, the
// parent's level followed when it changes; and every request id unique.

function appWithLines() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app = Fastify({
    loggerInstance: logger,
    // Only what the routes below write (Fastify's own request lines are another test's).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: createRequestIds(),
    childLoggerFactory: createRequestLoggerFactory(),
  });
  app.get('/say', (request, reply) => {
    request.log.info({ said: 'info' }, 'hello');
    request.log.warn({ said: 'warn' }, 'careful');
    request.log.child({ step: 'inner' }).info('inside');
    return reply.send({ id: request.id });
  });
  app.get('/quiet', { logLevel: 'warn' }, (request, reply) => {
    request.log.info('not written');
    request.log.warn('written');
    return reply.send({ id: request.id });
  });
  return { app, logger, lines };
}

describe('the request logger', () => {
  it("binds the request's id to every line it writes, its own children's too", async () => {
    const { app, lines } = appWithLines();
    const answer = await app.inject({ url: '/say', headers: { 'x-request-id': 'proxy-7f' } });
    expect(answer.json()).toEqual({ id: 'proxy-7f' });
    const mine = lines.filter((l) => l.reqId === 'proxy-7f');
    expect(mine.map((l) => l.msg)).toEqual(['hello', 'careful', 'inside']);
    expect(mine[0]).toMatchObject({ level: 30, said: 'info', pid: process.pid });
    expect(mine[2]).toMatchObject({ step: 'inner' });
    expect(Object.keys(mine[0]!).slice(0, 5)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
    ]);
    // A second request is not given the first one's bindings.
    await app.inject({ url: '/say', headers: { 'x-request-id': 'proxy-80' } });
    expect(lines.filter((l) => l.reqId === 'proxy-80')).toHaveLength(3);
    expect(lines.filter((l) => l.reqId === 'proxy-7f')).toHaveLength(3);
    await app.close();
  });

  it("keeps a route's own level, and follows the parent's when it changes", async () => {
    const { app, logger, lines } = appWithLines();
    await app.inject({ url: '/quiet', headers: { 'x-request-id': 'q-1' } });
    expect(lines.filter((l) => l.reqId === 'q-1').map((l) => l.msg)).toEqual(['written']);

    logger.level = 'warn';
    await app.inject({ url: '/say', headers: { 'x-request-id': 's-1' } });
    expect(lines.filter((l) => l.reqId === 's-1').map((l) => l.msg)).toEqual(['careful']);
    logger.level = 'info';
    await app.inject({ url: '/say', headers: { 'x-request-id': 's-2' } });
    expect(lines.filter((l) => l.reqId === 's-2').map((l) => l.msg)).toEqual([
      'hello',
      'careful',
      'inside',
    ]);
    await app.close();
  });

  it('gives every request an id of its own, and keeps a plain one a proxy sent', async () => {
    const ids = createRequestIds();
    const other = createRequestIds();
    const req = (headers: Record<string, string | string[]> = {}) =>
      ({ headers }) as unknown as Parameters<typeof ids>[0];
    const made = Array.from({ length: 5_000 }, () => ids(req()));
    expect(new Set(made).size).toBe(made.length);
    // Another process (another start) never makes the same ids.
    expect(made).not.toContain(other(req()));
    for (const id of made.slice(0, 50)) expect(id).toMatch(/^[\w.:@-]{1,128}$/);
    expect(ids(req({ 'x-request-id': 'haproxy-0a1b:2' }))).toBe('haproxy-0a1b:2');
    // Anything else a caller sends is replaced: it would go into every log line as it is.
    for (const bad of ['has space', 'quote"', 'x'.repeat(129), '']) {
      expect(ids(req({ 'x-request-id': bad }))).not.toBe(bad);
    }
    expect(ids(req({ 'x-request-id': ['a', 'b'] }))).not.toBe('a');
  });
});
