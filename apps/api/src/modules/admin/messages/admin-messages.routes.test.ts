import type { AdminMessageDetail, AdminMessageList } from '@atelier/shared/schemas/admin-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { contactMessages } from '../../../db/schema/contact';
import { createTestApp, type TestApp } from '../../../test/app';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

describe('/api/admin/messages', () => {
  let t: TestApp;
  let admin: AdminClient;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
    // Sent through the contact form, as a visitor does.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Canvas size & framing?',
        message: 'Hello! Which canvas size suits a portrait of two people?\n\nThanks, Ada',
      },
    });
    expect(sent.statusCode).toBe(201);
    await t.app.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(contactMessages.id, sent.json().id));
    ids.push(sent.json().id);
    const rows = await t.app.db
      .insert(contactMessages)
      .values([
        {
          name: 'Grace',
          email: 'grace@example.com',
          subject: 'Order question',
          message: 'Where is my order? '.repeat(20),
          createdAt: new Date(Date.now() - 2 * 3_600_000),
        },
        {
          name: 'Linus',
          email: 'linus@example.com',
          subject: null,
          message: 'Thank you for the lovely portrait.',
          status: 'handled',
          readAt: new Date(Date.now() - 3_000_000),
          handledAt: new Date(Date.now() - 3_000_000),
          createdAt: new Date(Date.now() - 3_600_000),
        },
      ])
      .returning({ id: contactMessages.id });
    ids.push(...rows.map((r) => r.id));
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await admin.send('GET', `/api/admin/messages${query}`)).json<AdminMessageList>();
  const entries = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it('lists newest first with the unread count; filters by status; pages by cursor', async () => {
    const all = await list();
    expect(all.items.map((m) => m.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.unreadCount).toBe(2);
    expect(all.items[2]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Canvas size & framing?',
      status: 'new',
      readAt: null,
    });
    expect(all.items[2]!.excerpt).toBe(
      'Hello! Which canvas size suits a portrait of two people? Thanks, Ada',
    );
    expect(all.items[1]!.excerpt.length).toBeLessThanOrEqual(160);
    expect(all.items[1]!.excerpt.endsWith('…')).toBe(true);

    const unread = await list('?status=new');
    expect(unread.items.map((m) => m.id)).toEqual([ids[1], ids[0]]);
    const handled = await list('?status=handled');
    expect(handled.items.map((m) => m.id)).toEqual([ids[2]]);

    const first = await list('?limit=2');
    expect(first.items.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    const rest = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(rest.items.map((m) => m.id)).toEqual([ids[0]]);
    expect(rest.nextCursor).toBeNull();
  });

  it('shows one message in full', async () => {
    const res = await admin.send('GET', `/api/admin/messages/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminMessageDetail>()).toMatchObject({
      id: ids[0],
      message: 'Hello! Which canvas size suits a portrait of two people?\n\nThanks, Ada',
      status: 'new',
      handledBy: null,
    });
  });

  it('read, handled, reopen and unread move the message and are audited', async () => {
    const id = ids[0]!;
    const read = await admin.send('POST', `/api/admin/messages/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json<AdminMessageDetail>()).toMatchObject({ status: 'read' });
    expect(read.json<AdminMessageDetail>().readAt).not.toBeNull();
    expect((await list()).unreadCount).toBe(1);

    const handled = await admin.send('POST', `/api/admin/messages/${id}/handled`);
    expect(handled.json<AdminMessageDetail>()).toMatchObject({
      status: 'handled',
      handledBy: { id: admin.id, email: admin.email },
    });
    expect(handled.json<AdminMessageDetail>().handledAt).not.toBeNull();

    const reopened = await admin.send('POST', `/api/admin/messages/${id}/reopen`);
    expect(reopened.json<AdminMessageDetail>()).toMatchObject({
      status: 'read',
      handledAt: null,
      handledBy: null,
    });

    const unread = await admin.send('POST', `/api/admin/messages/${id}/unread`);
    expect(unread.json<AdminMessageDetail>()).toMatchObject({ status: 'new', readAt: null });
    expect((await list()).unreadCount).toBe(2);

    const log = await entries(id);
    expect(log.map((e) => [e.entity, e.action])).toEqual([
      ['messages', 'read'],
      ['messages', 'handled'],
      ['messages', 'reopen'],
      ['messages', 'unread'],
    ]);
  });

  it('reopen of a message that is not handled is a 409; unknown ids 404; bad filters 400', async () => {
    const id = ids[1]!;
    const [before] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    const res = await admin.send('POST', `/api/admin/messages/${id}/reopen`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'NOT_HANDLED',
      message: 'This message is not marked handled, so there is nothing to reopen.',
    });
    const [after] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(after).toEqual(before);
    expect(await entries(id)).toHaveLength(0);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.send('GET', `/api/admin/messages/${missing}`)).statusCode).toBe(404);
    expect((await admin.send('POST', `/api/admin/messages/${missing}/handled`)).statusCode).toBe(
      404,
    );
    const bad = await admin.send('GET', '/api/admin/messages?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/status must be new, read or handled/);
  });
});
