import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadTestConfig } from '../../test/config';
import { users } from '../../db/schema/auth';
import { createTestApp, type TestApp } from '../../test/app';
import {
  PASSWORD,
  bearer,
  newUser,
  profile,
  signIn,
  signUp,
  uniqueEmail,
} from './auth.test-helpers';

describe('admin bootstrap and requireAdmin', () => {
  const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-pass' };
  let t: TestApp;
  let app2: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestApp(admin);
  });
  afterAll(async () => {
    await app2?.close();
    await t?.close();
  });

  it('creates ADMIN_EMAIL with role admin, once, across restarts', async () => {
    const res = await signIn(t.app, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await profile(t.app, res.json().token)).json()).toMatchObject({ role: 'admin' });

    // A second start on the same database: still one account, still admin, password kept.
    await t.app.close();
    app2 = await buildApp({
      ...t.config,
      admin: { email: admin.ADMIN_EMAIL, password: 'other-pass' },
    });
    app2.get('/api/test/admin-only', { preHandler: app2.requireAdmin }, async (request) => ({
      ok: true,
      role: request.user?.role,
    }));
    await app2.ready();
    const rows = await app2.db.select().from(users).where(eq(users.email, admin.ADMIN_EMAIL));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    expect((await signIn(app2, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('requireAdmin: 401 signed out, 403 for a user, 200 for the admin', async () => {
    const app = app2!;
    expect((await app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    const { token } = await newUser(app, 'plain');
    const asUser = await app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: bearer(token),
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.code).toBe('FORBIDDEN');
    const adminToken = (await signIn(app, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).json().token;
    const asAdmin = await app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: bearer(adminToken),
    });
    expect(asAdmin.json()).toEqual({ ok: true, role: 'admin' });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'two instances starting together on PostgreSQL make one admin',
    async () => {
      const config = { ...t.config, admin: { email: 'twin@example.com', password: 'twin-pass' } };
      const apps = await Promise.all([buildApp(config), buildApp(config)]);
      try {
        await Promise.all(apps.map((a) => a.ready()));
        const rows = await apps[0]!.db
          .select()
          .from(users)
          .where(eq(users.email, 'twin@example.com'));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.role).toBe('admin');
      } finally {
        await Promise.all(apps.map((a) => a.close()));
      }
    },
  );
});

describe('locked out of the admin: a start with ADMIN_EMAIL/ADMIN_PASSWORD is the way back', () => {
  const owner = { ADMIN_EMAIL: 'locked-out@example.com', ADMIN_PASSWORD: 'owner-pass' };
  type LockOut = { banned?: boolean; banReason?: string; role?: 'user' };
  let t: TestApp;
  /** The app now running on the test's database (each case restarts it). */
  let current: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(owner);
    current = t.app;
  });
  afterAll(async () => {
    if (current !== t.app) await current.close();
    await t?.close();
  });

  it.each<[string, LockOut]>([
    ['disabled', { banned: true, banReason: 'Disabled by another admin' }],
    ['demoted', { role: 'user' }],
    ['disabled and demoted', { banned: true, banReason: 'Both', role: 'user' }],
  ])(
    'the ADMIN_EMAIL account %s signs in and reaches the admin after a restart',
    async (_, lockOut) => {
      const [row] = await current.db.select().from(users).where(eq(users.email, owner.ADMIN_EMAIL));
      // As a disable leaves it (better-auth's ban fields), or a demotion.
      await current.db
        .update(users)
        .set({ ...lockOut, banExpires: lockOut.banned ? new Date(Date.now() + 86_400_000) : null })
        .where(eq(users.id, row!.id));
      const refused = await signIn(current, owner.ADMIN_EMAIL, owner.ADMIN_PASSWORD);
      if (lockOut.banned) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('USER_DISABLED');
      } else {
        const asUser = await current.inject({
          method: 'GET',
          url: '/api/admin/users?pageSize=1',
          headers: bearer(refused.json().token),
        });
        expect(asUser.statusCode).toBe(403);
      }

      await current.close();
      current = await buildApp(t.config);
      await current.ready();
      const [after] = await current.db
        .select()
        .from(users)
        .where(eq(users.email, owner.ADMIN_EMAIL));
      expect(after).toMatchObject({
        role: 'admin',
        banned: false,
        banReason: null,
        banExpires: null,
      });
      const res = await signIn(current, owner.ADMIN_EMAIL, owner.ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      const admin = await current.inject({
        method: 'GET',
        url: '/api/admin/users?pageSize=1',
        headers: bearer(res.json().token),
      });
      expect(admin.statusCode).toBe(200);
      if (!lockOut.banned) {
        // A demotion leaves sessions alone: the one signed in before the restart is an admin's again.
        const earlier = await current.inject({
          method: 'GET',
          url: '/api/admin/users?pageSize=1',
          headers: bearer(refused.json().token),
        });
        expect(earlier.statusCode).toBe(200);
      }
    },
  );
});

describe('embedded database', () => {
  it('keeps accounts across a restart on the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-restart-'));
    try {
      const config = loadTestConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(config.databaseUrl).toBeUndefined();
      const email = uniqueEmail('durable');
      const first = await buildApp(config);
      await first.ready();
      expect((await signUp(first, { email, password: PASSWORD, name: 'D' })).statusCode).toBe(200);
      await first.close();

      const second = await buildApp(loadTestConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
      await second.ready();
      try {
        const res = await signIn(second, email, PASSWORD);
        expect(res.statusCode).toBe(200);
        expect((await profile(second, res.json().token)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
