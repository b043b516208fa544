import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { PASSWORD, uniqueEmail } from '../modules/auth/auth.test-helpers';
import { createUser } from '../modules/generation/generation.test-helpers';

// Answers about one account are never cacheable. The route table is read
// as the app builds it (every Fastify instance reports its routes here), so a route added
// later with requireUser or requireAdmin is walked too without touching this test.

const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create };
});

const ID = '6f1c1b8e-0000-4000-8000-000000000000';
const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preHandler].flat().filter((h) => h !== undefined);
const concreteUrl = (url: string) => url.replace(/:[^/]+/g, ID).replace(/\*$/, 'x');

describe('Cache-Control of private answers', () => {
  let t: TestApp;
  let guarded: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    const guards = new Set<unknown>([t.app.requireUser, t.app.requireAdmin]);
    guarded = routes
      .filter((route) => hooksOf(route).some((hook) => guards.has(hook)))
      .flatMap((route) =>
        [route.method].flat().map((method) => ({ method, url: concreteUrl(route.url) })),
      )
      .filter((route) => route.method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('finds the routes that require a user (profile, subscription, demo checkout, boards...)', () => {
    const urls = guarded.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/auth/profile',
        'GET /api/subscription',
        `GET /api/payments/demo/${ID}`,
        'POST /api/upgrade/checkout',
        'GET /api/vision-boards',
        'DELETE /api/account',
      ]),
    );
    expect(guarded.length).toBeGreaterThan(25);
  });

  it('every route that requires a user answers private, no-store, signed in or not, whatever the status', async () => {
    for (const { method, url } of guarded) {
      // A fresh account each time: some of these routes delete or change the caller.
      const user = await createUser(t.app, 'cache');
      const signedIn = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...user.headers, origin: t.config.publicUrl },
      });
      expect(
        signedIn.headers['cache-control'],
        `${method} ${url} → ${signedIn.statusCode}`,
      ).toMatch(/^private, no-store(, no-transform)?$/);
      const anonymous = await t.app.inject({ method: method as 'GET', url });
      expect(anonymous.headers['cache-control'], `${method} ${url} → ${anonymous.statusCode}`).toBe(
        'private, no-store',
      );
    }
  });

  it("better-auth's answers: sign-up, sign-in, get-session, list-sessions, list-accounts", async () => {
    const email = uniqueEmail('cache');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: PASSWORD, name: 'C' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toHaveProperty('token');
    expect(signUp.headers['cache-control']).toBe('private, no-store');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    const headers = { authorization: `Bearer ${String(signIn.headers['set-auth-token'])}` };

    for (const url of [
      '/api/auth/get-session',
      '/api/auth/list-sessions',
      '/api/auth/list-accounts',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const sessions = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers });
    expect(JSON.stringify(sessions.json())).toContain('token');

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'wrong-password' },
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['cache-control']).toBe('private, no-store');
  });

  it('public answers keep their own caching, even for a signed-in caller', async () => {
    const user = await createUser(t.app, 'public');
    for (const url of ['/api/pricing', '/api/products']) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, no-cache');
    }
  });
});
