import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, type Artwork } from '../../db/schema/generation';
import { orderEvents, orders, type Order } from '../../db/schema/orders';

// The queries of the print proof's steps (order-proof.ts); its status changes go through
// order-lifecycle.ts.

/** The artworks an order may take for its proof: finished ones of its board and shopper. */
function usableBy(userId: string, visionBoardId: string) {
  return and(
    eq(artworks.userId, userId),
    eq(artworks.status, 'succeeded'),
    eq(artworks.visionBoardId, visionBoardId),
  );
}

/** A finished artwork of the order's board and shopper (null: not one the order may take). */
export async function boardArtworkFor(
  tx: Database,
  order: Pick<Order, 'userId' | 'visionBoardId'>,
  artworkId: string,
): Promise<{ id: string } | null> {
  if (!order.visionBoardId) return null;
  const [artwork] = await tx
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), usableBy(order.userId, order.visionBoardId)));
  return artwork ?? null;
}

/** How many versions the admin's proof picker offers at most. */
export const PROOF_VERSIONS_LIMIT = 24;

/**
 * The artworks a new proof can be made from (the rule of boardArtworkFor), newest first: what the
 * admin picks from when answering a change request with another version.
 */
export async function boardArtworksFor(
  db: Database,
  order: Pick<Order, 'userId' | 'visionBoardId'>,
): Promise<{ id: string; previewKey: string | null; createdAt: Date }[]> {
  if (!order.visionBoardId) return [];
  return db
    .select({ id: artworks.id, previewKey: artworks.previewKey, createdAt: artworks.createdAt })
    .from(artworks)
    .where(usableBy(order.userId, order.visionBoardId))
    .orderBy(desc(artworks.createdAt), desc(artworks.id))
    .limit(PROOF_VERSIONS_LIMIT);
}

/** The order takes another artwork: its print file (and so its proof) is made again. */
export async function setOrderArtwork(tx: Database, orderId: string, artworkId: string) {
  const [updated] = await tx
    .update(orders)
    .set({
      artworkId,
      printFileStatus: 'pending',
      printFileKey: null,
      printFileAttempts: 0,
      printFileError: null,
      proofChangeArtworkId: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return updated!;
}

/**
 * Canvas orders awaiting approval since before `cutoff` (their latest awaiting_approval event):
 * due for auto-approval.
 */
export async function ordersAwaitingApprovalSince(
  db: Database,
  cutoff: Date,
  limit: number,
): Promise<{ id: string }[]> {
  const since = db
    .select({ at: sql<Date>`max(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.status, 'awaiting_approval')));
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'canvas'),
        eq(orders.status, 'awaiting_approval'),
        sql`(${since}) <= ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(limit);
}

/** When the order's proof was last sent (its latest awaiting_approval event); null if never. */
export async function proofSentAt(db: Database, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'awaiting_approval')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The new version a change asked on the proof is making (the order takes it when finished). */
export async function setProofChange(db: Database, orderId: string, artworkId: string | null) {
  await db
    .update(orders)
    .set({ proofChangeArtworkId: artworkId, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The order's change in the making: the new version's board, status and whether it was free. */
export async function proofChangeOf(
  db: Database,
  order: Pick<Order, 'proofChangeArtworkId'>,
): Promise<{
  artworkId: string;
  visionBoardId: string;
  status: Artwork['status'];
  free: boolean;
} | null> {
  if (!order.proofChangeArtworkId) return null;
  const [row] = await db
    .select({
      artworkId: artworks.id,
      visionBoardId: artworks.visionBoardId,
      status: artworks.status,
      free: artworks.freeRevision,
    })
    .from(artworks)
    .where(eq(artworks.id, order.proofChangeArtworkId));
  return row ?? null;
}

/**
 * Orders waiting on a change asked on their proof whose new version has finished (succeeded or
 * failed): the print-file job gives them the new version (and so a new proof), or hands a
 * failed one to the shop. The 20 oldest changes first.
 */
export function proofChangesFinished(db: Database) {
  return db
    .select({ orderId: orders.id, artworkId: artworks.id, status: artworks.status })
    .from(orders)
    .innerJoin(artworks, eq(artworks.id, orders.proofChangeArtworkId))
    .where(
      and(
        eq(orders.kind, 'canvas'),
        eq(orders.status, 'changes_requested'),
        isNotNull(orders.proofChangeArtworkId),
        inArray(artworks.status, ['succeeded', 'failed']),
      ),
    )
    .orderBy(asc(artworks.finishedAt))
    .limit(20);
}
