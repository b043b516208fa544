import type { Product } from '@atelier/shared/schemas/catalogue';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { SectionsPage } from './content';

const product = (slug: string, title: string, category: Product['category']) =>
  ({ id: slug, slug, title, description: `${title} description`, category }) as Product;

const pets = { slug: 'family-pets', name: 'Family & Pets' };
const boards = { slug: 'vision-boards', name: 'Vision Boards' };

describe('SectionsPage (/sections)', () => {
  it('indexes the shop: products by category, gallery, pricing and the help pages', async () => {
    stubFetch({
      'GET /api/products': () =>
        json([
          product('guardian-angel-pet', 'Guardian Angel Pet', pets),
          product('vision-board', 'Vision Board', boards),
          product('family-blessing', 'Family Blessing', pets),
        ]),
    });
    renderWithApp(<SectionsPage />, { path: '/sections' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sections' })).toBeInTheDocument();
    const petsSection = await screen.findByRole('region', { name: 'Family & Pets' });
    expect(within(petsSection).getByRole('link', { name: 'Family & Pets' })).toHaveAttribute(
      'href',
      '/products?category=family-pets',
    );
    expect(
      within(petsSection)
        .getAllByRole('link')
        .slice(1)
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/products/guardian-angel-pet', '/products/family-blessing']);
    const boardSection = screen.getByRole('region', { name: 'Vision Boards' });
    expect(within(boardSection).getByRole('link', { name: 'Vision Board' })).toHaveAttribute(
      'href',
      '/products/vision-board',
    );

    for (const [name, href] of [
      ['Gallery', '/gallery'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['Contact us', '/contact'],
      ['Returns & Refunds', '/returns'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('still offers all products when the catalogue cannot be read', async () => {
    stubFetch({ 'GET /api/products': () => json({ error: { code: 'X', message: 'down' } }, 500) });
    renderWithApp(<SectionsPage />, { path: '/sections' });
    expect(
      await screen.findByRole('link', { name: 'see all products' }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
    // A 500 is retried twice (1 s, then 2 s) before the page gives up on the list.
  }, 15_000);
});
