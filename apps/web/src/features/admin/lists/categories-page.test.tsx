import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminCategoriesPage } from './categories-page';
import { C1, C2, category, paged } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';

const portraits = category({ description: 'Family and pet portraits' });
const boards = category({
  id: C2,
  name: 'Vision Boards',
  slug: 'vision-boards',
  sortOrder: 1,
  productCount: 7,
  galleryCount: 1,
});

function setup(routes: Parameters<typeof stubFetch>[0] = {}, path = '/admin/categories') {
  const fetch = stubFetch({
    'GET /api/admin/categories': () => json(paged([portraits, boards], 45)),
    ...routes,
  });
  const view = renderAdmin(<AdminCategoriesPage />, path);
  const lastListUrl = () =>
    new URL(callsTo(fetch, 'GET', '/api/admin/categories').at(-1)!.url, 'http://x');
  return { fetch, ...view, lastListUrl, user: userEvent.setup() };
}

describe('AdminCategoriesPage', () => {
  it('shows each category as a row with its slug, description, counts and position', async () => {
    const { lastListUrl } = setup();
    const table = await screen.findByRole('table', { name: 'Categories' });
    const row = (await within(table).findByRole('button', { name: 'Portraits' })).closest('tr')!;
    expect(within(row).getByText('/portraits')).toBeInTheDocument();
    expect(within(row).getByText('Family and pet portraits')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument(); // products
    expect(within(row).getByText('3')).toBeInTheDocument(); // gallery items
    expect(within(row).getByText('1')).toBeInTheDocument(); // position
    const other = within(table).getByRole('button', { name: 'Vision Boards' }).closest('tr')!;
    expect(within(other).getByText('7')).toBeInTheDocument();
    expect(lastListUrl().searchParams.get('q')).toBeNull();
  });

  it('puts the search into the URL and asks the API with it', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('button', { name: 'Portraits' });
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'port');
    await waitFor(() => expect(router.state.location.search).toContain('q=port'));
    await waitFor(() => expect(lastListUrl().searchParams.get('q')).toBe('port'));
  });

  it('sorts by the product count', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('button', { name: 'Portraits' });
    await user.click(screen.getByRole('button', { name: /Products/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=productCount'));
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('productCount'));
    expect(screen.getByRole('columnheader', { name: /Products/ })).toHaveAttribute(
      'aria-sort',
      expect.stringMatching(/ascending|descending/),
    );
  });

  it('pages through the list', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('button', { name: 'Portraits' });
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(lastListUrl().searchParams.get('page')).toBe('2'));
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

  it('reorders the categories with the keyboard-friendly buttons and saves that order', async () => {
    const { fetch, user } = setup({
      'POST /api/admin/categories/reorder': () => json({ ok: true }),
    });
    await screen.findByRole('button', { name: 'Portraits' });
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    const order = screen.getByRole('list', { name: 'Category order' });
    await user.click(within(order).getByRole('button', { name: 'Move Portraits down' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/admin/categories/reorder')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/categories/reorder')[0]!.init)).toEqual({
      ids: [C2, C1],
    });
    expect(await screen.findByRole('table', { name: 'Categories' })).toBeInTheDocument();
  });

  it('offers reordering only when the list is in position order', async () => {
    setup({}, '/admin/categories?sort=productCount&dir=desc');
    await screen.findByRole('button', { name: 'Portraits' });
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeDisabled();
    expect(screen.getByText('To reorder, sort by Position (ascending) first.')).toBeInTheDocument();
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

  it('edits a category in the dialog from its name', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Vision Boards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Vision Boards');
  });
});
