import {
  DASHBOARD_ATTENTION_LIMIT,
  type AdminDashboard,
  type DashboardPeriod,
} from '@atelier/shared/schemas/admin-dashboard';
import { and, asc, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { artworks } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { mailOutbox } from '../../../db/schema/mail';
import { problemReports } from '../../../db/schema/problem-reports';
import { subscriptions } from '../../../db/schema/payments';
import { reviews } from '../../../db/schema/reviews';
import { periodFigures, rows } from './admin-dashboard-figures.repository';
import {
  DAY,
  HOUR,
  MINUTE,
  at,
  dashboardWindows,
  utcMidnight,
  windowStart,
} from './dashboard-windows';

/**
 * A paid canvas order not in production is listed at once; this long after payment it is late.
 */
export const LATE_CANVAS_MS = 48 * HOUR;
/** Failed generations of this last stretch are listed. */
export const RECENT_FAILURE_MS = 24 * HOUR;
/** A job queued longer than this is stuck (a running one: past its deadline_at). */
export const STUCK_QUEUED_MS = 15 * MINUTE;

const total = sql<number>`count(*) over ()`.mapWith(Number);
const iso = (d: Date) => d.toISOString();

type Rows<T> = { rows: T[] };
type WaitingRow = {
  id: string;
  customer_email: string;
  amount_cents: number | null;
  paid_at: Date | string;
  late: boolean;
  total: number | string;
  late_total: number | string;
};

/** The figures of /admin, every one an SQL aggregate; `now` is a parameter so tests fix time. */
export function createAdminDashboardRepository(db: Database) {
  /** One row per UTC day of the last 30 (today last), zero-filled by generate_series. */
  async function daily(now: Date): Promise<AdminDashboard['daily']> {
    const today = utcMidnight(now);
    const first = new Date(today.getTime() - 29 * DAY);
    const day = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
    const result = {
      rows: (await rows(
        db,
        sql`
      with days as (
        select d::date as day
        from generate_series(${iso(first).slice(0, 10)}::date, ${iso(today).slice(0, 10)}::date, interval '1 day') as d
      ),
      sold as (
        select ${day('paid_at')} as day, sum(amount_cents)::float8 as cents
        from orders
        where paid_at >= ${at(first)} and paid_at < ${at(now)}
          and kind in ('canvas', 'png') and status not in ('refunded', 'cancelled')
        group by 1
      ),
      plans as (
        select ${day('cs.completed_at')} as day, sum(p.price_cents)::float8 as cents
        from checkout_sessions cs join pricing_plans p on p.id = cs.plan_id
        where cs.plan_id is not null and cs.status = 'completed'
          and cs.completed_at >= ${at(first)} and cs.completed_at < ${at(now)}
        group by 1
      ),
      made as (
        select ${day('created_at')} as day, count(*)::float8 as n
        from artworks
        where created_at >= ${at(first)} and created_at < ${at(now)} and purpose = 'shopper'
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        (coalesce(sold.cents, 0) + coalesce(plans.cents, 0))::float8 as revenue,
        coalesce(made.n, 0)::float8 as generations
      from days
      left join sold on sold.day = days.day
      left join plans on plans.day = days.day
      left join made on made.day = days.day
      order by days.day
    `,
      )) as { day: string; revenue: number | string; generations: number | string }[],
    };
    return result.rows.map((r) => ({
      day: r.day,
      revenueCents: Number(r.revenue),
      generations: Number(r.generations),
    }));
  }

  async function current(): Promise<AdminDashboard['now']> {
    const [[queue], [premium]] = await Promise.all([
      db
        .select({
          queued: sql<number>`count(*) filter (where ${artworks.status} = 'queued')`.mapWith(
            Number,
          ),
          running: sql<number>`count(*) filter (where ${artworks.status} = 'running')`.mapWith(
            Number,
          ),
        })
        .from(artworks)
        .where(
          sql`${artworks.status} in ('queued', 'running') and ${artworks.purpose} = 'shopper'`,
        ),
      db
        .select({
          active: sql<number>`count(*)`.mapWith(Number),
          cancelling:
            sql<number>`count(*) filter (where ${subscriptions.cancelAtPeriodEnd})`.mapWith(Number),
        })
        .from(subscriptions)
        .where(sql`${subscriptions.status} in ('active', 'trialing')`),
    ]);
    const queued = queue?.queued ?? 0;
    const running = queue?.running ?? 0;
    return {
      queued,
      running,
      queueDepth: queued + running,
      premiumActive: premium?.active ?? 0,
      premiumCancelling: premium?.cancelling ?? 0,
    };
  }

  async function attention(now: Date): Promise<AdminDashboard['attention']> {
    const limit = DASHBOARD_ATTENTION_LIMIT;
    const lateBy = at(new Date(now.getTime() - LATE_CANVAS_MS));
    // Status 'paid' without paid_at should not happen; if it does, the order counts from its creation.
    const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
    const [waiting, failed, stuck, mail, problems, [reviewsWaiting]] = await Promise.all([
      // Every paid canvas order still waiting for production (its file, a change the shopper
      // asked for, or the shop after approval), the moment it is paid: the owner
      // should not learn of it only when it is already late. Materialized: planned on its own,
      // the filter takes orders_kind_status_idx; inlined, the ORDER BY paid_at ... LIMIT pulls
      // the plan onto orders_paid_idx, which walks every paid order of the shop's history.
      db.execute(sql`
        with waiting as materialized (
          select ${orders.id} as id, ${orders.userId} as user_id, ${orders.amountCents} as amount_cents, ${paidAt} as paid_at,
            (${paidAt} <= ${lateBy}) as late
          from ${orders}
          -- awaiting_approval waits for the shopper, not the shop: not listed.
          where ${orders.kind} = 'canvas' and ${orders.status} in ('paid', 'changes_requested', 'approved')
        )
        select waiting.id, u.email as customer_email, waiting.amount_cents, waiting.paid_at,
          waiting.late,
          count(*) over ()::float8 as total,
          count(*) filter (where waiting.late) over ()::float8 as late_total
        from waiting join users u on u.id = waiting.user_id
        order by waiting.paid_at, waiting.id
        limit ${limit}
      `) as unknown as Promise<Rows<WaitingRow>>,
      db
        .select({
          id: artworks.id,
          userEmail: users.email,
          failureKind: artworks.failureKind,
          finishedAt: artworks.finishedAt,
          total,
        })
        .from(artworks)
        .innerJoin(users, eq(users.id, artworks.userId))
        .where(
          and(
            eq(artworks.status, 'failed'),
            eq(artworks.purpose, 'shopper'),
            gte(artworks.finishedAt, sql`${at(new Date(now.getTime() - RECENT_FAILURE_MS))}`),
            lte(artworks.finishedAt, sql`${at(now)}`),
          ),
        )
        .orderBy(desc(artworks.finishedAt), asc(artworks.id))
        .limit(limit),
      db
        .select({
          id: artworks.id,
          status: artworks.status,
          queuedAt: artworks.queuedAt,
          deadlineAt: artworks.deadlineAt,
          total,
        })
        .from(artworks)
        .where(
          and(
            eq(artworks.purpose, 'shopper'),
            or(
              and(eq(artworks.status, 'running'), lt(artworks.deadlineAt, sql`${at(now)}`)),
              and(
                eq(artworks.status, 'queued'),
                lt(artworks.queuedAt, sql`${at(new Date(now.getTime() - STUCK_QUEUED_MS))}`),
              ),
            ),
          ),
        )
        .orderBy(asc(artworks.queuedAt), asc(artworks.id))
        .limit(limit),
      db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          error: mailOutbox.error,
          createdAt: mailOutbox.createdAt,
          total,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'failed'))
        .orderBy(desc(mailOutbox.createdAt), asc(mailOutbox.id))
        .limit(limit),
      // Shoppers' problem reports on delivered canvases that nobody has resolved (oldest first).
      db
        .select({
          id: problemReports.id,
          orderId: problemReports.orderId,
          reason: problemReports.reason,
          customerEmail: users.email,
          createdAt: problemReports.createdAt,
          total,
        })
        .from(problemReports)
        .innerJoin(users, eq(users.id, problemReports.userId))
        .where(eq(problemReports.status, 'open'))
        .orderBy(asc(problemReports.createdAt), asc(problemReports.id))
        .limit(limit),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(reviews)
        .where(eq(reviews.status, 'pending')),
    ]);
    return {
      waitingCanvasOrders: {
        total: Number(waiting.rows[0]?.total ?? 0),
        late: Number(waiting.rows[0]?.late_total ?? 0),
        items: waiting.rows.map((o) => ({
          id: o.id,
          customerEmail: o.customer_email,
          amountCents: o.amount_cents ?? 0,
          paidAt: iso(new Date(o.paid_at)),
          late: o.late === true,
        })),
      },
      failedArtworks: {
        total: failed[0]?.total ?? 0,
        items: failed.map((a) => ({
          id: a.id,
          userEmail: a.userEmail,
          failureKind: a.failureKind,
          finishedAt: iso(a.finishedAt!),
        })),
      },
      stuckJobs: {
        total: stuck[0]?.total ?? 0,
        items: stuck.map((a) => ({
          id: a.id,
          status: a.status as 'queued' | 'running',
          queuedAt: iso(a.queuedAt),
          deadlineAt: a.deadlineAt ? iso(a.deadlineAt) : null,
        })),
      },
      failedMail: {
        total: mail[0]?.total ?? 0,
        items: mail.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          error: m.error,
          createdAt: iso(m.createdAt),
        })),
      },
      openProblemReports: {
        total: problems[0]?.total ?? 0,
        items: problems.map((p) => ({
          id: p.id,
          orderId: p.orderId,
          reason: p.reason,
          customerEmail: p.customerEmail,
          createdAt: iso(p.createdAt),
        })),
      },
      pendingReviews: { total: reviewsWaiting?.n ?? 0 },
    };
  }

  return {
    /** Everything GET /api/admin/dashboard answers, as of `now`. */
    async dashboard(now: Date): Promise<AdminDashboard> {
      const windows = dashboardWindows(now);
      const [figures, nowFigures, days, lists] = await Promise.all([
        periodFigures(db, windows, windowStart(windows)),
        current(),
        daily(now),
        attention(now),
      ]);
      const period = (name: DashboardPeriod) => {
        const i = windows.findIndex((w) => w.period === name && w.part === 'current');
        const j = windows.findIndex((w) => w.period === name && w.part === 'previous');
        return {
          from: iso(windows[i]!.from),
          to: iso(windows[i]!.to),
          current: figures[i]!,
          previous: figures[j]!,
        };
      };
      return {
        generatedAt: iso(now),
        currency: 'usd',
        periods: { today: period('today'), '7d': period('7d'), '30d': period('30d') },
        now: nowFigures,
        daily: days,
        attention: lists,
      };
    },
  };
}
