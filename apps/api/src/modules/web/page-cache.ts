import { etagOf } from '../../lib/http-cache';

/** The page as UTF-8 bytes, encoded once, and their strong ETag. */
export type Page = { bytes: Buffer; etag: string };

/**
 * Finished pages by the version of what they are made of (the route's meta and the shell's
 * data versions), so a request for an unchanged page neither rebuilds the ~86 KB of HTML nor
 * hashes it again for its ETag; the ETag then names the compressed copies too. Least recently
 * used pages go first once `maxEntries` is reached (unknown paths share the one 404 page).
 */
export function createPageCache(maxEntries = 200) {
  const pages = new Map<string, Page>();
  return {
    get(versionKey: string, render: () => string): Page {
      const hit = pages.get(versionKey);
      if (hit) {
        pages.delete(versionKey);
        pages.set(versionKey, hit);
        return hit;
      }
      const bytes = Buffer.from(render());
      const page = { bytes, etag: etagOf(bytes) };
      pages.set(versionKey, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
      return page;
    },
  };
}
