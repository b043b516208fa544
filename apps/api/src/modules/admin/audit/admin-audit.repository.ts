import {
  AUDIT_MESSAGES,
  type AdminAuditEntry,
  type adminAuditQuerySchema,
} from '@atelier/shared/schemas/admin-audit';
import { cursorTimeSchema, encodeCursor, readCursor } from '@atelier/shared/keyset-cursor';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { cursorTime } from '../../../db/keyset';
import { auditLog } from '../../../db/schema/admin';
import { badRequest } from '../../../lib/errors';

// Reading the audit log: its keyset pages and the filters' choices.

type Query = z.output<typeof adminAuditQuerySchema>;
type Key = { at: string; id: string };

// Keyset pages on (created_at, id), newest first, both ways. The cursor holds the direction and
// the row's time at the database's microsecond precision (a JS Date would cut it to
// milliseconds and skip or repeat entries); audit ids are bigints.
const createdText = cursorTime(auditLog.createdAt);

const auditPositionSchema = z.strictObject({
  dir: z.enum(['older', 'newer']),
  at: cursorTimeSchema,
  id: z.string().regex(/^\d{1,19}$/),
});
type Position = z.output<typeof auditPositionSchema>;

const encodeAuditCursor = (dir: Position['dir'], key: Key) => encodeCursor({ dir, ...key });

function decodeAuditCursor(cursor: string): Position {
  const position = readCursor(cursor, auditPositionSchema);
  if (!position) throw badRequest(AUDIT_MESSAGES.badCursor, 'BAD_CURSOR');
  return position;
}

/** A day means the whole day in UTC; an instant means itself. */
const isDay = (v: string) => v.length === 10;
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function filters(q: Query): SQL[] {
  const parts: SQL[] = [];
  if (q.actor)
    parts.push(
      sql`(${auditLog.actorId} = ${q.actor} or lower(${auditLog.actorEmail}) = lower(${q.actor}))`,
    );
  if (q.entity) parts.push(eq(auditLog.entity, q.entity));
  if (q.entityId) parts.push(eq(auditLog.entityId, q.entityId));
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.from)
    parts.push(
      sql`${auditLog.createdAt} >= ${isDay(q.from) ? `${q.from}T00:00:00Z` : q.from}::timestamptz`,
    );
  if (q.to)
    parts.push(
      isDay(q.to)
        ? sql`${auditLog.createdAt} < ${dayAfter(q.to)}::timestamptz`
        : sql`${auditLog.createdAt} <= ${q.to}::timestamptz`,
    );
  return parts;
}

export function createAuditRepository(db: Database) {
  return {
    async list(q: Query) {
      const cursor = q.cursor ? decodeAuditCursor(q.cursor) : null;
      const where = filters(q);
      const newer = cursor?.dir === 'newer';
      if (cursor) {
        const key = sql`(${cursor.at}::timestamptz, ${cursor.id}::bigint)`;
        where.push(
          newer
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) > ${key}`
            : sql`(${auditLog.createdAt}, ${auditLog.id}) < ${key}`,
        );
      }
      const order = newer
        ? [asc(auditLog.createdAt), asc(auditLog.id)]
        : [desc(auditLog.createdAt), desc(auditLog.id)];
      const rows = await db
        .select({ entry: auditLog, at: createdText })
        .from(auditLog)
        .where(and(...where))
        .orderBy(...order)
        .limit(q.limit + 1);
      const more = rows.length > q.limit;
      const page = rows.slice(0, q.limit);
      if (newer) page.reverse();
      const first = page[0];
      const last = page.at(-1);
      const keyOf = (r: (typeof rows)[number]): Key => ({ at: r.at, id: String(r.entry.id) });
      // Going older, there are newer entries when we came from a cursor; going newer, when
      // this page was not the last one asked for.
      const hasNewer = newer ? more : cursor !== null;
      const hasOlder = newer ? true : more;
      const items: AdminAuditEntry[] = page.map(({ entry }) => ({
        id: String(entry.id),
        createdAt: entry.createdAt.toISOString(),
        actorId: entry.actorId,
        actorEmail: entry.actorEmail,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        route: entry.route,
        ip: entry.ip,
      }));
      return {
        items,
        olderCursor: hasOlder && last ? encodeAuditCursor('older', keyOf(last)) : null,
        newerCursor: hasNewer && first ? encodeAuditCursor('newer', keyOf(first)) : null,
      };
    },

    async facets() {
      const [entities, actions, actors] = await Promise.all([
        db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
        db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
        db
          .selectDistinctOn([auditLog.actorId], {
            id: auditLog.actorId,
            email: auditLog.actorEmail,
          })
          .from(auditLog)
          .orderBy(asc(auditLog.actorId), desc(auditLog.createdAt), desc(auditLog.id)),
      ]);
      return {
        entities: entities.map((r) => r.v),
        actions: actions.map((r) => r.v),
        actors: actors.sort((a, b) => a.email.localeCompare(b.email)),
      };
    },
  };
}
