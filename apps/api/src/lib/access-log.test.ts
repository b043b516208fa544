import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestJson } from './access-log';
import { serializeRequest } from './log-redaction';

// The request line's `req` is written from a cache of each URL's redacted, escaped JSON
// (access-log.ts). Whatever the request, it must be what pino's serializer writes for it:
// the same fields, in the same order, secrets redacted, odd characters escaped.

type Send = { method?: 'GET' | 'POST'; url: string; headers?: Record<string, string> };

async function requestsOf(trustProxy: boolean, sends: Send[]) {
  const app = Fastify({ logger: false, trustProxy });
  const seen: FastifyRequest[] = [];
  app.all('/*', (request, reply) => {
    seen.push(request);
    return reply.send({ ok: true });
  });
  for (const send of sends) {
    const res = await app.inject({
      method: send.method ?? 'GET',
      url: send.url,
      headers: send.headers,
    });
    expect(res.statusCode).toBe(200);
  }
  return { seen, close: () => app.close() };
}

const SENDS: Send[] = [
  { url: '/products/vision-board' },
  { url: '/products/vision-board' },
  { method: 'POST', url: '/products/vision-board' },
  { url: '/api/fulfilment/prodigi/callback?secret=s3cr3t-value&id=1' },
  { url: '/api/fulfilment/prodigi/callback?secret=s3cr3t-value&id=1' },
  { url: '/reset-password/tok-123?callbackURL=%2F' },
  { url: '/search?q=%22quoted%22%5C&name=Zo%C3%AB' },
  { url: '/odd/"quote"\\back' },
  { url: '/api/products', headers: { 'accept-version': '2.x' } },
  { url: '/api/products', headers: { host: 'shop.example:8443' } },
  { url: '/api/products', headers: { host: 'odd"host' } },
];

describe('requestJson: the request line\'s "req", from its cache', () => {
  it('is exactly what the serializer writes, for the first and every later request of a URL', async () => {
    const { seen, close } = await requestsOf(false, SENDS);
    try {
      for (const request of seen) {
        const json = requestJson(request);
        expect(json).toBe(JSON.stringify(serializeRequest(request)));
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(serializeRequest(request))));
      }
      expect(requestJson(seen[3]!)).not.toContain('s3cr3t-value');
      expect(requestJson(seen[5]!)).not.toContain('tok-123');
      expect(JSON.parse(requestJson(seen[8]!))).toMatchObject({ version: '2.x' });
    } finally {
      await close();
    }
  });

  it('writes the address a trusted proxy gives, which changes from request to request', async () => {
    const { seen, close } = await requestsOf(true, [
      {
        url: '/api/products',
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'shop.example' },
      },
      { url: '/api/products', headers: { 'x-forwarded-for': '198.51.100.2' } },
    ]);
    try {
      expect(JSON.parse(requestJson(seen[0]!))).toMatchObject({
        remoteAddress: '203.0.113.7',
        host: 'shop.example',
      });
      expect(JSON.parse(requestJson(seen[1]!))).toMatchObject({ remoteAddress: '198.51.100.2' });
      for (const request of seen) {
        expect(requestJson(request)).toBe(JSON.stringify(serializeRequest(request)));
      }
    } finally {
      await close();
    }
  });

  it('stays right past the number of URLs it keeps', async () => {
    const sends = Array.from({ length: 1_200 }, (_, i) => ({ url: `/p/${i}?token=t${i}` }));
    const { seen, close } = await requestsOf(false, [...sends, ...sends.slice(0, 50)]);
    try {
      for (const request of seen) {
        expect(requestJson(request)).toBe(JSON.stringify(serializeRequest(request)));
      }
    } finally {
      await close();
    }
  });
});
