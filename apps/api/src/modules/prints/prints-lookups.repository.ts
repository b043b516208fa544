import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { canvasSizes } from '../../db/schema/commerce';
import { siteSettings } from '../../db/schema/content';
import { artworks, visionBoards, type Artwork } from '../../db/schema/generation';
import { orders } from '../../db/schema/orders';

// The single-row reads prints' jobs, renderers and payments make (a canvas size, an artwork, a
// site setting) and the expiry job's batch of unpaid orders.

export type CanvasSize = typeof canvasSizes.$inferSelect;

/** The canvas size `id` names (active or not: an order keeps the size it was bought in). */
export async function canvasSizeById(db: Database, id: string): Promise<CanvasSize | undefined> {
  const [size] = await db.select().from(canvasSizes).where(eq(canvasSizes.id, id));
  return size;
}

export type ArtworkWithBoard = {
  artwork: Artwork;
  boardItems: string | null;
};

/** The caller's artwork with its board's items (the title), or null for anyone else's. */
export async function ownedArtwork(
  db: Database,
  userId: string,
  artworkId: string,
): Promise<ArtworkWithBoard | null> {
  const [row] = await db
    .select({ artwork: artworks, boardItems: visionBoards.items })
    .from(artworks)
    .leftJoin(visionBoards, eq(visionBoards.id, artworks.visionBoardId))
    .where(
      and(eq(artworks.id, artworkId), eq(artworks.userId, userId), eq(artworks.purpose, 'shopper')),
    );
  return row ?? null;
}

/** The artwork `id` names, whoever owns it. */
export async function artworkById(db: Database, id: string): Promise<Artwork | undefined> {
  const [artwork] = await db.select().from(artworks).where(eq(artworks.id, id));
  return artwork;
}

/** A site setting's stored value (undefined when it was never set). */
export async function siteSettingValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value;
}

/** Up to `limit` orders still waiting for payment whose checkout expired by `now`. */
export function unpaidOrdersExpiredBy(
  db: Database,
  now: Date,
  limit: number,
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, now)))
    .limit(limit);
}
