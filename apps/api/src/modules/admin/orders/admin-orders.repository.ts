import type { adminOrderListQuerySchema } from '@atelier/shared/schemas/admin-orders';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { canvasSizes } from '../../../db/schema/commerce';
import { artworks, orderEvents, orders, visionBoards } from '../../../db/schema/generation';
import { containsPattern, escapeLike, pageWindow } from '../content-admin';

export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** The kinds this area shows: canvas prints and PNG purchases (artwork orders are not sold). */
const SOLD_KINDS = ['canvas', 'png'] as const;

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.amountCents,
  status: orders.status,
} as const;

const row = {
  order: orders,
  customerEmail: users.email,
  customerName: users.name,
  size: canvasSizes,
  previewKey: artworks.previewKey,
  originalKey: artworks.originalKey,
  boardItems: visionBoards.items,
};

export function createAdminOrdersRepository(db: Database) {
  const joined = () =>
    db
      .select(row)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(canvasSizes, eq(canvasSizes.id, orders.canvasSizeId))
      .leftJoin(artworks, eq(artworks.id, orders.artworkId))
      .leftJoin(visionBoards, eq(visionBoards.id, orders.visionBoardId));

  /** Kind and search; the status filter is added separately (the chips count without it). */
  function baseFilter(q: AdminOrderListQuery): SQL {
    const parts: SQL[] = [inArray(orders.kind, q.kind ? [q.kind] : [...SOLD_KINDS])];
    if (q.q) {
      parts.push(
        or(
          sql`${orders.id}::text ilike ${`${escapeLike(q.q.toLowerCase())}%`}`,
          ilike(users.email, containsPattern(q.q)),
        )!,
      );
    }
    return and(...parts)!;
  }

  return {
    async list(q: AdminOrderListQuery) {
      const base = baseFilter(q);
      const where = q.status ? and(base, eq(orders.status, q.status))! : base;
      const dir = q.dir === 'asc' ? asc : desc;
      const { limit, offset } = pageWindow(q);
      const [items, counts] = await Promise.all([
        joined()
          .where(where)
          .orderBy(dir(SORT_COLUMNS[q.sort ?? 'createdAt']), dir(orders.createdAt), dir(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ status: orders.status, count: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(base)
          .groupBy(orders.status),
      ]);
      const statusCounts = Object.fromEntries(counts.map((c) => [c.status, c.count]));
      const total = q.status
        ? (statusCounts[q.status] ?? 0)
        : counts.reduce((sum, c) => sum + c.count, 0);
      return { items, total, statusCounts };
    },

    async get(id: string) {
      const [found] = await joined().where(
        and(eq(orders.id, id), inArray(orders.kind, [...SOLD_KINDS])),
      );
      return found ?? null;
    },

    /** The order's timeline, oldest first. */
    events(orderId: string) {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },
  };
}

export type AdminOrderRowData = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminOrdersRepository>['get']>>
>;
