import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { uploads, visionBoards } from '../db/schema/generation';
import { createTestApp, type TestApp } from '../test/app';
import { PASSWORD, uniqueEmail } from '../modules/auth/auth.test-helpers';
import { jpeg } from '../modules/uploads/uploads.test-images';
import { imageForm } from '../modules/uploads/uploads.test-helpers';
import { FORBIDDEN_ORIGIN_MESSAGE } from './origin-check';

// The session cookie alone does not let another site change anything.

const EVIL = 'https://evil.example';

describe('state-changing requests authenticated by the session cookie', () => {
  let t: TestApp;
  let shop: string;
  let victim: { id: string; cookie: string; token: string };
  let nextIp = 10;

  const userUploads = async () =>
    (await t.app.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, victim.id)))[0]!
      .n;
  const storedFiles = () => t.app.storage.list(`user-uploads/${victim.id}/`);
  const upload = async (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg()),
      headers,
      remoteAddress: `198.51.100.${nextIp++}`,
    });

  beforeAll(async () => {
    t = await createTestApp();
    shop = t.config.publicUrl;
    const email = uniqueEmail('victim');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: PASSWORD, name: 'Vic Tim' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('atelier.session_token='))!
      .split(';')[0]!;
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    victim = { id: row!.id, cookie, token: String(res.headers['set-auth-token']) };
  });
  afterAll(() => t.close());

  it('refuses a multipart upload carrying only the cookie from another origin: 403, nothing stored', async () => {
    const res = await upload({ cookie: victim.cookie, origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: FORBIDDEN_ORIGIN_MESSAGE },
    });
    expect(await userUploads()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses it with a foreign Referer, with Origin "null", and with neither', async () => {
    const attempts: Record<string, string>[] = [
      { cookie: victim.cookie, referer: `${EVIL}/win-a-prize` },
      { cookie: victim.cookie, origin: 'null' },
      { cookie: victim.cookie },
      // A look-alike of the shop's origin is another origin.
      { cookie: victim.cookie, origin: `${shop}.evil.example` },
    ];
    for (const headers of attempts) {
      const res = await upload(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await userUploads()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("stores the upload when it comes from the shop's own origin (or its Referer)", async () => {
    const res = await upload({ cookie: victim.cookie, origin: shop });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toMatch(new RegExp(`^user-uploads/${victim.id}/`));
    const viaReferer = await upload({ cookie: victim.cookie, referer: `${shop}/products/x` });
    expect(viaReferer.statusCode).toBe(200);
    expect(await userUploads()).toBe(2);
  });

  it('lets the bearer token through from any origin', async () => {
    const res = await upload({ authorization: `Bearer ${victim.token}`, origin: EVIL });
    expect(res.statusCode).toBe(200);
    expect(await userUploads()).toBe(3);
  });

  it('guards the other writes too (a board, the account), and leaves reads alone', async () => {
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/vision-boards',
      headers: { cookie: victim.cookie, origin: EVIL },
      payload: { productId: '6f1c1b8e-0000-4000-8000-000000000000', freeText: 'x' },
    });
    expect(board.statusCode).toBe(403);
    const boards = await t.app.db
      .select({ n: count() })
      .from(visionBoards)
      .where(eq(visionBoards.userId, victim.id));
    expect(boards[0]!.n).toBe(0);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: victim.cookie, origin: EVIL },
      payload: { confirm: 'DELETE' },
    });
    expect(gone.statusCode).toBe(403);
    expect(await t.app.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);

    // Reading with the cookie needs no Origin: another site cannot read the answer anyway.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: victim.cookie, origin: EVIL },
    });
    expect(me.statusCode).toBe(200);
  });

  it("leaves better-auth's own routes to its identical check (403 INVALID_ORIGIN)", async () => {
    // Signing the victim out everywhere from another site would be a cross-site write.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: { cookie: victim.cookie, origin: EVIL },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('INVALID_ORIGIN');
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: victim.cookie },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('does not ask visitors without a session cookie for an Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg()),
      remoteAddress: `198.51.100.${nextIp++}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
