import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { product } from '@/test/personalize-fixtures';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ProductPage } from './product';

// /products/{slug}?preview=1: an admin sees a draft or archived product with a banner; anyone
// else gets the public answer, so a hidden product stays 'Product not found'.

const routes = [{ path: '/products/:productSlug', element: <ProductPage /> }];
const draft = product({ slug: 'angel-pet', title: 'Angel Pet' });
const ID = draft.id;

const adminRoutes = (status: 'draft' | 'active' | 'archived') => ({
  'GET /api/admin/products/angel-pet/preview': () => json(draft),
  [`GET /api/admin/products/${ID}`]: () => json({ ...draft, status }),
});

const adminCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/admin'));

afterEach(() => authToken.set(null));

describe('product page preview', () => {
  it('shows an admin the draft with a banner saying shoppers cannot see it', async () => {
    authToken.set('tok');
    const fetch = stubFetch({
      'GET /api/auth/profile': () => json(profile({ role: 'admin' })),
      ...adminRoutes('draft'),
    });
    renderRoutes(routes, '/products/angel-pet?preview=1');
    expect(await screen.findByRole('heading', { name: 'Angel Pet', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Preview: this product is a draft; shoppers cannot see it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit product' })).toHaveAttribute(
      'href',
      `/admin/products/${ID}/edit`,
    );
    // The preview is read by slug, no list lookup first.
    expect(String(adminCalls(fetch)[0]?.[0])).toBe('/api/admin/products/angel-pet/preview');
  });

  it('says so for an archived product too', async () => {
    authToken.set('tok');
    stubFetch({
      'GET /api/auth/profile': () => json(profile({ role: 'admin' })),
      ...adminRoutes('archived'),
    });
    renderRoutes(routes, '/products/angel-pet?preview=1');
    expect(
      await screen.findByText('Preview: this product is archived; shoppers cannot see it.'),
    ).toBeInTheDocument();
  });

  it('a shopper asking for a preview gets Product not found, and no admin call is made', async () => {
    authToken.set('tok');
    const fetch = stubFetch({
      'GET /api/auth/profile': () => json(profile({ role: 'user' })),
      ...adminRoutes('draft'),
    });
    renderRoutes(routes, '/products/angel-pet?preview=1');
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 1 }),
    ).toBeInTheDocument();
    expect(adminCalls(fetch)).toHaveLength(0);
  });

  it('so does a visitor', async () => {
    const fetch = stubFetch(adminRoutes('draft'));
    renderRoutes(routes, '/products/angel-pet?preview=1');
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(adminCalls(fetch)).toHaveLength(0));
    expect(screen.queryByText(/^Preview:/)).toBeNull();
  });
});
