/**
 * A small per-process cache for hot public reads: values are fresh for `ttlMs`, and concurrent
 * misses for one key share a single load. Each API instance keeps its own copy, so a change
 * made elsewhere shows within `ttlMs` (plus one reload); `clear()` makes it immediate on this
 * instance.
 *
 * Stale while revalidating: once a value is older than `ttlMs` (and younger than twice that),
 * the next read gets it at once and starts the reload in the background. Waiting for it instead
 * stalled every request for the page at each expiry: under load the reload's few awaits each
 * wait their turn behind hundreds of requests, and the page's p99 was those 0.5–1.1 s.
 */
export function createTtlCache<T>(opts: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = opts.maxEntries ?? 500;
  const entries = new Map<string, { value: T; loadedAt: number }>();
  const inFlight = new Map<string, Promise<T>>();
  // A load started before clear() must not put its (older) value back.
  let generation = 0;

  function reload(key: string, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const loading = load()
      .then((value) => {
        if (startedIn === generation) {
          entries.delete(key);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, loadedAt: Date.now() });
        }
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === loading) inFlight.delete(key);
      });
    inFlight.set(key, loading);
    return loading;
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        const age = Date.now() - hit.loadedAt;
        if (age <= opts.ttlMs) return hit.value;
        if (age <= 2 * opts.ttlMs) {
          // A failed background reload keeps the stale value; the next read tries again.
          reload(key, load).catch(() => {});
          return hit.value;
        }
      }
      return reload(key, load);
    },
    clear() {
      generation++;
      entries.clear();
      inFlight.clear();
    },
  };
}
