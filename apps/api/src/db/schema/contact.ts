import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'handled'] as const;

// Messages sent through the /contact form; each is also mailed to the shop.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** new = unread; read once an admin opened it; handled once an admin marked it done. */
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
);
