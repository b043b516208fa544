import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { canvasSizes } from '../../db/schema/commerce';
import { artworks, visionBoards } from '../../db/schema/generation';
import {
  ORDER_STATUSES,
  orderEvents,
  orders,
  type CustomerInfo,
  type Order,
} from '../../db/schema/orders';

export type OrderWithProduct = {
  order: Order;
  product: { slug: string; title: string } | null;
  /** A canvas order's size. */
  size: { label: string } | null;
  /** The items of the order's board (directly, or through its artwork); null without one. */
  board: { items: string } | null;
};
export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * A timeline's order: by time, then, for steps with the same time (written in one transaction,
 * or within the clock's resolution, which on the embedded database is coarse), by their place
 * in the order's lifecycle.
 */
export const orderEventsInOrder = [
  asc(orderEvents.createdAt),
  asc(
    sql`array_position(ARRAY[${sql.join(
      ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}]::text[], ${orderEvents.status})`,
  ),
  asc(orderEvents.id),
];

const orderWithProduct = {
  order: orders,
  product: { slug: products.slug, title: products.title },
  size: { label: canvasSizes.label },
  board: { items: visionBoards.items },
};

/** The board an order is about: its own, else its artwork's (a print names only the artwork). */
const boardOfOrder = eq(
  visionBoards.id,
  sql`coalesce(${orders.visionBoardId}, ${artworks.visionBoardId})`,
);

export function createOrdersRepository(db: Database) {
  return {
    /**
     * The artwork order of a board, created once: status 'received' with its first timeline event.
     * A second call (a retried submission, even a concurrent one) finds the unique index taken and
     * answers the existing order with created=false.
     */
    async createArtworkOrder(values: {
      userId: string;
      visionBoardId: string;
      productId: string;
      customerInfo: CustomerInfo;
    }): Promise<{ order: Order; created: boolean }> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(orders)
          .values({ ...values, kind: 'artwork', status: 'received' })
          .onConflictDoNothing({ target: orders.visionBoardId, where: sql`kind = 'artwork'` })
          .returning();
        if (created) {
          await tx.insert(orderEvents).values({
            orderId: created.id,
            status: 'received',
            note: 'Order received',
          });
          return { order: created, created: true };
        }
        const [existing] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.visionBoardId, values.visionBoardId), eq(orders.kind, 'artwork')))
          .limit(1);
        return { order: existing!, created: false };
      });
    },

    listByUser(userId: string): Promise<OrderWithProduct[]> {
      return db
        .select(orderWithProduct)
        .from(orders)
        .leftJoin(products, eq(orders.productId, products.id))
        .leftJoin(canvasSizes, eq(orders.canvasSizeId, canvasSizes.id))
        .leftJoin(artworks, eq(orders.artworkId, artworks.id))
        .leftJoin(visionBoards, boardOfOrder)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async findOwned(userId: string, id: string): Promise<OrderWithProduct | null> {
      const [row] = await db
        .select(orderWithProduct)
        .from(orders)
        .leftJoin(products, eq(orders.productId, products.id))
        .leftJoin(canvasSizes, eq(orders.canvasSizeId, canvasSizes.id))
        .leftJoin(artworks, eq(orders.artworkId, artworks.id))
        .leftJoin(visionBoards, boardOfOrder)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    events(orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(...orderEventsInOrder);
    },

    /**
     * Finished artworks (with a preview) of the user that the given orders point at, directly or
     * through their board; newest first.
     */
    finishedArtworksFor(userId: string, artworkIds: string[], boardIds: string[]) {
      const refs = [
        artworkIds.length ? inArray(artworks.id, artworkIds) : undefined,
        boardIds.length ? inArray(artworks.visionBoardId, boardIds) : undefined,
      ].filter((c) => c !== undefined);
      if (refs.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: artworks.id,
          visionBoardId: artworks.visionBoardId,
          previewKey: artworks.previewKey,
        })
        .from(artworks)
        .where(
          and(
            eq(artworks.userId, userId),
            eq(artworks.purpose, 'shopper'),
            eq(artworks.status, 'succeeded'),
            isNotNull(artworks.previewKey),
            or(...refs),
          ),
        )
        .orderBy(desc(artworks.createdAt), desc(artworks.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
