import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminCategoriesPage } from './categories-page';
import { C1, C2, category, paged } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from './test/render-admin';

const portraits = category();
const boards = category({ id: C2, name: 'Vision Boards', slug: 'vision-boards', sortOrder: 1 });

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({
    'GET /api/admin/categories': () => json(paged([portraits, boards])),
    ...routes,
  });
  renderAdmin(<AdminCategoriesPage />, '/admin/categories');
  return { fetch, user: userEvent.setup() };
}

describe('AdminCategoriesPage', () => {
  it('lists categories with their product and gallery counts', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Categories, in display order' });
    expect(within(list).getByText('Portraits')).toBeInTheDocument();
    expect(within(list).getAllByText('2 products · 3 gallery items')).toHaveLength(2);
  });

  it('shows the server’s message when the category is still in use', async () => {
    const message = ADMIN_MESSAGES.categoryInUse(2, 3);
    const { fetch, user } = setup({
      [`DELETE /api/admin/categories/${C1}`]: () =>
        json({ error: { code: 'CATEGORY_IN_USE', message } }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Portraits' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(callsTo(fetch, 'DELETE', `/api/admin/categories/${C1}`)).toHaveLength(1); // not retried
  });

  it('moves a category down with the keyboard-friendly button and saves the order', async () => {
    const { fetch, user } = setup({
      'POST /api/admin/categories/reorder': () => json({ ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move Portraits down' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/admin/categories/reorder')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/categories/reorder')[0]!.init)).toEqual({
      ids: [C2, C1],
    });
  });

  it('creates a category with the slug made from its name', async () => {
    const { fetch, user } = setup({
      'POST /api/admin/categories': ({ init }) =>
        json({ ...category(), ...(bodyOf(init) as object) }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Wedding Gifts!');
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('wedding-gifts');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/categories')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/categories')[0]!.init)).toEqual({
      name: 'Wedding Gifts!',
      slug: 'wedding-gifts',
      description: null,
    });
  });
});
