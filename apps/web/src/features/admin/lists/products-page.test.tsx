import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminProductsPage } from './products-page';
import { C2, category, P1, P2, paged, product } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';

function setup(
  answer: (url: URL) => Response = () =>
    json(
      paged(
        [
          product(),
          product({
            id: P2,
            slug: 'vision-board',
            title: 'Vision Board',
            status: 'draft',
            category: null,
            fieldCount: 3,
            orderCount: 0,
          }),
        ],
        45,
      ),
    ),
  path = '/admin/products',
) {
  const fetch = stubFetch({
    'GET /api/admin/products': ({ url }) => answer(new URL(url, 'http://x')),
    'GET /api/admin/categories': () =>
      json(paged([category(), category({ id: C2, name: 'Vision Boards', slug: 'vision-boards' })])),
  });
  const view = renderAdmin(<AdminProductsPage />, path);
  const lastListUrl = () => {
    const calls = callsTo(fetch, 'GET', '/api/admin/products');
    return new URL(calls.at(-1)!.url, 'http://x');
  };
  return { fetch, ...view, lastListUrl, user: userEvent.setup() };
}

describe('AdminProductsPage', () => {
  it('shows each product from the API answer as a row', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Products' });
    const link = await within(table).findByRole('link', { name: 'Family Portrait' });
    expect(link).toHaveAttribute('href', `/admin/products/${P1}/edit`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Portraits')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    const draft = within(table).getByRole('link', { name: 'Vision Board' }).closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New product/ })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
  });

  it('puts the search into the URL and asks the API with it', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Family Portrait' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rose');
    await waitFor(() => expect(router.state.location.search).toContain('q=rose'));
    await waitFor(() => expect(lastListUrl().searchParams.get('q')).toBe('rose'));
  });

  it('filters by status through the URL', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Family Portrait' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await waitFor(() => expect(router.state.location.search).toContain('status=archived'));
    await waitFor(() => expect(lastListUrl().searchParams.get('status')).toBe('archived'));
  });

  it('sorts by a column header', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Family Portrait' });
    await user.click(screen.getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=title'));
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('title'));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      expect.stringMatching(/ascending|descending/),
    );
  });

  it('pages through the list', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Family Portrait' });
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(lastListUrl().searchParams.get('page')).toBe('2'));
  });

  it('offers Delete only for a product without orders, and deletes it after confirming', async () => {
    const { fetch, user } = setup();
    await screen.findByRole('link', { name: 'Family Portrait' });
    stubDelete(fetch);

    await user.click(screen.getByRole('button', { name: 'Actions for Family Portrait' }));
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Vision Board' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'DELETE', `/api/admin/products/${P2}`)).toHaveLength(1),
    );
    const [call] = callsTo(fetch, 'DELETE', `/api/admin/products/${P2}`);
    expect(new URL(call!.url, 'http://x').searchParams.get('updatedAt')).toBe(product().updatedAt);
    expect(await screen.findByText('“Vision Board” deleted')).toBeInTheDocument();
  });

  it('explains a 409 for a product with orders and offers to archive it instead', async () => {
    const message = 'This product has 2 orders, so it is archived instead of deleted.';
    const { fetch, user } = setup();
    await screen.findByRole('link', { name: 'Vision Board' });
    const previous = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init = {}) => {
      if (init.method === 'DELETE')
        return json({ error: { code: 'PRODUCT_HAS_ORDERS', message } }, 409);
      if (init.method === 'POST') return json({ ...product({ id: P2 }), status: 'archived' });
      return previous(input, init);
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Vision Board' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const explain = await screen.findByRole('alertdialog', {
      name: 'This product cannot be deleted',
    });
    expect(explain).toHaveTextContent(message);
    await user.click(within(explain).getByRole('button', { name: 'Archive instead' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/products/${P2}/archive`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', `/api/admin/products/${P2}/archive`)[0]!.init)).toEqual({
      updatedAt: product().updatedAt,
    });
  });
});

function stubDelete(fetch: ReturnType<typeof stubFetch>) {
  const previous = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init = {}) =>
    init.method === 'DELETE' ? new Response(null, { status: 204 }) : previous(input, init),
  );
}
