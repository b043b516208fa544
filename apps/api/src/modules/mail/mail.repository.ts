import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

// Every statement on the mail outbox. Functions take the database or a transaction.

export type OutboxRow = typeof mailOutbox.$inferSelect;
type OutboxMessage = Pick<typeof mailOutbox.$inferInsert, 'to' | 'subject' | 'text' | 'kind'> & {
  html?: string;
};

/** The outbox row of a message, with how far its delivery got. */
export async function insertOutboxRow(
  db: Database,
  message: OutboxMessage,
  delivery: Pick<typeof mailOutbox.$inferInsert, 'status' | 'attempts' | 'lastAttemptAt'>,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
      ...delivery,
    })
    .returning();
  if (!row) throw new Error('mail outbox insert returned no row');
  return row;
}

export async function markSent(db: Database, id: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', error: null, sentAt: new Date() })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Database, id: string, error: string) {
  await db.update(mailOutbox).set({ status: 'failed', error }).where(eq(mailOutbox.id, id));
}

/** Without SMTP: up to `batchSize` pending rows, oldest first, become 'logged' (and are answered). */
export async function markPendingLogged(db: Database, batchSize: number) {
  const queued = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'logged' })
    .where(inArray(mailOutbox.id, queued))
    .returning();
}

/**
 * Claims up to `batchSize` pending or failed rows under `maxAttempts` whose last attempt ended
 * before `leaseEnd`: their attempts are counted and the lease stamped in one statement, and
 * SKIP LOCKED keeps two workers off the same row.
 */
export async function claimDue(
  db: Database,
  opts: { batchSize: number; leaseEnd: Date; maxAttempts: number },
) {
  const candidates = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['pending', 'failed']),
        lt(mailOutbox.attempts, opts.maxAttempts),
        or(isNull(mailOutbox.lastAttemptAt), lt(mailOutbox.lastAttemptAt, opts.leaseEnd)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(opts.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: new Date() })
    .where(inArray(mailOutbox.id, candidates))
    .returning();
}
