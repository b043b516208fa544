import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { IDEMPOTENCY_MESSAGES } from '@atelier/shared/constants/idempotency';
import {
  ADMIN_USER_MESSAGES,
  type AdminUserDetail,
  type AdminUserList,
} from '@atelier/shared/schemas/admin-users';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditGrants } from '../../../db/schema/admin';
import { sessions, users } from '../../../db/schema/auth';
import { pricingPlans } from '../../../db/schema/commerce';
import { orders } from '../../../db/schema/orders';
import { mailOutbox } from '../../../db/schema/mail';
import { subscriptions } from '../../../db/schema/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { PASSWORD, newUser, profile, signIn } from '../../auth/auth.test-helpers';
import { insertArtwork, insertBoard } from '../../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

describe('/api/admin/users', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app, 'users-admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const userRow = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const detail = async (id: string) => {
    const res = await admin.send('GET', `/api/admin/users/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<AdminUserDetail>();
  };
  const auditCount = async (id: string, action: string) =>
    (
      await t.app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, id), eq(auditLog.action, action)),
        )
    ).length;
  const credits = (id: string, payload: object, key?: string) =>
    admin.call({
      method: 'POST',
      url: `/api/admin/users/${id}/credits`,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const planLimit = async (id: 'free' | 'premium') =>
    (await t.app.db.select().from(pricingPlans).where(eq(pricingPlans.id, id)))[0]
      ?.generationsPerMonth;

  describe('list', () => {
    const tag = `zq${Date.now()}`;
    let made: { id: string; email: string }[] = [];
    beforeAll(async () => {
      made = [];
      for (const [i, name] of ['Carla Zed', 'Anna Bee', 'Bruno Cee'].entries()) {
        const email = `${tag}-${i}@example.com`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email, password: PASSWORD, name },
        });
        expect(res.statusCode).toBe(200);
        const row = (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!;
        made.push({ id: row.id, email });
      }
      await t.app.db
        .update(users)
        .set({ isPremium: true, generationsUsed: 7 })
        .where(eq(users.id, made[1]!.id));
    });

    const list = async (query: string) => {
      const res = await admin.send('GET', `/api/admin/users?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<AdminUserList>();
    };

    it('finds users by an e-mail prefix in any case, and by part of the name', async () => {
      const byEmail = await list(`q=${tag.toUpperCase()}-1`);
      expect(byEmail.items.map((u) => u.email)).toEqual([made[1]!.email]);
      expect(byEmail.total).toBe(1);
      const byName = await list(`q=${encodeURIComponent('bruno c')}`);
      expect(byName.items.map((u) => u.id)).toContain(made[2]!.id);
      // LIKE wildcards are literal text.
      expect((await list('q=%25')).total).toBe(0);
    });

    it('filters by plan and role', async () => {
      const premium = await list(`q=${tag}&plan=premium`);
      expect(premium.items.map((u) => u.id)).toEqual([made[1]!.id]);
      expect(premium.items[0]).toMatchObject({ plan: 'premium', generationsUsed: 7 });
      const free = await list(`q=${tag}&plan=free`);
      expect(free.total).toBe(2);
      const admins = await list('role=admin');
      expect(admins.items.map((u) => u.id)).toContain(admin.id);
      expect(admins.items.every((u) => u.role === 'admin')).toBe(true);
      expect((await list(`q=${tag}&role=admin`)).total).toBe(0);
    });

    it('sorts by name, e-mail and generations used, and pages', async () => {
      const byName = await list(`q=${tag}&sort=name&dir=asc`);
      expect(byName.items.map((u) => u.name)).toEqual(['Anna Bee', 'Bruno Cee', 'Carla Zed']);
      const byEmailDesc = await list(`q=${tag}&sort=email&dir=desc`);
      expect(byEmailDesc.items.map((u) => u.id)).toEqual([...made].reverse().map((u) => u.id));
      const byUsed = await list(`q=${tag}&sort=generationsUsed&dir=desc`);
      expect(byUsed.items[0]!.id).toBe(made[1]!.id);
      const page2 = await list(`q=${tag}&sort=name&dir=asc&pageSize=2&page=2`);
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.items.map((u) => u.name)).toEqual(['Carla Zed']);
    });

    it('refuses a bad filter with a 400 naming it', async () => {
      for (const [filter, value] of [
        ['plan', 'gold'],
        ['role', 'owner'],
      ]) {
        const res = await admin.send('GET', `/api/admin/users?${filter}=${value}`);
        expect(res.statusCode, filter).toBe(400);
        expect(res.json().error, filter).toEqual({
          code: 'VALIDATION_ERROR',
          message: expect.stringMatching(new RegExp(`^${filter}: `)),
        });
      }
    });
  });

  it("shows a user's profile, plan, allowance, boards with artworks, orders and payments", async () => {
    const ada = await createUser(t.app, 'detail');
    const board = await insertBoard(t.app, ada.id, null);
    await insertArtwork(t.app, { userId: ada.id, visionBoardId: board.id, status: 'succeeded' });
    await insertArtwork(t.app, { userId: ada.id, visionBoardId: board.id, status: 'failed' });
    const [order] = await t.app.db
      .insert(orders)
      .values({
        userId: ada.id,
        kind: 'png',
        status: 'paid',
        amountCents: 900,
        currency: 'usd',
        paidAt: new Date(),
      })
      .returning();
    const d = await detail(ada.id);
    expect(d).toMatchObject({
      id: ada.id,
      email: ada.email,
      role: 'user',
      plan: 'free',
      banned: false,
      subscription: null,
      isSelf: false,
      allowance: { used: 0, limit: 3 },
    });
    expect(d.boards).toHaveLength(1);
    expect(d.boards[0]).toMatchObject({ artworkCount: 2, succeededCount: 1, failedCount: 1 });
    expect(d.boards[0]!.latestArtworks.map((a) => a.status).sort()).toEqual([
      'failed',
      'succeeded',
    ]);
    // A finished artwork comes with its preview's thumbnail (it loads); a failed one has none.
    const done = d.boards[0]!.latestArtworks.find((a) => a.status === 'succeeded')!;
    const failed = d.boards[0]!.latestArtworks.find((a) => a.status === 'failed')!;
    expect(failed.thumbnailUrl).toBeNull();
    expect(done.thumbnailUrl).toContain(`/${done.id}/preview.webp`);
    const thumb = await t.app.inject(done.thumbnailUrl!.replace(/^https?:\/\/[^/]+/, ''));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toContain('image/webp');
    expect(d.orders).toEqual([
      expect.objectContaining({ id: order!.id, kind: 'png', status: 'paid', totalCents: 900 }),
    ]);
    expect((await detail(admin.id)).isSelf).toBe(true);
    expect((await admin.send('GET', '/api/admin/users/nobody')).statusCode).toBe(404);
  });

  describe('credits', () => {
    let ada: TestUser;
    beforeAll(async () => {
      ada = await createUser(t.app, 'credits');
    });

    it('needs an Idempotency-Key and a valid amount and reason; nothing changes otherwise', async () => {
      const noKey = await credits(ada.id, { amount: 2, reason: 'Sorry' });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error.message).toBe(ADMIN_USER_MESSAGES.idempotencyKey);
      for (const body of [
        { amount: 0, reason: 'x' },
        { amount: 1001, reason: 'x' },
        { amount: 1.5, reason: 'x' },
        { amount: 2, reason: '' },
        { amount: 2, reason: 'x'.repeat(201) },
      ]) {
        const res = await credits(ada.id, body, `bad-${Math.random()}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBeTruthy();
      }
      expect((await userRow(ada.id)).generationsLimit).toBe(3);
      expect(await auditCount(ada.id, 'credits')).toBe(0);
    });

    it('adds the amount to the allowance once per key, with its reason in the history', async () => {
      const first = await credits(ada.id, { amount: 2, reason: 'Failed print' }, 'key-1');
      expect(first.statusCode).toBe(201);
      expect(first.json().allowance).toEqual({ used: 0, limit: 5 });
      const again = await credits(ada.id, { amount: 2, reason: 'Failed print' }, 'key-1');
      expect(again.statusCode).toBe(200);
      expect(again.json().grant.id).toBe(first.json().grant.id);
      expect((await userRow(ada.id)).generationsLimit).toBe(5);
      const d = await detail(ada.id);
      expect(d.allowance.limit).toBe(5);
      expect(d.creditGrants).toEqual([
        expect.objectContaining({ amount: 2, reason: 'Failed print', grantedByEmail: admin.email }),
      ]);
      // The audit entry shows the limit's change.
      const [entry] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, ada.id), eq(auditLog.action, 'credits')));
      expect(entry).toMatchObject({
        before: { generationsLimit: 3 },
        after: { generationsLimit: 5 },
      });
    });

    it('gives the credits once when the same key arrives twice at once', async () => {
      const before = (await userRow(ada.id)).generationsLimit;
      const results = await Promise.all([
        credits(ada.id, { amount: 3, reason: 'Twice' }, 'key-concurrent'),
        credits(ada.id, { amount: 3, reason: 'Twice' }, 'key-concurrent'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect((await userRow(ada.id)).generationsLimit).toBe(before + 3);
      const grants = await t.app.db
        .select()
        .from(creditGrants)
        .where(
          and(eq(creditGrants.userId, ada.id), eq(creditGrants.idempotencyKey, 'key-concurrent')),
        );
      expect(grants).toHaveLength(1);
    });
    it('refuses the same key with another amount or reason (409), granting nothing more', async () => {
      const before = (await userRow(ada.id)).generationsLimit;
      const first = await credits(ada.id, { amount: 5, reason: 'Lost render' }, 'key-k');
      expect(first.statusCode).toBe(201);
      for (const body of [
        { amount: 50, reason: 'Lost render' },
        { amount: 5, reason: 'Another reason' },
      ]) {
        const reused = await credits(ada.id, body, 'key-k');
        expect(reused.statusCode).toBe(409);
        expect(reused.json()).toEqual({
          error: { code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_MESSAGES.reused },
        });
      }
      expect((await userRow(ada.id)).generationsLimit).toBe(before + 5);
      // The first body again is a retry: the first grant, not a second one.
      const retry = await credits(ada.id, { amount: 5, reason: '  Lost render ' }, 'key-k');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().grant).toEqual(first.json().grant);
      expect((await userRow(ada.id)).generationsLimit).toBe(before + 5);
      const grants = await t.app.db
        .select()
        .from(creditGrants)
        .where(and(eq(creditGrants.userId, ada.id), eq(creditGrants.idempotencyKey, 'key-k')));
      expect(grants.map((g) => g.amount)).toEqual([5]);
    });

    it('gives one grant when the same key arrives with two amounts at once: the other is 409', async () => {
      const before = (await userRow(ada.id)).generationsLimit;
      const results = await Promise.all([
        credits(ada.id, { amount: 5, reason: 'Race' }, 'key-race'),
        credits(ada.id, { amount: 50, reason: 'Race' }, 'key-race'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const granted = results.find((r) => r.statusCode === 201)!.json().grant.amount as number;
      expect((await userRow(ada.id)).generationsLimit).toBe(before + granted);
      const grants = await t.app.db
        .select()
        .from(creditGrants)
        .where(and(eq(creditGrants.userId, ada.id), eq(creditGrants.idempotencyKey, 'key-race')));
      expect(grants.map((g) => g.amount)).toEqual([granted]);
    });
  });

  describe('disable and enable', () => {
    it("ends the user's sessions at once and refuses sign-in with SPEC's sentence", async () => {
      const { email, token } = await newUser(t.app, 'disable');
      const id = (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!.id;
      expect((await profile(t.app, token)).statusCode).toBe(200);

      const res = await admin.send('POST', `/api/admin/users/${id}/disable`, {
        reason: 'Chargebacks',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ banned: true, banReason: 'Chargebacks' });
      expect((await profile(t.app, token)).statusCode).toBe(401);
      expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);

      const refused = await signIn(t.app, email, PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(AUTH_ERROR_MESSAGES.USER_DISABLED);
      expect(refused.json().error.message).toBe('This account has been disabled.');
      expect(await auditCount(id, 'disable')).toBe(1);

      const enabled = await admin.send('POST', `/api/admin/users/${id}/enable`);
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toMatchObject({ banned: false, banReason: null });
      const back = await signIn(t.app, email, PASSWORD);
      expect(back.statusCode).toBe(200);
      expect((await profile(t.app, String(back.headers['set-auth-token']))).statusCode).toBe(200);
      expect(await auditCount(id, 'enable')).toBe(1);
    });

    it('refuses to disable yourself', async () => {
      const res = await admin.send('POST', `/api/admin/users/${admin.id}/disable`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_USER_MESSAGES.selfDisable);
      expect((await userRow(admin.id)).banned).toBe(false);
      expect((await profile(t.app, admin.token)).statusCode).toBe(200);
      expect(await auditCount(admin.id, 'disable')).toBe(0);
    });
  });

  it('sends the better-auth password-reset mail with a working link', async () => {
    const ada = await createUser(t.app, 'reset');
    const res = await admin.send('POST', `/api/admin/users/${ada.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, ada.email), eq(mailOutbox.kind, 'password-reset')));
    expect(mails).toHaveLength(1);
    const token = /\/reset-password\/([^?\s]+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand-new-pass', token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, ada.email, 'brand-new-pass')).statusCode).toBe(200);
    expect(await auditCount(ada.id, 'password-reset')).toBe(1);
  });

  describe('premium by hand', () => {
    it('grants a comp subscription with the premium allowance and revokes it to the free plan', async () => {
      const ada = await createUser(t.app, 'comp');
      const granted = await admin.send('POST', `/api/admin/users/${ada.id}/premium`, {
        grant: true,
      });
      expect(granted.statusCode).toBe(200);
      const premiumLimit = (await planLimit('premium')) ?? 100;
      expect(granted.json()).toMatchObject({
        plan: 'premium',
        subscription: { provider: 'comp', status: 'active', planId: 'premium' },
        allowance: { used: 0, limit: premiumLimit },
      });
      expect(await auditCount(ada.id, 'premium')).toBe(1);

      // The shopper's own subscription view copes; cancel/resume answer a clear 409.
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/subscription',
        headers: ada.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ provider: 'comp', status: 'active' });
      const cancel = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/cancel',
        headers: ada.headers,
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.code).toBe('COMP_SUBSCRIPTION');

      const again = await admin.send('POST', `/api/admin/users/${ada.id}/premium`, {
        grant: true,
      });
      expect(again.statusCode).toBe(409);

      const revoked = await admin.send('POST', `/api/admin/users/${ada.id}/premium`, {
        grant: false,
      });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toMatchObject({
        plan: 'free',
        subscription: { provider: 'comp', status: 'canceled' },
        allowance: { limit: (await planLimit('free')) ?? 3 },
      });
      expect((await userRow(ada.id)).isPremium).toBe(false);
    });

    it('refuses to revoke a paying Stripe subscription by hand, changing nothing', async () => {
      const bob = await createUser(t.app, 'stripe');
      await t.app.db.insert(subscriptions).values({
        userId: bob.id,
        planId: 'premium',
        provider: 'stripe',
        stripeSubscriptionId: `sub_${bob.id}`,
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      });
      await t.app.db
        .update(users)
        .set({ isPremium: true, generationsLimit: 100 })
        .where(eq(users.id, bob.id));
      const res = await admin.send('POST', `/api/admin/users/${bob.id}/premium`, {
        grant: false,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_USER_MESSAGES.paidSubscription);
      expect(await userRow(bob.id)).toMatchObject({ isPremium: true, generationsLimit: 100 });
      const [sub] = await t.app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, bob.id));
      expect(sub).toMatchObject({ provider: 'stripe', status: 'active' });
      expect(await auditCount(bob.id, 'premium')).toBe(0);
    });

    it('refuses to revoke when there is no comp premium', async () => {
      const carl = await createUser(t.app, 'nocomp');
      const res = await admin.send('POST', `/api/admin/users/${carl.id}/premium`, {
        grant: false,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_USER_MESSAGES.noCompSubscription);
    });
  });

  it("keeps better-auth's own admin endpoints closed (404)", async () => {
    const shopper = await createUser(t.app, 'plugin');
    for (const path of [
      '/api/auth/admin/ban-user',
      '/api/auth/admin/set-role',
      '/api/auth/admin/list-users',
      '/api/auth/Admin/unban-user',
      '/api/auth//admin/remove-user',
      '/api/auth/%61dmin/ban-user',
      '/api/auth/admin%2Fban-user',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await admin.call({
          method,
          url: path,
          ...(method === 'POST' ? { payload: { userId: shopper.id, role: 'admin' } } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    expect(await userRow(shopper.id)).toMatchObject({ role: 'user', banned: false });
  });

  it('answers 404 for an unknown user on every action', async () => {
    for (const [method, path, body] of [
      ['PUT', 'role', { role: 'admin' }],
      ['POST', 'premium', { grant: true }],
      ['POST', 'disable', {}],
      ['POST', 'enable', undefined],
      ['POST', 'password-reset', undefined],
    ] as const) {
      const res = await admin.send(method, `/api/admin/users/no-such-user/${path}`, body);
      expect(res.statusCode, path).toBe(404);
    }
  });

  describe('roles', () => {
    it('makes a user admin and back, audited', async () => {
      const ada = await createUser(t.app, 'role');
      const up = await admin.send('PUT', `/api/admin/users/${ada.id}/role`, { role: 'admin' });
      expect(up.statusCode).toBe(200);
      expect(up.json().role).toBe('admin');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: ada.headers }))
          .statusCode,
      ).toBe(200);
      const down = await admin.send('PUT', `/api/admin/users/${ada.id}/role`, { role: 'user' });
      expect(down.statusCode).toBe(200);
      expect((await userRow(ada.id)).role).toBe('user');
      expect(await auditCount(ada.id, 'role')).toBe(2);
    });

    it('refuses self-demotion, changing nothing', async () => {
      await newAdmin(t.app, 'second-admin');
      const res = await admin.send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_USER_MESSAGES.selfDemotion);
      expect((await userRow(admin.id)).role).toBe('admin');
      expect(await auditCount(admin.id, 'role')).toBe(0);
    });

    it('refuses to demote the last admin, changing nothing', async () => {
      // Leave `admin` as the only admin.
      await t.app.db
        .update(users)
        .set({ role: 'user' })
        .where(and(eq(users.role, 'admin'), ne(users.id, admin.id)));
      const res = await admin.send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'LAST_ADMIN',
        message: ADMIN_USER_MESSAGES.lastAdmin,
      });
      expect((await userRow(admin.id)).role).toBe('admin');
    });

    it('keeps one admin when two admins demote each other at once', async () => {
      const other = await newAdmin(t.app, 'mutual');
      const [a, b] = await Promise.all([
        admin.send('PUT', `/api/admin/users/${other.id}/role`, { role: 'user' }),
        other.send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'user' }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await t.app.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    });
  });
});
