import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, orders, type OrderStatus } from '../../db/schema/orders';

// The status of a board's artwork order as its generation runs: generating when an artwork is
// queued for it, ready or failed when that artwork finishes. Generation calls these in its own
// transactions.

const now = sql`now()`;

/** Moves the board's artwork order to 'generating' for this artwork (+ a timeline event). */
export async function orderGenerating(
  tx: Database,
  boardId: string,
  artworkId: string,
  /** Only an order in this status moves (an admin retry moves a 'failed' one back). */
  opts: { onlyFrom?: OrderStatus } = {},
) {
  const moved = await tx
    .update(orders)
    .set({ status: 'generating', artworkId, updatedAt: now })
    .where(
      and(
        eq(orders.visionBoardId, boardId),
        eq(orders.kind, 'artwork'),
        opts.onlyFrom ? eq(orders.status, opts.onlyFrom) : undefined,
      ),
    )
    .returning({ id: orders.id });
  if (moved.length) {
    await tx
      .insert(orderEvents)
      .values(moved.map((o) => ({ orderId: o.id, status: 'generating' as const })));
  }
}

/** The artwork order that tracks this artwork moves to `status` (+ event), once. */
export async function orderFinished(tx: Database, artworkId: string, status: OrderStatus) {
  const moved = await tx
    .update(orders)
    .set({ status, updatedAt: now })
    .where(
      and(eq(orders.artworkId, artworkId), eq(orders.kind, 'artwork'), ne(orders.status, status)),
    )
    .returning({ id: orders.id });
  if (moved.length) {
    await tx.insert(orderEvents).values(moved.map((o) => ({ orderId: o.id, status })));
  }
}
