/**
 * A small per-process cache for hot public reads: values expire after `ttlMs`, and concurrent
 * misses for one key share a single load. Each API instance keeps its own copy, so a change
 * made elsewhere shows within `ttlMs`; `clear()` makes it immediate on this instance.
 */
export function createTtlCache<T>(opts: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = opts.maxEntries ?? 500;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const inFlight = new Map<string, Promise<T>>();

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = load()
        .then((value) => {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, expiresAt: Date.now() + opts.ttlMs });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    clear() {
      entries.clear();
    },
  };
}
