import type {
  AdminAuditEntry,
  AdminAuditFacets,
  AdminAuditList,
} from '@atelier/shared/schemas/admin-audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminAuditPage } from './audit-page';

const P1 = '6f1c1b8e-1111-4000-8000-000000000001';
const O1 = '3f2a9c1d-2222-4000-8000-000000000002';

const entry = (overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: '1',
  createdAt: '2026-11-20T14:05:00.000Z',
  actorId: 'admin-1',
  actorEmail: 'owner@shop.example',
  action: 'update',
  entity: 'products',
  entityId: P1,
  before: { title: 'Starlight Portrait', priceCents: 4900 },
  after: { title: 'Moonlit Portrait', priceCents: 5900 },
  route: 'PUT /api/admin/products/:id',
  ip: '203.0.113.7',
  ...overrides,
});

const FACETS: AdminAuditFacets = {
  entities: ['orders', 'pricing/plans', 'products'],
  actions: ['shipped', 'update'],
  actors: [
    { id: 'admin-1', email: 'owner@shop.example' },
    { id: 'admin-2', email: 'helper@shop.example' },
  ],
};

function setup(path = '/admin/audit', page: Partial<AdminAuditList> = {}) {
  const fetch = stubFetch({
    'GET /api/admin/audit': () =>
      json({
        items: [
          entry(),
          entry({
            id: '2',
            actorId: 'admin-2',
            actorEmail: 'helper@shop.example',
            action: 'in_production',
            entity: 'orders',
            entityId: O1,
            before: { status: 'paid' },
            after: { status: 'in_production' },
            ip: null,
          }),
          entry({
            id: '3',
            action: 'delete',
            entity: 'products',
            entityId: 'gone-1234567',
            before: { id: 'gone-1234567', title: 'Old' },
            after: null,
          }),
        ],
        olderCursor: 'older-1',
        newerCursor: null,
        ...page,
      } satisfies AdminAuditList),
    'GET /api/admin/audit/facets': () => json(FACETS),
  });
  const view = renderAdmin(<AdminAuditPage />, path);
  const lastListUrl = () =>
    new URL(callsTo(fetch, 'GET', '/api/admin/audit').at(-1)!.url, 'http://x');
  return { fetch, ...view, lastListUrl, user: userEvent.setup() };
}

describe('AdminAuditPage', () => {
  it('shows each entry: time, who, action, the entity linked to its admin page, IP', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const product = await within(table).findByRole('link', { name: 'Product 6f1c1b8e' });
    expect(product).toHaveAttribute('href', `/admin/products/${P1}/edit`);
    const row = product.closest('tr')!;
    expect(within(row).getByText('owner@shop.example')).toBeInTheDocument();
    expect(within(row).getByText('Update')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(row).getByText(/Nov 20, 2026/)).toBeInTheDocument();

    const order = within(table).getByRole('link', { name: 'Order 3f2a9c1d' });
    expect(order).toHaveAttribute('href', `/admin/orders/${O1}`);
    expect(within(order.closest('tr')!).getByText('In production')).toBeInTheDocument();
    // A deleted row has no page to go to.
    expect(within(table).getByText('Product gone-123')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Product gone-123' })).toBeNull();
  });

  it('expands an entry to its changed fields, before → after', async () => {
    const { user } = setup();
    const show = await screen.findByRole('button', {
      name: /Show changes of update Product 6f1c1b8e/,
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Moonlit Portrait')).toBeNull();
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(show.getAttribute('aria-controls')!)!;
    const title = within(details).getByText('title').closest('div')!;
    expect(within(title).getByText('Starlight Portrait')).toBeInTheDocument();
    expect(within(title).getByText('Moonlit Portrait')).toBeInTheDocument();
    expect(title.textContent).toMatch(/before:.*Starlight Portrait.*after:.*Moonlit Portrait/);
    const price = within(details).getByText('priceCents').closest('div')!;
    expect(price.textContent).toMatch(/4900.*5900/);
    expect(within(details).getByText('PUT /api/admin/products/:id')).toBeInTheDocument();
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'false');

    const deleted = screen.getByRole('button', { name: /Show changes of delete Product gone-123/ });
    await user.click(deleted);
    const gone = document.getElementById(deleted.getAttribute('aria-controls')!)!;
    expect(within(gone).getByText('Old')).toBeInTheDocument();
    expect(within(gone).getAllByText('(none)').length).toBeGreaterThan(0);
  });

  it('filters by who, entity and dates through the URL, and asks the API with them', async () => {
    const { router, lastListUrl, user } = setup();
    const who = await screen.findByRole('combobox', { name: 'Who' });
    await screen.findByRole('option', { name: 'helper@shop.example' });
    await user.selectOptions(who, 'admin-2');
    await waitFor(() => expect(router.state.location.search).toContain('actor=admin-2'));
    await waitFor(() => expect(lastListUrl().searchParams.get('actor')).toBe('admin-2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'pricing/plans');
    expect(screen.getByRole('option', { name: 'Plan' })).toBeInTheDocument();
    await waitFor(() => expect(lastListUrl().searchParams.get('entity')).toBe('pricing/plans'));

    // The pickers offer only the days the API takes (2000-01-01 to 2999-12-31).
    for (const name of ['From', 'To']) {
      expect(screen.getByLabelText(name)).toHaveAttribute('min', '2000-01-01');
      expect(screen.getByLabelText(name)).toHaveAttribute('max', '2999-12-31');
    }
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() => {
      const url = lastListUrl();
      expect(url.searchParams.get('from')).toBe('2026-11-01');
      expect(url.searchParams.get('to')).toBe('2026-11-20');
      expect(url.searchParams.get('actor')).toBe('admin-2');
    });
    expect(router.state.location.search).toContain('from=2026-11-01');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Who' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('reads the filters from the URL it was opened with', async () => {
    const { lastListUrl } = setup('/admin/audit?entity=orders&actor=admin-1');
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    await waitFor(() => {
      expect(lastListUrl().searchParams.get('entity')).toBe('orders');
      expect(lastListUrl().searchParams.get('actor')).toBe('admin-1');
    });
    expect(await screen.findByRole('combobox', { name: 'Entity' })).toHaveValue('orders');
  });

  it('pages Older and Newer with the cursors; a new filter starts from the newest', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'Product 6f1c1b8e' });
    const pages = screen.getByRole('navigation', { name: 'Audit pages' });
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(router.state.location.search).toContain('cursor=older-1'));
    await waitFor(() => expect(lastListUrl().searchParams.get('cursor')).toBe('older-1'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'orders');
    await waitFor(() => expect(router.state.location.search).not.toContain('cursor'));
    await waitFor(() => expect(lastListUrl().searchParams.get('cursor')).toBeNull());
  });

  it('goes to the newer page with its cursor', async () => {
    const { lastListUrl, user } = setup('/admin/audit?cursor=older-1', {
      newerCursor: 'newer-1',
      olderCursor: null,
    });
    await screen.findByRole('link', { name: 'Product 6f1c1b8e' });
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(lastListUrl().searchParams.get('cursor')).toBe('newer-1'));
  });

  it('says so when nothing matches the filters', async () => {
    setup('/admin/audit?entity=orders', { items: [], olderCursor: null });
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('axe finds no serious or critical problem, with an entry open', async () => {
    const { container, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: /Show changes of update Product 6f1c1b8e/ }),
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
