import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, visionBoards } from '../../db/schema/generation';
import { orders, type Order } from '../../db/schema/orders';
import { recordOrderCreated } from './lifecycle';

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
        const [order] = await tx
          .insert(orders)
          .values({
            userId: input.userId,
            kind: 'png',
            status: 'pending_payment',
            artworkId: input.artworkId,
            visionBoardId: input.visionBoardId,
            subtotalCents: input.priceCents,
            shippingCents: 0,
            amountCents: input.priceCents,
            currency: input.currency,
            expiresAt: input.expiresAt,
          })
          .onConflictDoNothing({
            target: [orders.userId, orders.artworkId],
            where: sql`kind = 'png' and status in ('pending_payment', 'paid')`,
          })
          .returning();
        if (!order) return null;
        await recordOrderCreated(tx, order.id, 'shopper');
        return order;
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
