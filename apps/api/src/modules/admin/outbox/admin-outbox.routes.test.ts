import type { AdminOutboxDetail, AdminOutboxList } from '@atelier/shared/schemas/admin-outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { mailOutbox } from '../../../db/schema/mail';
import { createTestApp, type TestApp } from '../../../test/app';
import { newUser, signIn } from '../../auth/auth.test-helpers';
import { createUser } from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// Without SMTP_URL (as here) mail waits in the outbox, and the admin reads it
// there, reset links included, until it has reached its recipient.

describe('/api/admin/outbox', () => {
  let t: TestApp;
  let admin: AdminClient;
  const ids: Record<'receipt' | 'failed' | 'sent', string> = { receipt: '', failed: '', sent: '' };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    admin = await newAdmin(t.app, 'outbox-admin');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const rows = await t.app.db
      .insert(mailOutbox)
      .values([
        {
          to: 'grace@example.com',
          subject: 'Your Premium receipt',
          text: 'Thank you! See https://shop.example/orders.',
          kind: 'upgrade-receipt',
          status: 'logged',
          createdAt: hoursAgo(3),
        },
        {
          to: 'linus@example.com',
          subject: 'Your canvas is on its way',
          text: 'Track it at https://shop.example/orders/1?ref=mail',
          kind: 'order-status',
          status: 'failed',
          error: 'connect ECONNREFUSED 127.0.0.1:25',
          attempts: 5,
          lastAttemptAt: hoursAgo(1),
          createdAt: hoursAgo(2),
        },
        {
          to: 'ada@example.com',
          subject: 'Reset your Atelier password',
          text: 'Open https://shop.example/api/auth/reset-password/SeCrEt123?callbackURL=%2Fauth and https://shop.example/verify?token=abc&lang=en.',
          html: '<a href="https://shop.example/api/auth/reset-password/SeCrEt123?callbackURL=%2Fauth">Reset</a>',
          kind: 'password-reset',
          status: 'sent',
          attempts: 1,
          sentAt: hoursAgo(1),
          createdAt: hoursAgo(1),
        },
      ])
      .returning({ id: mailOutbox.id });
    [ids.receipt, ids.failed, ids.sent] = rows.map((r) => r.id) as [string, string, string];
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await admin.send('GET', `/api/admin/outbox${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOutboxList>();
  };
  const detail = async (id: string) => {
    const res = await admin.send('GET', `/api/admin/outbox/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOutboxDetail>();
  };
  const entries = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it('lists newest first; filters by status, kind and recipient or subject; pages by cursor', async () => {
    const all = await list();
    expect(all.items.map((m) => m.id)).toEqual([ids.sent, ids.failed, ids.receipt]);
    expect(all.items[1]).toMatchObject({
      to: 'linus@example.com',
      subject: 'Your canvas is on its way',
      kind: 'order-status',
      status: 'failed',
      error: 'connect ECONNREFUSED 127.0.0.1:25',
      attempts: 5,
    });
    expect((await list('?status=failed')).items.map((m) => m.id)).toEqual([ids.failed]);
    expect((await list('?kind=upgrade-receipt')).items.map((m) => m.id)).toEqual([ids.receipt]);
    expect((await list('?q=ADA%40')).items.map((m) => m.id)).toEqual([ids.sent]);
    expect((await list('?q=canvas')).items.map((m) => m.id)).toEqual([ids.failed]);
    expect((await list('?q=%25')).items).toEqual([]); // a literal %, not "anything"
    expect((await list('?status=&kind=&q=')).items).toHaveLength(3);

    const first = await list('?limit=2');
    expect(first.items.map((m) => m.id)).toEqual([ids.sent, ids.failed]);
    const rest = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(rest.items.map((m) => m.id)).toEqual([ids.receipt]);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses bad filters and cursors with a sentence (400), a year the database refuses too', async () => {
    const status = await admin.send('GET', '/api/admin/outbox?status=bounced');
    expect(status.statusCode).toBe(400);
    expect(status.json().error.message).toMatch(/status must be pending, sent, logged or failed/);
    const cursors = [
      'nonsense',
      '0000-01-01T00:00:00.000000Z_00000000-0000-4000-8000-000000000000',
      '2026-13-45T00:00:00.000000Z_00000000-0000-4000-8000-000000000000',
    ];
    for (const cursor of cursors) {
      const res = await admin.send('GET', `/api/admin/outbox?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.message).toMatch(/The list position \(cursor\) is not valid/);
    }
  });

  it('a reset mail that was never delivered shows its link in full, and the link resets the password', async () => {
    const shopper = await newUser(t.app, 'outbox-shopper');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: shopper.email, redirectTo: '/auth/reset-password' },
    });
    expect(asked.statusCode).toBe(200);

    const found = await list(`?kind=password-reset&q=${encodeURIComponent(shopper.email)}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      status: 'logged',
      subject: 'Reset your Atelier password',
    });
    const mail = await detail(found.items[0]!.id);
    expect(mail.tokensMasked).toBe(false);
    expect(mail.text).toContain('Open this link within the hour');
    expect(mail.links).toHaveLength(1);
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/•]+$/);
    expect(mail.text).toContain(mail.links[0]);

    // The link as the shopper would follow it: the reset page with its token, a new password.
    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    const target = new URL(String(follow.headers.location), t.config.publicUrl);
    expect(target.pathname).toBe('/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'outbox-new-pass', token: target.searchParams.get('token') },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(t.app, shopper.email, 'outbox-new-pass')).statusCode).toBe(200);
  });

  it('a mail delivered by SMTP (sent) shows its links with the token masked, in text and HTML', async () => {
    const mail = await detail(ids.sent);
    expect(mail.tokensMasked).toBe(true);
    expect(mail.text).not.toContain('SeCrEt123');
    expect(mail.text).not.toContain('token=abc');
    expect(mail.links).toEqual([
      'https://shop.example/api/auth/reset-password/••••?callbackURL=%2Fauth',
      'https://shop.example/verify?token=••••&lang=en',
    ]);
    expect(mail.html).toBe(
      '<a href="https://shop.example/api/auth/reset-password/••••?callbackURL=%2Fauth">Reset</a>',
    );
    // A link without a secret is shown as it is, and the cache-control keeps it off caches.
    const failed = await admin.send('GET', `/api/admin/outbox/${ids.failed}`);
    expect(failed.headers['cache-control']).toBe('private, no-store');
    expect(failed.json<AdminOutboxDetail>()).toMatchObject({
      links: ['https://shop.example/orders/1?ref=mail'],
      tokensMasked: false,
      html: null,
    });
  });

  it('resend puts a failed mail back to pending with no attempts, audited', async () => {
    const res = await admin.send('POST', `/api/admin/outbox/${ids.failed}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOutboxDetail>()).toMatchObject({
      status: 'pending',
      attempts: 0,
      error: null,
      lastAttemptAt: null,
    });
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.failed));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, error: null, lastAttemptAt: null });
    const log = await entries(ids.failed);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actorId: admin.id,
      entity: 'outbox',
      action: 'resend',
      route: 'POST /api/admin/outbox/:id/resend',
      before: { status: 'failed', attempts: 5, error: 'connect ECONNREFUSED 127.0.0.1:25' },
      after: { status: 'pending', attempts: 0, error: null },
    });
    // The text (and any link in it) is not part of the entry.
    expect(JSON.stringify(log[0])).not.toContain('orders/1');
  });

  it('resend of a mail that did not fail is a 409 and changes nothing; unknown 404; malformed 400', async () => {
    for (const [id, said] of [
      [ids.sent, 'This one is sent already.'],
      [ids.receipt, 'no mail server is set up (SMTP_URL)'],
      [ids.failed, 'This one is still waiting to be sent.'], // pending since the resend above
    ] as const) {
      const [before] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      const auditBefore = (await entries(id)).length;
      const res = await admin.send('POST', `/api/admin/outbox/${id}/resend`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('NOT_FAILED');
      expect(res.json().error.message).toContain(
        'Only a mail whose delivery failed can be sent again.',
      );
      expect(res.json().error.message).toContain(said);
      const [after] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(after).toEqual(before);
      expect(await entries(id)).toHaveLength(auditBefore);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    const gone = await admin.send('POST', `/api/admin/outbox/${missing}/resend`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('This mail does not exist (any more).');
    expect((await admin.send('GET', `/api/admin/outbox/${missing}`)).statusCode).toBe(404);
    expect((await admin.send('POST', '/api/admin/outbox/not-an-id/resend')).statusCode).toBe(400);
    expect((await admin.send('GET', '/api/admin/outbox/not-an-id')).statusCode).toBe(400);
  });

  it('is for admins only: a shopper gets 403, a visitor 401', async () => {
    const shopper = await createUser(t.app, 'outbox-nosy');
    const asShopper = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${ids.sent}`,
      headers: shopper.headers,
    });
    expect(asShopper.statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${ids.failed}/resend`,
    });
    expect(asVisitor.statusCode).toBe(401);
  });
});
