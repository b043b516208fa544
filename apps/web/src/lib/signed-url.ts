// The constants module, not the schemas: this runs in the landing bundle, which has no zod.
import { STORAGE_PREFIXES } from '@atelier/shared/constants/storage';
import { apiRequest } from './api-client';

// SPEC.md §7/§9: a stored image is addressed by its storage key; the browser asks
// GET /api/image/signed-url?key= for a URL it can show, keeps it 45 minutes (pruned above 100
// entries), and on failure uses the key as is. Any other image source is used as is.

export const SIGNED_URL_CACHE_MS = 45 * 60 * 1000;
export const SIGNED_URL_CACHE_MAX_ENTRIES = 100;

const cache = new Map<string, { url: string; storedAt: number }>();

export function isStorageKey(src: string): boolean {
  return STORAGE_PREFIXES.some((prefix) => src.startsWith(prefix));
}

function prune(now: number) {
  for (const [key, entry] of cache) {
    if (now - entry.storedAt >= SIGNED_URL_CACHE_MS) cache.delete(key);
  }
  // Oldest first: a Map iterates in insertion order.
  for (const key of cache.keys()) {
    if (cache.size <= SIGNED_URL_CACHE_MAX_ENTRIES) break;
    cache.delete(key);
  }
}

/** A URL to show for `src`: a cached or fresh signed URL for a storage key, else `src`. */
export async function resolveImageUrl(src: string, now = Date.now()): Promise<string> {
  if (!isStorageKey(src)) return src;
  const hit = cache.get(src);
  if (hit && now - hit.storedAt < SIGNED_URL_CACHE_MS) return hit.url;
  try {
    const { url } = await apiRequest<{ url?: string }>(
      'GET',
      `/api/image/signed-url?key=${encodeURIComponent(src)}`,
    );
    if (!url) throw new Error('The signed-URL answer carried no url');
    cache.delete(src);
    cache.set(src, { url, storedAt: now });
    if (cache.size > SIGNED_URL_CACHE_MAX_ENTRIES) prune(now);
    return url;
  } catch (error) {
    console.warn('Could not get a signed URL; using the key as is', error);
    return src;
  }
}

/** Forgets every signed URL (a user switch or sign-out: they were issued to that user). */
export function clearSignedUrlCache(): void {
  cache.clear();
}

export function signedUrlCacheSize(): number {
  return cache.size;
}
