import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
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
      allowanceRenewsAt: expect.any(String),
      artworkMails: true,
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

  it('tells the web app Google is off, and answers a Google sign-in with the clear sentence', async () => {
    const cfg = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(cfg.json()).toEqual({ googleEnabled: false, payments: 'demo' });
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
      payments: 'demo',
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
