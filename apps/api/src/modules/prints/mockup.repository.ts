import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { canvasSizes } from '../../db/schema/commerce';

/** A canvas size the shop offers now; null for an unknown or withdrawn one. */
export async function findActiveCanvasSize(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(canvasSizes)
    .where(and(eq(canvasSizes.id, id), eq(canvasSizes.isActive, true)));
  return row ?? null;
}
