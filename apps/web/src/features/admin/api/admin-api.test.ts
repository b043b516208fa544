import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { authHeader, json, stubFetch } from '@/test/fetch';
import { adminApi, adminErrorMessage, adminKeys, isStaleEdit } from './admin-api';

const STALE = 'Someone else changed this product after you opened it.';

describe('adminApi', () => {
  it('GETs admin paths with the bearer token and parses the JSON', async () => {
    authToken.set('tok');
    const fetch = stubFetch({ 'GET /api/admin/products': () => json({ items: [], total: 0 }) });
    await expect(adminApi.get('/api/admin/products?page=1')).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(authHeader(fetch.mock.calls[0]?.[1])).toBe('Bearer tok');
  });

  it('sends JSON bodies and FormData, and refuses paths outside /api/admin', async () => {
    const fetch = stubFetch({
      'PUT /api/admin/categories/c1': () => json({ id: 'c1' }),
      'POST /api/admin/images': () => json({ key: 'static-assets/a.webp' }, 201),
      'DELETE /api/admin/gallery/g1': () => new Response(null, { status: 204 }),
    });
    await adminApi.send('PUT', '/api/admin/categories/c1', { name: 'Pets' });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe('{"name":"Pets"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');

    const form = new FormData();
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }));
    await adminApi.send('POST', '/api/admin/images', form);
    expect((fetch.mock.calls[1]?.[1] as RequestInit).body).toBe(form);

    await expect(adminApi.send('DELETE', '/api/admin/gallery/g1')).resolves.toBeUndefined();
    expect(() => adminApi.get('/api/products')).toThrow(/\/api\/admin/);
  });

  it('tells a stale edit from other errors and gives the server’s message', async () => {
    stubFetch({
      'PUT /api/admin/products/p1': () =>
        json({ error: { code: 'STALE_EDIT', message: STALE } }, 409),
      'PUT /api/admin/products/p2': () =>
        json({ error: { code: 'CONFLICT', message: 'Slug taken.' } }, 409),
      'PUT /api/admin/products/p3': () => new Response('boom', { status: 500 }),
    });
    const stale = await adminApi.send('PUT', '/api/admin/products/p1', {}).catch((e) => e);
    expect(isStaleEdit(stale)).toBe(true);
    expect(adminErrorMessage(stale)).toBe(STALE);

    const other = await adminApi.send('PUT', '/api/admin/products/p2', {}).catch((e) => e);
    expect(isStaleEdit(other)).toBe(false);
    expect(adminErrorMessage(other)).toBe('Slug taken.');

    const plain = await adminApi.send('PUT', '/api/admin/products/p3', {}).catch((e) => e);
    expect(adminErrorMessage(plain, 'Could not save.')).toBe('Could not save.');
    expect(isStaleEdit(new Error('409: x'))).toBe(false);
  });

  it('admin query keys all start with admin and the area', () => {
    expect(adminKeys.all).toEqual(['admin']);
    expect(adminKeys.area('products')).toEqual(['admin', 'products']);
  });
});
