import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { buildApp } from '../../app';
import { loadTestConfig } from '../../config/env';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../test/app';

const PASSWORD = 'secret-pass';
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function signUp(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
}
function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}
function profile(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: token ? bearer(token) : {},
  });
}
async function newUser(app: FastifyInstance, tag = 'user') {
  const email = uniqueEmail(tag);
  const res = await signUp(app, { email, password: PASSWORD, name: 'Ada Lovelace' });
  expect(res.statusCode).toBe(200);
  return { email, token: String(res.headers['set-auth-token']) };
}

describe('auth (email and password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up with 200, a token in set-auth-token, and the token opens the exact profile', async () => {
    const email = uniqueEmail('Signup');
    const res = await signUp(t.app, { email, password: PASSWORD, name: 'Ada Lovelace' });
    expect(res.statusCode).toBe(200);
    const token = res.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    expect(res.json()).toMatchObject({
      token: expect.any(String),
      user: { email: email.toLowerCase() },
    });

    const me = await profile(t.app, String(token));
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toEqual({
      id: expect.any(String),
      firebaseUid: body.id,
      email: email.toLowerCase(),
      displayName: 'Ada Lovelace',
      photoURL: null,
      role: 'user',
      isPremium: false,
      generationsUsed: 0,
      generationsLimit: 3,
    });
  });

  it('signs in with the right password and the new token works', async () => {
    const { email } = await newUser(t.app);
    const res = await signIn(t.app, email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email } });
    const me = await profile(t.app, String(res.headers['set-auth-token']));
    expect(me.json()).toMatchObject({ email, role: 'user' });
  });

  it('answers a wrong password with 401 WRONG_PASSWORD and SPEC.md §8 sentence', async () => {
    const { email } = await newUser(t.app);
    const res = await signIn(t.app, email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'WRONG_PASSWORD', message: 'Incorrect password. Please try again.' },
    });
  });

  it('answers an unknown email with USER_NOT_FOUND', async () => {
    const res = await signIn(t.app, uniqueEmail('nobody'), PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'USER_NOT_FOUND', message: 'No account found with this email address.' },
    });
  });

  it('refuses a second account on the same email, whatever its case', async () => {
    const { email } = await newUser(t.app);
    const res = await signUp(t.app, { email: email.toUpperCase(), password: PASSWORD, name: 'B' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'USER_ALREADY_EXISTS',
        message: 'An account with this email address already exists.',
      },
    });
  });

  it('refuses a 5-character password with 400 and the exact sentence', async () => {
    const email = uniqueEmail('short');
    const res = await signUp(t.app, { email, password: '12345', name: 'Short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters' },
    });
    expect((await signIn(t.app, email, '123456')).json().error.code).toBe('USER_NOT_FOUND');
  });

  it('refuses an invalid email on sign-up and sign-in with the exact sentence', async () => {
    const expected = {
      error: { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
    };
    const up = await signUp(t.app, { email: 'not-an-email', password: PASSWORD, name: 'X' });
    expect(up.statusCode).toBe(400);
    expect(up.json()).toEqual(expected);
    const inRes = await signIn(t.app, 'still@not', PASSWORD);
    expect(inRes.statusCode).toBe(400);
    expect(inRes.json()).toEqual(expected);
  });

  it('rejects unknown keys such as role and creates no user', async () => {
    const email = uniqueEmail('sneaky');
    const res = await signUp(t.app, { email, password: PASSWORD, name: 'Eve', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain('role');
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('never lets a client raise its own role or allowance through update-user', async () => {
    const { token } = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: bearer(token),
      payload: { role: 'admin', isPremium: true, generationsLimit: 999 },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect((await profile(t.app, token)).json()).toMatchObject({
      role: 'user',
      isPremium: false,
      generationsLimit: 3,
    });
  });

  it('answers the profile with 401 without a token and with a bogus one', async () => {
    const none = await profile(t.app);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    expect((await profile(t.app, 'bogus-token')).statusCode).toBe(401);
    expect((await profile(t.app, 'forged.signature')).statusCode).toBe(401);
  });

  it('also accepts the session cookie instead of a bearer token', async () => {
    const res = await signUp(t.app, {
      email: uniqueEmail('cookie'),
      password: PASSWORD,
      name: 'C',
    });
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated post from a foreign origin (CSRF)', async () => {
    const res = await signUp(t.app, { email: uniqueEmail('csrf'), password: PASSWORD, name: 'C' });
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('INVALID_ORIGIN');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(own.statusCode).toBe(200);
  });

  it('signs out: the token stops working', async () => {
    const { token } = await newUser(t.app);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(token),
    });
    expect(session.json()).toMatchObject({ session: { token: expect.any(String) }, user: {} });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(t.app, token)).statusCode).toBe(401);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(token),
    });
    expect(after.json()).toBeNull();
  });

  it('resets a password end to end through the mailed link', async () => {
    const { email, token: oldToken } = await newUser(t.app, 'reset');
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/auth/reset-password' },
    });
    expect(req.statusCode).toBe(200);

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password-reset')));
    expect(mail?.status).toBe('logged');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const linkUrl = new URL(String(link));
    expect(linkUrl.origin).toBe(t.config.publicUrl);

    const follow = await t.app.inject({ method: 'GET', url: linkUrl.pathname + linkUrl.search });
    expect(follow.statusCode).toBe(302);
    const target = new URL(String(follow.headers.location), t.config.publicUrl);
    expect(target.pathname).toBe('/auth/reset-password');
    const resetToken = target.searchParams.get('token');
    expect(resetToken).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand-new-pass', token: resetToken },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(t.app, oldToken)).statusCode).toBe(401);
    expect((await signIn(t.app, email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).json().error.code).toBe('WRONG_PASSWORD');

    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'third-pass', token: resetToken },
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers a reset request for an unknown email the same way, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(req.statusCode).toBe(200);
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows).toHaveLength(0);
  });

  it('tells the web app Google is off, and answers a Google sign-in with the clear sentence', async () => {
    const cfg = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(cfg.json()).toEqual({ googleEnabled: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().error.message).toBe(AUTH_ERROR_MESSAGES.GOOGLE_DISABLED);
  });
});

