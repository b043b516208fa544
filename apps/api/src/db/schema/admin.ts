import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every admin write (DESIGN.md §3 "Admin"): who, what, on which row, the changed fields before
 * and after, from where and when. Written in the same transaction as the change by the admin
 * routes' audit wrapper (modules/admin/audit). Append-only: no route updates or deletes a row,
 * and a trigger (migration 0006) refuses UPDATE and DELETE in the database itself. actor_id has
 * no foreign key: the entry outlives the admin's account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** 'create' | 'update' | 'delete' | an action's name ('credits', 'disable', 'refund', ...). */
    action: text('action').notNull(),
    /** The admin area: 'products', 'users', 'orders', 'settings', ... */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The fields the write changed, as they were and as they became (null: no row before/after). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** 'PUT /api/admin/products/:id': the route that made the change. */
    route: text('route').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

/**
 * Generation credits an admin gave a user, with the reason. Each adds `amount` to the user's
 * current allowance limit once: the Idempotency-Key makes a retried request the same grant.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    grantedBy: text('granted_by').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_grants_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('credit_grants_user_idx').on(t.userId, t.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
