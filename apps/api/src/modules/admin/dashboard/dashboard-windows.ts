import type { DashboardPeriod } from '@atelier/shared/schemas/admin-dashboard';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// The dashboard's time windows (schemas/admin-dashboard.ts says what each figure counts).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type Window = {
  period: DashboardPeriod;
  part: 'current' | 'previous';
  from: Date;
  to: Date;
};

/** Midnight UTC of `now`'s day. */
export const utcMidnight = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The six windows, each half-open [from, to): today since 00:00 UTC (previous: yesterday over
 * the same hours), the last 7 × 24 h and the last 30 × 24 h (previous: the same length before).
 */
export function dashboardWindows(now: Date): Window[] {
  const midnight = utcMidnight(now);
  const t = now.getTime();
  const back = (ms: number) => new Date(t - ms);
  return [
    { period: 'today', part: 'current', from: midnight, to: now },
    {
      period: 'today',
      part: 'previous',
      from: new Date(midnight.getTime() - DAY),
      to: back(DAY),
    },
    { period: '7d', part: 'current', from: back(7 * DAY), to: now },
    { period: '7d', part: 'previous', from: back(14 * DAY), to: back(7 * DAY) },
    { period: '30d', part: 'current', from: back(30 * DAY), to: now },
    { period: '30d', part: 'previous', from: back(60 * DAY), to: back(30 * DAY) },
  ];
}

/** The earliest instant any window looks at: one index range scan per table covers them all. */
export const windowStart = (windows: Window[]) =>
  new Date(Math.min(...windows.map((w) => w.from.getTime())));

/** A timestamptz parameter (ISO text cast on the server: the same on PGlite and PostgreSQL). */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** `column` in [from, to). */
export const within = (column: AnyColumn | SQL, w: { from: Date; to: Date }): SQL =>
  sql`(${column} >= ${at(w.from)} and ${column} < ${at(w.to)})`;

export const MINUTE = 60_000;
export { HOUR, DAY };