describe('auth with Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'secret' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports googleEnabled and answers sign-in/social with the Google authorisation URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/config' })).json()).toEqual({
      googleEnabled: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-id');
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the 4th sign-in attempt for one email with 429 RATE_LIMITED', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t.app, email, 'wrong-pass')).statusCode).toBe(401);
    }
    const fourth = await signIn(t.app, email, 'wrong-pass');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    });
    // Another email from the same address has its own budget.
    expect((await signIn(t.app, uniqueEmail('other'), 'wrong-pass')).statusCode).toBe(401);
  });

  // Needs a Redis server: REDIS_URL=redis://127.0.0.1:6379 npx vitest run ...
  it.runIf(Boolean(process.env.REDIS_URL))(
    'shares the count between instances through Redis',
    async () => {
      const redis = { REDIS_URL: process.env.REDIS_URL, AUTH_RATE_LIMIT_MAX: '3' };
      const [a, b] = await Promise.all([createTestApp(redis), createTestApp(redis)]);
      try {
        const email = uniqueEmail('shared');
        expect((await signIn(a!.app, email, 'wrong-pass')).statusCode).toBe(401);
        expect((await signIn(b!.app, email, 'wrong-pass')).statusCode).toBe(401);
        expect((await signIn(a!.app, email, 'wrong-pass')).statusCode).toBe(401);
        expect((await signIn(b!.app, email, 'wrong-pass')).statusCode).toBe(429);
      } finally {
        await Promise.all([a?.close(), b?.close()]);
      }
    },
  );
});

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
  });
});
