import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { atVersion, nextVersion } from './versioning';

// The queries the admin areas' repositories share: versioned writes to any versioned table, a
// slug lookup and the reads and writes of a reorder. The rules around them (what a stale edit
// is, how a reorder is checked) stay in versioning.ts and ordering.ts.

type VersionedTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * `UPDATE … SET values, updated_at = nextVersion WHERE id AND atVersion RETURNING *`: the
 * updated row, or null when it is gone or stale (then rowExists tells 404 from 409).
 */
export async function updateAtVersion<T extends VersionedTable>(
  db: Database,
  table: T,
  id: string,
  version: string,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .update(table)
    .set({ ...values, updatedAt: nextVersion(table.updatedAt) } as PgUpdateSetSource<T>)
    .where(atVersion(table, id, version))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** Deletes the row if it is still at `version`; false when it is gone or stale. */
export async function deleteAtVersion(
  db: Database,
  table: VersionedTable,
  id: string,
  version: string,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(atVersion(table, id, version))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Whether the row exists (after a versioned write matched nothing: 404 or 409). */
export async function rowExists(
  db: Database,
  table: PgTable & { id: AnyPgColumn },
  id: string,
): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

/** Whether another row of `table` than `exceptId` already has this slug. */
export async function slugTakenIn(
  db: Database,
  table: PgTable & { id: AnyPgColumn; slug: AnyPgColumn },
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** The sortable table a reorder reads and writes (ordering.ts's Orderable, without its names). */
type SortableTable = {
  table: PgTable;
  id: AnyPgColumn;
  sortOrder: AnyPgColumn;
  tieBreak: AnyPgColumn[];
};

/** Which of `ids` are rows of the table. */
export async function existingIds(
  db: Database,
  what: SortableTable,
  ids: string[],
): Promise<Set<string>> {
  const found = await db.select({ id: what.id }).from(what.table).where(inArray(what.id, ids));
  return new Set(found.map((r) => r.id as string));
}

/** Every row's id and sort order, in the list's order (sort order, then the tie-break). */
export async function rowsInOrder(
  db: Database,
  what: SortableTable,
): Promise<Array<{ id: string; sortOrder: number }>> {
  const rows = await db
    .select({ id: what.id, sortOrder: what.sortOrder })
    .from(what.table)
    .orderBy(asc(what.sortOrder), ...what.tieBreak.map((c) => asc(c)));
  return rows as Array<{ id: string; sortOrder: number }>;
}

/** Sets one row's sort order (its version stays: the order is not part of what an edit changes). */
export async function setSortOrder(
  db: Database,
  what: SortableTable,
  id: string,
  sortOrder: number,
): Promise<void> {
  const column = sql.identifier(what.sortOrder.name);
  await db.execute(sql`update ${what.table} set ${column} = ${sortOrder} where ${what.id} = ${id}`);
}
