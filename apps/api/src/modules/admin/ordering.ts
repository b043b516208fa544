import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { existingIds, rowsInOrder, setSortOrder } from './admin-kernel.repository';

// The one reorder rule of the admin's sortable tables (categories, gallery, testimonials).

/** A table with an id and a sort order, how it orders ties, and what its rows are called. */
export type Orderable = {
  table: PgTable;
  id: AnyPgColumn;
  sortOrder: AnyPgColumn;
  /** After sortOrder: how rows with the same sort order are ordered (the list's tie-break). */
  tieBreak: AnyPgColumn[];
  /** 'category' / 'categories', as the messages say it. */
  one: string;
  many: string;
};

/** The sort order after the table's last row (a new row goes to the end of the order). */
export const endOfOrder = (what: Orderable) =>
  sql<number>`(select coalesce(max(${what.sortOrder}) + 1, 0) from ${what.table})`;

export const ORDERING_MESSAGES = {
  unknownIds: (what: Orderable, ids: string[]) =>
    `Unknown ${ids.length === 1 ? what.one : what.many}: ${ids.join(', ')}. Reload the list and try again.`,
  repeatedIds: (what: Orderable, ids: string[]) =>
    `Each ${what.one} can appear only once in the new order (repeated: ${ids.join(', ')}).`,
} as const;

/**
 * Puts the rows `ids` names in that order, in the places they held: a filtered page reorders
 * among itself and every other row keeps its place. Then the whole table is numbered 0, 1, 2…
 * in one transaction. A repeated or unknown id is a 400 that names it, and changes nothing.
 * Sort order is not part of what an edit changes, so the rows' versions stay as they are.
 */
export async function reorderRows(db: Database, what: Orderable, ids: string[]): Promise<void> {
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (repeated.length > 0)
    throw badRequest(ORDERING_MESSAGES.repeatedIds(what, repeated), 'VALIDATION_ERROR');
  await db.transaction(async (tx) => {
    const known = await existingIds(tx, what, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(ORDERING_MESSAGES.unknownIds(what, unknown), 'VALIDATION_ERROR');
    const current = await rowsInOrder(tx, what);
    const moved = new Set(ids);
    let next = 0;
    for (const [i, row] of current.entries()) {
      const id = moved.has(row.id) ? ids[next++]! : row.id;
      if (id === row.id && row.sortOrder === i) continue;
      await setSortOrder(tx, what, id, i);
    }
  });
}
