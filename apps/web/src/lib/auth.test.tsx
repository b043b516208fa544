import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, profile, stubFetch } from '@/test/fetch';
import { AuthProvider, useAuth } from './auth';
import { authToken } from './auth-token';
import { createQueryClient } from './query-client';

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAuth(), { wrapper });
  return { queryClient, hook };
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('starts signed out without a stored token and sends nothing', () => {
    const fetch = stubFetch({});
    const { hook } = setup();
    expect(hook.result.current.status).toBe('signed-out');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a stored token, loads the profile: loading → signed-in', async () => {
    authToken.set('tok');
    stubFetch({ 'GET /api/auth/profile': () => json(profile()) });
    const { hook } = setup();
    expect(hook.result.current.status).toBe('loading');
    await waitFor(() => expect(hook.result.current.status).toBe('signed-in'));
    expect(hook.result.current.user?.email).toBe('ada@example.com');
  });

  it('a non-OK profile answer is only logged and leaves the visitor signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    authToken.set('tok');
    stubFetch({ 'GET /api/auth/profile': () => json({}, 500) });
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.status).toBe('signed-out'));
    expect(warn).toHaveBeenCalled();
  });

  it('sign-in stores the header token, fetches the profile; sign-out clears token and cache', async () => {
    const fetch = stubFetch({
      'POST /api/auth/sign-in/email': () =>
        json({ token: 'body-token', user: {} }, 200, { 'set-auth-token': 'header-token' }),
      'GET /api/auth/profile': () => json(profile()),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const { hook, queryClient } = setup();
    await act(() => hook.result.current.signInWithEmail('ada@example.com', 'secret12'));
    expect(hook.result.current.status).toBe('signed-in');
    expect(authToken.get()).toBe('header-token');
    const profileCall = fetch.mock.calls.find(([url]) => url === '/api/auth/profile');
    expect(new Headers(profileCall?.[1]?.headers).get('Authorization')).toBe('Bearer header-token');

    queryClient.setQueryData(['/api/favorites'], ['a1']);
    await act(() => hook.result.current.signOut());
    expect(hook.result.current.status).toBe('signed-out');
    expect(hook.result.current.user).toBeNull();
    expect(authToken.get()).toBeNull();
    expect(queryClient.getQueryData(['/api/favorites'])).toBeUndefined();
  });

  it('falls back to the body token when the header is missing', async () => {
    stubFetch({
      'POST /api/auth/sign-up/email': () => json({ token: 'body-token', user: {} }),
      'GET /api/auth/profile': () => json(profile()),
    });
    const { hook } = setup();
    await act(() => hook.result.current.signUpWithEmail('Ada', 'ada@example.com', 'secret12'));
    expect(authToken.get()).toBe('body-token');
  });

  it('a failed sign-out keeps the user signed in', async () => {
    authToken.set('tok');
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'POST /api/auth/sign-out': () => json({}, 500),
    });
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.status).toBe('signed-in'));
    await act(() => expect(hook.result.current.signOut()).rejects.toThrow('500'));
    expect(hook.result.current.status).toBe('signed-in');
    expect(authToken.get()).toBe('tok');
  });
});
