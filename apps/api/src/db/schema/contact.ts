import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    status: text('status', { enum: ['new', 'read', 'answered', 'archived'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
