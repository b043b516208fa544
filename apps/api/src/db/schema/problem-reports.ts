import { PROBLEM_REASONS, PROBLEM_REPORT_STATUSES } from '@atelier/shared/schemas/problem-reports';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './orders';

// A shopper's "report a problem" on a delivered canvas order, and how the shop resolved it. Part
// of the order aggregate: only modules/orders writes it.
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: PROBLEM_REASONS }).notNull(),
    note: text('note').notNull(),
    /** Private copies of the shopper's photos (problem-reports/<id>/…), kept with the report. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    status: text('status', { enum: PROBLEM_REPORT_STATUSES }).notNull().default('open'),
    resolutionNote: text('resolution_note'),
    /** The free reprint: a canvas order at 0 made from the reported one. */
    reprintOrderId: uuid('reprint_order_id').references(() => orders.id, { onDelete: 'set null' }),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('problem_reports_order_idx').on(t.orderId, t.createdAt),
    // One open report per order: a second while the first is open is refused (and a race
    // between two sends makes one row).
    uniqueIndex('problem_reports_open_idx')
      .on(t.orderId)
      .where(sql`status = 'open'`),
    index('problem_reports_status_idx').on(t.status, t.createdAt),
    index('problem_reports_reprint_idx').on(t.reprintOrderId),
  ],
);

export type ProblemReportRow = typeof problemReports.$inferSelect;
