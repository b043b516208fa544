import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessions, users } from '../../db/schema/auth';
import { parseTrustProxy } from '../../config/network';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, newUser, signIn } from './auth.test-helpers';

// Who the client is: the socket's address, unless TRUST_PROXY names the proxies whose
// X-Forwarded-For is believed. A client can write any X-Forwarded-For it likes.

/** A test-only route that answers the address the app gives the request. */
const echoAddress = (app: App) => {
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
};

async function addressSeen(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/test/client-address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ ip: string }>().ip;
}

/** The ip stored on the session row a sign-in made. */
async function sessionAddress(t: TestApp, email: string, remoteAddress: string, xff: string) {
  const res = await signIn(t.app, email, PASSWORD, { remoteAddress, forwardedFor: xff });
  expect(res.statusCode).toBe(200);
  const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.app.db
    .select({ ip: sessions.ipAddress })
    .from(sessions)
    .where(eq(sessions.token, res.json<{ token: string }>().token));
  expect(user).toBeDefined();
  return row?.ip;
}

describe('client address without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, echoAddress);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the socket address; a written X-Forwarded-For changes nothing', async () => {
    expect(t.config.trustProxy).toBe(false);
    expect(await addressSeen(t, '203.0.113.5')).toBe('203.0.113.5');
    expect(await addressSeen(t, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await addressSeen(t, '203.0.113.5', '198.51.100.1, 198.51.100.2')).toBe('203.0.113.5');
  });

  it('stores the socket address on the session row, not the written one', async () => {
    const { email } = await newUser(t.app, 'session-ip');
    expect(await sessionAddress(t, email, '203.0.113.20', '198.51.100.66')).toBe('203.0.113.20');
  });
});

describe('client address with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, echoAddress);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the address the proxy appended; an extra left-most address the client wrote is ignored', async () => {
    expect(await addressSeen(t, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(t, '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(t, '10.0.0.2', '1.1.1.1, 198.51.100.1, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    // Without the header (a health check from the proxy itself): the socket.
    expect(await addressSeen(t, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('stores the proxied client on the session row', async () => {
    const { email } = await newUser(t.app, 'session-proxied');
    expect(await sessionAddress(t, email, '10.0.0.2', '198.51.100.66, 203.0.113.21')).toBe(
      '203.0.113.21',
    );
  });

  it('is what TRUST_PROXY=true gives too: one hop, never "believe every address"', () => {
    expect(parseTrustProxy('true')).toBe(t.config.trustProxy);
  });
});

describe('client address with TRUST_PROXY as a list of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.5' }, echoAddress);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the first address from the right that is not a listed proxy', async () => {
    // client → 172.16.0.5 → 10.0.0.2 → us; the client wrote 198.51.100.1 itself.
    expect(await addressSeen(t, '10.0.0.2', '198.51.100.1, 203.0.113.7, 172.16.0.5')).toBe(
      '203.0.113.7',
    );
    expect(await addressSeen(t, '10.0.0.2', '203.0.113.8')).toBe('203.0.113.8');
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    expect(await addressSeen(t, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await addressSeen(t, '172.16.0.6', '198.51.100.1')).toBe('172.16.0.6');
  });
});
