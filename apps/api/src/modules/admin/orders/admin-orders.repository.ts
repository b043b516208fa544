import type {
  AdminOrderSort,
  adminOrderFiltersSchema,
  adminOrderListQuerySchema,
} from '@atelier/shared/schemas/admin-orders';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { products } from '../../../db/schema/catalogue';
import { canvasSizes } from '../../../db/schema/commerce';
import { containsPattern } from '../../../db/like-pattern';
import { blueprintVersions } from '../../../db/schema/blueprints';
import { artworks, visionBoards } from '../../../db/schema/generation';
import { provenanceColumns, provenanceOf } from '../provenance';
import type { ArtworkProvenance } from '@atelier/shared/schemas/admin-blueprints';
import { orderEvents, orderNotes, orders } from '../../../db/schema/orders';
import { addOrderNote } from '../../orders/order-notes.repository';
import { decodeCursor, type OrderCursor } from './order-cursor';

export type AdminOrderFiltersIn = z.output<typeof adminOrderFiltersSchema>;
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

const row = {
  order: orders,
  customerEmail: users.email,
  customerName: users.name,
  size: canvasSizes,
  productTitle: products.title,
  previewKey: artworks.previewKey,
  originalKey: artworks.originalKey,
  boardItems: visionBoards.items,
  /** The sort key as text, exactly as stored (a timestamp keeps its microseconds). */
  sortKey: sql<string>`''`,
};

/**
 * The keyset of each sort: the columns the list is ordered by (each with the id last, so the
 * order is total) and how the cursor's text key compares with them. createdAt and status use
 * orders_created_idx (created_at, id) / orders_status_created_idx (status, created_at, id); total
 * (amount_cents, id) has no index: it sorts the filtered rows (fine for the admin's filtered
 * views; an index on (coalesce(amount_cents, 0), id) would make it flat too).
 */
const KEYSETS: Record<
  AdminOrderSort,
  { key: SQL<string>; row: (k: string, id: string) => SQL; cols: SQL[] }
> = {
  createdAt: {
    key: sql<string>`${orders.createdAt}::text`,
    row: (k, id) => sql`(${k}::timestamptz, ${id}::uuid)`,
    cols: [sql`${orders.createdAt}`, sql`${orders.id}`],
  },
  status: {
    key: sql<string>`${orders.status} || '|' || ${orders.createdAt}::text`,
    row: (k, id) => {
      const [status, at] = [k.slice(0, k.indexOf('|')), k.slice(k.indexOf('|') + 1)];
      return sql`(${status}::text, ${at}::timestamptz, ${id}::uuid)`;
    },
    cols: [sql`${orders.status}`, sql`${orders.createdAt}`, sql`${orders.id}`],
  },
  total: {
    key: sql<string>`coalesce(${orders.amountCents}, 0)::text`,
    row: (k, id) => sql`(${Number(k)}::int, ${id}::uuid)`,
    cols: [sql`coalesce(${orders.amountCents}, 0)`, sql`${orders.id}`],
  },
};

