import { Readable } from 'node:stream';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../test/app';
import { notFound } from '../lib/errors';
import type { App } from '../app';

// A throwaway route on a real app: the error shapes every module relies on.
describe('error bodies', () => {
  let t: TestApp;
  const register = (app: App) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/__test/echo',
      {
        schema: {
          body: z.strictObject({
            name: z.string().min(2),
            nested: z.strictObject({ a: z.number() }).optional(),
          }),
        },
      },
      async (request) => ({ name: request.body.name }),
    );
    typed.get('/__test/missing', async () => {
      throw notFound('Widget not found');
    });
    typed.get('/__test/crash', async () => {
      throw new Error('secret internals');
    });
    // A download streamed through compression whose source fails before its first byte (as
    // the orders CSV export does when its first query fails).
    typed.get('/__test/stream-fails', (_request, reply) => {
      const source = new Readable({
        read() {
          this.destroy(new Error('the first batch failed'));
        },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="rows.csv"')
        .send(source);
    });
  };

  beforeAll(async () => {
    t = await createTestApp({}, register);
  });
  afterAll(() => t.close());

  it('names unknown fields, top-level and nested, with 400 VALIDATION_ERROR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      payload: { name: 'Al', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Unknown field: role' },
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      payload: { name: 'Al', nested: { a: 1, b: 2, c: 3 } },
    });
    expect(nested.json().error.message).toBe('Unknown fields: nested.b, nested.c');
  });

  it('says which field is invalid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/__test/echo', payload: { name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^name: /);
  });

  it('renders AppError with its status and code, and hides internals of a crash', async () => {
    const missing = await t.app.inject('/__test/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Widget not found' } });
    const crash = await t.app.inject('/__test/crash');
    expect(crash.statusCode).toBe(500);
    expect(crash.json().error.code).toBe('INTERNAL_ERROR');
    expect(crash.body).not.toContain('secret internals');
  });

  it('a streamed download that fails before its first byte answers a plain JSON 500', async () => {
    for (const encoding of ['gzip', 'br', 'gzip, deflate, br']) {
      const res = await t.app.inject({
        url: '/__test/stream-fails',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(500);
      // Nothing of the body it replaced: not encoded, not an attachment, JSON.
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.headers['content-disposition'], encoding).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().error.code, res.body).toBe('INTERNAL_ERROR');
    }
  });
});
