import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { createUser, type TestUser } from './modules/generation/generation.test-helpers';

// Routes that act on an id and take no body refuse one with fields: a client that
// believes it sends an option learns that it does not. Each answer is the 400 of a bad body,
// before anything is looked up or stored.

const ID = '6f1c1b8e-0000-4000-8000-000000000000';
// Each with the answer it gives a shopper without that artwork, session, subscription or
// favorite: what "answers as before" means once the body is accepted.
const BODYLESS = [
  ['POST', `/api/artwork/${ID}/approve`, 404, 'NOT_FOUND'],
  ['DELETE', `/api/artwork/${ID}/approve`, 404, 'NOT_FOUND'],
  ['POST', `/api/payments/demo/${ID}/complete`, 404, 'NOT_FOUND'],
  ['POST', '/api/subscription/cancel', 404, 'NOT_FOUND'],
  ['POST', '/api/subscription/resume', 404, 'NOT_FOUND'],
  ['POST', '/api/subscription/portal', 404, 'NOT_FOUND'],
  ['DELETE', `/api/favorites/${ID}`, 404, 'NOT_FOUND'],
] as const;

describe('routes without a body', () => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await createUser(t.app, 'strict');
  });
  afterAll(() => t.close());

  it.each(BODYLESS)('%s %s answers 400 to unknown fields', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: ada.headers,
      payload: { userId: 'someone-else', coupon: 'FREE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Unknown fields: userId, coupon',
    });
  });

  it.each(BODYLESS)(
    '%s %s still takes no body or {} (then answers %i %s as before)',
    async (method, url, status, code) => {
      for (const payload of [undefined, {}]) {
        const res = await t.app.inject({ method, url, headers: ada.headers, payload });
        expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(code);
      }
    },
  );
});
