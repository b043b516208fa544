import type { GalleryItem } from '@atelier/shared/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { GalleryBrowser } from './gallery-browser';

const item = (id: string, title: string, productSlug: string): GalleryItem => ({
  id,
  title,
  description: `${title} description`,
  imageUrl: `/media/static-assets/${id}.webp`,
  productId: productSlug,
  productSlug,
  categoryId: null,
  categorySlug: null,
  isHero: false,
});

const ITEMS = [
  item('g1', 'Radiant Grace', 'divine-portrait'),
  item('g2', 'Forever Our Angel', 'guardian-angel-pet'),
  item('g3', 'My Year of Yes', 'vision-board'),
];
const PRODUCTS = [
  { slug: 'divine-portrait', title: 'Divine Portrait', categorySlug: 'faith-portraits' },
  { slug: 'guardian-angel-pet', title: 'Guardian Angel Pet', categorySlug: 'family-pets' },
  { slug: 'vision-board', title: 'Vision Board', categorySlug: 'vision-boards' },
];
const CATEGORIES = [
  { value: 'faith-portraits', label: 'Faith Portraits' },
  { value: 'family-pets', label: 'Family & Pets' },
  { value: 'vision-boards', label: 'Vision Boards' },
];

function renderGallery(path = '/gallery') {
  const fetch = stubFetch({ 'GET /api/gallery': () => json(ITEMS) });
  const result = renderWithApp(<GalleryBrowser categories={CATEGORIES} products={PRODUCTS} />, {
    path,
  });
  return { ...result, fetch };
}

const thumbnails = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('GalleryBrowser', () => {
  it('shows every item, hero pieces included', async () => {
    const { fetch } = renderGallery();
    await screen.findByRole('button', { name: 'Open Radiant Grace' });
    expect(thumbnails()).toHaveLength(3);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('includeHero=true');
  });

  it('filters by category and by product, keeping both in the URL', async () => {
    const { router } = renderGallery();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Family & Pets' }));
    expect(thumbnails()).toEqual(['Open Forever Our Angel']);
    expect(router.state.location.search).toBe('?category=family-pets');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'vision-board');
    expect(thumbnails()).toEqual(['Open My Year of Yes']);
    expect(router.state.location.search).toBe('?product=vision-board');
  });

  it('opens a linked filter and says when nothing matches', async () => {
    renderGallery('/gallery?category=family-pets&product=vision-board');
    expect(await screen.findByText('No artwork matches these filters yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(thumbnails()).toHaveLength(3);
  });

  it('the lightbox opens on click, arrow keys move, Escape closes and focus returns', async () => {
    renderGallery();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Radiant Grace' }));

    const dialog = await screen.findByRole('dialog', { name: 'Radiant Grace' });
    expect(dialog).toHaveAccessibleDescription('Radiant Grace description');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Forever Our Angel' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'My Year of Yes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Radiant Grace' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('link', { name: 'Create one like this' })).toHaveAttribute(
      'href',
      '/products/vision-board',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the thumbnail of the item shown last.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open My Year of Yes' })).toHaveFocus(),
    );
  });

  it('opens with Enter from the keyboard and keeps focus inside', async () => {
    renderGallery();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Open Forever Our Angel' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Forever Our Angel' });
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open Forever Our Angel' })).toHaveFocus(),
    );
  });
});
