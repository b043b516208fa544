import { z } from 'zod';
import { createdAtIdPositionSchema, cursorParamSchema } from '../keyset-cursor';

// The admin Outbox: every mail the shop sent or would have sent
// (GET /api/admin/outbox, /{id}) and the resend of a failed one (POST /{id}/resend). Without
// SMTP_URL this is where a local shop owner reads a mail, reset links included.

export const MAIL_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The kinds the shop writes today; the list filter takes any kind, these are its options. */
export const MAIL_KINDS = [
  'password-reset',
  'order-status',
  'upgrade-receipt',
  'contact',
  'review-request',
  'generic',
] as const;

export const ADMIN_OUTBOX_TEXT = {
  notFound: 'This mail does not exist (any more).',
  notFailed: (status: MailStatus) =>
    `Only a mail whose delivery failed can be sent again. This one is ${
      {
        pending: 'still waiting to be sent',
        sent: 'sent already',
        logged: 'kept in the outbox because no mail server is set up (SMTP_URL)',
        failed: 'failed',
      }[status]
    }.`,
  badCursor: 'The list position (cursor) is not valid. Open the list again from the start.',
  badStatus: 'status must be pending, sent, logged or failed.',
} as const;

/** An empty query value (`status=`) means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const adminOutboxListQuerySchema = z.object({
  status: optional(z.enum(MAIL_STATUSES, { error: ADMIN_OUTBOX_TEXT.badStatus })),
  kind: optional(z.string().trim().min(1).max(80)),
  /** Part of the recipient or the subject, any case. */
  q: optional(z.string().trim().max(200)),
  /** The last row's position (created_at, id), from the page before. */
  cursor: optional(cursorParamSchema(createdAtIdPositionSchema, ADMIN_OUTBOX_TEXT.badCursor)),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminOutboxListQuery = z.infer<typeof adminOutboxListQuerySchema>;

export const adminOutboxRowSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The last delivery error (failed mail), else null. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxRow = z.infer<typeof adminOutboxRowSchema>;

export const adminOutboxListSchema = z.object({
  items: z.array(adminOutboxRowSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminOutboxList = z.infer<typeof adminOutboxListSchema>;

export const adminOutboxDetailSchema = adminOutboxRowSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  /** The http(s) links in the text, in order. */
  links: z.array(z.string()),
  /**
   * True when secrets in its links (a reset token) are shown as ••••: the mail reached its
   * recipient (sent), whose mailbox has them; the admin does not need them.
   */
  tokensMasked: z.boolean(),
  lastAttemptAt: z.string().nullable(),
});
export type AdminOutboxDetail = z.infer<typeof adminOutboxDetailSchema>;
