import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, newUser, profile, signIn, uniqueEmail } from './auth.test-helpers';

describe('password reset by mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
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

  it('sends the reset link to /auth when the client names no page', async () => {
    const { email } = await newUser(t.app, 'reset-default');
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(req.statusCode).toBe(200);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const link = new URL(String(mail?.text.match(/https?:\/\/\S+/)?.[0]));
    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    expect(new URL(String(follow.headers.location), t.config.publicUrl).pathname).toBe('/auth');
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
});
