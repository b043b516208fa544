import { z } from 'zod';

// The from/to query parameters of the admin's lists (orders, their counts and CSV export, the
// audit log): one rule for all of them. A day means the whole day in UTC, so the server reads
// `to=2026-03-01` up to 2026-03-02T00:00Z. The days are bounded so that every instant it works
// out keeps a four-digit year: `to=9999-12-31` would end in year 10000, which
// Date#toISOString writes as +010000-01-01 and the database refuses (a 500, not an answer).

/** The first and last day a filter may name (the instants: FIRST 00:00Z up to LAST + 1 day). */
export const DATE_FILTER_FIRST_DAY = '2000-01-01';
export const DATE_FILTER_LAST_DAY = '2999-12-31';

export const DATE_FILTER_MESSAGES = {
  badDay: 'Dates must be written YYYY-MM-DD (like 2026-01-31).',
  badDayOrInstant: 'Dates must look like 2026-11-24 (or a full ISO date and time).',
  outOfRange: `Dates must be between ${DATE_FILTER_FIRST_DAY} and ${DATE_FILTER_LAST_DAY}.`,
  fromAfterTo: 'The start date must be on or before the end date.',
} as const;

const DAY_MS = 86_400_000;
const FIRST_MS = Date.parse(`${DATE_FILTER_FIRST_DAY}T00:00:00Z`);
const END_MS = Date.parse(`${DATE_FILTER_LAST_DAY}T00:00:00Z`) + DAY_MS;

const isDay = (v: string) => v.length === 10;

/** The first instant a `from` or `to` value covers (ms since the epoch, UTC). */
export const startOf = (v: string) => Date.parse(isDay(v) ? `${v}T00:00:00Z` : v);

/** The instant after the last one a value covers: a day's next midnight, an instant's next ms. */
export const endOf = (v: string) => startOf(v) + (isDay(v) ? DAY_MS : 1);

const inBounds = (v: string) => startOf(v) >= FIRST_MS && endOf(v) <= END_MS;

/** A day, YYYY-MM-DD (the whole day in UTC), within the bounds. */
export const dayParam = z.iso
  .date({ error: DATE_FILTER_MESSAGES.badDay })
  .refine(inBounds, { error: DATE_FILTER_MESSAGES.outOfRange });

/** A day (the whole day in UTC) or an instant (ISO date-time with offset), within the bounds. */
export const dayOrInstantParam = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: DATE_FILTER_MESSAGES.badDayOrInstant,
  })
  .refine(inBounds, { error: DATE_FILTER_MESSAGES.outOfRange });

/** The object refinement every from/to pair shares: the range is not empty. */
export const dateRangeOrder: [
  (q: { from?: string | undefined; to?: string | undefined }) => boolean,
  { error: string; path: string[] },
] = [
  (q) => !q.from || !q.to || startOf(q.from) < endOf(q.to),
  { error: DATE_FILTER_MESSAGES.fromAfterTo, path: ['from'] },
];
