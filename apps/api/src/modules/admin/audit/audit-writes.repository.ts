import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema/admin';
import { siteSettings } from '../../../db/schema/content';

// The queries of the audit writer (audit-writes.ts): the row a write changes, read before and
// after it, and the entry itself. Each runs on the write's transaction.

export type Snapshot = Record<string, unknown>;

/** The row of `table` whose `column` is `id`, or null when there is none. */
export async function rowSnapshot(
  db: Database,
  table: PgTable,
  column: AnyPgColumn,
  id: string,
): Promise<Snapshot | null> {
  const [row] = await db.select().from(table).where(eq(column, id)).limit(1);
  return (row as Snapshot | undefined) ?? null;
}

/** The site settings as one object: each key with its value. */
export async function settingsSnapshot(db: Database): Promise<Snapshot> {
  const rows = await db.select().from(siteSettings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Appends one entry to the audit log. */
export async function insertAuditEntry(
  db: Database,
  entry: typeof auditLog.$inferInsert,
): Promise<void> {
  await db.insert(auditLog).values(entry);
}
