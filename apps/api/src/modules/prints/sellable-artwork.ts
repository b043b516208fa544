import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, visionBoards } from '../../db/schema/generation';
import { conflict, notFound } from '../../lib/errors';

export type ArtworkWithBoard = {
  artwork: typeof artworks.$inferSelect;
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
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, userId)));
  return row ?? null;
}

/**
 * What a canvas order or PNG purchase is made of: the caller's own succeeded artwork. Anyone
 * else's is 404 (its existence is not revealed); one still queued or failed is 409.
 */
export async function sellableArtwork(
  db: Database,
  userId: string,
  artworkId: string,
): Promise<ArtworkWithBoard> {
  const found = await ownedArtwork(db, userId, artworkId);
  if (!found) throw notFound(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
  if (found.artwork.status !== 'succeeded') {
    throw conflict(PRINTS_MESSAGES.ARTWORK_NOT_READY, 'ARTWORK_NOT_READY');
  }
  return found;
}
