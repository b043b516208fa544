import { and, gte, ne, sql } from 'drizzle-orm';
import { products } from '../../../db/schema/catalogue';
import type { Tx } from '../../../db/client';

// A product's sortOrder is its place in the shop: /api/products (the landing page's 'Featured
// Portraits' are its first 4, SPEC.md §2) lists active products by sortOrder, then title. The
// owner sets it in the editor; a product saved without one goes last, so a new product never
// takes the first landing slot unless the owner puts it there.

/** The place after every product: where a product created without a position goes. */
export async function lastPosition(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${products.sortOrder}) + 1, 0)::int` })
    .from(products);
  return row?.next ?? 0;
}

/**
 * Makes `position` free for a product moving there: every other product at it or after it
 * moves one place down, so the moved product is first among equals rather than tied by title.
 */
export async function makeRoom(tx: Tx, position: number, exceptId?: string): Promise<void> {
  await tx
    .update(products)
    .set({ sortOrder: sql`${products.sortOrder} + 1` })
    .where(
      and(gte(products.sortOrder, position), exceptId ? ne(products.id, exceptId) : undefined),
    );
}
