import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminGalleryFormPage } from './gallery-form-page';
import { C1, category, G1, P1, paged, product, V1 } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import type { AdminGalleryItem } from '@atelier/shared/schemas/admin-content';
import { Route, Routes } from 'react-router';

const item: AdminGalleryItem = {
  id: G1,
  title: 'Golden Hour Family',
  description: null,
  imageUrl: 'static-assets/golden.jpg',
  thumbnailUrl: '/media/static-assets/golden.jpg',
  productId: P1,
  productTitle: 'Family Portrait',
  categoryId: null,
  categoryName: null,
  isHero: false,
  isActive: true,
  sortOrder: 0,
  updatedAt: V1,
};

const routed = (page: ReactElement) => (
  <Routes>
    <Route path="/admin/gallery/new" element={page} />
    <Route path="/admin/gallery/:id/edit" element={page} />
    <Route path="/admin/gallery" element={<h1>Gallery list</h1>} />
  </Routes>
);

function setup(path: string) {
  const fetch = stubFetch({
    'GET /api/admin/products': () => json(paged([product()])),
    'GET /api/admin/categories': () => json(paged([category()])),
    [`GET /api/admin/gallery/${G1}`]: () => json(item),
    [`PUT /api/admin/gallery/${G1}`]: ({ init }) =>
      json({ ...item, ...(bodyOf(init) as object), updatedAt: '2026-11-24T02:30:00.000Z' }),
  });
  renderAdmin(routed(<AdminGalleryFormPage />), path);
  return { fetch, user: userEvent.setup() };
}

describe('AdminGalleryFormPage', () => {
  it('shows the shared schema’s errors for the required fields and sends nothing', async () => {
    const { fetch, user } = setup('/admin/gallery/new');
    await user.click(await screen.findByRole('button', { name: 'Create gallery item' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required.'));
    expect(screen.getByText(/An image must be one of the shop’s images/)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/gallery')).toHaveLength(0);
  });

  it('saves an edit with every field and the version it edits', async () => {
    const { fetch, user } = setup(`/admin/gallery/${G1}/edit`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Golden Hour Family');
    await screen.findByRole('option', { name: 'Family Portrait' });
    await screen.findByRole('option', { name: 'Portraits' });
    expect(screen.getByRole('combobox', { name: /Product/ })).toHaveValue(P1);
    await user.clear(title);
    await user.type(title, 'Golden Hour');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), C1);
    await user.click(screen.getByRole('switch', { name: /Hero/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsTo(fetch, 'PUT', `/api/admin/gallery/${G1}`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'PUT', `/api/admin/gallery/${G1}`)[0]!.init)).toEqual({
      title: 'Golden Hour',
      description: null,
      imageUrl: 'static-assets/golden.jpg',
      productId: P1,
      categoryId: C1,
      isHero: true,
      isActive: true,
      updatedAt: V1,
    });
    expect(await screen.findByRole('heading', { name: 'Gallery list' })).toBeInTheDocument();
    expect(within(document.body).getByText('Gallery item saved')).toBeInTheDocument();
  });
});