/** The bounds of the ids that start with these hex digits (a prefix search on the primary key). */
function idPrefixRange(q: string): [string, string] | null {
  const hex = q.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{8,32}$/.test(hex)) return null;
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** The WHERE of the filters; `withStatus: false` for the counts (one chip per status). */
export function orderFilter(f: AdminOrderFiltersIn, withStatus = true): SQL | undefined {
  const parts: SQL[] = [];
  if (f.kind) parts.push(eq(orders.kind, f.kind));
  if (withStatus && f.status) parts.push(eq(orders.status, f.status));
  if (f.from) parts.push(gte(orders.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) parts.push(lt(orders.createdAt, nextDay(f.to)));
  if (f.customer) {
    parts.push(
      f.customer.includes('@')
        ? sql`lower(${users.email}) = ${f.customer.toLowerCase()}`
        : eq(orders.userId, f.customer),
    );
  }
  if (f.q) {
    const range = idPrefixRange(f.q);
    const byEmail = ilike(users.email, containsPattern(f.q));
    parts.push(
      range
        ? or(sql`${orders.id} between ${range[0]}::uuid and ${range[1]}::uuid`, byEmail)!
        : byEmail,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export function createAdminOrdersRepository(db: Database) {
  const joined = (key: SQL<string> = sql<string>`''`) =>
    db
      .select({ ...row, sortKey: key })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(canvasSizes, eq(canvasSizes.id, orders.canvasSizeId))
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(artworks, eq(artworks.id, orders.artworkId))
      .leftJoin(visionBoards, eq(visionBoards.id, orders.visionBoardId));

  /** The WHERE, ORDER BY and direction of one keyset page (see page()). */
  function keysetWindow(f: AdminOrderFiltersIn, cursor: OrderCursor | null) {
    const keyset = KEYSETS[f.sort];
    const back = cursor?.d === 'prev';
    // Going back reads the list in reverse from the cursor, then turns the rows round.
    const descending = (f.dir === 'desc') !== back;
    const parts = [orderFilter(f)];
    if (cursor) {
      const cols = sql.join(keyset.cols, sql`, `);
      const bound = keyset.row(cursor.k, cursor.id);
      parts.push(descending ? sql`(${cols}) < ${bound}` : sql`(${cols}) > ${bound}`);
    }
    const dir = descending ? desc : asc;
    return { keyset, back, where: and(...parts), orderBy: keyset.cols.map((c) => dir(c)) };
  }

  /**
   * One keyset page: the rows after (or, going back, before) the cursor in the list's order.
   * `limit + 1` rows are read to know whether there is more in that direction.
   */
  async function page(f: AdminOrderFiltersIn, cursor: OrderCursor | null, limit: number) {
    const w = keysetWindow(f, cursor);
    const rows = await joined(w.keyset.key)
      .where(w.where)
      .orderBy(...w.orderBy)
      .limit(limit + 1);
    const more = rows.length > limit;
    const items = rows.slice(0, limit);
    if (w.back) items.reverse();
    return { items, more, back: w.back };
  }

  /** A batch of the CSV export: only the columns the file has (forward only). */
  async function csvBatch(f: AdminOrderFiltersIn, cursor: OrderCursor | null, limit: number) {
    const w = keysetWindow(f, cursor);
    const rows = await csvQuery(w.keyset.key)
      .where(w.where)
      .orderBy(...w.orderBy)
      .limit(limit + 1);
    return { items: rows.slice(0, limit), more: rows.length > limit };
  }

  const csvQuery = (key: SQL<string>) =>
    db
      .select({
        order: {
          id: orders.id,
          createdAt: orders.createdAt,
          kind: orders.kind,
          status: orders.status,
          amountCents: orders.amountCents,
          currency: orders.currency,
          paidAt: orders.paidAt,
          carrier: orders.carrier,
          trackingNumber: orders.trackingNumber,
          wrap: orders.wrap,
        },
        customerEmail: users.email,
        customerName: users.name,
        size: { widthInches: canvasSizes.widthInches, heightInches: canvasSizes.heightInches },
        productTitle: products.title,
        sortKey: key,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(canvasSizes, eq(canvasSizes.id, orders.canvasSizeId))
      .leftJoin(products, eq(products.id, orders.productId));

  return {
    page,
    csvBatch,
    decodeCursor,

    /** How many orders match the filters (status aside), per status. */
    async counts(f: AdminOrderFiltersIn) {
      return db
        .select({ status: orders.status, count: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(orderFilter(f, false))
        .groupBy(orders.status);
    },

    /** Selected orders (export selected), in the list's order. */
    async byIds(f: AdminOrderFiltersIn, ids: string[]) {
      const keyset = KEYSETS[f.sort];
      const dir = f.dir === 'desc' ? desc : asc;
      return csvQuery(keyset.key)
        .where(inArray(orders.id, ids))
        .orderBy(...keyset.cols.map((c) => dir(c)));
    },

    async get(id: string) {
      const [found] = await joined().where(eq(orders.id, id));
      return found ?? null;
    },

    /** Where the artwork came from: its blueprint version, provider, model and seed. */
    async provenance(artworkId: string): Promise<ArtworkProvenance | null> {
      const [found] = await db
        .select({
          provider: artworks.provider,
          model: artworks.model,
          seed: artworks.seed,
          v: provenanceColumns,
        })
        .from(artworks)
        .leftJoin(blueprintVersions, eq(blueprintVersions.id, artworks.blueprintVersionId))
        .where(eq(artworks.id, artworkId));
      return found ? provenanceOf(found, found.v) : null;
    },

    /** An artwork request's newest artwork (its order row names none). */
    async latestArtworkOfBoard(boardId: string) {
      const [found] = await db
        .select({ id: artworks.id, previewKey: artworks.previewKey, status: artworks.status })
        .from(artworks)
        .where(eq(artworks.visionBoardId, boardId))
        .orderBy(desc(artworks.createdAt))
        .limit(1);
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

    /** The order's internal notes, oldest first. */
    notes(orderId: string) {
      return db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
    },

    addNote(values: typeof orderNotes.$inferInsert) {
      return addOrderNote(db, values);
    },
  };
}

export type AdminOrderRowData = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminOrdersRepository>['get']>>
>;
