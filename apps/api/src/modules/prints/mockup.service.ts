import { buffer } from 'node:stream/consumers';
import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import type { canvasSizes } from '../../db/schema/commerce';
import type { Artwork } from '../../db/schema/generation';
import { etagOf } from '../../lib/http-cache';
import { renderMockup } from './imaging/mockup';
import type { PrintsDeps } from './runtime';

// Mockups are made once per artwork, size and wrap, and kept in private storage: the shopper's
// size picker asks for each one again and again, and a render costs far more than a read.

/** Bump when the picture changes, so stored mockups of the old look are not served. */
const MOCKUP_VERSION = 'v1';

export type MockupSize = Pick<typeof canvasSizes.$inferSelect, 'widthInches' | 'heightInches'>;
export type Mockup = { data: Buffer; etag: string };

/** The key names the inches, not the size's id: a size whose dimensions change gets a new one. */
export function mockupKey(artworkId: string, size: MockupSize, wrap: CanvasWrap): string {
  return `mockups/${artworkId}/${size.widthInches}x${size.heightInches}-${wrap}-${MOCKUP_VERSION}.jpg`;
}

/** Renders in flight, by key: a burst of requests for one mockup renders it once. */
const inflight = new Map<string, Promise<Mockup | null>>();

async function readOrRender(
  deps: Pick<PrintsDeps, 'storage'>,
  key: string,
  originalKey: string,
  size: MockupSize,
  wrap: CanvasWrap,
): Promise<Mockup | null> {
  const stored = await deps.storage.get(key);
  if (stored) {
    const data = await buffer(stored.body);
    return { data, etag: etagOf(data) };
  }
  const original = await deps.storage.get(originalKey);
  if (!original) return null;
  const data = await renderMockup({ image: await buffer(original.body), ...size, wrap });
  await deps.storage.put(key, data, { contentType: 'image/jpeg' });
  return { data, etag: etagOf(data) };
}

/**
 * The mockup of an artwork as a canvas of this size and wrap: from storage, or rendered from
 * the artwork's private original and stored. Callers check who may see it (the owner, or an
 * admin through an order). Null when the artwork has no original to show.
 */
export function mockupFor(
  deps: Pick<PrintsDeps, 'storage'>,
  artwork: Pick<Artwork, 'id' | 'originalKey'>,
  size: MockupSize,
  wrap: CanvasWrap,
): Promise<Mockup | null> {
  if (!artwork.originalKey) return Promise.resolve(null);
  const key = mockupKey(artwork.id, size, wrap);
  let pending = inflight.get(key);
  if (!pending) {
    pending = readOrRender(deps, key, artwork.originalKey, size, wrap).finally(() =>
      inflight.delete(key),
    );
    inflight.set(key, pending);
  }
  return pending;
}
