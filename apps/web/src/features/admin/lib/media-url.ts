/** Path the API's public media route serves a static-assets key under. */
const MEDIA_PREFIX = '/media/';

/**
 * What to put in an <img src> for a stored image reference: a `static-assets/…` key becomes
 * `/media/static-assets/…` (the API's publicUrl rule); absolute URLs, /media/ paths and anything
 * else stay unchanged; empty → null.
 */
export function mediaUrl(ref: string | null | undefined): string | null {
  if (!ref) return null;
  if (ref.startsWith('static-assets/')) return `${MEDIA_PREFIX}${ref}`;
  return ref;
}
