import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

// What the whole app shows the world depending on its configuration: HSTS follows PUBLIC_URL,
// the OpenAPI pages follow API_DOCS (off by default in production).

describe('app configuration and the public surface', () => {
  let plainProd: TestApp;
  let secureProdDocs: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    plainProd = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example' });
    secureProdDocs = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      API_DOCS: 'true',
    });
    dev = await createTestApp({});
  });
  afterAll(async () => {
    await Promise.all([plainProd?.close(), secureProdDocs?.close(), dev?.close()]);
  });

  it('sends Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    const plain = await plainProd.app.inject('/healthz');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');

    const secure = await secureProdDocs.app.inject('/healthz');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('hides /api/docs in production unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await plainProd.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('swagger');
    }
    const page = await secureProdDocs.app.inject('/api/docs/json');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ info: { title: 'Atelier API' } });
  });

  it('serves /api/docs outside production', async () => {
    expect((await dev.app.inject('/api/docs/json')).statusCode).toBe(200);
  });
});
