import type { UserProfile } from '@atelier/shared/schemas/auth';
import { vi } from 'vitest';

type Handler = (request: { url: string; init: RequestInit }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * Replaces fetch with a router of `METHOD path` → handler; unknown calls answer 404.
 * Returns the mock so tests can read what the page actually sent.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    return handler
      ? handler({ url, init })
      : json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'user-1',
  firebaseUid: 'user-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  role: 'user',
  isPremium: false,
  generationsUsed: 0,
  generationsLimit: 3,
  allowanceRenewsAt: '2026-12-01T00:00:00.000Z',
  artworkMails: true,
  ...overrides,
});

/** The Authorization header a mocked call carried. */
export const authHeader = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('Authorization');
