import { freePlanPricing } from '@/test/pricing-fixture';
import type { Product } from '@atelier/shared/schemas/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { ProductCatalogue } from './product-catalogue';

const product = (slug: string, title: string, category: Product['category']) =>
  ({
    id: slug,
    slug,
    title,
    description: `${title} description`,
    category,
    sampleImageUrl: `/media/static-assets/${slug}.webp`,
  }) as Product;

const pets = { slug: 'family-pets', name: 'Family & Pets' };
const boards = { slug: 'vision-boards', name: 'Vision Boards' };
const PRODUCTS = [
  product('guardian-angel-pet', 'Guardian Angel Pet', pets),
  product('vision-board', 'Vision Board', boards),
  product('family-blessing', 'Family Blessing', pets),
];

const productLinks = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const PRICING = freePlanPricing([
  { id: 's2', label: '12" x 16"', widthInches: 12, heightInches: 16, priceCents: 7900 },
  { id: 's1', label: '8" x 10"', widthInches: 8, heightInches: 10, priceCents: 4900 },
]);

afterEach(() => authToken.set(null));

describe('ProductCatalogue prices', () => {
  it("each card says what things cost, from the server's pricing", async () => {
    stubFetch({
      'GET /api/products': () => json(PRODUCTS),
      'GET /api/pricing': () => json(PRICING),
    });
    renderWithApp(<ProductCatalogue />, { path: '/products' });
    const card = await screen.findByRole('link', { name: /Vision Board/ });
    await within(card).findByText('Canvas prints from $49 · Full-resolution PNG $4.99');
    expect(within(card).getByText('Artwork included in the free plan')).toBeInTheDocument();
    expect(within(card).getByText('· 3 free generations a month')).toBeInTheDocument();
  });

  it('signed in, the card shows the generations the shopper has left', async () => {
    authToken.set('tok-1');
    stubFetch({
      'GET /api/auth/profile': () => json(profile({ generationsUsed: 1, generationsLimit: 3 })),
      'GET /api/products': () => json(PRODUCTS),
      'GET /api/pricing': () => json(PRICING),
    });
    renderWithApp(<ProductCatalogue />, { path: '/products' });
    const card = await screen.findByRole('link', { name: /Vision Board/ });
    expect(await within(card).findByText('Artwork included in your plan')).toBeInTheDocument();
    expect(within(card).getByText('· 2 generations left')).toBeInTheDocument();
  });
});

describe('ProductCatalogue', () => {
  it('lists every product with its title, description and a link to its page', async () => {
    stubFetch({ 'GET /api/products': () => json(PRODUCTS) });
    renderWithApp(<ProductCatalogue />, { path: '/products' });
    const link = await screen.findByRole('link', { name: /Vision Board/ });
    expect(link).toHaveAttribute('href', '/products/vision-board');
    expect(within(link).getByText('Vision Board description')).toBeInTheDocument();
    expect(productLinks()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a category shows only its products and puts it in the URL', async () => {
    stubFetch({ 'GET /api/products': () => json(PRODUCTS) });
    const { router } = renderWithApp(<ProductCatalogue />, { path: '/products' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Family & Pets' }));

    expect(productLinks()).toEqual(['/products/guardian-angel-pet', '/products/family-blessing']);
    expect(router.state.location.search).toBe('?category=family-pets');
    expect(screen.getByRole('button', { name: 'Family & Pets' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(productLinks()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('a linked ?category= opens already filtered', async () => {
    stubFetch({ 'GET /api/products': () => json(PRODUCTS) });
    renderWithApp(<ProductCatalogue />, { path: '/products?category=vision-boards' });
    await screen.findByRole('button', { name: 'Vision Boards', pressed: true });
    expect(productLinks()).toEqual(['/products/vision-board']);
  });

  it('an unknown category says so and offers all products', async () => {
    stubFetch({ 'GET /api/products': () => json(PRODUCTS) });
    renderWithApp(<ProductCatalogue />, { path: '/products?category=nope' });
    expect(await screen.findByText('No products in this category yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(productLinks()).toHaveLength(3);
  });

  it('loads the first two card images at once with high priority, the rest lazily', async () => {
    stubFetch({ 'GET /api/products': () => json(PRODUCTS) });
    const { container } = renderWithApp(<ProductCatalogue />, { path: '/products' });
    await screen.findByRole('link', { name: /Vision Board/ });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high']);
    expect(images[0]).toHaveAttribute('src', '/media/static-assets/guardian-angel-pet.webp');
    expect(images[0]?.getAttribute('srcset')).toContain('guardian-angel-pet.webp?w=320&fmt=webp');
  });
});
