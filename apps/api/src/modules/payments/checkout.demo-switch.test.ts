import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { checkoutSessions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { PAYMENTS_MESSAGES } from './payments.schemas';

// Production without STRIPE_SECRET_KEY on a shop others can reach: no free Premium unless
// DEMO_PAYMENTS=true asks for the demo checkout. The quick start's local
// trial (embedded database at localhost) offers it by default: config/env.test.ts.

const ANY_SESSION = '6f1c1b8e-0000-4000-8000-000000000000';

/** The shopper asks to upgrade to Premium, as the pricing page's button does. */
const startUpgrade = (t: TestApp, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upgrade/checkout',
    headers: user.headers,
    payload: { userId: user.id, priceId: 'premium' },
  });

describe('production without Stripe and without DEMO_PAYMENTS', () => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    ada = await createUser(t.app, 'nopay');
  });
  afterAll(() => t.close());

  it('answers the upgrade with 503 and a clear message, storing nothing', async () => {
    const res = await startUpgrade(t, ada);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'PAYMENTS_NOT_CONFIGURED', message: PAYMENTS_MESSAGES.NOT_CONFIGURED },
    });
    expect(PAYMENTS_MESSAGES.NOT_CONFIGURED).toMatch(/^Payments are not set up on this shop yet/);
    const [sessions] = await t.app.db.select({ n: count() }).from(checkoutSessions);
    expect(sessions!.n).toBe(0);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ada.id));
    expect(row).toMatchObject({ isPremium: false, generationsLimit: 3 });
  });

  it('has no demo checkout routes', async () => {
    for (const [method, url] of [
      ['GET', `/api/payments/demo/${ANY_SESSION}`],
      ['POST', `/api/payments/demo/${ANY_SESSION}/complete`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: ada.headers });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('tells the web app that payments are off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.json()).toMatchObject({ payments: 'off' });
  });
});

describe('production without Stripe, DEMO_PAYMENTS=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEMO_PAYMENTS: 'true' });
  });
  afterAll(() => t.close());

  it('offers the demo checkout, and says so to the web app', async () => {
    const bob = await createUser(t.app, 'demopay');
    const res = await startUpgrade(t, bob);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/checkout\/demo\/[0-9a-f-]{36}$/);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/demo/${url.split('/').pop()}`,
      headers: bob.headers,
    });
    expect(page.statusCode).toBe(200);
    const cfg = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(cfg.json()).toMatchObject({ payments: 'demo' });
  });
});

describe('production without Stripe on a local trial (the quick start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // `npm ci && npm start`: production, the embedded database (even in the PostgreSQL run),
    // PUBLIC_URL unset (http://localhost:PORT).
    t = await createTestApp({
      NODE_ENV: 'production',
      DATABASE_URL: undefined,
      PUBLIC_URL: undefined,
    });
  });
  afterAll(() => t.close());

  it('offers the demo checkout, so a newcomer can buy', async () => {
    expect(t.app.config.publicUrl).toMatch(/^http:\/\/localhost:\d+$/);
    const config = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(config.json()).toMatchObject({ payments: 'demo' });
    const cy = await createUser(t.app, 'localtrial');
    const res = await startUpgrade(t, cy);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/checkout\/demo\/[0-9a-f-]{36}$/);
  });
});
