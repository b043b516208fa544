import type {
  AdminOutboxDetail,
  AdminOutboxListQuery,
  AdminOutboxRow,
} from '@atelier/shared/schemas/admin-outbox';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTime, nextCursorOf } from '../../../db/keyset';
import { mailOutbox } from '../../../db/schema/mail';
import { containsPattern } from '../../../db/like-pattern';
import { linksIn, maskTokens, showsTokens } from './mail-links';

// The mail outbox for the admin: newest first, paged by keyset on (created_at, id), as the
// messages and generations lists are.

type Mail = typeof mailOutbox.$inferSelect;
type ListQuery = Partial<AdminOutboxListQuery> & Pick<AdminOutboxListQuery, 'limit'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRow = (m: Mail): AdminOutboxRow => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  kind: m.kind,
  status: m.status,
  error: m.error,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: iso(m.sentAt),
});

export async function listOutbox(db: Database, query: ListQuery) {
  const where: (SQL | undefined)[] = [
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
    query.q
      ? or(
          ilike(mailOutbox.to, containsPattern(query.q)),
          ilike(mailOutbox.subject, containsPattern(query.q)),
        )
      : undefined,
  ];
  if (query.cursor) {
    const { at, id } = query.cursor;
    where.push(
      sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({ mail: mailOutbox, at: cursorTime(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(...where))
    .orderBy(sql`${mailOutbox.createdAt} DESC, ${mailOutbox.id} DESC`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => toRow(r.mail)),
    nextCursor: nextCursorOf(rows, query.limit, (r) => ({ at: r.at, id: r.mail.id })),
  };
}

/** One mail in full; the secret part of its links masked once it was delivered (mail-links.ts). */
export async function outboxDetail(db: Database, id: string): Promise<AdminOutboxDetail | null> {
  const [m] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!m) return null;
  const masked = !showsTokens(m.status);
  const shown = (text: string) => (masked ? maskTokens(text) : text);
  const text = shown(m.text);
  const html = m.html === null ? null : shown(m.html);
  return {
    ...toRow(m),
    text,
    html,
    links: linksIn(text),
    tokensMasked: text !== m.text || html !== m.html,
    lastAttemptAt: iso(m.lastAttemptAt),
  };
}

export async function lockMail(tx: Database, id: string) {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  return row ?? null;
}

/** A failed mail back to pending with no attempts: the outbox sender delivers it afresh. */
export async function requeueFailed(tx: Database, id: string) {
  await tx
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, lastAttemptAt: null, error: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
}
