import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminProductsPage } from './products-page';
import { category, P1, P2, paged, product } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';

// The products list's row menu activates a draft and deactivates an active
// product (after a confirm, as Archive), through POST /api/admin/products/:id/(de)activate.

function setup() {
  const draft = product({ id: P2, slug: 'vision-board', title: 'Vision Board', status: 'draft' });
  const fetch = stubFetch({
    'GET /api/admin/products': () => json(paged([product(), draft])),
    'GET /api/admin/categories': () => json(paged([category()])),
    [`POST /api/admin/products/${P2}/activate`]: () => json({ ...draft, status: 'active' }),
    [`POST /api/admin/products/${P1}/deactivate`]: () => json({ ...product(), status: 'draft' }),
  });
  renderAdmin(<AdminProductsPage />, '/admin/products');
  return { fetch, user: userEvent.setup() };
}

describe('product row menu: Activate and Deactivate', () => {
  it('activates a draft at once, with its version', async () => {
    const { fetch, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Vision Board' }));
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/products/${P2}/activate`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', `/api/admin/products/${P2}/activate`)[0]!.init)).toEqual({
      updatedAt: product().updatedAt,
    });
    expect(await screen.findByText('“Vision Board” is on the shop')).toBeInTheDocument();
  });

  it('deactivates an active product only after the confirm', async () => {
    const { fetch, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Family Portrait' }));
    expect(screen.queryByRole('menuitem', { name: 'Activate' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Deactivate “Family Portrait”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'POST', `/api/admin/products/${P1}/deactivate`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for Family Portrait' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/products/${P1}/deactivate`)).toHaveLength(1),
    );
    expect(await screen.findByText('“Family Portrait” is off the shop (a draft)')).toBeVisible();
  });
});
