/**
 * A cache's `clear()` that the caches built on it can follow. The catalogue's and the content's
 * caches are cleared by every write to what the storefront shows (and, on PostgreSQL, by every
 * other instance's write: plugins/shop-changes.ts); the caches made from their answers (the
 * server-painted pages, the SEO data, the page's settings) subscribe with `onClear` instead of
 * wrapping the function, so there is one list of what a shop change clears, in order.
 */
export type Clearable = {
  /** Clears the cache, then every follower, in the order they subscribed. */
  clear: () => void;
  /** Runs `follow` after each clear from now on. */
  onClear: (follow: () => void) => void;
};

export function createClearable(clearOwn: () => void): Clearable {
  const followers: (() => void)[] = [];
  return {
    clear() {
      clearOwn();
      for (const follow of followers) follow();
    },
    onClear(follow) {
      followers.push(follow);
    },
  };
}
