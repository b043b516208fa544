import type { DashboardPeriod } from '@atelier/shared/schemas/admin-dashboard';

// The dashboard's words and numbers.

export const PERIOD_OPTIONS: { value: DashboardPeriod; label: string; previous: string }[] = [
  { value: 'today', label: 'Today', previous: 'yesterday by this time' },
  { value: '7d', label: '7 days', previous: 'previous 7 days' },
  { value: '30d', label: '30 days', previous: 'previous 30 days' },
];

export const DEFAULT_PERIOD: DashboardPeriod = '7d';

export function parsePeriod(value: string | null): DashboardPeriod {
  return PERIOD_OPTIONS.some((p) => p.value === value)
    ? (value as DashboardPeriod)
    : DEFAULT_PERIOD;
}

const INTEGER = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => INTEGER.format(n);

/** 0.125 → '12.5%'; null (nothing finished) → '—'. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const pct = rate * 100;
  return `${Number.isInteger(pct) ? pct : pct.toFixed(1)}%`;
}

/** 950 → '950 ms', 12_400 → '12.4 s', 135_000 → '2 min 15 s'; null → '—'. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

/**
 * The change against the previous period: '+12%', '−5%', 'no change'; 'new' when the previous
 * period had none (a percentage of zero means nothing).
 */
export function formatChange(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (pct === 0) return current > previous ? '+<1%' : '−<1%';
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-24' → 'Nov 24' (UTC days, as the API counts them). */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 6:00 AM". */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
