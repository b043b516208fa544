import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';
import { PRINT_ORDER_STATUSES, type PrintOrderStatus } from '@atelier/shared/schemas/prints';
import { ALLOWED_FROM } from '../../modules/orders/order-lifecycle';
import { createTestApp, type TestApp } from '../../test/app';
import type { Database } from '../client';
import { ARTWORK_STATUSES } from '../schema/generation';
import { CONTACT_MESSAGE_STATUSES } from '../schema/contact';
import { countLargeShop } from './large/counts';
import { EmptyCatalogueError, LargeShopExistsError, type LargeShopCounts } from './large/shop';
import { seedLargeShop } from './seed-large';

// The large shop at 1/100 scale on a fresh database with the normal demo catalogue: the counts,
// the references between the rows, the enums and the timelines, so the full run (npm run
// db:seed-large) cannot break silently.

const SCALE = 0.01;
const NOW = new Date('2026-11-20T12:00:00.000Z');

async function rows<T = Record<string, unknown>>(db: Database, query: string): Promise<T[]> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}
const one = async (db: Database, query: string) =>
  Number(Object.values((await rows(db, query))[0]!)[0]);
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(',');

describe('large-shop seed (1/100 scale)', () => {
  let t: TestApp;
  let db: Database;
  let counts: LargeShopCounts;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    db = t.app.database.db;
    counts = await seedLargeShop(db, { scale: SCALE, now: NOW });
  }, 120_000);
  afterAll(() => t.close());

  it('makes the expected number of each row', () => {
    const total = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(counts.users).toBe(100);
    expect(counts.admins).toBe(3);
    expect(counts.boards).toBe(500);
    expect(total(counts.artworks)).toBe(2000);
    expect(Object.keys(counts.orders).sort()).toEqual(['artwork', 'canvas', 'png']);
    expect(total(counts.orders.artwork!)).toBe(400);
    expect(total(counts.orders.canvas!)).toBe(350);
    expect(total(counts.orders.png!)).toBe(250);
    expect(counts.contactMessages).toBe(15);
    expect(total(counts.mails)).toBe(50);
    // Most artworks succeed; every order has its timeline.
    expect(counts.artworks.succeeded).toBeGreaterThan(1800);
    expect(counts.artworks.failed).toBeGreaterThan(0);
    expect(counts.orderEvents).toBeGreaterThanOrEqual(1000);
    expect(counts.premiumActive + counts.premiumCancelling).toBeGreaterThan(5);
  });

  it('uses the documented e-mails, and no seeded account can sign in', async () => {
    const emails = await rows<{ email: string; role: string }>(
      db,
      `SELECT email, role FROM users WHERE id LIKE 'lgu\\_%' ORDER BY id LIMIT 5`,
    );
    expect(emails.map((e) => e.email)).toEqual([
      'admin00001@large.example',
      'admin00002@large.example',
      'admin00003@large.example',
      'shopper00004@large.example',
      'shopper00005@large.example',
    ]);
    expect(emails.map((e) => e.role)).toEqual(['admin', 'admin', 'admin', 'user', 'user']);
    expect(await one(db, `SELECT count(*) FROM accounts WHERE user_id LIKE 'lgu\\_%'`)).toBe(0);
  });

  it('makes ids the answers accept (UUIDs with version and variant bits)', async () => {
    const uuid = `'^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'`;
    for (const table of ['orders', 'artworks', 'vision_boards']) {
      expect(
        await one(
          db,
          `SELECT count(*) FROM ${table} WHERE user_id LIKE 'lgu\\_%' AND id::text !~ ${uuid}`,
        ),
        table,
      ).toBe(0);
    }
  });

  it('every reference points at a row of the same customer', async () => {
    // Artworks: on a board of their own user; orders: of an existing user, about their artwork.
    expect(
      await one(
        db,
        `SELECT count(*) FROM artworks a LEFT JOIN vision_boards b ON b.id = a.vision_board_id
         WHERE a.user_id LIKE 'lgu\\_%' AND (b.id IS NULL OR b.user_id <> a.user_id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        `SELECT count(*) FROM orders o LEFT JOIN users u ON u.id = o.user_id
         LEFT JOIN artworks a ON a.id = o.artwork_id
         LEFT JOIN vision_boards b ON b.id = o.vision_board_id
         WHERE o.user_id LIKE 'lgu\\_%' AND (u.id IS NULL
           OR (o.artwork_id IS NOT NULL AND (a.id IS NULL OR a.user_id <> o.user_id))
           OR (o.vision_board_id IS NOT NULL AND (b.id IS NULL OR b.user_id <> o.user_id))
           OR (o.kind <> 'artwork' AND (a.id IS NULL OR a.status <> 'succeeded')))`,
      ),
    ).toBe(0);
    // Canvas orders name an existing size and charge its price plus shipping.
    expect(
      await one(
        db,
        `SELECT count(*) FROM orders o LEFT JOIN canvas_sizes s ON s.id = o.canvas_size_id
         WHERE o.kind = 'canvas' AND o.user_id LIKE 'lgu\\_%' AND (s.id IS NULL
           OR o.subtotal_cents <> s.price_cents
           OR o.amount_cents <> o.subtotal_cents + o.shipping_cents OR o.shipping_address IS NULL)`,
      ),
    ).toBe(0);
    // Boards name a product with its blueprint on the artworks.
    expect(
      await one(
        db,
        `SELECT count(*) FROM vision_boards b LEFT JOIN products p ON p.id = b.product_id
         WHERE b.user_id LIKE 'lgu\\_%' AND p.id IS NULL`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        `SELECT count(*) FROM subscriptions s WHERE s.user_id LIKE 'lgu\\_%' AND s.status = 'active'
           AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id AND u.is_premium)`,
      ),
    ).toBe(0);
  });

  it('statuses come from the enums and agree with the other columns', async () => {
    const pngStatuses = ['pending_payment', 'paid', 'cancelled', 'refunded'];
    const bad = await one(
      db,
      `SELECT count(*) FROM orders WHERE user_id LIKE 'lgu\\_%' AND NOT (
         (kind = 'artwork' AND status IN ('received', 'generating', 'ready', 'failed'))
         OR (kind = 'canvas' AND status IN (${inList(PRINT_ORDER_STATUSES)}))
         OR (kind = 'png' AND status IN (${inList(pngStatuses)})))`,
    );
    expect(bad).toBe(0);
    // Paid (or later) orders have a payment time, the others none.
    expect(
      await one(
        db,
        `SELECT count(*) FROM orders WHERE user_id LIKE 'lgu\\_%' AND kind <> 'artwork'
           AND (status IN ('paid', 'awaiting_approval', 'changes_requested', 'approved',
             'in_production', 'shipped', 'delivered', 'refunded')) <> (paid_at IS NOT NULL)`,
      ),
    ).toBe(0);
    // A paid canvas's file is being made; past that its proof was sent (nothing for the proof
    // sweep of the print-file job to pick up).
    expect(
      await one(
        db,
        `SELECT count(*) FROM orders WHERE user_id LIKE 'lgu\\_%' AND kind = 'canvas'
           AND status = 'paid' AND print_file_status <> 'pending'`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        `SELECT count(*) FROM artworks WHERE user_id LIKE 'lgu\\_%' AND (
           status NOT IN (${inList(ARTWORK_STATUSES)})
           OR (status = 'failed') <> (failure_kind IS NOT NULL)
           OR (failure_kind IS NOT NULL AND failure_kind NOT IN (${inList(ARTWORK_FAILURE_KINDS)}))
           OR (status IN ('succeeded', 'failed') AND NOT (queued_at <= started_at AND started_at <= finished_at))
           OR (status = 'succeeded' AND preview_key IS NULL)
           OR coalesce(finished_at, started_at, queued_at) > '${NOW.toISOString()}'
           OR queued_at < '${NOW.toISOString()}'::timestamptz - interval '731 days')`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        `SELECT count(*) FROM contact_messages WHERE email LIKE '%@large.example'
           AND status NOT IN (${inList(CONTACT_MESSAGE_STATUSES)})`,
      ),
    ).toBe(0);
    // Durations are realistic: seconds to a few minutes.
    const [d] = await rows<{ p50: number; p95: number }>(
      db,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - started_at)) AS p50,
              percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - started_at)) AS p95
       FROM artworks WHERE user_id LIKE 'lgu\\_%' AND status = 'succeeded'`,
    );
    expect(Number(d!.p50)).toBeGreaterThan(5);
    expect(Number(d!.p95)).toBeLessThan(120);
  });

  it("every order's timeline starts at its creation, ends at its status and never passes now", async () => {
    const orders = await rows<{ kind: string; status: string; steps: string[]; times: string[] }>(
      db,
      `SELECT o.kind, o.status, array_agg(e.status ORDER BY e.created_at) AS steps,
         array_agg(e.created_at::text ORDER BY e.created_at) AS times,
         bool_and(e.created_at <= '${NOW.toISOString()}') AS before_now,
         min(e.created_at) = o.created_at AS starts_at_creation
       FROM orders o JOIN order_events e ON e.order_id = o.id
       WHERE o.user_id LIKE 'lgu\\_%' GROUP BY o.id`,
    );
    expect(orders).toHaveLength(1000);
    for (const o of orders as ((typeof orders)[number] & {
      before_now: boolean;
      starts_at_creation: boolean;
    })[]) {
      expect(o.steps[0]).toBe(o.kind === 'artwork' ? 'received' : 'pending_payment');
      expect(o.steps.at(-1)).toBe(o.status);
      // Each step is one the order lifecycle allows (a canvas passes its proof's approval).
      if (o.kind === 'canvas') {
        for (const [i, step] of o.steps.entries()) {
          if (i === 0) continue;
          expect(ALLOWED_FROM[step as PrintOrderStatus], o.steps.join(' → ')).toContain(
            o.steps[i - 1],
          );
        }
      }
      expect(o.before_now).toBe(true);
      expect(o.starts_at_creation).toBe(true);
      expect(new Set(o.times).size).toBe(o.times.length);
    }
  });

  it('refuses a second run; --reset makes the same shop again', async () => {
    const digest = () =>
      rows<{ d: string }>(
        db,
        `SELECT md5(string_agg(id::text || status || coalesce(amount_cents, 0) || created_at::text, ',' ORDER BY id)) AS d
         FROM orders WHERE user_id LIKE 'lgu\\_%'`,
      );
    const before = await digest();
    await expect(seedLargeShop(db, { scale: SCALE, now: NOW })).rejects.toBeInstanceOf(
      LargeShopExistsError,
    );
    expect(await countLargeShop(db)).toEqual(counts);
    const again = await seedLargeShop(db, { scale: SCALE, now: NOW, reset: true });
    expect(again).toEqual(counts);
    expect(await digest()).toEqual(before);
    // The demo catalogue is untouched.
    expect(await one(db, `SELECT count(*) FROM products`)).toBeGreaterThan(0);
  });
});

describe('large-shop seed without a catalogue', () => {
  it('refuses with a message that says to seed the normal shop', async () => {
    const t = await createTestApp();
    try {
      await t.app.db.execute(sql`DELETE FROM canvas_sizes`);
      await expect(seedLargeShop(t.app.database.db, { scale: SCALE })).rejects.toBeInstanceOf(
        EmptyCatalogueError,
      );
      expect(await one(t.app.database.db, `SELECT count(*) FROM users`)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
