import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ttl cache', () => {
  it('loads once for concurrent misses and serves the value while it is fresh', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(1000);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('answers a stale value at once and reloads it once in the background', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    await cache.get('a', async () => 'v1');
    vi.advanceTimersByTime(1001);
    const reload = deferred<string>();
    let reloads = 0;
    const load = () => {
      reloads++;
      return reload.promise;
    };
    // Readers during the reload do not wait for it, and share one reload.
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual(['v1', 'v1']);
    expect(reloads).toBe(1);
    reload.resolve('v2');
    await reload.promise;
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe('v2');
    expect(reloads).toBe(1);
  });

  it('keeps the stale value when the background reload fails, and tries again', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    await cache.get('a', async () => 'v1');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('v1');
    await Promise.resolve();
    expect(await cache.get('a', async () => 'v2')).toBe('v1');
    await Promise.resolve();
    expect(await cache.get('a', async () => 'v3')).toBe('v2');
  });

  it('waits for a fresh load once a value is older than twice its time to live', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    await cache.get('a', async () => 'v1');
    vi.advanceTimersByTime(2001);
    expect(await cache.get('a', async () => 'v2')).toBe('v2');
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('forgets everything on clear and stays within its size bound', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    cache.clear();
    expect(await cache.get('c', async () => 'c2')).toBe('c2');
  });

  it('after clear, a load started before it neither answers new readers nor is kept', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000 });
    const before = deferred<string>();
    const first = cache.get('a', () => before.promise);
    cache.clear(); // an admin's edit lands while the old data is being read
    const after = cache.get('a', async () => 'edited');
    before.resolve('old');
    expect(await first).toBe('old');
    expect(await after).toBe('edited');
    expect(await cache.get('a', async () => 'unused')).toBe('edited');
  });
});
