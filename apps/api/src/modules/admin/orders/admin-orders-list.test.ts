import type {
  AdminOrderBulkResult,
  AdminOrderCounts,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderNote,
} from '@atelier/shared/schemas/admin-orders';
import { DATE_FILTER_MESSAGES } from '@atelier/shared/schemas/date-filter';
import { PROOF_MESSAGES } from '@atelier/shared/schemas/prints';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { orders } from '../../../db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertArtwork, insertBoard } from '../../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../../generation/generation.test-helpers';
import {
  approveForTest,
  eventsOf,
  insertCanvasOrder,
  markPaid,
  orderMails,
  orderRow,
  setUpCatalogue,
} from '../../prints/prints.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('/api/admin/orders: the full list, counts, bulk, notes and CSV', () => {
  let t: TestApp;
  let admin: AdminClient;
  let ada: TestUser;
  let bob: TestUser;
  let size: { id: string; priceCents: number };
  let boardId: string;
  /** The fixture's orders by name, oldest first. */
  const ids: Record<string, string> = {};

  const list = async (query: string) => {
    const res = await admin.send('GET', `/api/admin/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrderList>();
  };
  const only = (query: string) => `${query}&customer=${encodeURIComponent(ada.email)}`;
  const csv = async (query: string) => {
    const res = await admin.send('GET', `/api/admin/orders/export.csv?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { res, rows: parseCsv(res.body) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
    ada = await createUser(t.app, 'ada-list');
    bob = await createUser(t.app, 'bob-list');
    await t.app.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil")' })
      .where(eq(users.id, ada.id));
    await t.app.db
      .update(users)
      .set({ name: 'Bob "The Builder", Jr.' })
      .where(eq(users.id, bob.id));
    size = (await setUpCatalogue(t.app)).medium;
    boardId = (await insertBoard(t.app, ada.id, null)).id;
    // Ada: five orders on known days and totals; Bob: one.
    const fixture = [
      ['a1', ada, 'artwork', 'received', null, '2026-03-01T10:00:00Z'],
      ['a2', ada, 'png', 'paid', 499, '2026-03-02T10:00:00Z'],
      ['a3', ada, 'canvas', 'paid', 9400, '2026-03-03T10:00:00Z'],
      ['a4', ada, 'canvas', 'pending_payment', 12000, '2026-03-04T23:59:59Z'],
      ['a5', ada, 'png', 'refunded', 299, '2026-03-05T00:00:00Z'],
      ['b1', bob, 'png', 'paid', 499, '2026-03-03T12:00:00Z'],
    ] as const;
    for (const [name, who, kind, status, amountCents, at] of fixture) {
      const art =
        kind === 'artwork'
          ? null
          : await insertArtwork(t.app, { userId: who.id, visionBoardId: boardId });
      const [row] = await t.app.db
        .insert(orders)
        .values({
          userId: who.id,
          kind,
          status,
          amountCents,
          currency: amountCents === null ? null : 'usd',
          artworkId: art?.id ?? null,
          canvasSizeId: kind === 'canvas' ? size.id : null,
          wrap: kind === 'canvas' ? 'mirror' : null,
          carrier: name === 'a3' ? '+UPS' : null,
          trackingNumber: name === 'a3' ? '1Z 999' : null,
          createdAt: new Date(at),
        })
        .returning();
      ids[name] = row!.id;
    }
  });
  afterAll(() => t.close());

  it('filters by kind, status, date range, customer (e-mail or id) and searches by id prefix', async () => {
    const all = await list(only('limit=50'));
    expect(all.items.map((o) => o.id)).toEqual(['a5', 'a4', 'a3', 'a2', 'a1'].map((n) => ids[n]));
    expect(all.items.find((o) => o.id === ids.a1)).toMatchObject({
      kind: 'artwork',
      status: 'received',
      totalCents: 0,
      summary: 'Artwork request',
    });
    const names = (l: AdminOrderList) =>
      l.items.map((o) => Object.keys(ids).find((n) => ids[n] === o.id));
    expect(names(await list(only('kind=png')))).toEqual(['a5', 'a2']);
    expect(names(await list(only('kind=canvas&status=paid')))).toEqual(['a3']);
    // Both days included, UTC: 23:59:59 on the 4th is in, midnight of the 5th is not.
    expect(names(await list(only('from=2026-03-02&to=2026-03-04')))).toEqual(['a4', 'a3', 'a2']);
    expect(names(await list(`customer=${bob.id}`))).toEqual(['b1']);
    expect(names(await list(`customer=${encodeURIComponent(bob.email.toUpperCase())}`))).toEqual([
      'b1',
    ]);
    expect(names(await list(`q=${ids.a4!.slice(0, 8)}`))).toContain('a4');
    expect(names(await list(`q=${ids.a4}`))).toEqual(['a4']);
    expect(names(await list(`q=${encodeURIComponent(bob.email)}`))).toEqual(['b1']);
  });

  it('sorts by total and status, both ways', async () => {
    const totals = await list(only('sort=total&dir=asc'));
    expect(totals.items.map((o) => o.totalCents)).toEqual([0, 299, 499, 9400, 12000]);
    const byStatus = await list(only('sort=status&dir=desc'));
    expect(byStatus.items.map((o) => o.status)).toEqual([
      'refunded',
      'received',
      'pending_payment',
      'paid',
      'paid',
    ]);
    // Within a status, newest first.
    expect(byStatus.items.slice(3).map((o) => o.id)).toEqual([ids.a3, ids.a2]);
  });

  it('keyset pages: Next walks every row once, Previous comes back, for each sort', async () => {
    for (const sort of ['createdAt', 'total', 'status']) {
      const base = only(`sort=${sort}&dir=desc`);
      const whole = (await list(base)).items.map((o) => o.id);
      const seen: string[] = [];
      let page = await list(`${base}&limit=2`);
      expect(page.prevCursor).toBeNull();
      const pages = [page];
      seen.push(...page.items.map((o) => o.id));
      while (page.nextCursor) {
        page = await list(`${base}&limit=2&cursor=${page.nextCursor}`);
        pages.push(page);
        seen.push(...page.items.map((o) => o.id));
      }
      expect(seen).toEqual(whole);
      expect(pages).toHaveLength(3);
      expect(page.prevCursor).not.toBeNull();
      // Previous from the last page answers the middle page, then the first (no prevCursor).
      const back = await list(`${base}&limit=2&cursor=${page.prevCursor}`);
      expect(back.items.map((o) => o.id)).toEqual(pages[1]!.items.map((o) => o.id));
      const first = await list(`${base}&limit=2&cursor=${back.prevCursor}`);
      expect(first.items.map((o) => o.id)).toEqual(pages[0]!.items.map((o) => o.id));
      expect(first.prevCursor).toBeNull();
      expect(first.nextCursor).not.toBeNull();
    }
  });

  it('refuses bad input with 400 and a message: cursor, dates, limit', async () => {
    const first = await list(only('limit=2'));
    const cases = [
      ['cursor=garbage', 'BAD_CURSOR'],
      [`sort=total&cursor=${first.nextCursor}`, 'BAD_CURSOR'],
      ['from=2026-13-01', 'VALIDATION_ERROR'],
      ['from=2026-03-05&to=2026-03-01', 'VALIDATION_ERROR'],
      ['limit=201', 'VALIDATION_ERROR'],
    ];
    for (const [query, code] of cases) {
      const res = await admin.send('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ error: { code: string; message: string } }>();
      if (code !== 'VALIDATION_ERROR') expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(5);
    }
  });

  it('refuses days outside 2000–2999 on the list, counts and CSV: 400 naming the parameter, plain JSON', async () => {
    const routes = [
      '/api/admin/orders',
      '/api/admin/orders/counts',
      '/api/admin/orders/export.csv',
    ];
    const cases = [
      ['to=9999-12-31', 'to'],
      ['to=3000-01-01', 'to'],
      ['from=0001-01-01', 'from'],
      ['from=1999-12-31&to=2026-03-01', 'from'],
    ] as const;
    for (const route of routes) {
      for (const [query, param] of cases) {
        const res = await admin.call({
          method: 'GET',
          url: `${route}?${query}`,
          headers: { 'accept-encoding': 'br, gzip' },
        });
        expect(res.statusCode, `${route}?${query}`).toBe(400);
        // The answer is what its headers say: JSON, not encoded.
        expect(res.headers['content-encoding'], `${route}?${query}`).toBeUndefined();
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            message: `${param}: ${DATE_FILTER_MESSAGES.outOfRange}`,
          },
        });
      }
    }
    // The first and last days still answer, with every order between.
    const widest = only('from=2000-01-01&to=2999-12-31');
    expect((await list(widest)).items).toHaveLength(5);
    const counts = await admin.send('GET', `/api/admin/orders/counts?${widest}`);
    expect(counts.json<AdminOrderCounts>().total).toBe(5);
    expect((await csv(widest)).rows).toHaveLength(6);
  });

  it('counts each status of the filtered orders, the status filter aside', async () => {
    const res = await admin.send(
      'GET',
      `/api/admin/orders/counts?customer=${encodeURIComponent(ada.email)}&status=paid`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderCounts>()).toEqual({
      total: 5,
      statusCounts: { received: 1, paid: 2, pending_payment: 1, refunded: 1 },
    });
    const png = await admin.send('GET', `/api/admin/orders/counts?kind=png&customer=${bob.id}`);
    expect(png.json<AdminOrderCounts>()).toEqual({ total: 1, statusCounts: { paid: 1 } });
  });

  it('exports the filtered list as CSV in the list order, quoted, formulas defused', async () => {
    const { res, rows } = await csv(only('from=2026-03-02&to=2026-03-04&dir=asc'));
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(rows[0]).toEqual([
      'Order ID',
      'Created at',
      'Kind',
      'Status',
      'Customer e-mail',
      'Customer name',
      'Summary',
      'Total',
      'Currency',
      'Paid at',
      'Carrier',
      'Tracking number',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.a2, ids.a3, ids.a4]);
    expect(rows[2]).toEqual([
      ids.a3,
      '2026-03-03T10:00:00.000Z',
      'canvas',
      'paid',
      ada.email,
      `'=HYPERLINK("http://evil")`,
      '12×16 in · Mirror wrap',
      '94.00',
      'USD',
      '',
      "'+UPS",
      '1Z 999',
    ]);
    expect(rows[1]!.slice(6, 9)).toEqual(['Full-resolution PNG', '4.99', 'USD']);
    // The raw text quotes the cell with quotes in it.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const bobs = await csv(`customer=${bob.id}`);
    expect(bobs.rows[1]![5]).toBe('Bob "The Builder", Jr.');
    expect(bobs.res.body).toContain('"Bob ""The Builder"", Jr."');
  });

  it('writes names a spreadsheet would run as text: separators quoted, invisible and full-width tricks defused', async () => {
    const names = [';=1+1;', '\u200B=1+1', '＝1+1', '\u202E＋SUM(A1)', 'a;b'];
    const orderIds: string[] = [];
    for (const [i, name] of names.entries()) {
      const who = await createUser(t.app, `csv-name-${i}`);
      await t.app.db.update(users).set({ name }).where(eq(users.id, who.id));
      const [row] = await t.app.db
        .insert(orders)
        .values({ userId: who.id, kind: 'png', status: 'paid', amountCents: 499, currency: 'usd' })
        .returning();
      orderIds.push(row!.id);
    }
    const { res } = await csv(`ids=${orderIds.join(',')}`);
    const lines = res.body.trimEnd().split(/\r?\n/);
    const nameCell = (id: string) => {
      const line = lines.find((l) => l.startsWith(`${id},`))!;
      // The sixth cell as written: after id, created at, kind, status, e-mail.
      return line
        .split(',')
        .slice(5)
        .join(',')
        .replace(/,Full-resolution PNG,.*$/, '');
    };
    expect(orderIds.map(nameCell)).toEqual([`";'=1+1;"`, "'=1+1", "'=1+1", "'+SUM(A1)", '"a;b"']);
    // Read with ';' as the separator (as many locales do), no cell starts a formula either.
    for (const line of lines.slice(1)) {
      const cells = line.match(/("([^"]|"")*"|[^;]*)(;|$)/g) ?? [];
      for (const cell of cells) expect(cell.replace(/^"/, ''), line).not.toMatch(/^[=+\-@]/);
    }
  });

  it('exports the selected ids only; refuses ids that are not order ids', async () => {
    const { rows } = await csv(`ids=${ids.a1},${ids.b1}`);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.b1, ids.a1]);
    expect(rows[2]!.slice(2, 4)).toEqual(['artwork', 'received']);
    const bad = await admin.send('GET', '/api/admin/orders/export.csv?ids=1,2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('BAD_IDS');
  });

  it('streams a large export in batches: every row once', async () => {
    const [carol] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, admin.id));
    await t.app.db.execute(sql`
      insert into orders (user_id, kind, status, amount_cents, currency, created_at)
      select ${carol!.id}, 'png', 'paid', 100 + g, 'usd',
             timestamptz '2025-01-01' + g * interval '1 second'
      from generate_series(1, 3000) as g`);
    const { rows } = await csv(`customer=${admin.id}&sort=createdAt&dir=desc`);
    expect(rows).toHaveLength(3001);
    const idsSeen = new Set(rows.slice(1).map((r) => r[0]));
    expect(idsSeen.size).toBe(3000);
    expect(rows[1]![7]).toBe('31.00');
    expect(rows[3000]![7]).toBe('1.01');
  });

  it('bulk in production: approved canvas orders move (timeline, mail); others refused with why; one audit entry', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const order = () =>
      insertCanvasOrder(t.app, { userId: ada.id, artworkId: art.id, visionBoardId: boardId }, size);
    const approved = await order();
    await markPaid(t.app, approved.id, 'manual');
    await approveForTest(t.app, approved.id);
    // Paid, but its proof not approved yet: production waits for the shopper.
    const paid = await order();
    await markPaid(t.app, paid.id, 'manual');
    const unpaid = await order();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asked = [approved.id, paid.id, unpaid.id, ids.a2, unknown];
    const res = await admin.send('POST', '/api/admin/orders/bulk', {
      action: 'in_production',
      ids: asked,
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json<AdminOrderBulkResult>();
    expect(out.moved).toEqual([{ id: approved.id, status: 'in_production' }]);
    expect(out.refused).toEqual([
      { id: paid.id, code: 'NOT_APPROVED', message: PROOF_MESSAGES.NOT_APPROVED },
      {
        id: unpaid.id,
        code: 'INVALID_TRANSITION',
        message: 'This order cannot move from pending payment to in production.',
      },
      { id: ids.a2, code: 'NOT_CANVAS', message: 'Only canvas orders are made in production.' },
      { id: unknown, code: 'NOT_FOUND', message: 'Order not found.' },
    ]);
    expect((await orderRow(t.app, approved.id)).status).toBe('in_production');
    expect((await orderRow(t.app, paid.id)).status).toBe('paid');
    expect((await orderRow(t.app, unpaid.id)).status).toBe('pending_payment');
    expect(await eventsOf(t.app, approved.id, 'in_production')).toHaveLength(1);
    expect(
      (await orderMails(t.app, ada.email, approved.id)).map((m) => m.subject.split(' (')[0]),
    ).toContain('Your canvas is being made');
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'orders'), eq(auditLog.action, 'bulk')));
    expect(entries).toHaveLength(1);
    // No single row: the entry holds what was asked.
    expect(entries[0]!.after).toEqual({ action: 'in_production', ids: asked });

    const tooMany = await admin.send('POST', '/api/admin/orders/bulk', {
      action: 'in_production',
      ids: [],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('internal notes: listed on the admin detail, never in the shopper’s answers', async () => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const order = await insertCanvasOrder(
      t.app,
      { userId: ada.id, artworkId: art.id, visionBoardId: boardId },
      size,
    );
    const secret = 'Customer called: SECRET-NOTE-7731, be gentle';
    const res = await admin.send('POST', `/api/admin/orders/${order.id}/notes`, { body: secret });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminOrderNote>()).toMatchObject({ body: secret, authorEmail: admin.email });
    const detail = (
      await admin.send('GET', `/api/admin/orders/${order.id}`)
    ).json<AdminOrderDetail>();
    expect(detail.notes).toEqual([expect.objectContaining({ body: secret, authorId: admin.id })]);

    const empty = await admin.send('POST', `/api/admin/orders/${order.id}/notes`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toContain(
      'Write a note first.',
    );
    const long = await admin.send('POST', `/api/admin/orders/${order.id}/notes`, {
      body: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);

    for (const url of [`/api/orders/${order.id}`, `/api/canvas/orders/${order.id}`]) {
      const shopper = await t.app.inject({ method: 'GET', url, headers: ada.headers });
      expect(shopper.statusCode, url).toBe(200);
      expect(shopper.body).not.toContain('SECRET-NOTE-7731');
    }
    const asShopper = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/notes`,
      headers: ada.headers,
      payload: { body: 'hi' },
    });
    expect(asShopper.statusCode).toBe(403);
  });
});
