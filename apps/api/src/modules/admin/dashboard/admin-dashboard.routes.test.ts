import type { AdminDashboard, DashboardFigures } from '@atelier/shared/schemas/admin-dashboard';
import { randomUUID } from 'node:crypto';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema/auth';
import { pricingPlans } from '../../../db/schema/commerce';
import { artworks, visionBoards } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { mailOutbox } from '../../../db/schema/mail';
import { checkoutSessions, subscriptions } from '../../../db/schema/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// A hand-built shop at known times before a fixed NOW (09:30 UTC, the day after tomorrow so the
// admin's session is still valid), and the exact figures the dashboard must answer for it.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const real = new Date();
const NOW = new Date(
  Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate() + 2, 9, 30),
);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const dayOf = (daysBack: number) =>
  ago(daysBack * DAY)
    .toISOString()
    .slice(0, 10);

let t: TestApp;
let admin: AdminClient;
const ids = {
  o1: randomUUID(),
  o2: randomUUID(),
  o3: randomUUID(),
  a3: randomUUID(),
  a6: randomUUID(),
  a8: randomUUID(),
  a10: randomUUID(),
  a11: randomUUID(),
  a5: randomUUID(),
  m1: randomUUID(),
  m3: randomUUID(),
};

/** The dashboard as of NOW: Date is frozen there for the request only. */
async function dashboard(): Promise<AdminDashboard> {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  try {
    const res = await admin.send('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    return res.json() as AdminDashboard;
  } finally {
    vi.useRealTimers();
  }
}

async function seedShop() {
  const db = t.app.db;
  const shopper = await createUser(t.app, 'dash-shopper');
  // Sign-ups: one in each window (A today, B yesterday before 09:30, C 8 days, D 40 days ago).
  const signUp = (tag: string, createdAt: Date) => ({
    id: `dash-${tag}`,
    name: tag,
    email: `${tag}@dash.example`,
    createdAt,
  });
  await db
    .insert(users)
    .values([
      signUp('a', ago(HOUR)),
      signUp('b', ago(25 * HOUR)),
      signUp('c', ago(8 * DAY)),
      signUp('d', ago(40 * DAY)),
    ]);
  // Everyone else signed up long ago.
  await db
    .update(users)
    .set({ createdAt: ago(400 * DAY) })
    .where(notInArray(users.id, ['dash-a', 'dash-b', 'dash-c', 'dash-d']));

  const board = (createdAt: Date) => ({ userId: shopper.id, items: 'x', createdAt });
  const [b0] = await db
    .insert(visionBoards)
    .values([
      board(ago(400 * DAY)),
      board(ago(2 * HOUR)),
      board(ago(3 * DAY)),
      board(ago(20 * DAY)),
      board(ago(45 * DAY)),
    ])
    .returning();

  // Artworks: created, then started and finished `seconds` later.
  const art = (
    createdAt: Date,
    status: 'queued' | 'running' | 'succeeded' | 'failed',
    seconds: number | null,
    extra: Partial<typeof artworks.$inferInsert> = {},
  ) => ({
    visionBoardId: b0!.id,
    userId: shopper.id,
    provider: 'local',
    seed: 1,
    status,
    createdAt,
    queuedAt: createdAt,
    startedAt: status === 'queued' ? null : createdAt,
    finishedAt: seconds === null ? null : new Date(createdAt.getTime() + seconds * 1000),
    ...extra,
  });
  await db.insert(artworks).values([
    art(ago(HOUR), 'succeeded', 10),
    art(ago(2 * HOUR), 'succeeded', 20),
    art(ago(3 * HOUR), 'failed', 30, { id: ids.a3, failureKind: 'provider_error' }),
    art(ago(2 * DAY), 'succeeded', 40),
    art(ago(10 * DAY), 'failed', 60, { id: ids.a5, failureKind: 'timeout' }),
    art(ago(20 * MIN), 'queued', null, { id: ids.a6 }),
    art(ago(10 * MIN), 'queued', null),
    art(ago(5 * MIN), 'running', null, { id: ids.a8, deadlineAt: ago(MIN) }),
    art(ago(4 * MIN), 'running', null, { deadlineAt: ago(-5 * MIN) }),
    // Failed exactly 24 h ago (listed) and one second before that (not listed).
    art(ago(DAY + 10_000), 'failed', 10, { id: ids.a10, failureKind: 'timeout' }),
    art(ago(DAY + 11_000), 'failed', 10, { id: ids.a11, failureKind: 'internal' }),
    art(ago(70 * DAY), 'succeeded', 5),
  ]);

  const order = (
    kind: 'artwork' | 'canvas' | 'png',
    status: (typeof orders.$inferInsert)['status'],
    amountCents: number | null,
    createdAt: Date,
    paidAt: Date | null,
    id: string = randomUUID(),
  ) => ({ id, userId: shopper.id, kind, status, amountCents, currency: 'usd', createdAt, paidAt });
  await db.insert(orders).values([
    // Both paid and not in production, so both listed: paid exactly 48 h ago is late, one
    // second later is not late yet.
    order('canvas', 'paid', 10900, ago(50 * HOUR), ago(48 * HOUR), ids.o1),
    order('canvas', 'paid', 8900, ago(47 * HOUR), ago(48 * HOUR - 1000), ids.o2),
    order('canvas', 'in_production', 12900, ago(5 * DAY), ago(5 * DAY), ids.o3),
    order('png', 'paid', 1900, ago(HOUR), ago(HOUR)),
    order('png', 'refunded', 1900, ago(2 * HOUR), ago(2 * HOUR)),
    order('canvas', 'pending_payment', 9900, ago(30 * MIN), null),
    order('canvas', 'shipped', 15900, ago(20 * DAY), ago(20 * DAY)),
    order('png', 'paid', 1900, ago(40 * DAY), ago(40 * DAY)),
    order('artwork', 'ready', null, ago(3 * HOUR), null),
    order('canvas', 'cancelled', 9900, ago(3 * DAY), ago(3 * DAY)),
  ]);

  await db.insert(pricingPlans).values({
    id: 'dash-pro',
    name: 'Dash Pro',
    priceCents: 1500,
    generationsPerMonth: 100,
  });
  const checkout = (
    userId: string,
    planId: string | null,
    status: 'open' | 'completed',
    at: Date,
  ) => ({
    userId,
    planId,
    provider: 'demo' as const,
    status,
    createdAt: at,
    completedAt: status === 'completed' ? at : null,
  });
  await db
    .insert(checkoutSessions)
    .values([
      checkout('dash-a', 'dash-pro', 'completed', ago(30 * MIN)),
      checkout('dash-c', 'dash-pro', 'completed', ago(8 * DAY)),
      checkout('dash-b', 'dash-pro', 'open', ago(HOUR)),
      checkout(shopper.id, null, 'completed', ago(HOUR)),
    ]);

  const sub = (
    userId: string,
    provider: 'stripe' | 'demo' | 'comp',
    status: string,
    cancelAtPeriodEnd = false,
  ) => ({ userId, planId: 'dash-pro', provider, status, cancelAtPeriodEnd });
  await db
    .insert(subscriptions)
    .values([
      sub('dash-a', 'stripe', 'active'),
      sub('dash-b', 'demo', 'active', true),
      sub('dash-c', 'comp', 'active'),
      sub('dash-d', 'stripe', 'canceled'),
      sub(shopper.id, 'stripe', 'trialing'),
    ]);

  const mail = (id: string, status: 'failed' | 'sent', createdAt: Date) => ({
    id,
    to: 'ada@example.com',
    subject: `Mail ${id.slice(0, 4)}`,
    text: 'x',
    status,
    error: status === 'failed' ? 'SMTP 550 mailbox unavailable' : null,
    createdAt,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail(ids.m1, 'failed', ago(2 * HOUR)),
      mail(randomUUID(), 'sent', ago(HOUR)),
      mail(ids.m3, 'failed', ago(HOUR)),
    ]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await newAdmin(t.app, 'dash-admin');
  await seedShop();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const revenue = (subscriptionsCents: number, canvasCents: number, pngCents: number) => ({
  subscriptionsCents,
  canvasCents,
  pngCents,
  totalCents: subscriptionsCents + canvasCents + pngCents,
});

const noGenerations = {
  count: 0,
  succeeded: 0,
  failed: 0,
  failureRate: null,
  medianMs: null,
  p95Ms: null,
};

describe('GET /api/admin/dashboard', () => {
  it('answers each period and the one before it from the real tables', async () => {
    const { periods } = await dashboard();

    const today: { current: DashboardFigures; previous: DashboardFigures } = periods.today;
    expect(periods.today.from).toBe(
      new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate())).toISOString(),
    );
    expect(periods.today.to).toBe(NOW.toISOString());
    expect(today.current).toEqual({
      revenue: revenue(1500, 0, 1900),
      orders: [
        { kind: 'artwork', status: 'ready', count: 1 },
        { kind: 'canvas', status: 'pending_payment', count: 1 },
        { kind: 'png', status: 'paid', count: 1 },
        { kind: 'png', status: 'refunded', count: 1 },
      ],
      generations: {
        count: 7,
        succeeded: 2,
        failed: 1,
        failureRate: 1 / 3,
        medianMs: 20_000,
        p95Ms: 29_000,
      },
      signUps: 1,
      funnel: { boards: 1, artworksFinished: 2, purchases: 1 },
    });
    // Yesterday up to 09:30: the two failures made just before 09:30 and sign-up B.
    expect(today.previous).toEqual({
      revenue: revenue(0, 0, 0),
      orders: [],
      generations: {
        count: 2,
        succeeded: 0,
        failed: 2,
        failureRate: 1,
        medianMs: 10_000,
        p95Ms: 10_000,
      },
      signUps: 1,
      funnel: { boards: 0, artworksFinished: 0, purchases: 0 },
    });

    expect(periods['7d'].current).toEqual({
      // The refunded PNG and the cancelled canvas are not revenue.
      revenue: revenue(1500, 10900 + 8900 + 12900, 1900),
      orders: [
        { kind: 'artwork', status: 'ready', count: 1 },
        { kind: 'canvas', status: 'cancelled', count: 1 },
        { kind: 'canvas', status: 'in_production', count: 1 },
        { kind: 'canvas', status: 'paid', count: 2 },
        { kind: 'canvas', status: 'pending_payment', count: 1 },
        { kind: 'png', status: 'paid', count: 1 },
        { kind: 'png', status: 'refunded', count: 1 },
      ],
      generations: {
        count: 10,
        succeeded: 3,
        failed: 3,
        failureRate: 0.5,
        medianMs: 15_000,
        p95Ms: 37_500,
      },
      signUps: 2,
      funnel: { boards: 2, artworksFinished: 3, purchases: 4 },
    });
    expect(periods['7d'].previous).toEqual({
      revenue: revenue(1500, 0, 0),
      orders: [],
      generations: {
        count: 1,
        succeeded: 0,
        failed: 1,
        failureRate: 1,
        medianMs: 60_000,
        p95Ms: 60_000,
      },
      signUps: 1,
      funnel: { boards: 0, artworksFinished: 0, purchases: 0 },
    });

    expect(periods['30d'].current).toEqual({
      revenue: revenue(3000, 10900 + 8900 + 12900 + 15900, 1900),
      orders: [
        { kind: 'artwork', status: 'ready', count: 1 },
        { kind: 'canvas', status: 'cancelled', count: 1 },
        { kind: 'canvas', status: 'in_production', count: 1 },
        { kind: 'canvas', status: 'paid', count: 2 },
        { kind: 'canvas', status: 'pending_payment', count: 1 },
        { kind: 'canvas', status: 'shipped', count: 1 },
        { kind: 'png', status: 'paid', count: 1 },
        { kind: 'png', status: 'refunded', count: 1 },
      ],
      generations: {
        count: 11,
        succeeded: 3,
        failed: 4,
        failureRate: 4 / 7,
        medianMs: 20_000,
        p95Ms: 54_000,
      },
      signUps: 3,
      funnel: { boards: 3, artworksFinished: 3, purchases: 5 },
    });
    expect(periods['30d'].previous).toEqual({
      revenue: revenue(0, 0, 1900),
      orders: [{ kind: 'png', status: 'paid', count: 1 }],
      generations: noGenerations,
      signUps: 1,
      funnel: { boards: 1, artworksFinished: 0, purchases: 1 },
    });
  });

  it('counts the queue and the premium subscribers now', async () => {
    const { now } = await dashboard();
    expect(now).toEqual({
      queued: 2,
      running: 2,
      queueDepth: 4,
      // active and trialing, whatever the provider (stripe, demo, comp); not the canceled one.
      premiumActive: 4,
      premiumCancelling: 1,
    });
  });

  it('has one row per UTC day of the last 30, zero-filled', async () => {
    const { daily } = await dashboard();
    expect(daily).toHaveLength(30);
    expect(daily[0]!.day).toBe(dayOf(29));
    expect(daily.at(-1)).toEqual({ day: dayOf(0), revenueCents: 1900 + 1500, generations: 7 });
    const on = (back: number) => daily.find((d) => d.day === dayOf(back));
    expect(on(1)).toEqual({ day: dayOf(1), revenueCents: 0, generations: 2 });
    // The two paid canvas orders 48 h ago, and an artwork made then.
    expect(on(2)).toEqual({ day: dayOf(2), revenueCents: 10900 + 8900, generations: 1 });
    expect(on(3)).toEqual({ day: dayOf(3), revenueCents: 0, generations: 0 });
    expect(on(5)).toEqual({ day: dayOf(5), revenueCents: 12900, generations: 0 });
    expect(on(8)).toEqual({ day: dayOf(8), revenueCents: 1500, generations: 0 });
    expect(on(10)).toEqual({ day: dayOf(10), revenueCents: 0, generations: 1 });
    expect(on(20)).toEqual({ day: dayOf(20), revenueCents: 15900, generations: 0 });
    const sum = daily.reduce((n, d) => n + d.revenueCents, 0);
    expect(sum).toBe(3400 + 19800 + 12900 + 1500 + 15900);
    expect(daily.reduce((n, d) => n + d.generations, 0)).toBe(11);
  });

  it('lists what needs attention, at the 48 h and 24 h edges', async () => {
    const { attention } = await dashboard();
    expect(attention.waitingCanvasOrders).toEqual({
      total: 2,
      late: 1,
      items: [
        {
          id: ids.o1,
          customerEmail: expect.stringContaining('dash-shopper'),
          amountCents: 10900,
          paidAt: ago(48 * HOUR).toISOString(),
          late: true,
        },
        {
          id: ids.o2,
          customerEmail: expect.stringContaining('dash-shopper'),
          amountCents: 8900,
          paidAt: ago(48 * HOUR - 1000).toISOString(),
          late: false,
        },
      ],
    });
    expect(attention.failedArtworks.total).toBe(2);
    expect(attention.failedArtworks.items.map((a) => [a.id, a.failureKind])).toEqual([
      [ids.a3, 'provider_error'],
      [ids.a10, 'timeout'],
    ]);
    expect(attention.failedArtworks.items[1]!.finishedAt).toBe(ago(DAY).toISOString());
    expect(attention.stuckJobs.total).toBe(2);
    expect(attention.stuckJobs.items.map((a) => [a.id, a.status])).toEqual([
      [ids.a6, 'queued'],
      [ids.a8, 'running'],
    ]);
    expect(attention.failedMail).toEqual({
      total: 2,
      items: [
        expect.objectContaining({ id: ids.m3, error: 'SMTP 550 mailbox unavailable' }),
        expect.objectContaining({ id: ids.m1, to: 'ada@example.com' }),
      ],
    });
  });

  it('lists a paid canvas order at once, before it is late', async () => {
    const id = randomUUID();
    const [shopper] = await t.app.db
      .select({ id: orders.userId })
      .from(orders)
      .where(eq(orders.id, ids.o1));
    await t.app.db.insert(orders).values({
      id,
      userId: shopper!.id,
      kind: 'canvas',
      status: 'paid',
      amountCents: 7900,
      currency: 'usd',
      createdAt: ago(2 * MIN),
      paidAt: ago(MIN),
    });
    try {
      const { waitingCanvasOrders } = (await dashboard()).attention;
      expect(waitingCanvasOrders.total).toBe(3);
      expect(waitingCanvasOrders.late).toBe(1);
      expect(waitingCanvasOrders.items.at(-1)).toEqual({
        id,
        customerEmail: expect.stringContaining('dash-shopper'),
        amountCents: 7900,
        paidAt: ago(MIN).toISOString(),
        late: false,
      });
    } finally {
      await t.app.db.delete(orders).where(eq(orders.id, id));
    }
  });

  it('drops an item once it is handled', async () => {
    const db = t.app.db;
    await db
      .update(orders)
      .set({ status: 'in_production' })
      .where(inArray(orders.id, [ids.o1, ids.o2]));
    await db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(inArray(mailOutbox.id, [ids.m1, ids.m3]));
    const { attention } = await dashboard();
    expect(attention.waitingCanvasOrders).toEqual({ total: 0, late: 0, items: [] });
    expect(attention.failedMail).toEqual({ total: 0, items: [] });
    await db
      .update(orders)
      .set({ status: 'paid' })
      .where(inArray(orders.id, [ids.o1, ids.o2]));
  });
});
