import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression';

describe('compression plugin: request bodies', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.post('/echo', async (request) => ({ got: request.body }));
    app.get('/page', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('still decompresses a gzip-encoded JSON body on a route that takes one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'Buddy' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: { name: 'Buddy' } });
  });

  it('refuses an encoding it cannot read on such a route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'xyz' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
  });

  it('gives a route without a body no request decompression (a GET is not refused for it)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { 'content-encoding': 'xyz' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
