import { z } from 'zod';
import { DATE_FILTER_MESSAGES, dateRangeOrder, dayOrInstantParam } from './date-filter';

// The audit log's read API (/api/admin/audit, DESIGN.md §3 "Admin"). Every admin write leaves
// one entry (who, action, entity, the changed fields before and after, IP, time); the log is
// append-only, so this API only reads.

export const AUDIT_MESSAGES = {
  badCursor: 'This page link is out of date or damaged. Go back to the newest entries.',
  badDate: DATE_FILTER_MESSAGES.badDayOrInstant,
  fromAfterTo: DATE_FILTER_MESSAGES.fromAfterTo,
} as const;

export const AUDIT_PAGE_SIZE = 50;

export const adminAuditQuerySchema = z
  .object({
    /** The admin: their user id or e-mail (case-insensitive). */
    actor: z.string().trim().min(1).max(200).optional(),
    entity: z.string().trim().min(1).max(80).optional(),
    entityId: z.string().trim().min(1).max(200).optional(),
    action: z.string().trim().min(1).max(80).optional(),
    /** From this day or instant (inclusive). */
    from: dayOrInstantParam.optional(),
    /** Up to this day (the whole day) or instant (inclusive). */
    to: dayOrInstantParam.optional(),
    /** From an answer's olderCursor or newerCursor. */
    cursor: z.string().trim().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine(...dateRangeOrder);
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

const fieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  /** ISO time of the write. */
  createdAt: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  /** 'create' | 'update' | 'delete' | the action's name ('reorder', 'archive', 'shipped', ...). */
  action: z.string(),
  /** The admin area: 'products', 'pricing/plans', 'settings', 'orders', 'users', ... */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The changed fields as they were (null: there was no row, e.g. a create). */
  before: fieldsSchema,
  /** The changed fields as they became (null: no row after, e.g. a delete). */
  after: fieldsSchema,
  /** 'PUT /api/admin/products/:id' */
  route: z.string(),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({
  /** Newest first. */
  items: z.array(adminAuditEntrySchema),
  /** The next page of older entries, or null at the oldest. */
  olderCursor: z.string().nullable(),
  /** The page of newer entries before this one, or null at the newest. */
  newerCursor: z.string().nullable(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

export const adminAuditFacetsSchema = z.object({
  /** The entities present in the log, A to Z. */
  entities: z.array(z.string()),
  /** The actions present in the log, A to Z. */
  actions: z.array(z.string()),
  /** The admins who wrote entries (latest e-mail each), by e-mail. */
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
});
export type AdminAuditFacets = z.infer<typeof adminAuditFacetsSchema>;
