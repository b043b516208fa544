import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { authHeader, json, stubFetch } from '@/test/fetch';
import { migrateLegacyFavorites, parseLegacyFavorites } from './migrate-favorites';
import {
  LEGACY_FAVORITES_KEY,
  MIGRATION_MARKER_KEY,
  isMigrationComplete,
  needsMigration,
} from './migration-storage';

const id = (n: number) => `${n.toString(16).padStart(8, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`;
const A = id(1);
const B = id(2);
const C = id(3);

type Server = { artworks: Set<string>; favorites: Set<string> };

/** A fake API: GET /api/artwork/{id} (404 if unknown), POST /api/favorites (201 / 409). */
function stubApi(server: Server) {
  const routes: Parameters<typeof stubFetch>[0] = {
    'POST /api/favorites': ({ init }) => {
      const { artworkId } = JSON.parse(String(init.body)) as { artworkId: string };
      if (server.favorites.has(artworkId)) {
        return json({ error: { code: 'ALREADY_FAVORITE', message: 'It is already one.' } }, 409);
      }
      server.favorites.add(artworkId);
      return json({ id: artworkId }, 201);
    },
  };
  for (const artworkId of server.artworks) {
    routes[`GET /api/artwork/${artworkId}`] = () => json({ id: artworkId });
  }
  return stubFetch(routes);
}

const calls = (fetch: ReturnType<typeof stubFetch>, method: string, prefix: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(prefix),
  );

const NOW = new Date('2026-11-21T09:00:00.000Z');
const run = (userId = 'user-1') =>
  migrateLegacyFavorites(userId, { storage: localStorage, now: () => NOW });

beforeEach(() => authToken.set('tok-1'));
afterEach(() => {
  authToken.set(null);
  vi.useRealTimers();
});

describe('parseLegacyFavorites', () => {
  it('reads a JSON array, a set-like object and comma-separated text', () => {
    expect(parseLegacyFavorites(JSON.stringify([A, B]))).toEqual([A, B]);
    expect(parseLegacyFavorites(JSON.stringify({ [A]: true, [B]: false, [C]: 1 }))).toEqual([A, C]);
    expect(parseLegacyFavorites(`${A}, ${B} ,${C}`)).toEqual([A, B, C]);
    expect(parseLegacyFavorites(A)).toEqual([A]);
  });

  it('ignores anything that is not a UUID, and repeats', () => {
    expect(
      parseLegacyFavorites(JSON.stringify([A, 'not-a-uuid', 42, '', A.toUpperCase(), `${B}x`])),
    ).toEqual([A]);
    expect(parseLegacyFavorites('hello,world')).toEqual([]);
    expect(parseLegacyFavorites('null')).toEqual([]);
    expect(parseLegacyFavorites(null)).toEqual([]);
  });
});

