import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NARROW_SCREEN } from '@/features/admin/components/use-media-query';
import { json, stubFetch } from '@/test/fetch';
import { stubScreenWidth } from '@/test/screen-width';
import { renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminOrdersPage } from './orders-pages';
import { O1, orderCounts, orderList, orderRow } from './test/fixtures';

// /admin/orders below 768 px: each order a card, the filters folded behind "Filters".

function setup(path = '/admin/orders') {
  stubScreenWidth([NARROW_SCREEN], true);
  stubFetch({
    'GET /api/admin/orders': () =>
      json(orderList([orderRow()], { nextCursor: null, prevCursor: null })),
    'GET /api/admin/orders/counts': () => json(orderCounts()),
  });
  return { ...renderAdmin(<AdminOrdersPage />, path), user: userEvent.setup() };
}

describe('AdminOrdersPage on a phone', () => {
  it('shows each order as a card with its link, status and values, and no table', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const link = await within(list).findByRole('link', { name: 'Order 3f2a9c1d, Canvas print' });
    expect(link).toHaveAttribute('href', `/admin/orders/${O1}`);
    const card = link.closest('li')!;
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(
      within(card).getByRole('checkbox', { name: 'Select order 3f2a9c1d' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('$109.00')).toBeInTheDocument();
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The page's own sort menu sorts; the cards add none.
    expect(screen.queryAllByRole('combobox', { name: 'Sort by' })).toHaveLength(0);
  });

  it('keeps the search in view and folds the other filters behind Filters', async () => {
    const { user, router } = setup('/admin/orders?kind=canvas&customer=ada%40example.com');
    await screen.findByRole('list', { name: 'Orders' });
    expect(
      screen.getByRole('searchbox', { name: 'Search by order number or e-mail' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter by status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('canvas');
    expect(screen.getByRole('textbox', { name: 'Customer (e-mail or user id)' })).toHaveValue(
      'ada@example.com',
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: /^Paid/,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('status=paid'));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Filters (3)' }));
    expect(screen.queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
  });

  it('axe finds no serious or critical problem on the cards with the filters open', async () => {
    const { container, user } = setup();
    await screen.findByRole('list', { name: 'Orders' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
