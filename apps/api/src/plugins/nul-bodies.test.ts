import { PLACEHOLDER_CUSTOMER_INFO } from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { contactMessages } from '../db/schema/contact';
import { visionBoards } from '../db/schema/generation';
import { orders } from '../db/schema/orders';
import { uniqueEmail } from '../modules/auth/auth.test-helpers';
import {
  insertBoard,
  insertProduct,
  newShopper,
  type Shopper,
} from '../modules/boards/shopper.test-fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { TEXT_MESSAGES } from './text-guard';

// Text PostgreSQL cannot hold (NUL) or that JSON cannot spell as Unicode
// (a lone surrogate) is refused with a 400 before any handler runs, on every route, so
// nothing is stored. PostgreSQL answered such text with a 500; run with DATABASE_URL too.

const NUL = '\u0000';
const LONE_SURROGATE = '\ud83d';

describe('text with NUL or a broken character → 400, nothing stored', () => {
  let t: TestApp;
  let ada: Shopper;
  let product: { id: string };
  let nextIp = 20;

  const send = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    payload?: unknown,
    who: Shopper | null = ada,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who?.headers ?? {},
      // The contact form and sign-up are limited per address: each call gets its own.
      remoteAddress: `203.0.113.${nextIp++}`,
    });

  const expectRefused = (
    res: Awaited<ReturnType<typeof send>>,
    where: string,
    message: string = TEXT_MESSAGES.NUL,
  ) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: `${where}: ${message}` },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    ada = await newShopper(t.app, 'ada');
    product = await insertProduct(t.app);
  });
  afterAll(() => t.close());

  it('board items (POST /api/vision-boards)', async () => {
    const res = await send('POST', '/api/vision-boards', {
      items: `name: Ada${NUL}`,
      productId: product.id,
    });
    expectRefused(res, 'items');
    expect(
      await t.app.db.select().from(visionBoards).where(eq(visionBoards.userId, ada.id)),
    ).toEqual([]);
  });

  it('order customer info (POST /api/orders)', async () => {
    const board = await insertBoard(t.app, ada.id, product.id);
    const res = await send('POST', '/api/orders', {
      visionBoardId: board.id,
      productId: product.id,
      customerInfo: { ...PLACEHOLDER_CUSTOMER_INFO, firstName: `Ad${NUL}a` },
    });
    expectRefused(res, 'customerInfo.firstName');
    expect(await t.app.db.select().from(orders).where(eq(orders.visionBoardId, board.id))).toEqual(
      [],
    );
  });

  it('profile name (PATCH /api/profile)', async () => {
    const res = await send('PATCH', '/api/profile', { displayName: `Ada${NUL}` });
    expectRefused(res, 'displayName');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ada.id));
    expect(row!.name).toBe('Ada Lovelace');
  });

  it('contact form (POST /api/contact)', async () => {
    const res = await send(
      'POST',
      '/api/contact',
      {
        name: 'Ruth',
        email: 'ruth@example.com',
        subject: 'Hello',
        message: `A question about${NUL} canvas sizes, please.`,
      },
      null,
    );
    expectRefused(res, 'message');
    expect(await t.app.db.select().from(contactMessages)).toEqual([]);
  });

  it('the auth name (POST /api/auth/sign-up/email)', async () => {
    const email = uniqueEmail('nul');
    const res = await send(
      'POST',
      '/api/auth/sign-up/email',
      { email, password: 'secret-pass', name: `Ada${NUL}` },
      null,
    );
    expectRefused(res, 'name');
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("better-auth's own routes: JSON and form bodies (POST /api/auth/update-user)", async () => {
    const json = await send('POST', '/api/auth/update-user', { name: `Eve${NUL}` });
    expectRefused(json, 'name');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: 'name=Eve%00',
      headers: { ...ada.headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectRefused(form, 'name');
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: 'name=Eve%00&name=Eve',
      headers: { ...ada.headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectRefused(repeated, 'name');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ada.id));
    expect(row!.name).toBe('Ada Lovelace');
  });

  it('a NUL in a key, deep in an array, is found too', async () => {
    const res = await send('PATCH', '/api/profile', { displayName: 'Ada', [`x${NUL}`]: [1, 'a'] });
    expectRefused(res, `x\\u0000`);
  });

  it('a deeply nested body is walked without overflowing the stack (400, not 500)', async () => {
    const depth = 200_000;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: `{"displayName":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    const { message } = res.json().error;
    // The place is shortened: a message a person can read.
    expect(message).toBe(`displayName${'.0'.repeat(54)}…: ${TEXT_MESSAGES.NUL}`);
  });

  it('query strings and path parameters', async () => {
    expectRefused(await send('GET', '/api/gallery?category=art%00', undefined, null), 'category');
    expectRefused(await send('GET', '/api/products/divine%00', undefined, null), 'slug');
  });

  it('a lone UTF-16 surrogate (JSON "\\ud83d") is refused; a whole emoji is fine', async () => {
    const message = (text: string) => ({
      name: 'Ruth',
      email: 'ruth@example.com',
      subject: 'Hello',
      message: `A question about canvas sizes ${text}`,
    });
    const broken = await send('POST', '/api/contact', message(LONE_SURROGATE), null);
    expectRefused(broken, 'message', TEXT_MESSAGES.LONE_SURROGATE);
    expect(await t.app.db.select().from(contactMessages)).toEqual([]);

    const fine = await send('POST', '/api/contact', message('\ud83d\ude00'), null);
    expect(fine.statusCode, fine.body).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages);
    expect(row!.message).toBe('A question about canvas sizes 😀');
  });
});
