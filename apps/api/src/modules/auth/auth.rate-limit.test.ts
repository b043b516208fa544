import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, newUser, requestReset, signIn, uniqueEmail } from './auth.test-helpers';

// Sign-in, sign-up and reset requests are limited per client address and, separately, per
// email. The client address is the socket's unless TRUST_PROXY names the proxies: a client that
// writes its own X-Forwarded-For gets no fresh budget from it.

const RATE_LIMITED = {
  error: {
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait a minute and try again.',
  },
};
let spoof = 1;
/** A different made-up address on every call, as an attacker would write. */
const spoofed = () => `198.51.100.${spoof++ % 250}`;
/** An address of its own per test (and per run, for counts kept in a shared Redis). */
const freshV6 = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

describe('auth rate limits (AUTH_RATE_LIMIT_MAX=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the 4th sign-in attempt for one email with 429 RATE_LIMITED, from any address', async () => {
    const { email } = await newUser(t.app, 'limited');
    for (let i = 0; i < 3; i++) {
      const from = { remoteAddress: freshV6(), forwardedFor: spoofed() };
      expect((await signIn(t.app, email, 'wrong-pass', from)).statusCode).toBe(401);
    }
    const fourth = await signIn(t.app, email, PASSWORD, { remoteAddress: freshV6() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(RATE_LIMITED);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await newUser(t.app, 'unaffected');
    expect(
      (await signIn(t.app, other.email, PASSWORD, { remoteAddress: freshV6() })).statusCode,
    ).toBe(200);
  });

  it('answers the 4th sign-in from one address with 429, even for a new email and a new X-Forwarded-For each time', async () => {
    const remoteAddress = freshV6();
    for (let i = 0; i < 3; i++) {
      const res = await signIn(t.app, uniqueEmail('spray'), 'wrong-pass', {
        remoteAddress,
        forwardedFor: spoofed(),
      });
      expect(res.statusCode).toBe(401);
    }
    const fourth = await signIn(t.app, uniqueEmail('spray'), 'wrong-pass', {
      remoteAddress,
      forwardedFor: spoofed(),
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(RATE_LIMITED);
    // Another address with another email is not affected.
    const other = await signIn(t.app, uniqueEmail('other'), 'wrong-pass', {
      remoteAddress: freshV6(),
    });
    expect(other.statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64, so rotating the last bits gives no fresh budget', async () => {
    const prefix = freshV6().replace(/::1$/, '');
    for (let i = 1; i <= 3; i++) {
      const from = { remoteAddress: `${prefix}::${i}` };
      expect((await signIn(t.app, uniqueEmail('v6'), 'x-wrong', from)).statusCode).toBe(401);
    }
    const res = await signIn(t.app, uniqueEmail('v6'), 'x-wrong', {
      remoteAddress: `${prefix}::9`,
    });
    expect(res.statusCode).toBe(429);
  });

  it('mails at most 3 reset links per email, whatever address and X-Forwarded-For ask', async () => {
    const { email } = await newUser(t.app, 'reset-limit');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await requestReset(t.app, email, {
        remoteAddress: freshV6(),
        forwardedFor: spoofed(),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(3);
  });

  it('answers the 4th reset request from one address with 429, whatever emails and X-Forwarded-For', async () => {
    const remoteAddress = freshV6();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await requestReset(t.app, uniqueEmail('reset-spray'), {
        remoteAddress,
        forwardedFor: spoofed(),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

// Needs a Redis server: REDIS_URL=redis://127.0.0.1:6379 npx vitest run ...
describe.runIf(Boolean(process.env.REDIS_URL))('auth rate limits in Redis', () => {
  const redis = { REDIS_URL: process.env.REDIS_URL, AUTH_RATE_LIMIT_MAX: '3' };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(redis), createTestApp(redis)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('shares the per-email count between instances', async () => {
    const email = uniqueEmail('shared');
    const from = () => ({ remoteAddress: freshV6(), forwardedFor: spoofed() });
    expect((await signIn(a.app, email, 'wrong-pass', from())).statusCode).toBe(401);
    expect((await signIn(b.app, email, 'wrong-pass', from())).statusCode).toBe(401);
    expect((await signIn(a.app, email, 'wrong-pass', from())).statusCode).toBe(401);
    expect((await signIn(b.app, email, 'wrong-pass', from())).statusCode).toBe(429);
  });

  it('shares the per-address count between instances', async () => {
    const remoteAddress = freshV6();
    const attempt = (app: TestApp) =>
      signIn(app.app, uniqueEmail('shared-ip'), 'wrong-pass', {
        remoteAddress,
        forwardedFor: spoofed(),
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const fourth = await attempt(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(RATE_LIMITED);
  });
});
