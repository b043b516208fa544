import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { verifications } from '../../db/schema/auth';
import { PASSWORD, newUser, profile, requestReset, signIn, uniqueEmail } from './auth.test-helpers';

const EXPIRED = {
  error: {
    code: 'RESET_LINK_EXPIRED',
    message: 'This reset link has expired or was already used.',
  },
};

describe('password reset by mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Asks for a reset link for `email` and answers the token of the mail it sent. */
  const mailedToken = async (email: string) => {
    const before = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect((await requestReset(t.app, email)).statusCode).toBe(200);
    const after = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const mail = after.find((m) => !before.some((b) => b.id === m.id));
    const token = /\/reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    return String(token);
  };
  const resetWith = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword, token },
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
    expect(again.json()).toEqual(EXPIRED);
  });

  it('ends the older link when a new one is asked for: only the newest mail works', async () => {
    const { email } = await newUser(t.app, 'reset-twice');
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);

    // The older link lands on the reset page with an error instead of a token.
    const follow = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${first}?callbackURL=%2Fauth%2Freset-password`,
    });
    expect(follow.statusCode).toBe(302);
    const target = new URL(String(follow.headers.location), t.config.publicUrl);
    expect(target.pathname).toBe('/auth/reset-password');
    expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(target.searchParams.get('token')).toBeNull();

    const old = await resetWith(first, 'from-the-old-link');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(EXPIRED);
    expect((await signIn(t.app, email, 'from-the-old-link')).statusCode).toBe(401);

    expect((await resetWith(second, 'from-the-new-link')).statusCode).toBe(200);
    expect((await signIn(t.app, email, 'from-the-new-link')).statusCode).toBe(200);
  });

  it("keeps another account's link alive when someone else asks for one", async () => {
    const ada = await newUser(t.app, 'reset-ada');
    const bob = await newUser(t.app, 'reset-bob');
    const adaToken = await mailedToken(ada.email);
    await mailedToken(bob.email);
    expect((await resetWith(adaToken, 'ada-new-pass')).statusCode).toBe(200);
  });

  it('answers a link past its hour with the expired sentence', async () => {
    const { email } = await newUser(t.app, 'reset-late');
    const token = await mailedToken(email);
    await t.app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await resetWith(token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(EXPIRED);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);
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
