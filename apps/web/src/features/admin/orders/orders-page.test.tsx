import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { callsTo, renderAdmin } from '../lists/test/render-admin';
import { AdminOrdersPage } from './orders-pages';
import { O1, O2, orderList, orderRow } from './test/fixtures';

function setup(path = '/admin/orders') {
  const fetch = stubFetch({
    'GET /api/admin/orders': () =>
      json(
        orderList(
          [
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
          ],
          45,
        ),
      ),
  });
  const view = renderAdmin(<AdminOrdersPage />, path);
  const lastListUrl = () =>
    new URL(callsTo(fetch, 'GET', '/api/admin/orders').at(-1)!.url, 'http://x');
  return { fetch, ...view, lastListUrl, user: userEvent.setup() };
}

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
    expect(screen.queryByRole('link', { name: /New/ })).not.toBeInTheDocument();
  });

  it('shows a chip per status with its count and filters by it through the URL', async () => {
    const { router, lastListUrl, user } = setup();
    const chips = await screen.findByRole('group', { name: 'Filter by status' });
    await within(chips).findByRole('button', { name: 'Paid (3)' });
    expect(within(chips).getByRole('button', { name: 'All (16)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(chips).getByRole('button', { name: 'Awaiting payment (1)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Cancelled (0)' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Paid (3)' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=paid'));
    await waitFor(() => expect(lastListUrl().searchParams.get('status')).toBe('paid'));
    expect(within(chips).getByRole('button', { name: 'Paid (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(chips).getByRole('button', { name: 'All (16)' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('status='));
    expect(within(chips).getByRole('button', { name: 'All (16)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by kind and searches by order number or e-mail through the URL', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'canvas');
    await waitFor(() => expect(router.state.location.search).toContain('kind=canvas'));
    await waitFor(() => expect(lastListUrl().searchParams.get('kind')).toBe('canvas'));

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by order number or e-mail' }),
      'ada@',
    );
    await waitFor(() => expect(router.state.location.search).toContain('q=ada%40'));
    await waitFor(() => expect(lastListUrl().searchParams.get('q')).toBe('ada@'));
    expect(lastListUrl().searchParams.get('kind')).toBe('canvas');
  });

  it('sorts by total and status; newest first until then', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    expect(lastListUrl().searchParams.get('sort')).toBe('createdAt');
    expect(lastListUrl().searchParams.get('dir')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=total'));
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('total'));
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('status'));
  });

  it('opens on the page and status the URL names, and pages on', async () => {
    const { router, lastListUrl, user } = setup('/admin/orders?status=shipped&page=2');
    await screen.findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    expect(lastListUrl().searchParams.get('status')).toBe('shipped');
    expect(lastListUrl().searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Shipped (4)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    await waitFor(() => expect(lastListUrl().searchParams.get('page')).toBe('3'));
  });

  it('axe finds no serious or critical problem on the list', async () => {
    const { container } = setup();
    await screen.findByRole('button', { name: 'Paid (3)' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
