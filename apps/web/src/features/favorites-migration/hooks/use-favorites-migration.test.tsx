import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { LEGACY_FAVORITES_KEY, MIGRATION_MARKER_KEY } from '../lib/migration-storage';
import { useFavoritesMigration } from './use-favorites-migration';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const GONE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function Shell() {
  useFavoritesMigration();
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant}>
          {t.title} | {t.description}
        </li>
      ))}
    </ul>
  );
}

const toastText = () => screen.getByRole('list', { name: 'toasts' }).textContent;
// The run starts about a second after sign-in; allow a loaded machine plenty beyond that.
const eventually = { timeout: 8000 };

function api(favorites = new Set<string>()) {
  return stubFetch({
    'GET /api/auth/profile': () => json(profile()),
    [`GET /api/artwork/${A}`]: () => json({ id: A }),
    [`GET /api/artwork/${B}`]: () => json({ id: B }),
    'POST /api/favorites': ({ init }) => {
      const { artworkId } = JSON.parse(String(init.body)) as { artworkId: string };
      if (favorites.has(artworkId)) {
        return json({ error: { code: 'ALREADY_FAVORITE', message: 'already' } }, 409);
      }
      favorites.add(artworkId);
      return json({}, 201);
    },
    'GET /api/favorites': () => json([]),
  });
}

beforeEach(() => authToken.set('tok-1'));
afterEach(() => {
  authToken.set(null);
  vi.useRealTimers();
});

describe('useFavoritesMigration', () => {
  it("migrates a signed-in user's legacy list and says how many moved", async () => {
    const favorites = new Set<string>([B]);
    api(favorites);
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify({ [A]: true, [B]: true }));
    renderWithApp(<Shell />);

    await waitFor(() => expect(toastText()).toContain('Favorites Migrated'), eventually);
    expect(toastText()).toBe('Favorites Migrated | 2 favorites moved to your account.');
    expect([...favorites].sort()).toEqual([A, B]);
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(MIGRATION_MARKER_KEY)!)).toMatchObject({
      completed: true,
      version: 'v1',
      userId: 'user-1',
    });
  });

  it('tells the user, with a destructive toast, when under 80 % could be moved', async () => {
    api();
    localStorage.setItem(LEGACY_FAVORITES_KEY, `${A},${GONE}`);
    renderWithApp(<Shell />);

    await waitFor(() => expect(toastText()).toContain('Some Favorites Not Migrated'), eventually);
    expect(screen.getByText(/could not be migrated/)).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(toastText()).toContain('1 favorite of 2 could not be migrated and may no longer exist.');
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe(`${A},${GONE}`);
    expect(localStorage.getItem(MIGRATION_MARKER_KEY)).toBeNull();
  });

  it("shows 'Migration Error' when the run fails, and keeps the list", async () => {
    const fetch = api();
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation((input, init) =>
      String(input).includes('/api/artwork/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : base(input, init),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    renderWithApp(<Shell />);

    await waitFor(() => expect(toastText()).toContain('Migration Error'), eventually);
    expect(toastText()).toBe(
      'Migration Error | There was an issue migrating your favorites. Your favorites are still available locally.',
    );
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe(JSON.stringify([A]));
  });

  it('does nothing for a user whose migration is marked complete', async () => {
    const fetch = api();
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    localStorage.setItem(
      MIGRATION_MARKER_KEY,
      JSON.stringify({ completed: true, version: 'v1', timestamp: 'x', userId: 'user-1' }),
    );
    renderWithApp(<Shell />);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/auth/profile'))).toBe(
        true,
      ),
    );
    // Wait past the start delay: still nothing checked, nothing toasted.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/artwork/'))).toBe(false);
    expect(toastText()).toBe('');
  });

  it('does not start before about 1 s after the signed-in user is known', async () => {
    await import('../lib/run-migration'); // loaded already, so a premature start shows at once
    vi.useFakeTimers();
    const fetch = api();
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    const called = (part: string) => fetch.mock.calls.some(([url]) => String(url).includes(part));
    renderWithApp(<Shell />);

    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(called('/api/auth/profile')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(900));
    vi.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(called('/api/artwork/')).toBe(false);
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe(JSON.stringify([A]));
  });

  it('never starts for a visitor who is not signed in', async () => {
    await import('../lib/run-migration');
    vi.useFakeTimers();
    authToken.set(null);
    const fetch = api();
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([A]));
    renderWithApp(<Shell />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    vi.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe(JSON.stringify([A]));
  });
});
