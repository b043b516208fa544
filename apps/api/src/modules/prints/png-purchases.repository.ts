import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, visionBoards } from '../../db/schema/generation';
import { orders, type Order } from '../../db/schema/orders';
import { insertPngPurchase } from '../orders/new-orders.repository';

/** PNG purchases (orders of kind 'png') and the artworks they unlock. */
export function createPngPurchasesRepository(db: Database) {
  /** A purchase with what its answer shows: the board's items (the title) and the preview. */
  const selectRows = () =>
    db
      .select({ order: orders, boardItems: visionBoards.items, previewKey: artworks.previewKey })
      .from(orders)
      .leftJoin(artworks, eq(artworks.id, orders.artworkId))
      .leftJoin(visionBoards, eq(visionBoards.id, orders.visionBoardId));

  return {
    /** The live (pending or paid) purchase of this artwork by this buyer, if any. */
    async livePurchase(userId: string, artworkId: string): Promise<Order | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.artworkId, artworkId),
            eq(orders.kind, 'png'),
            inArray(orders.status, ['pending_payment', 'paid']),
          ),
        );
      return row ?? null;
    },

    /**
     * A new purchase waiting for payment with its first timeline event; null when a concurrent
     * request made one first (orders_png_purchase_idx), which the caller then reads.
     */
    async createPending(input: {
      userId: string;
      artworkId: string;
      visionBoardId: string;
      priceCents: number;
      currency: string;
      expiresAt: Date;
    }): Promise<Order | null> {
      return db.transaction(async (tx) => {
        return insertPngPurchase(tx, input);
      });
    },

    /** The caller's purchases, newest first, with the board items of their artwork. */
    async listByUser(userId: string) {
      return selectRows()
        .where(and(eq(orders.userId, userId), eq(orders.kind, 'png')))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async findOwned(userId: string, id: string) {
      const [row] = await selectRows().where(
        and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.kind, 'png')),
      );
      return row ?? null;
    },
  };
}

export type PngPurchasesRepository = ReturnType<typeof createPngPurchasesRepository>;
