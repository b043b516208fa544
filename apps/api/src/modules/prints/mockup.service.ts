import { buffer } from 'node:stream/consumers';
import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import type { canvasSizes } from '../../db/schema/commerce';
import type { Artwork } from '../../db/schema/generation';
import { etagOf } from '../../lib/http-cache';
import { renderMockup } from './imaging/mockup';
import type { RenderOnce } from '../../lib/render-once';
import type { PrintsDeps } from './prints-deps';

// Mockups are made once per artwork, size and wrap, and kept in private storage: the shopper's
// size picker asks for each one again and again, and a render costs far more than a read.

/** Bump when the picture changes, so stored mockups of the old look are not served. */
const MOCKUP_VERSION = 'v1';

export type MockupSize = Pick<typeof canvasSizes.$inferSelect, 'widthInches' | 'heightInches'>;
export type Mockup = { data: Buffer; etag: string };

export type MockupDeps = Pick<PrintsDeps, 'storage'> & {
  prints: { renderOnce: RenderOnce };
};

/** The key names the inches, not the size's id: a size whose dimensions change gets a new one. */
export function mockupKey(artworkId: string, size: MockupSize, wrap: CanvasWrap): string {
  return `mockups/${artworkId}/${size.widthInches}x${size.heightInches}-${wrap}-${MOCKUP_VERSION}.jpg`;
}

/**
 * The mockup of an artwork as a canvas of this size and wrap: from storage, or rendered once
 * (renderOnce: a burst of requests, on any instance, waits for one render) from the artwork's
 * private original and stored. Callers check who may see it (the owner, or an admin through an
 * order). Null when the artwork has no original to show.
 */
export async function mockupFor(
  deps: MockupDeps,
  artwork: Pick<Artwork, 'id' | 'originalKey'>,
  size: MockupSize,
  wrap: CanvasWrap,
): Promise<Mockup | null> {
  if (!artwork.originalKey) return null;
  const key = mockupKey(artwork.id, size, wrap);
  const read = async () => {
    const stored = await deps.storage.get(key);
    if (!stored) return null;
    const data = await buffer(stored.body);
    return { data, etag: etagOf(data) };
  };
  const stored = await read();
  if (stored) return stored;
  const originalKey = artwork.originalKey;
  // Null (no original) is not stored: the waiters share it, and the next call looks again.
  const made = await deps.prints.renderOnce<Mockup | 'missing'>({
    kind: 'mockup',
    key,
    stored: read,
    render: async () => {
      const original = await deps.storage.get(originalKey);
      if (!original) return 'missing';
      const data = await renderMockup({ image: await buffer(original.body), ...size, wrap });
      await deps.storage.put(key, data, { contentType: 'image/jpeg' });
      return { data, etag: etagOf(data) };
    },
  });
  return made === 'missing' ? null : made;
}
