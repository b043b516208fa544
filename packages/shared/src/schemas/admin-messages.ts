import { z } from 'zod';
import { createdAtIdPositionSchema, cursorParamSchema } from '../keyset-cursor';

// The admin messages screen: contact-form messages (GET /api/admin/messages, /{id}) and their
// state (POST /{id}/read, /unread, /handled, /reopen). new = unread.

export const MESSAGE_STATUSES = ['new', 'read', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ADMIN_MESSAGE_TEXT = {
  notFound: 'This message does not exist (any more).',
  notHandled: 'This message is not marked handled, so there is nothing to reopen.',
  badCursor: 'The list position (cursor) is not valid. Open the list again from the start.',
} as const;

/** An empty query value (`status=`) means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const adminMessageListQuerySchema = z.object({
  status: optional(z.enum(MESSAGE_STATUSES, { error: 'status must be new, read or handled.' })),
  /** The last row's position (created_at, id), from the page before. */
  cursor: optional(cursorParamSchema(createdAtIdPositionSchema, ADMIN_MESSAGE_TEXT.badCursor)),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const adminMessageRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  /** The start of the message, for the list. */
  excerpt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;

export const adminMessageListSchema = z.object({
  items: z.array(adminMessageRowSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Messages nobody has opened yet (status new), whatever the filter. */
  unreadCount: z.number().int(),
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

export const adminMessageDetailSchema = adminMessageRowSchema.extend({
  message: z.string(),
  handledBy: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
});
export type AdminMessageDetail = z.infer<typeof adminMessageDetailSchema>;

export const MESSAGE_EXCERPT_LENGTH = 160;
