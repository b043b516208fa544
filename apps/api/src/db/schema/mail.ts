import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Every message the shop sends is written here first; with SMTP_URL set a sender delivers it.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull().default('generic'),
    status: text('status', { enum: ['pending', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    // Delivery attempts so far; the worker gives up after a bounded number.
    attempts: integer('attempts').notNull().default(0),
    // A sender claims a row by stamping this; others leave it alone until the lease runs out.
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_status_idx').on(t.status)],
);
