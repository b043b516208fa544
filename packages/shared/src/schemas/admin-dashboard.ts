import { z } from 'zod';
import { ARTWORK_FAILURE_KINDS } from './artwork-failures';
import { PROBLEM_REASONS } from './problem-reports';

// ---- admin dashboard (GET /api/admin/dashboard) -----------------------------------------------
//
// One answer with every figure of /admin, all SQL aggregates over the real
// tables. Periods end at the server's "now": `today` runs from 00:00 UTC, `7d` and `30d` are the
// last 7 and 30 × 24 h. Each `previous` has the same length, just before (today's is yesterday
// over the same hours: 00:00 UTC yesterday up to this time yesterday).
//
// What counts:
// - revenue: canvas and PNG orders by paid_at (amount_cents). A refunded or cancelled-after-
//   payment order is EXCLUDED (it adds nothing to the period it was paid in), not subtracted
//   from the period of its refund. Subscriptions: the shop stores no invoice amounts (Stripe
//   invoice events only renew the allowance), so this is the plan's price for each completed
//   plan checkout (checkout_sessions with a plan, by completed_at); renewals are not counted.
//   Demo checkouts count like Stripe ones. Every amount is in the shop's currency (usd).
// - orders: every kind, counted by kind and status among the orders created in the period.
// - generations: artworks created in the period; failure rate = failed / (succeeded + failed)
//   of those; durations (finished_at - started_at, ms) of the finished ones.
// - funnel: boards created → artworks that succeeded (finished_at in the period) → purchases
//   (paid canvas + PNG orders in the period, as counted in revenue).

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const count = z.number().int().nonnegative();

export const dashboardRevenueSchema = z.object({
  subscriptionsCents: z.number().int(),
  canvasCents: z.number().int(),
  pngCents: z.number().int(),
  totalCents: z.number().int(),
});

export const dashboardOrderCountSchema = z.object({
  kind: z.enum(['artwork', 'canvas', 'png']),
  status: z.string(),
  count,
});
export type DashboardOrderCount = z.infer<typeof dashboardOrderCountSchema>;

export const dashboardGenerationsSchema = z.object({
  count,
  succeeded: count,
  failed: count,
  /** failed / (succeeded + failed), 0..1; null when none finished. */
  failureRate: z.number().nullable(),
  /** Of the finished ones; null when none finished. */
  medianMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
});

export const dashboardFiguresSchema = z.object({
  revenue: dashboardRevenueSchema,
  /** Kind × status pairs with at least one order, by kind then status. */
  orders: z.array(dashboardOrderCountSchema),
  generations: dashboardGenerationsSchema,
  signUps: count,
  funnel: z.object({ boards: count, artworksFinished: count, purchases: count }),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

const periodSchema = z.object({
  /** ISO start and end of the current period (end = now). */
  from: z.string(),
  to: z.string(),
  current: dashboardFiguresSchema,
  previous: dashboardFiguresSchema,
});
export type DashboardPeriodFigures = z.infer<typeof periodSchema>;

const attentionList = <T extends z.ZodType>(item: T) =>
  z.object({ total: count, items: z.array(item) });

export const dashboardAttentionSchema = z.object({
  /**
   * Every paid canvas order not yet in production (status still 'paid'), listed as soon as it
   * is paid, oldest payment first; `late` (and each item's `late`) marks those 48 h or more
   * after paid_at.
   */
  waitingCanvasOrders: attentionList(
    z.object({
      id: z.string(),
      customerEmail: z.string(),
      amountCents: z.number().int(),
      paidAt: z.string(),
      late: z.boolean(),
    }),
  ).extend({ late: count }),
  /** Artworks that failed in the last 24 h (newest first). */
  failedArtworks: attentionList(
    z.object({
      id: z.string(),
      userEmail: z.string(),
      failureKind: z.enum(ARTWORK_FAILURE_KINDS).nullable(),
      finishedAt: z.string(),
    }),
  ),
  /** Running past deadline_at, or queued for more than 15 min (oldest first). */
  stuckJobs: attentionList(
    z.object({
      id: z.string(),
      status: z.enum(['queued', 'running']),
      queuedAt: z.string(),
      deadlineAt: z.string().nullable(),
    }),
  ),
  /** mail_outbox rows the sender gave up on (newest first). */
  failedMail: attentionList(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      error: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Shoppers' problem reports on delivered canvas orders, still open (oldest first). */
  openProblemReports: attentionList(
    z.object({
      id: z.string(),
      orderId: z.string(),
      reason: z.enum(PROBLEM_REASONS),
      customerEmail: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Buyers' reviews waiting for the admin's approval (Admin → Reviews). */
  pendingReviews: z.object({ total: count }),
});
export type DashboardAttention = z.infer<typeof dashboardAttentionSchema>;

export const adminDashboardSchema = z.object({
  generatedAt: z.string(),
  currency: z.string(),
  periods: z.object({ today: periodSchema, '7d': periodSchema, '30d': periodSchema }),
  now: z.object({
    queued: count,
    running: count,
    /** queued + running */
    queueDepth: count,
    /** Subscriptions active or trialing (any provider: stripe, demo, comp). */
    premiumActive: count,
    /** Of those, the ones set to end at the period end. */
    premiumCancelling: count,
  }),
  /** The last 30 UTC days, oldest first, today last; days without anything are zeros. */
  daily: z.array(z.object({ day: z.string(), revenueCents: z.number().int(), generations: count })),
  attention: dashboardAttentionSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** At most this many items per attention list (the total says how many there are). */
export const DASHBOARD_ATTENTION_LIMIT = 20;
