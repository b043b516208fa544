import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworkEvents } from '../../db/schema';

export type ArtworkEventRow = {
  artworkId: string;
  visionBoardId: string;
  type: string;
  payload: unknown;
};

/** Records one event; answers its id. */
export async function insertEvent(db: Database, row: ArtworkEventRow): Promise<number> {
  const [inserted] = await db.insert(artworkEvents).values(row).returning({ id: artworkEvents.id });
  return inserted!.id;
}

/** Records one event and NOTIFYs `channel` with its id, in one statement (on `db`'s transaction). */
export async function insertEventAndNotify(
  db: Database,
  row: ArtworkEventRow,
  channel: string,
): Promise<void> {
  await db.execute(sql`
    WITH e AS (
      INSERT INTO artwork_events (artwork_id, vision_board_id, type, payload)
      VALUES (${row.artworkId}, ${row.visionBoardId}, ${row.type}, ${JSON.stringify(row.payload)}::jsonb)
      RETURNING id
    )
    SELECT pg_notify(${channel}, id::text) FROM e`);
}

/** Events after `afterId` (of one board, or all), oldest first, at most `limit`. */
export function eventsAfter(
  db: Database,
  afterId: number,
  limit: number,
  visionBoardId?: string,
): Promise<{ id: number; payload: unknown }[]> {
  const conditions: SQL[] = [gt(artworkEvents.id, afterId)];
  if (visionBoardId) conditions.push(eq(artworkEvents.visionBoardId, visionBoardId));
  return db
    .select({ id: artworkEvents.id, payload: artworkEvents.payload })
    .from(artworkEvents)
    .where(and(...conditions))
    .orderBy(asc(artworkEvents.id))
    .limit(limit);
}

/** The newest event's id (of one board, or all); 0 when there is none. */
export async function latestEventId(db: Database, visionBoardId?: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${artworkEvents.id})`.mapWith(Number) })
    .from(artworkEvents)
    .where(visionBoardId ? eq(artworkEvents.visionBoardId, visionBoardId) : undefined);
  return row?.id ?? 0;
}

/** Deletes the events recorded before `cutoff`; answers how many. */
export async function deleteEventsBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(artworkEvents)
    .where(lt(artworkEvents.createdAt, cutoff))
    .returning({ id: artworkEvents.id });
  return deleted.length;
}
