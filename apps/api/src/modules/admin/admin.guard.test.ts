import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from './admin.test-helpers';

// Every /api/admin route answers 401 to a visitor and 403 to a shopper, whatever it
// is sent. The route table is read as the app builds it (every Fastify instance reports its
// routes here, as in private-cache.test.ts), so a route added later is walked too.

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
const VERSION = '2026-01-01T00:00:00.000Z';
const concreteUrl = (url: string) => url.replace(/:[^/]+/g, ID).replace(/\*$/, 'x');

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Bodies a client might send: none, empty, and one that looks like a real edit. */
const BODIES: (object | undefined)[] = [
  undefined,
  {},
  { updatedAt: VERSION, title: 'New title', slug: 'new-title', name: 'New', ids: [ID] },
];

describe('the /api/admin guard', () => {
  let t: TestApp;
  let shopper: TestUser;
  let admin: AdminClient;
  let adminRoutes: { method: Method; url: string }[];

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    shopper = await createUser(t.app, 'guard-user');
    admin = await newAdmin(t.app, 'guard-admin');
    const seen = new Set<string>();
    adminRoutes = routes
      .filter((r) => r.url.startsWith('/api/admin'))
      .flatMap((r) => [r.method].flat().map((m) => ({ method: m as Method, url: r.url })))
      .filter((r) => {
        const key = `${r.method} ${r.url}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  });
  afterAll(() => t.close());

  const names = () => adminRoutes.map((r) => `${r.method} ${r.url}`);

  it('finds the admin routes (products, categories, pricing…), so it cannot pass empty', () => {
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(names()).toEqual(
      expect.arrayContaining([
        'GET /api/admin/products',
        'POST /api/admin/products',
        'PUT /api/admin/products/:id',
        'DELETE /api/admin/products/:id',
        'POST /api/admin/products/:id/duplicate',
        'GET /api/admin/categories',
        'POST /api/admin/categories/reorder',
        'GET /api/admin/blueprints',
        'GET /api/admin/blueprints/:id',
        'GET /api/admin/blueprints/:id/versions/:versionId',
        'POST /api/admin/blueprints/:id/versions',
        'POST /api/admin/blueprints/:id/live',
        'POST /api/admin/blueprints/:id/preview',
        'GET /api/admin/blueprints/:id/figures',
        'PUT /api/admin/blueprints/:id/split',
        'GET /api/admin/saved-variants',
        'GET /api/admin/saved-variants/events',
        'GET /api/admin/saved-variants/:id',
        'PATCH /api/admin/saved-variants/:id',
        'DELETE /api/admin/saved-variants/:id',
        'GET /api/admin/saved-variants/:id/image',
        'POST /api/admin/saved-variants/:id/promote',
      ]),
    );
  });

  it('includes the pricing routes', () => {
    expect(names().filter((n) => n.includes('/api/admin/pricing')).length).toBeGreaterThan(0);
  });

  it('answers 401 to a visitor on every admin route, whatever the body', async () => {
    for (const { method, url } of adminRoutes) {
      for (const payload of method === 'GET' || method === 'HEAD' ? [undefined] : BODIES) {
        const res = await t.app.inject({ method, url: concreteUrl(url), payload });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(401);
        if (method !== 'HEAD') expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('answers 403 to a signed-in shopper on every admin route, whatever the body', async () => {
    for (const { method, url } of adminRoutes) {
      for (const payload of method === 'GET' || method === 'HEAD' ? [undefined] : BODIES) {
        const res = await t.app.inject({
          method,
          url: concreteUrl(url),
          headers: shopper.headers,
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(403);
        if (method !== 'HEAD') expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets an admin in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: expect.any(Array), page: 1 });
  });
});
