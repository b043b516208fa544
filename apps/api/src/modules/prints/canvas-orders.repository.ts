import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { canvasSizes, shippingRates } from '../../db/schema/commerce';
import { artworks, visionBoards } from '../../db/schema/generation';
import { orderEvents, orders, type Order } from '../../db/schema/orders';
import { orderEventsInOrder } from '../orders/orders.repository';
import { insertCanvasOrder, type NewCanvasOrder } from '../orders/new-orders.repository';

/** A canvas order with what its answer shows: the size, the artwork's preview and its board. */
export type CanvasOrderRow = {
  order: Order;
  size: { label: string; widthInches: number; heightInches: number } | null;
  artwork: { previewKey: string | null } | null;
  board: { items: string } | null;
};

const canvasOrderRow = {
  order: orders,
  size: {
    label: canvasSizes.label,
    widthInches: canvasSizes.widthInches,
    heightInches: canvasSizes.heightInches,
  },
  artwork: { previewKey: artworks.previewKey },
  board: { items: visionBoards.items },
};

export type { NewCanvasOrder } from '../orders/new-orders.repository';

export function createCanvasOrdersRepository(db: Database) {
  function selectRows(tx: Database = db) {
    return tx
      .select(canvasOrderRow)
      .from(orders)
      .leftJoin(canvasSizes, eq(orders.canvasSizeId, canvasSizes.id))
      .leftJoin(artworks, eq(orders.artworkId, artworks.id))
      .leftJoin(visionBoards, eq(visionBoards.id, artworks.visionBoardId));
  }

  return {
    async activeSize(id: string) {
      const [row] = await db
        .select()
        .from(canvasSizes)
        .where(and(eq(canvasSizes.id, id), eq(canvasSizes.isActive, true)));
      return row ?? null;
    },

    /** The country's own active rate, else the active '*' (everywhere else) rate; null: none. */
    async shippingRate(country: string) {
      const [row] = await db
        .select()
        .from(shippingRates)
        .where(
          and(eq(shippingRates.isActive, true), inArray(shippingRates.destination, [country, '*'])),
        )
        .orderBy(sql`${shippingRates.destination} = '*'`)
        .limit(1);
      return row ?? null;
    },

    async savedAddress(userId: string) {
      const [row] = await db
        .select({ address: users.shippingAddress })
        .from(users)
        .where(eq(users.id, userId));
      return row?.address ?? null;
    },

    /**
     * The order for this Idempotency-Key: inserted with its first timeline event and the
     * remembered address in one transaction (created=true), or the one an earlier (or a
     * concurrent) request with the same key made: the unique index lets only one insert win.
     */
    async create(values: NewCanvasOrder): Promise<{ order: Order; created: boolean }> {
      return db.transaction(async (tx) => {
        const created = await insertCanvasOrder(tx, values);
        if (created) {
          await tx
            .update(users)
            .set({ shippingAddress: values.shippingAddress })
            .where(eq(users.id, values.userId));
          return { order: created, created: true };
        }
        const [existing] = await tx
          .select()
          .from(orders)
          .where(
            and(eq(orders.userId, values.userId), eq(orders.idempotencyKey, values.idempotencyKey)),
          );
        return { order: existing!, created: false };
      });
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<Order | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    listByUser(userId: string): Promise<CanvasOrderRow[]> {
      return selectRows()
        .where(and(eq(orders.userId, userId), eq(orders.kind, 'canvas')))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async findOwned(userId: string, id: string): Promise<CanvasOrderRow | null> {
      const [row] = await selectRows()
        .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.kind, 'canvas')))
        .limit(1);
      return row ?? null;
    },

    /** The caller's canvas or PNG order (what a checkout can be started for), or null. */
    async findPayable(userId: string, id: string): Promise<Order | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            eq(orders.userId, userId),
            inArray(orders.kind, ['canvas', 'png']),
          ),
        );
      return row ?? null;
    },

    /** Locks the caller's canvas order for a change (cancel), or null. */
    async lockOwned(tx: Database, userId: string, id: string): Promise<Order | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.kind, 'canvas')))
        .for('update');
      return row ?? null;
    },

    events(orderId: string) {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(...orderEventsInOrder);
    },
  };
}

export type CanvasOrdersRepository = ReturnType<typeof createCanvasOrdersRepository>;
