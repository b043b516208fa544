import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { users } from '../../db/schema/auth';
import { createTestApp, type TestApp } from '../../test/app';
import { imageForm } from '../uploads/uploads.test-helpers';
import { jpeg } from '../uploads/uploads.test-images';
import { AUTH_BASE_PATH } from './auth.config';
import {
  PASSWORD,
  bearer,
  newUser,
  profile,
  signIn,
  signUp,
  uniqueEmail,
} from './auth.test-helpers';

// better-auth mounts routes of its own under /api/auth. None of them may write a profile field
// past PATCH /api/profile's rules: the photo is one of the caller's own uploads, the name is 1 to
// 80 characters, the email does not change.

const LONG_NAME = 'n'.repeat(100_000);
const SCRIPT_URL = 'javascript:alert(document.cookie)';

type Endpoint = { path?: string; options?: { method?: string | string[] } };

describe("better-auth's profile-writing routes", () => {
  let t: TestApp;
  let victimKey: string;
  let mallory: { email: string; token: string };

  const rowOf = async (email: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const victim = await newUser(t.app, 'victim');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg()),
      headers: bearer(victim.token),
    });
    expect(upload.statusCode).toBe(200);
    victimKey = upload.json<{ key: string }>().key;
    expect(victimKey).toMatch(/^user-uploads\//);
    mallory = await newUser(t.app, 'mallory');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses update-user with another user's upload as the photo: 403, and the photo stays unset", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: bearer(mallory.token),
      payload: { image: victimKey },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'PROFILE_ROUTE_CLOSED', message: AUTH_ERROR_MESSAGES.PROFILE_ROUTE_CLOSED },
    });
    expect((await rowOf(mallory.email)).image).toBeNull();
    expect((await profile(t.app, mallory.token)).json<UserProfile>().photoURL).toBeNull();
  });

  it.each([
    '/api/auth/update-user/',
    '/api/auth/Update-User',
    '/api/auth//update-user',
    '/api/auth/update%2Duser',
    '/api/auth/change-email',
  ])('closes %s as well', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(mallory.token),
      payload: { name: LONG_NAME, image: SCRIPT_URL, newEmail: uniqueEmail('taken') },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const row = await rowOf(mallory.email);
    expect(row).toMatchObject({ name: 'Ada Lovelace', image: null });
  });

  it('refuses a sign-up name over 80 characters and a photo, storing nothing', async () => {
    const email = uniqueEmail('long-name');
    const long = await signUp(t.app, { email, password: PASSWORD, name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('at most 80 characters');
    const photo = await signUp(t.app, { email, password: PASSWORD, name: 'A', image: victimKey });
    expect(photo.statusCode).toBe(400);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const ok = await signUp(t.app, { email, password: PASSWORD, name: 'y'.repeat(80) });
    expect(ok.statusCode).toBe(200);
  });

  it('holds server-side better-auth calls to the same rules (database hooks)', async () => {
    const headers = new Headers(bearer(mallory.token));
    for (const body of [{ image: victimKey }, { image: SCRIPT_URL }, { name: LONG_NAME }]) {
      await expect(t.app.auth.api.updateUser({ body, headers })).rejects.toThrow();
    }
    expect(await rowOf(mallory.email)).toMatchObject({ name: 'Ada Lovelace', image: null });

    const email = uniqueEmail('server-side');
    await t.app.auth.api.signUpEmail({
      body: { email, password: PASSWORD, name: ` ${LONG_NAME} `, image: SCRIPT_URL },
    });
    const row = await rowOf(email);
    expect(row.name).toHaveLength(80);
    expect(row.image).toBeNull();
  });

  it('walks every mounted better-auth route: none writes a name or photo past the rules', async () => {
    const api = t.app.auth.api as unknown as Record<string, Endpoint>;
    const routes = Object.values(api).flatMap((endpoint) => {
      if (!endpoint.path) return []; // server-only (setPassword)
      const methods = [endpoint.options?.method ?? 'POST'].flat();
      const path = endpoint.path.replace(':id', 'google').replace(':token', 'not-a-token');
      return methods.map((method) => ({ method: method as 'GET' | 'POST', path }));
    });
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/update-user', '/change-email', '/sign-up/email']),
    );

    const bodies = () => [
      { name: LONG_NAME, image: SCRIPT_URL },
      { name: 'Mallory', image: victimKey },
      { email: uniqueEmail('walk'), password: PASSWORD, name: LONG_NAME, image: SCRIPT_URL },
      { email: uniqueEmail('walk'), password: PASSWORD, name: 'Mallory', image: victimKey },
      { email: uniqueEmail('walk'), password: PASSWORD, name: 'z'.repeat(81) },
      { newEmail: uniqueEmail('walk'), callbackURL: '/' },
    ];
    const statuses: string[] = [];
    let token = '';
    let lastPath = '';
    for (const { method, path } of routes) {
      for (const body of bodies()) {
        // A fresh session after a route that may have ended it (sign-out, revoke-sessions...).
        if (!token || /sign-out|revoke|delete-user/.test(lastPath)) {
          const session = await signIn(t.app, mallory.email, PASSWORD);
          token = String(session.headers['set-auth-token']);
        }
        lastPath = path;
        const query = new URLSearchParams(
          Object.entries(body).map(([k, v]) => [k, String(v)] as [string, string]),
        );
        const res = await t.app.inject({
          method,
          url: `${AUTH_BASE_PATH}${path}${method === 'GET' ? `?${query}` : ''}`,
          headers: { ...bearer(token), origin: t.config.publicUrl },
          ...(method === 'POST' ? { payload: body } : {}),
        });
        statuses.push(`${method} ${path} ${res.statusCode}`);
      }
    }

    const rows = await t.app.db.select().from(users);
    const broken = rows.filter(
      (u) =>
        u.name.trim().length < 1 ||
        u.name.length > 80 ||
        (u.image !== null && !u.image.startsWith('https://')),
    );
    expect(
      broken.map((u) => ({ email: u.email, name: u.name.slice(0, 20), image: u.image })),
    ).toEqual([]);
    expect(await rowOf(mallory.email)).toMatchObject({ name: 'Ada Lovelace', image: null });
    expect(rows.some((u) => u.image === victimKey)).toBe(false);
    // The walk did reach better-auth: sign-up with a valid body worked through the route.
    expect(statuses.length).toBeGreaterThan(50);
  }, 240_000);
});
