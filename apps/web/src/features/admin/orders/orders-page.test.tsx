import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminOrdersPage } from './orders-pages';
import { O1, O2, orderCounts, orderList, orderRow } from './test/fixtures';

const ROWS = [
  orderRow(),
  orderRow({
    id: O2,
    kind: 'png',
    status: 'shipped',
    customerName: null,
    customerEmail: 'grace@example.com',
    summary: 'Full-resolution PNG',
    totalCents: 1900,
    printFileStatus: 'none',
  }),
];

function setup(
  path = '/admin/orders',
  cursors = { nextCursor: 'NEXT', prevCursor: null as string | null },
) {
  const fetch = stubFetch({
    'GET /api/admin/orders': () => json(orderList(ROWS, cursors)),
    'GET /api/admin/orders/counts': () => json(orderCounts()),
    'POST /api/admin/orders/bulk': () =>
      json({
        action: 'in_production',
        moved: [{ id: O1, status: 'in_production' }],
        refused: [
          { id: O2, code: 'NOT_CANVAS', message: 'Only canvas orders are made in production.' },
        ],
      }),
    'GET /api/admin/orders/export.csv': () =>
      new Response('Order ID\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  });
  const view = renderAdmin(<AdminOrdersPage />, path);
  const lastUrl = (p = '/api/admin/orders') =>
    new URL(callsTo(fetch, 'GET', p).at(-1)!.url, 'http://x');
  return { fetch, ...view, lastListUrl: () => lastUrl(), lastUrl, user: userEvent.setup() };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
});

describe('AdminOrdersPage', () => {
  it('shows each order with its customer, summary, total, status and print file, linked to its page', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const link = await within(table).findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    expect(link).toHaveAttribute('href', `/admin/orders/${O1}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).getByText('12×16 in · Mirror wrap')).toBeInTheDocument();
    expect(within(row).getByText('$109.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();

    const png = within(table).getByRole('link', { name: 'Order 7b7b7b7b, PNG download' });
    const pngRow = png.closest('tr')!;
    expect(within(pngRow).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(pngRow).getByText('Shipped')).toBeInTheDocument();
    expect(within(pngRow).getByText('Not needed')).toBeInTheDocument();
  });

  it('shows an artwork request with its own status words', async () => {
    stubFetch({
      'GET /api/admin/orders': () =>
        json(orderList([orderRow({ kind: 'artwork', status: 'generating', summary: 'Portrait' })])),
      'GET /api/admin/orders/counts': () => json(orderCounts({ generating: 1 })),
    });
    renderAdmin(<AdminOrdersPage />, '/admin/orders');
    const link = await screen.findByRole('link', { name: 'Order 3f2a9c1d, Artwork request' });
    expect(within(link.closest('tr')!).getByText('Generating')).toBeInTheDocument();
  });

  it('loads the status counts beside the list, with the filters but no cursor, and filters by a chip', async () => {
    const { router, lastListUrl, lastUrl, user } = setup('/admin/orders?kind=canvas&cursor=C1');
    const chips = await screen.findByRole('group', { name: 'Filter by status' });
    await within(chips).findByRole('button', { name: 'Paid (3)' });
    expect(lastUrl('/api/admin/orders/counts').searchParams.get('kind')).toBe('canvas');
    expect(lastUrl('/api/admin/orders/counts').searchParams.get('cursor')).toBeNull();
    expect(lastListUrl().searchParams.get('cursor')).toBe('C1');
    expect(within(chips).getByRole('button', { name: 'All (16)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Canvas statuses only: no artwork request's "Received".
    expect(within(chips).queryByRole('button', { name: /Received/ })).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Paid (3)' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=paid'));
    // A new filter starts again from the first page.
    expect(router.state.location.search).not.toContain('cursor=');
    await waitFor(() => expect(lastListUrl().searchParams.get('status')).toBe('paid'));
  });

  it('filters by kind, dates and customer, and searches, through the URL', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'artwork');
    await waitFor(() => expect(lastListUrl().searchParams.get('kind')).toBe('artwork'));

    // The pickers offer only the days the API takes (2000-01-01 to 2999-12-31).
    for (const name of ['From (UTC)', 'To (UTC)']) {
      expect(screen.getByLabelText(name)).toHaveAttribute('min', '2000-01-01');
      expect(screen.getByLabelText(name)).toHaveAttribute('max', '2999-12-31');
    }
    await user.type(screen.getByLabelText('From (UTC)'), '2026-03-01');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-03-31');
    await user.type(screen.getByLabelText('Customer (e-mail or user id)'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastListUrl().searchParams.get('from')).toBe('2026-03-01'));
    expect(lastListUrl().searchParams.get('to')).toBe('2026-03-31');
    expect(lastListUrl().searchParams.get('customer')).toBe('grace@example.com');
    expect(router.state.location.search).toContain('customer=grace%40example.com');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by order number or e-mail' }),
      '3f2a9c1d',
    );
    await waitFor(() => expect(lastListUrl().searchParams.get('q')).toBe('3f2a9c1d'));
    expect(lastListUrl().searchParams.get('kind')).toBe('artwork');
  });

  it('refuses a date range that ends before it starts', async () => {
    const { user } = setup();
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    await user.type(screen.getByLabelText('From (UTC)'), '2026-03-05');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('sorts by a column header or the sort menu; newest first until then', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    expect(lastListUrl().searchParams.get('sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=total'));
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('total'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'status:desc');
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('status'));
    expect(lastListUrl().searchParams.get('dir')).toBeNull(); // desc is the default
  });

  it('pages with Next and Previous by the cursors the API gave', async () => {
    const { router, lastListUrl, user } = setup('/admin/orders', {
      nextCursor: 'NEXT',
      prevCursor: null,
    });
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    const pages = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toContain('cursor=NEXT'));
    await waitFor(() => expect(lastListUrl().searchParams.get('cursor')).toBe('NEXT'));
  });

  it('selects rows, marks them in production after asking, and shows which moved and which not', async () => {
    const { fetch, user } = setup();
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select order 7b7b7b7b' }));
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select order 7b7b7b7b' }));

    await user.click(within(bar).getByRole('button', { name: 'Mark in production' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Mark 2 orders in production?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark in production' }));
    expect(
      await screen.findByText('1 order marked in production, 1 left as they were:'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Only canvas orders are made in production\./)).toBeInTheDocument();
    const [call] = callsTo(fetch, 'POST', '/api/admin/orders/bulk');
    expect(bodyOf(call!.init)).toEqual({ action: 'in_production', ids: [O1, O2] });
  });

  it('exports the filtered list and the selected orders as CSV, with the token', async () => {
    localStorage.setItem('atelier.auth-token', 'admin-token');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { fetch, user, lastUrl } = setup('/admin/orders?kind=png&cursor=C1&sort=total');
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const url = lastUrl('/api/admin/orders/export.csv');
    expect(url.searchParams.get('kind')).toBe('png');
    expect(url.searchParams.get('sort')).toBe('total');
    expect(url.searchParams.get('cursor')).toBeNull();
    expect(authHeader(callsTo(fetch, 'GET', '/api/admin/orders/export.csv')[0]!.init)).toBe(
      'Bearer admin-token',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select order 7b7b7b7b' }));
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(lastUrl('/api/admin/orders/export.csv').searchParams.get('ids')).toBe(O2);
  });

  it('axe finds no serious or critical problem on the list', async () => {
    const { container, user } = setup();
    await screen.findByRole('button', { name: 'Paid (3)' });
    await user.click(screen.getByRole('checkbox', { name: 'Select order 7b7b7b7b' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
