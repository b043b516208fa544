import type { AdminUserDetail, AdminUserRow } from '@atelier/shared/schemas/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminUserPage, AdminUsersPage } from './users-pages';

const ORDER_ID = '3f2a9c1d-0000-4000-8000-000000000001';

const row = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'user',
  plan: 'free',
  banned: false,
  generationsUsed: 1,
  generationsLimit: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const detail = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  image: null,
  emailVerified: true,
  role: 'user',
  banned: false,
  banReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  plan: 'free',
  subscription: null,
  allowance: { used: 1, limit: 3, renewsOn: '2026-12-01T00:00:00.000Z' },
  creditGrants: [
    {
      id: 'g1',
      amount: 2,
      reason: 'Failed print',
      grantedBy: 'a1',
      grantedByEmail: 'owner@example.com',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  boards: [
    {
      id: 'b1',
      items: 'name: Ada',
      productName: 'Pet portrait',
      createdAt: '2026-11-20T11:00:00.000Z',
      artworkCount: 2,
      succeededCount: 1,
      failedCount: 1,
      latestArtworks: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          status: 'failed',
          createdAt: '2026-11-20T12:00:00.000Z',
          thumbnailUrl: null,
        },
        {
          id: 'e5f6a7b8-0000-4000-8000-000000000002',
          status: 'succeeded',
          createdAt: '2026-11-20T11:30:00.000Z',
          thumbnailUrl: '/media/generated-artwork/u1/a2/preview.webp?sig=1',
        },
      ],
    },
  ],
  orders: [
    {
      id: ORDER_ID,
      kind: 'canvas',
      status: 'paid',
      totalCents: 10900,
      currency: 'usd',
      createdAt: '2026-11-22T10:00:00.000Z',
      paidAt: '2026-11-22T10:05:00.000Z',
    },
  ],
  payments: [],
  isSelf: false,
  ...over,
});

