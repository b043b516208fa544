import { afterEach, describe, expect, it } from 'vitest';
import { authHeader, json, stubFetch } from '@/test/fetch';
import { ApiError, apiRequest, defaultQueryFn, publicRequest } from './api-client';
import { authToken } from './auth-token';

afterEach(() => authToken.set(null));

describe('queryKey guard', () => {
  it.each([
    ['an empty key', []],
    ['an empty string', ['']],
    ['the API root', ['/api']],
    ['the API root with a slash', ['/api/']],
    ['a key shorter than 5 characters', ['/abc']],
  ])('rejects %s with "Invalid queryKey" and sends nothing', async (_, queryKey) => {
    const fetch = stubFetch({});
    await expect(defaultQueryFn({ queryKey })).rejects.toThrow('Invalid queryKey');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('GETs the key joined as a path', async () => {
    const fetch = stubFetch({
      'GET /api/products/vision-board': () => json({ slug: 'vision-board' }),
    });
    await expect(defaultQueryFn({ queryKey: ['/api/products', 'vision-board'] })).resolves.toEqual({
      slug: 'vision-board',
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });
});

describe('apiRequest', () => {
  it('sends the bearer token, cookies and a JSON body', async () => {
    authToken.set('tok-1');
    const fetch = stubFetch({ 'POST /api/favorites': () => json({ ok: true }, 201) });
    await apiRequest('POST', '/api/favorites', { artworkId: 'a1' });
    const init = fetch.mock.calls[0]?.[1];
    expect(authHeader(init)).toBe('Bearer tok-1');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"artworkId":"a1"}');
  });

  it('passes FormData through without a JSON content type', async () => {
    const fetch = stubFetch({ 'POST /api/upload/image': () => json({ url: '/media/x' }) });
    const form = new FormData();
    form.set('folder', 'user-uploads');
    await apiRequest('POST', '/api/upload/image', form);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('on 401 refreshes the token from the cookie session and retries once', async () => {
    authToken.set('stale');
    const fetch = stubFetch({
      'GET /api/orders': ({ init }) =>
        authHeader(init) === 'Bearer fresh' ? json([{ id: 'o1' }]) : json({}, 401),
      'GET /api/auth/get-session': () => json({ session: { token: 'fresh' }, user: {} }),
    });
    await expect(apiRequest('GET', '/api/orders')).resolves.toEqual([{ id: 'o1' }]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders',
      '/api/auth/get-session',
      '/api/orders',
    ]);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ credentials: 'include' });
    expect(authToken.get()).toBe('fresh');
  });

  it('retries only once: a second 401 is raised as "401: body"', async () => {
    authToken.set('stale');
    const fetch = stubFetch({
      'GET /api/orders': () => new Response('session expired', { status: 401 }),
      'GET /api/auth/get-session': () => json({ session: { token: 'fresh' } }),
    });
    await expect(apiRequest('GET', '/api/orders')).rejects.toThrow('401: session expired');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('without a session to refresh from, raises the original 401', async () => {
    const fetch = stubFetch({
      'GET /api/orders': () => new Response('no token', { status: 401 }),
      'GET /api/auth/get-session': () => json(null),
    });
    await expect(apiRequest('GET', '/api/orders')).rejects.toThrow('401: no token');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('raises "status: body" for any other non-OK answer, with the parsed body', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Product not found' } };
    stubFetch({ 'GET /api/products/nope': () => json(body, 404) });
    const error = await apiRequest('GET', '/api/products/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual(body);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({
      'GET /api/gallery': () =>
        new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(apiRequest('GET', '/api/gallery')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('publicRequest', () => {
  it('never sends the token and never refreshes', async () => {
    authToken.set('tok-1');
    const fetch = stubFetch({ 'GET /api/products': () => new Response('nope', { status: 401 }) });
    await expect(publicRequest('GET', '/api/products')).rejects.toThrow('401: nope');
    expect(fetch).toHaveBeenCalledOnce();
    expect(authHeader(fetch.mock.calls[0]?.[1])).toBeNull();
  });
});
