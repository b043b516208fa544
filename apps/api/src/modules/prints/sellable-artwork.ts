import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { ownedArtwork, type ArtworkWithBoard } from './prints-lookups.repository';

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
