import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { createUser, type TestUser } from './modules/generation/generation.test-helpers';

// Routes that act on an id and take no body refuse one with fields (issue 10): a client that
// believes it sends an option learns that it does not. Each answer is the 400 of a bad body,
// before anything is looked up or stored.

const ID = '6f1c1b8e-0000-4000-8000-000000000000';
const BODYLESS = [
  ['POST', `/api/artwork/${ID}/approve`],
  ['DELETE', `/api/artwork/${ID}/approve`],
  ['POST', `/api/payments/demo/${ID}/complete`],
  ['POST', '/api/subscription/cancel'],
  ['POST', '/api/subscription/resume'],
  ['POST', '/api/subscription/portal'],
  ['DELETE', `/api/favorites/${ID}`],
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
    '%s %s still takes no body or {} (then answers as before)',
    async (method, url) => {
      for (const payload of [undefined, {}]) {
        const res = await t.app.inject({ method, url, headers: ada.headers, payload });
        expect(res.statusCode).not.toBe(400);
      }
    },
  );
});
