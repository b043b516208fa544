import { CONTACT_MESSAGES } from '@atelier/shared/schemas/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../test/app';

const valid = {
  name: 'Ruth Miller',
  email: 'ruth@example.com',
  subject: 'Canvas size question',
  message: 'Hello! Can the 24 x 36 canvas be hung in portrait orientation?',
};

// Each test sends from its own address so the per-IP limit of one does not touch another.
let nextIp = 10;
const freshIp = () => `203.0.113.${nextIp++}`;

describe('POST /api/contact', () => {
  let t: TestApp;
  const send = (payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });
  const rows = () => t.app.db.select().from(contactMessages);
  const contactMails = () =>
    t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact'));

  beforeAll(async () => {
    t = await createTestApp({ SHOP_EMAIL: 'owner@shop.example' });
  });
  afterAll(() => t.close());

  it('stores the message, mails it to the shop and answers 201 {ok, id}', async () => {
    const res = await send(valid, '203.0.113.1', { 'user-agent': 'contact-test/1.0' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      ...valid,
      ip: '203.0.113.1',
      userAgent: 'contact-test/1.0',
      status: 'new',
    });

    const mails = await contactMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('owner@shop.example');
    expect(mails[0]!.subject).toContain('Canvas size question');
    expect(mails[0]!.text).toContain('Reply to: ruth@example.com');
    expect(mails[0]!.text).toContain('Ruth Miller');
    expect(mails[0]!.text).toContain(valid.message);
    // No SMTP in tests: the outbox keeps it and logs it.
    expect(mails[0]!.status).toBe('logged');
  });

  it('accepts a message without a subject', async () => {
    const { subject: _omit, ...noSubject } = valid;
    const res = await send({ ...noSubject, message: 'Just saying thank you for the portrait!' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().id));
    expect(row!.subject).toBeNull();
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const before = { rows: (await rows()).length, mails: (await contactMails()).length };
    const res = await send({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await rows()).length).toBe(before.rows);
    expect((await contactMails()).length).toBe(before.mails);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, `email: ${CONTACT_MESSAGES.EMAIL_INVALID}`],
    ['a blank name', { name: '   ' }, `name: ${CONTACT_MESSAGES.NAME_REQUIRED}`],
    ['a short message', { message: 'Too short' }, `message: ${CONTACT_MESSAGES.MESSAGE_TOO_SHORT}`],
    [
      'a message over 5000 characters',
      { message: 'x'.repeat(5001) },
      `message: ${CONTACT_MESSAGES.MESSAGE_TOO_LONG}`,
    ],
    [
      'a subject over 150 characters',
      { subject: 's'.repeat(151) },
      `subject: ${CONTACT_MESSAGES.SUBJECT_TOO_LONG}`,
    ],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101) },
      `name: ${CONTACT_MESSAGES.NAME_TOO_LONG}`,
    ],
    // The wording of unknown-key errors belongs to the shared error handler; it names the key.
    ['an unknown field', { role: 'admin' }, /role/],
  ])('rejects %s with 400 naming the field, and stores nothing', async (_case, change, message) => {
    const before = (await rows()).length;
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    if (typeof message === 'string') expect(res.json().error.message).toBe(message);
    else expect(res.json().error.message).toMatch(message);
    expect((await rows()).length).toBe(before);
  });

  it('allows 5 messages per hour from one address, then answers 429', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const before = (await rows()).length;
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: CONTACT_MESSAGES.RATE_LIMITED },
    });
    expect((await rows()).length).toBe(before);
    // Another visitor is not affected.
    expect((await send(valid, '198.51.100.8')).statusCode).toBe(201);
  });

  it('keeps counting one address whatever X-Forwarded-For it writes, and stores the real address', async () => {
    const ip = '198.51.100.10';
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await send(valid, ip, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const stored = (await rows()).filter((r) => r.ip === ip);
    expect(stored).toHaveLength(5);
    expect((await rows()).some((r) => r.ip?.startsWith('192.0.2.'))).toBe(false);
  });

  it('does not count invalid submissions against the limit', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 6; i++) {
      expect((await send({ ...valid, email: 'typo' }, ip)).statusCode).toBe(400);
    }
    expect((await send(valid, ip)).statusCode).toBe(201);
  });
});

describe('POST /api/contact with CONTACT_RATE_LIMIT_MAX lowered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '1' });
  });
  afterAll(() => t.close());

  it('answers 429 on the second message', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '::1' });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
  });
});

describe('POST /api/contact behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', CONTACT_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('counts and stores the address the proxy saw, not one the client wrote before it', async () => {
    const viaProxy = (written: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${written}, 203.0.113.50` },
      });
    expect((await viaProxy('192.0.2.1')).statusCode).toBe(201);
    expect((await viaProxy('192.0.2.2')).statusCode).toBe(201);
    expect((await viaProxy('192.0.2.3')).statusCode).toBe(429);
    const stored = await t.app.db.select().from(contactMessages);
    expect(stored.map((r) => r.ip)).toEqual(['203.0.113.50', '203.0.113.50']);
  });
});
