import type {
  DashboardFigures,
  DashboardOrderCount,
} from '@atelier/shared/schemas/admin-dashboard';
import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { pricingPlans } from '../../../db/schema/commerce';
import { artworks, visionBoards } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { checkoutSessions } from '../../../db/schema/payments';
import { at, within, type Window } from './dashboard-windows';

// The period figures: one aggregate query per table, each a single index range scan from the
// earliest window's start, with one FILTER column per window (schemas/admin-dashboard.ts says
// what each figure counts). A repository of its own beside admin-dashboard.repository.ts: every
// function here is one of those queries or the shaping of its row, so there is no logic to
// keep apart from them, and the two files together would pass the 300-line limit.

type Columns = Record<string, SQL.Aliased | SQL>;

const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::float8`.mapWith(Number);

/** Canvas and PNG orders that count as sold: paid, not refunded or cancelled afterwards. */
const sold = sql`${orders.kind} in ('canvas', 'png') and ${orders.paidAt} is not null and ${orders.status} not in ('refunded', 'cancelled')`;

type Row = Record<string, unknown>;

/**
 * Runs a raw aggregate; every figure is cast to float8 in SQL, so it arrives as a number. The
 * dashboard's queries already run side by side on the pool, so each runs without parallel
 * workers of its own: on a small server those only compete with the other queries for the same
 * cores (measured on 2 cores with the large shop: the whole call ~150 ms with them, ~120 without).
 */
export async function rows(db: Database, query: SQL): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const result = (await tx.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  });
}

const n = (v: unknown) => (v == null ? 0 : Number(v));
const nOrNull = (v: unknown) => (v == null ? null : Number(v));
/** A float8[] as the driver gives it: an array (node-postgres, PGlite) or null. */
const pair = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `name0, name1, ...`: one column per window, built from `part(i)` (trusted SQL text only). */
const perWindow = (windows: Window[], part: (i: number) => SQL) =>
  sql.join(
    windows.map((_, i) => part(i)),
    sql`, `,
  );

/**
 * Orders by kind × status with, per window, created count, revenue and purchases. The inner
 * select decides once per row which windows it falls in (c = created, p = sold and paid), so
 * the aggregates only test booleans.
 */
async function orderFigures(db: Database, windows: Window[], start: Date) {
  const flags = perWindow(
    windows,
    (i) =>
      sql`${within(orders.createdAt, windows[i]!)} as ${sql.raw(`c${i}`)}, (${sold} and ${within(orders.paidAt, windows[i]!)}) as ${sql.raw(`p${i}`)}`,
  );
  const aggregates = perWindow(windows, (i) =>
    sql.raw(
      `count(*) filter (where c${i})::float8 as c${i}, coalesce(sum(amount_cents) filter (where p${i}), 0)::float8 as r${i}, count(*) filter (where p${i})::float8 as p${i}`,
    ),
  );
  const since = at(start);
  // Two index range scans (created since the start; or created before it and paid since).
  const grouped = await rows(
    db,
    sql`select kind, status, ${aggregates}
      from (
        select ${orders.kind} as kind, ${orders.status} as status, ${orders.amountCents} as amount_cents, ${flags}
        from ${orders}
        where ${orders.createdAt} >= ${since}
        union all
        select ${orders.kind} as kind, ${orders.status} as status, ${orders.amountCents} as amount_cents, ${flags}
        from ${orders}
        where ${orders.paidAt} >= ${since} and ${orders.createdAt} < ${since}
      ) x
      group by kind, status
      order by kind, status`,
  );
  return windows.map((_, i) => {
    const revenue = { canvas: 0, png: 0 };
    let purchases = 0;
    const counts: DashboardOrderCount[] = [];
    // A few dozen kind × status groups, not order rows: the database did the counting.
    for (const row of grouped) {
      const kind = row.kind as DashboardOrderCount['kind'];
      const created = n(row[`c${i}`]);
      if (created > 0) counts.push({ kind, status: String(row.status), count: created });
      if (kind === 'canvas' || kind === 'png') revenue[kind] += n(row[`r${i}`]);
      purchases += n(row[`p${i}`]);
    }
    return { revenue, purchases, counts };
  });
}

/**
 * Artworks created per window (count, outcome, durations) and succeeded by finished_at. As for
 * orders, each row's windows are decided once in the inner select. Two queries that run side by
 * side on the pool: the counts (two index range scans: created since the start, or created before
 * it and finished since) and the duration percentiles (finished artworks created since the start).
 */
async function artworkFigures(db: Database, windows: Window[], start: Date) {
  const created = perWindow(
    windows,
    (i) => sql`${within(artworks.createdAt, windows[i]!)} as ${sql.raw(`w${i}`)}`,
  );
  const finished = perWindow(
    windows,
    (i) =>
      sql`(${artworks.status} = 'succeeded' and ${within(artworks.finishedAt, windows[i]!)}) as ${sql.raw(`d${i}`)}`,
  );
  const counts = perWindow(windows, (i) =>
    sql.raw(
      [
        `count(*) filter (where w${i})::float8 as n${i}`,
        `count(*) filter (where w${i} and status = 'succeeded')::float8 as s${i}`,
        `count(*) filter (where w${i} and status = 'failed')::float8 as f${i}`,
        `count(*) filter (where d${i})::float8 as d${i}`,
      ].join(', '),
    ),
  );
  // Median and p95 from one sort per window: [p50, p95] in whole milliseconds.
  const durations = perWindow(windows, (i) =>
    sql.raw(
      `(select array_agg(round(v::numeric)::float8) from unnest(percentile_cont(array[0.5, 0.95]) within group (order by ms) filter (where w${i})) v) as m${i}`,
    ),
  );
  const since = at(start);
  const [[row = {}], [ms = {}]] = await Promise.all([
    rows(
      db,
      sql`select ${counts}
        from (
          select ${artworks.status} as status, ${created}, ${finished}
          from ${artworks}
          where ${artworks.createdAt} >= ${since} and ${artworks.purpose} = 'shopper'
          union all
          select ${artworks.status} as status, ${created}, ${finished}
          from ${artworks}
          where ${artworks.finishedAt} >= ${since} and ${artworks.createdAt} < ${since}
            and ${artworks.purpose} = 'shopper'
        ) x`,
    ),
    rows(
      db,
      sql`select ${durations}
        from (
          select extract(epoch from (${artworks.finishedAt} - ${artworks.startedAt}))::float8 * 1000 as ms,
            ${created}
          from ${artworks}
          where ${artworks.createdAt} >= ${since} and ${artworks.purpose} = 'shopper'
            and ${artworks.status} in ('succeeded', 'failed')
            and ${artworks.finishedAt} is not null and ${artworks.startedAt} is not null
        ) x`,
    ),
  ]);
  return windows.map((_, i) => {
    const succeeded = n(row[`s${i}`]);
    const failed = n(row[`f${i}`]);
    const done = succeeded + failed;
    return {
      generations: {
        count: n(row[`n${i}`]),
        succeeded,
        failed,
        failureRate: done === 0 ? null : failed / done,
        medianMs: done === 0 ? null : nOrNull(pair(ms[`m${i}`])[0]),
        p95Ms: done === 0 ? null : nOrNull(pair(ms[`m${i}`])[1]),
      },
      artworksFinished: n(row[`d${i}`]),
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
  // Boards: shoppers' only (a saved variant's board is the admin's test, decision 026).
  const shoppers = table === visionBoards ? eq(visionBoards.purpose, 'shopper') : undefined;
  const [row] = (await db
    .select(columns)
    .from(table)
    .where(and(gte(column, sql`${at(start)}`), shoppers))) as unknown as Array<
    Record<string, number>
  >;
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
