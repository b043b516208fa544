import { buffer } from 'node:stream/consumers';
import type { Artwork } from '../../../db/schema/generation';
import { loadArtworkInput, type ArtworkInputDeps } from '../../generation/artwork-input';
import type { GenerationInput } from '../../generation/engine';
import { artworkById } from '../prints-lookups.repository';

// What print files and full-resolution PNGs are made from: the artwork's own inputs and seed
// (the generation job's, rebuilt by loadArtworkInput) and, for provider images, the stored
// original the provider made.

export type ArtworkSource = {
  artwork: Artwork;
  input: Omit<GenerationInput, 'signal'>;
  /** The local studio made it: it can be re-rendered at any size. */
  studio: boolean;
  /** The name the files carry: the board's title, else the product's. */
  title: string;
  /** The stored full-resolution original (PNG). */
  original(): Promise<Buffer>;
};

/** The succeeded artwork's source; throws when the artwork is gone or not finished. */
export async function loadArtworkSource(
  deps: ArtworkInputDeps,
  artworkId: string,
): Promise<ArtworkSource> {
  const artwork = await artworkById(deps.db, artworkId);
  if (!artwork) throw new Error(`artwork ${artworkId} does not exist`);
  if (artwork.status !== 'succeeded' || !artwork.originalKey) {
    throw new Error(`artwork ${artworkId} is not finished (${artwork.status})`);
  }
  const input = await loadArtworkInput(deps, artwork);
  const originalKey = artwork.originalKey;
  return {
    artwork,
    input,
    studio: artwork.provider === 'local',
    title: input.brief.title.trim() || input.title,
    async original() {
      const object = await deps.storage.get(originalKey);
      if (!object) throw new Error(`the original of artwork ${artworkId} is missing`);
      return buffer(object.body);
    },
  };
}