describe('migrateLegacyFavorites', () => {
  it('adds every legacy favorite, then marks v1 for this user and clears the legacy list', async () => {
    const server = { artworks: new Set([A, B]), favorites: new Set<string>() };
    const fetch = stubApi(server);
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A, 'junk', B]));

    expect(await run()).toEqual({ kind: 'migrated', migrated: 2, failed: 0, total: 2 });
    expect([...server.favorites]).toEqual([A, B]);
    expect(calls(fetch, 'GET', '/api/artwork/')).toHaveLength(2);
    expect(authHeader(calls(fetch, 'GET', '/api/artwork/')[0]?.[1])).toBe('Bearer tok-1');
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(MIGRATION_MARKER_KEY)!)).toEqual({
      completed: true,
      version: 'v1',
      timestamp: NOW.toISOString(),
      userId: 'user-1',
    });
  });

  it('counts a 409 (already a favorite) as migrated', async () => {
    const server = { artworks: new Set([A, B]), favorites: new Set([A, B]) };
    stubApi(server);
    localStorage.setItem(LEGACY_FAVORITES_KEY, `${A},${B}`);
    expect(await run()).toEqual({ kind: 'migrated', migrated: 2, failed: 0, total: 2 });
    expect(isMigrationComplete(localStorage, 'user-1')).toBe(true);
  });

  it("counts an answer saying 'already' as migrated whatever its status", async () => {
    stubFetch({
      [`GET /api/artwork/${A}`]: () => json({ id: A }),
      'POST /api/favorites': () =>
        json({ error: { code: 'X', message: 'Artwork is already in favorites' } }, 400),
    });
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    expect(await run()).toMatchObject({ kind: 'migrated', migrated: 1 });
  });

  it('at exactly 80 % (4 of 5, one artwork missing) marks complete and clears the list', async () => {
    const ids = [id(1), id(2), id(3), id(4), id(5)];
    const server = { artworks: new Set(ids.slice(0, 4)), favorites: new Set<string>() };
    const fetch = stubApi(server);
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify(ids));

    expect(await run()).toEqual({ kind: 'migrated', migrated: 4, failed: 1, total: 5 });
    // The missing artwork is never offered to the favorites endpoint.
    expect(calls(fetch, 'POST', '/api/favorites')).toHaveLength(4);
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
    expect(isMigrationComplete(localStorage, 'user-1')).toBe(true);
  });

  it('under 80 % (3 of 4) does not mark complete and keeps the legacy list', async () => {
    const ids = [id(1), id(2), id(3), id(4)];
    const server = { artworks: new Set(ids.slice(0, 3)), favorites: new Set<string>() };
    stubApi(server);
    const legacy = JSON.stringify(ids);
    localStorage.setItem(LEGACY_FAVORITES_KEY, legacy);

    expect(await run()).toEqual({ kind: 'partial', migrated: 3, failed: 1, total: 4 });
    expect(server.favorites.size).toBe(3);
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe(legacy);
    expect(localStorage.getItem(MIGRATION_MARKER_KEY)).toBeNull();
    expect(needsMigration(localStorage, 'user-1')).toBe(true);
  });

  it('works in batches of 5 with a 100 ms pause between batches', async () => {
    vi.useFakeTimers();
    const ids = Array.from({ length: 12 }, (_, i) => id(i + 1));
    const server = { artworks: new Set(ids), favorites: new Set<string>() };
    const fetch = stubApi(server);
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify(ids));

    const done = run();
    const checked = () => calls(fetch, 'GET', '/api/artwork/').length;
    await vi.advanceTimersByTimeAsync(0);
    expect(checked()).toBe(5);
    expect(server.favorites.size).toBe(5);
    await vi.advanceTimersByTimeAsync(99);
    expect(checked()).toBe(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(checked()).toBe(10);
    await vi.advanceTimersByTimeAsync(99);
    expect(checked()).toBe(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(checked()).toBe(12);
    expect(await done).toEqual({ kind: 'migrated', migrated: 12, failed: 0, total: 12 });
  });

  it('with zero legacy favorites (only invalid ids) marks complete and sends nothing', async () => {
    const fetch = stubFetch({});
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify(['nope', 'also-not-a-uuid']));
    expect(await run()).toEqual({ kind: 'empty' });
    expect(fetch).not.toHaveBeenCalled();
    expect(isMigrationComplete(localStorage, 'user-1')).toBe(true);
  });

  it("keeps the marker per user: another user's marker does not skip this user", async () => {
    const server = { artworks: new Set([A]), favorites: new Set<string>() };
    const fetch = stubApi(server);
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    localStorage.setItem(
      MIGRATION_MARKER_KEY,
      JSON.stringify({ completed: true, version: 'v1', timestamp: NOW, userId: 'user-2' }),
    );
    expect(needsMigration(localStorage, 'user-1')).toBe(true);
    expect(await run('user-1')).toMatchObject({ kind: 'migrated', migrated: 1 });
    expect(isMigrationComplete(localStorage, 'user-1')).toBe(true);
    expect(isMigrationComplete(localStorage, 'user-2')).toBe(false);

    // This user's own complete marker: nothing more is sent.
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    fetch.mockClear();
    expect(await run('user-1')).toEqual({ kind: 'already-complete' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws on a network fault, leaving the list and no marker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    await expect(run()).rejects.toThrow('Failed to fetch');
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).not.toBeNull();
    expect(localStorage.getItem(MIGRATION_MARKER_KEY)).toBeNull();
  });
});
