import {
  MESSAGE_EXCERPT_LENGTH,
  type AdminMessageDetail,
  type AdminMessageListQuery,
  type AdminMessageRow,
} from '@atelier/shared/schemas/admin-messages';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTime, nextCursorOf } from '../../../db/keyset';
import { users } from '../../../db/schema/auth';
import { contactMessages } from '../../../db/schema/contact';

// Contact-form messages for the admin: newest first, paged by keyset on (created_at, id).

type Message = typeof contactMessages.$inferSelect;
type ListQuery = Partial<AdminMessageListQuery> & Pick<AdminMessageListQuery, 'limit'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_EXCERPT_LENGTH
    ? `${flat.slice(0, MESSAGE_EXCERPT_LENGTH - 1).trimEnd()}…`
    : flat;
};

const toRow = (m: Message): AdminMessageRow => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  excerpt: excerpt(m.message),
  status: m.status,
  createdAt: m.createdAt.toISOString(),
  readAt: iso(m.readAt),
  handledAt: iso(m.handledAt),
});

export async function listMessages(db: Database, query: ListQuery) {
  const where: (SQL | undefined)[] = [
    query.status ? eq(contactMessages.status, query.status) : undefined,
  ];
  if (query.cursor) {
    const { at, id } = query.cursor;
    where.push(
      sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({ message: contactMessages, at: cursorTime(contactMessages.createdAt) })
    .from(contactMessages)
    .where(and(...where))
    .orderBy(sql`${contactMessages.createdAt} DESC, ${contactMessages.id} DESC`)
    .limit(query.limit + 1);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => toRow(r.message)),
    nextCursor: nextCursorOf(rows, query.limit, (r) => ({ at: r.at, id: r.message.id })),
    unreadCount: Number(unread?.count ?? 0),
  };
}

export async function messageDetail(db: Database, id: string): Promise<AdminMessageDetail | null> {
  const [row] = await db
    .select({ message: contactMessages, handlerEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!row) return null;
  const m = row.message;
  return {
    ...toRow(m),
    message: m.message,
    handledBy: m.handledBy ? { id: m.handledBy, email: row.handlerEmail } : null,
  };
}

export async function lockMessage(tx: Database, id: string) {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row ?? null;
}

/** Opened: new → read (a read or handled message stays as it is). */
export async function markRead(tx: Database, id: string) {
  await tx
    .update(contactMessages)
    .set({ status: 'read', readAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')));
}

/** Back to unread: new, as if nobody had opened (or handled) it. */
export async function markUnread(tx: Database, id: string) {
  await tx
    .update(contactMessages)
    .set({ status: 'new', readAt: null, handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id));
}

/** Done: handled by this admin now (and read, if it was not). */
export async function markHandled(tx: Database, id: string, adminId: string) {
  await tx
    .update(contactMessages)
    .set({
      status: 'handled',
      readAt: sql`coalesce(${contactMessages.readAt}, now())`,
      handledAt: sql`now()`,
      handledBy: adminId,
    })
    .where(and(eq(contactMessages.id, id), sql`${contactMessages.status} <> 'handled'`));
}

/** Handled → read again (open, but no longer unread). */
export async function reopen(tx: Database, id: string) {
  await tx
    .update(contactMessages)
    .set({ status: 'read', handledAt: null, handledBy: null })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'handled')));
}
