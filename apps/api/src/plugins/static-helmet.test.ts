import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, staticHelmet } from './static-helmet';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
};

/** What @fastify/helmet itself sends for OPTIONS. */
async function referenceHeaders() {
  const reference = Fastify();
  await reference.register(helmet, OPTIONS);
  reference.get('/', () => 'ok');
  const headers = (await reference.inject('/')).headers;
  await reference.close();
  return headers;
}

describe('staticHelmet', () => {
  it('computes the same headers @fastify/helmet sends', async () => {
    const expected = await referenceHeaders();
    const headers = await helmetHeaders(OPTIONS);
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(headers[name], name).toBe(expected[name]);
    }
    for (const [name, value] of Object.entries(headers)) expect(expected[name], name).toBe(value);
  });

  it('sends them on every answer: routes, 404s and errors', async () => {
    const expected = await referenceHeaders();
    const app = Fastify();
    await app.register(staticHelmet, OPTIONS);
    app.get('/ok', () => ({ ok: true }));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/boom']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe(expected['content-security-policy']);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    await app.close();
  });
});

describe('staticHelmet and the shop address', () => {
  async function hsts(publicUrl: string | undefined) {
    const app = Fastify();
    await app.register(staticHelmet, { ...OPTIONS, publicUrl });
    app.get('/', () => 'ok');
    const res = await app.inject('/');
    await app.close();
    return res.headers['strict-transport-security'];
  }

  it('sends Strict-Transport-Security when the shop is served over https', async () => {
    expect(await hsts('https://shop.example')).toMatch(/^max-age=\d+/);
  });

  it('does not send it when the shop is served over plain http', async () => {
    expect(await hsts('http://shop.example')).toBeUndefined();
    expect(await hsts('http://localhost:3000')).toBeUndefined();
  });
});
