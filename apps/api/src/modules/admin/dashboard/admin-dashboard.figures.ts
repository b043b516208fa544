import type {
  DashboardFigures,
  DashboardOrderCount,
} from '@atelier/shared/schemas/admin-dashboard';
import { and, asc, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { pricingPlans } from '../../../db/schema/commerce';
import { artworks, orders, visionBoards } from '../../../db/schema/generation';
import { checkoutSessions } from '../../../db/schema/payments';
import { at, within, type Window } from './dashboard-windows';

// The period figures: one aggregate query per table, each a single index range scan from the
// earliest window's start, with one FILTER column per window (schemas/admin-dashboard.ts says
// what each figure counts).

type Columns = Record<string, SQL.Aliased | SQL>;

const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::float8`.mapWith(Number);
/** Whole milliseconds (percentile_cont interpolates in float8). */
const ms0 = (expr: SQL) =>
  sql<number | null>`round((${expr})::numeric)::float8`.mapWith((v) =>
    v == null ? null : Number(v),
  );

/** Canvas and PNG orders that count as sold: paid, not refunded or cancelled afterwards. */
const sold = sql`${orders.kind} in ('canvas', 'png') and ${orders.paidAt} is not null and ${orders.status} not in ('refunded', 'cancelled')`;

/** Orders by kind × status with, per window, created count, revenue and purchases. */
async function orderFigures(db: Database, windows: Window[], start: Date) {
  const columns: Columns = {};
  windows.forEach((w, i) => {
    columns[`c${i}`] = int(sql`count(*) filter (where ${within(orders.createdAt, w)})`);
    columns[`r${i}`] = int(
      sql`sum(${orders.amountCents}) filter (where ${sold} and ${within(orders.paidAt, w)})`,
    );
    columns[`p${i}`] = int(sql`count(*) filter (where ${sold} and ${within(orders.paidAt, w)})`);
  });
  const rows = (await db
    .select({ kind: orders.kind, status: orders.status, ...columns })
    .from(orders)
    .where(or(gte(orders.createdAt, sql`${at(start)}`), gte(orders.paidAt, sql`${at(start)}`)))
    .groupBy(orders.kind, orders.status)
    .orderBy(asc(orders.kind), asc(orders.status))) as unknown as Array<
    { kind: DashboardOrderCount['kind']; status: string } & Record<string, number>
  >;
  return windows.map((_, i) => {
    const revenue = { canvas: 0, png: 0 };
    let purchases = 0;
    const counts: DashboardOrderCount[] = [];
    // A few dozen kind × status groups, not order rows: the database did the counting.
    for (const row of rows) {
      const created = row[`c${i}`] ?? 0;
      if (created > 0) counts.push({ kind: row.kind, status: row.status, count: created });
      if (row.kind === 'canvas' || row.kind === 'png') revenue[row.kind] += row[`r${i}`] ?? 0;
      purchases += row[`p${i}`] ?? 0;
    }
    return { revenue, purchases, counts };
  });
}

/** Artworks created per window (count, outcome, durations) and succeeded by finished_at. */
async function artworkFigures(db: Database, windows: Window[], start: Date) {
  const ms = sql`extract(epoch from (${artworks.finishedAt} - ${artworks.startedAt})) * 1000`;
  const finished = sql`${artworks.status} in ('succeeded', 'failed') and ${artworks.startedAt} is not null and ${artworks.finishedAt} is not null`;
  const columns: Columns = {};
  windows.forEach((w, i) => {
    const created = within(artworks.createdAt, w);
    columns[`n${i}`] = int(sql`count(*) filter (where ${created})`);
    columns[`s${i}`] = int(
      sql`count(*) filter (where ${created} and ${artworks.status} = 'succeeded')`,
    );
    columns[`f${i}`] = int(
      sql`count(*) filter (where ${created} and ${artworks.status} = 'failed')`,
    );
    columns[`m${i}`] = ms0(
      sql`percentile_cont(0.5) within group (order by ${ms}) filter (where ${created} and ${finished})`,
    );
    columns[`q${i}`] = ms0(
      sql`percentile_cont(0.95) within group (order by ${ms}) filter (where ${created} and ${finished})`,
    );
    columns[`d${i}`] = int(
      sql`count(*) filter (where ${artworks.status} = 'succeeded' and ${within(artworks.finishedAt, w)})`,
    );
  });
  const [row] = (await db
    .select(columns)
    .from(artworks)
    .where(
      or(gte(artworks.createdAt, sql`${at(start)}`), gte(artworks.finishedAt, sql`${at(start)}`)),
    )) as unknown as Array<Record<string, number | null>>;
  return windows.map((_, i) => {
    const succeeded = row?.[`s${i}`] ?? 0;
    const failed = row?.[`f${i}`] ?? 0;
    const done = succeeded + failed;
    return {
      generations: {
        count: row?.[`n${i}`] ?? 0,
        succeeded,
        failed,
        failureRate: done === 0 ? null : failed / done,
        medianMs: done === 0 ? null : (row?.[`m${i}`] ?? null),
        p95Ms: done === 0 ? null : (row?.[`q${i}`] ?? null),
      },
      artworksFinished: row?.[`d${i}`] ?? 0,
    };
  });
}

/** A count per window of the rows of `table` whose `column` falls in it. */
async function countsPerWindow(
  db: Database,
  windows: Window[],
  start: Date,
  table: typeof users | typeof visionBoards,
): Promise<number[]> {
  const column = table.createdAt;
  const columns: Columns = {};
  windows.forEach((w, i) => {
    columns[`w${i}`] = int(sql`count(*) filter (where ${within(column, w)})`);
  });
  const [row] = (await db
    .select(columns)
    .from(table)
    .where(gte(column, sql`${at(start)}`))) as unknown as Array<Record<string, number>>;
  return windows.map((_, i) => row?.[`w${i}`] ?? 0);
}

/**
 * Subscription revenue per window: the plan's price for each completed plan checkout (the
 * shop keeps no invoice amounts; see schemas/admin-dashboard.ts).
 */
async function subscriptionRevenue(db: Database, windows: Window[], start: Date) {
  const columns: Columns = {};
  windows.forEach((w, i) => {
    columns[`w${i}`] = int(
      sql`sum(${pricingPlans.priceCents}) filter (where ${within(checkoutSessions.completedAt, w)})`,
    );
  });
  const [row] = (await db
    .select(columns)
    .from(checkoutSessions)
    .innerJoin(pricingPlans, eq(pricingPlans.id, checkoutSessions.planId))
    .where(
      and(
        isNotNull(checkoutSessions.planId),
        eq(checkoutSessions.status, 'completed'),
        gte(checkoutSessions.completedAt, sql`${at(start)}`),
      ),
    )) as unknown as Array<Record<string, number>>;
  return windows.map((_, i) => row?.[`w${i}`] ?? 0);
}

/** Every window's figures, in the order of `windows`. */
export async function periodFigures(
  db: Database,
  windows: Window[],
  start: Date,
): Promise<DashboardFigures[]> {
  const [ordersW, artworksW, signUps, boards, subs] = await Promise.all([
    orderFigures(db, windows, start),
    artworkFigures(db, windows, start),
    countsPerWindow(db, windows, start, users),
    countsPerWindow(db, windows, start, visionBoards),
    subscriptionRevenue(db, windows, start),
  ]);
  return windows.map((_, i) => {
    const o = ordersW[i]!;
    const a = artworksW[i]!;
    const subscriptionsCents = subs[i] ?? 0;
    return {
      revenue: {
        subscriptionsCents,
        canvasCents: o.revenue.canvas,
        pngCents: o.revenue.png,
        totalCents: subscriptionsCents + o.revenue.canvas + o.revenue.png,
      },
      orders: o.counts,
      generations: a.generations,
      signUps: signUps[i] ?? 0,
      funnel: {
        boards: boards[i] ?? 0,
        artworksFinished: a.artworksFinished,
        purchases: o.purchases,
      },
    };
  });
}
