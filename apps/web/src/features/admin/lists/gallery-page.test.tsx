import type { AdminGalleryItem } from '@atelier/shared/schemas/admin-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminGalleryPage } from './gallery-page';
import { category, G1, paged, product, V1, V2 } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';

const G2 = 'b1b1b1b1-0000-4000-8000-000000000002';
const G3 = 'b1b1b1b1-0000-4000-8000-000000000003';
const item = (id: string, title: string, sortOrder: number): AdminGalleryItem => ({
  id,
  title,
  description: null,
  imageUrl: `static-assets/${id}.jpg`,
  thumbnailUrl: `/media/static-assets/${id}.jpg`,
  productId: null,
  productTitle: null,
  categoryId: null,
  categoryName: null,
  isHero: false,
  isActive: true,
  sortOrder,
  updatedAt: V1,
});

function setup(path = '/admin/gallery') {
  let items = [item(G1, 'Roses', 0), item(G2, 'Lilies', 1), item(G3, 'Tulips', 2)];
  const fetch = stubFetch({
    'GET /api/admin/gallery': () => json(paged(items)),
    'GET /api/admin/products': () => json(paged([product()])),
    'GET /api/admin/categories': () => json(paged([category()])),
    [`PATCH /api/admin/gallery/${G1}`]: ({ init }) => {
      items = items.map((g) =>
        g.id === G1 ? { ...g, ...(bodyOf(init) as object), updatedAt: V2 } : g,
      );
      return json(items[0]);
    },
    'POST /api/admin/gallery/reorder': () => json({ ok: true }),
  });
  const view = renderAdmin(<AdminGalleryPage />, path);
  return { fetch, ...view, user: userEvent.setup() };
}

describe('AdminGalleryPage', () => {
  it('hides an item at once with its version', async () => {
    const { fetch, user } = setup();
    const table = await screen.findByRole('table', { name: 'Gallery items' });
    await user.click(await within(table).findByRole('switch', { name: 'Active: Roses' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', `/api/admin/gallery/${G1}`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'PATCH', `/api/admin/gallery/${G1}`)[0]!.init)).toEqual({
      isActive: false,
      updatedAt: V1,
    });
    expect(await screen.findByText('“Roses” is hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('reorders the items on this page with the keyboard and saves that order', async () => {
    const { fetch, user } = setup();
    await screen.findByRole('switch', { name: 'Active: Roses' });
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(screen.getByText(/Reordering acts on the 3 items on this page/)).toBeInTheDocument();

    const order = screen.getByRole('list', { name: 'Gallery order' });
    await user.click(within(order).getByRole('button', { name: 'Move Tulips up' }));
    await user.click(within(order).getByRole('button', { name: 'Move Tulips up' }));
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Tulips'),
      expect.stringContaining('Roses'),
      expect.stringContaining('Lilies'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/admin/gallery/reorder')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/gallery/reorder')[0]!.init)).toEqual({
      ids: [G3, G1, G2],
    });
    expect(await screen.findByRole('table', { name: 'Gallery items' })).toBeInTheDocument();
  });

  it('offers reordering only when the list is in position order', async () => {
    setup('/admin/gallery?sort=title');
    await screen.findByRole('switch', { name: 'Active: Roses' });
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeDisabled();
    expect(screen.getByText('To reorder, sort by Position (ascending) first.')).toBeInTheDocument();
  });
});