describe('AdminUsersPage', () => {
  function setup(path = '/admin/users') {
    const fetch = stubFetch({
      'GET /api/admin/users': () =>
        json({
          items: [row(), row({ id: 'u2', email: 'grace@example.com', plan: 'premium' })],
          total: 45,
          page: 1,
          pageSize: 20,
        }),
    });
    const view = renderAdmin(<AdminUsersPage />, path);
    const lastListUrl = () =>
      new URL(callsTo(fetch, 'GET', '/api/admin/users').at(-1)!.url, 'http://x');
    return { ...view, fetch, lastListUrl, user: userEvent.setup() };
  }

  it('lists accounts with plan and allowance, each linked to its page', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Users' });
    const link = await within(table).findByRole('link', { name: 'ada@example.com' });
    expect(link).toHaveAttribute('href', '/admin/users/u1');
    const tr = link.closest('tr')!;
    expect(within(tr).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(tr).getByText('1/3')).toBeInTheDocument();
    expect(within(tr).getByText('Free')).toBeInTheDocument();
    const grace = within(table).getByRole('link', { name: 'grace@example.com' }).closest('tr')!;
    expect(within(grace).getByText('Premium')).toBeInTheDocument();
  });

  it('searches, filters by role and plan, sorts and pages through the URL', async () => {
    const { router, lastListUrl, user } = setup();
    await screen.findByRole('link', { name: 'ada@example.com' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), 'ada@');
    await waitFor(() => expect(lastListUrl().searchParams.get('q')).toBe('ada@'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(router.state.location.search).toContain('role=admin'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'premium');
    await waitFor(() => expect(lastListUrl().searchParams.get('plan')).toBe('premium'));
    expect(lastListUrl().searchParams.get('role')).toBe('admin');
    await user.click(screen.getByRole('button', { name: /Generations/ }));
    await waitFor(() => expect(lastListUrl().searchParams.get('sort')).toBe('generationsUsed'));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastListUrl().searchParams.get('page')).toBe('2'));
  });

  it('axe finds no serious or critical problem on the list', async () => {
    const { container } = setup();
    await screen.findByRole('link', { name: 'ada@example.com' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });
});

describe('AdminUserPage', () => {
  function setup(user: AdminUserDetail = detail(), routes: Parameters<typeof stubFetch>[0] = {}) {
    const fetch = stubFetch({
      'GET /api/admin/users/u1': () => json(user),
      ...routes,
    });
    const view = renderAdmin(
      <Routes>
        <Route path="/admin/users/:id" element={<AdminUserPage />} />
      </Routes>,
      '/admin/users/u1',
    );
    return { ...view, fetch, user: userEvent.setup() };
  }

  it('shows the profile, allowance, boards and artworks, orders and credit history', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    const plan = screen.getByRole('region', { name: 'Plan and allowance' });
    expect(within(plan).getByText('1/3 generations used, renews on Dec 1, 2026')).toBeVisible();
    const boards = screen.getByRole('region', { name: 'Boards and artworks' });
    expect(within(boards).getByText('2 artworks: 1 finished, 1 failed')).toBeVisible();
    // The generations screen's 'Board' link lands here, on the board's own anchor.
    const board = within(boards).getByText('2 artworks: 1 finished, 1 failed').closest('li');
    expect(board?.id).toBe('board-b1');
    // The latest artworks as thumbnails: a finished one opens its preview, a failed one the
    // generations screen's failed list.
    const latest = within(boards).getByRole('list', { name: /^Latest artworks of Pet portrait/ });
    const finished = within(latest).getByRole('link', { name: /Artwork e5f6a7b8.*Finished/ });
    expect(finished).toHaveAttribute('href', '/media/generated-artwork/u1/a2/preview.webp?sig=1');
    expect(within(finished).getByRole('img', { name: 'Artwork e5f6a7b8' })).toHaveAttribute(
      'src',
      '/media/generated-artwork/u1/a2/preview.webp?sig=1',
    );
    expect(within(latest).getByRole('link', { name: /Artwork a1b2c3d4.*Failed/ })).toHaveAttribute(
      'href',
      '/admin/generations?view=failed',
    );
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '3f2a9c1d' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(orders).getByText(/\$109\.00/)).toBeVisible();
    const credits = screen.getByRole('region', { name: 'Credit history' });
    expect(within(credits).getByText(/Failed print/)).toBeVisible();
  });

  it('adds credits with one Idempotency-Key per submission, reused on a retry', async () => {
    let calls = 0;
    const { fetch, user } = setup(detail(), {
      'POST /api/admin/users/u1/credits': () =>
        ++calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'Try again.' } }, 500)
          : json({ grant: {}, allowance: { used: 1, limit: 5 } }, 201),
    });
    const form = await screen.findByRole('form', { name: 'Add generation credits' });
    await user.click(within(form).getByRole('button', { name: 'Add credits' }));
    expect(within(form).getByText('Amount must be a whole number from 1 to 1000.')).toBeVisible();
    expect(within(form).getByText('Reason is required.')).toBeVisible();
    expect(callsTo(fetch, 'POST', '/api/admin/users/u1/credits')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Credits'), '2');
    await user.type(within(form).getByLabelText('Reason'), 'Sorry for the wait');
    await user.click(within(form).getByRole('button', { name: 'Add credits' }));
    expect(await screen.findByText('The credits were not added')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add credits' }));
    expect(await screen.findByText('2 credits added')).toBeInTheDocument();

    const sent = callsTo(fetch, 'POST', '/api/admin/users/u1/credits');
    expect(sent).toHaveLength(2);
    const keys = sent.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(bodyOf(sent[0]!.init)).toEqual({ amount: 2, reason: 'Sorry for the wait' });
  });

  it('disables the account after confirming, and shows a refusal from the server', async () => {
    const { fetch, user } = setup(detail(), {
      'POST /api/admin/users/u1/disable': () => json(detail({ banned: true })),
      'PUT /api/admin/users/u1/role': () =>
        json({ error: { code: 'LAST_ADMIN', message: 'This is the last admin.' } }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users/u1/disable')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('This is the last admin.')).toBeInTheDocument();
  });

  it('grants premium and sends a password reset after confirming', async () => {
    const { fetch, user } = setup(detail(), {
      'POST /api/admin/users/u1/premium': () => json(detail({ plan: 'premium' })),
      'POST /api/admin/users/u1/password-reset': () => json({ sent: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Grant premium' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Grant premium' }),
    );
    expect(await screen.findByText('Premium granted')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/users/u1/premium')[0]!.init)).toEqual({
      grant: true,
    });
    await user.click(screen.getByRole('button', { name: 'Send password reset' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send mail' }),
    );
    expect(await screen.findByText('Password reset mail sent')).toBeInTheDocument();
  });

  it('turns off role and disable on your own account and says why', async () => {
    setup(detail({ isSelf: true, role: 'admin' }));
    expect(await screen.findByRole('note')).toHaveTextContent('your own account');
    expect(screen.getByRole('button', { name: 'Remove admin role' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
  });

  it('axe finds no serious or critical problem on the user page', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });
});
