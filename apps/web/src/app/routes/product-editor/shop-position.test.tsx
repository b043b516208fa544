import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/test/fetch';
import { adminProduct, PRODUCT_ID } from '@/features/admin/product-editor/testing/fixtures';
import { renderEditor, sentBodies } from './render-editor';

// The owner sets the product's place in the shop (1: the landing page's first
// Featured Portrait). A new product left without one goes last (the API's default); an edit
// sends a place only when the owner moved it, so others' moves since are not undone.

const PATH = `/api/admin/products/${PRODUCT_ID}`;
const NEW_ID = '3f0c2b1a-4d5e-4f60-8a7b-000000000098';

const basics = () => screen.getByRole('region', { name: 'Basics' });
const position = () => within(basics()).getByLabelText('Position in the shop');

describe('Product editor: position in the shop', () => {
  it('a new product without a position is sent without one (it goes last)', async () => {
    const { ui, fetch } = renderEditor({
      path: '/admin/products/new',
      routes: { 'POST /api/admin/products': () => json(adminProduct({ id: NEW_ID }), 201) },
    });
    await screen.findByRole('form', { name: 'New Product' });
    expect(position()).toHaveValue(null);
    await ui.type(within(basics()).getByLabelText('Title'), 'Angel Pet');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', '/api/admin/products')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST', '/api/admin/products')[0]).not.toHaveProperty('sortOrder');
  });

  it('a new product set to position 1 asks for the first place', async () => {
    const { ui, fetch } = renderEditor({
      path: '/admin/products/new',
      routes: { 'POST /api/admin/products': () => json(adminProduct({ id: NEW_ID }), 201) },
    });
    await screen.findByRole('form', { name: 'New Product' });
    await ui.type(within(basics()).getByLabelText('Title'), 'Angel Pet');
    await ui.type(position(), '1');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', '/api/admin/products')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST', '/api/admin/products')[0]).toMatchObject({ sortOrder: 0 });
  });

  it('an edit shows the saved place and sends one only when it was changed', async () => {
    const { ui, fetch } = renderEditor({
      product: adminProduct({ sortOrder: 4 }),
      routes: {
        // The saved product: at its new place when one was sent, else where it was.
        [`PUT ${PATH}`]: ({ init }) =>
          json(adminProduct({ sortOrder: JSON.parse(String(init.body)).sortOrder ?? 4 })),
      },
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    expect(position()).toHaveValue(5);
    await ui.type(within(basics()).getByLabelText('Title'), ' (gold)');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', PATH)[0]).not.toHaveProperty('sortOrder');

    await ui.clear(position());
    await ui.type(position(), '1');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(2));
    expect(sentBodies(fetch, 'PUT', PATH)[1]).toMatchObject({ sortOrder: 0 });
  });

  it('position 0 is refused with the API’s message and nothing is sent', async () => {
    const { ui, fetch } = renderEditor();
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    await ui.clear(position());
    await ui.type(position(), '0');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await within(basics()).findByText('Position must be 1 or more.')).toBeVisible();
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);
  });
});
