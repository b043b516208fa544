import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { canvasSizes } from '../../db/schema/commerce';
import { artworks, type Artwork } from '../../db/schema/generation';

/** What the print options answer reads: the caller's artwork and the canvas sizes on sale. */
export function createPrintOptionsRepository(db: Database) {
  return {
    async ownedArtwork(userId: string, artworkId: string): Promise<Artwork | null> {
      const [artwork] = await db
        .select()
        .from(artworks)
        .where(
          and(
            eq(artworks.id, artworkId),
            eq(artworks.userId, userId),
            eq(artworks.purpose, 'shopper'),
          ),
        );
      return artwork ?? null;
    },

    /** The active sizes in the shop's order (then by width). */
    activeSizes() {
      return db
        .select()
        .from(canvasSizes)
        .where(eq(canvasSizes.isActive, true))
        .orderBy(asc(canvasSizes.sortOrder), asc(canvasSizes.widthInches));
    },
  };
}
