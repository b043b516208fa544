import { encodeCursor, type CreatedAtIdPosition } from '@atelier/shared/keyset-cursor';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Keyset pages on (created_at, id): what a list selects to make its cursor, and the cursor it
// answers (packages/shared keyset-cursor.ts holds the format).

/** A time column as a cursor keeps it: UTC with microseconds (a JS Date would cut them). */
export const cursorTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The cursor of the row after a page: null when the page is the last. */
export const nextCursorOf = <T>(
  rows: readonly T[],
  limit: number,
  positionOf: (row: T) => CreatedAtIdPosition,
): string | null => (rows.length > limit ? encodeCursor(positionOf(rows[limit - 1]!)) : null);
