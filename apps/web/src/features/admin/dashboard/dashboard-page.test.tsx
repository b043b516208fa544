import type { AdminDashboard, DashboardFigures } from '@atelier/shared/schemas/admin-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminDashboardPage } from './dashboard-page';

const ORDER_ID = '3f2a9c1d-0000-4000-8000-000000000001';
const FRESH_ORDER_ID = '5e5e5e5e-0000-4000-8000-000000000004';
const REPORTED_ORDER_ID = '4a4a4a4a-0000-4000-8000-000000000005';

const figures = (over: Partial<DashboardFigures> = {}): DashboardFigures => ({
  revenue: { subscriptionsCents: 0, canvasCents: 0, pngCents: 0, totalCents: 0 },
  orders: [],
  generations: {
    count: 0,
    succeeded: 0,
    failed: 0,
    failureRate: null,
    medianMs: null,
    p95Ms: null,
  },
  signUps: 0,
  funnel: { boards: 0, artworksFinished: 0, purchases: 0 },
  ...over,
});

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  revenueCents: i === 29 ? 12_300 : 0,
  generations: i === 29 ? 4 : 0,
}));

function answer(): AdminDashboard {
  return {
    generatedAt: '2026-11-30T09:30:00.000Z',
    currency: 'usd',
    periods: {
      today: {
        from: '2026-11-30T00:00:00.000Z',
        to: '2026-11-30T09:30:00.000Z',
        current: figures({
          revenue: { subscriptionsCents: 1500, canvasCents: 0, pngCents: 1900, totalCents: 3400 },
          orders: [{ kind: 'png', status: 'paid', count: 1 }],
          signUps: 1,
        }),
        previous: figures({
          revenue: { subscriptionsCents: 0, canvasCents: 0, pngCents: 1700, totalCents: 1700 },
        }),
      },
      '7d': {
        from: '2026-11-23T09:30:00.000Z',
        to: '2026-11-30T09:30:00.000Z',
        current: figures({
          revenue: {
            subscriptionsCents: 1500,
            canvasCents: 32_700,
            pngCents: 1900,
            totalCents: 36_100,
          },
          orders: [
            { kind: 'canvas', status: 'in_production', count: 1 },
            { kind: 'canvas', status: 'paid', count: 2 },
            { kind: 'png', status: 'refunded', count: 1 },
          ],
          generations: {
            count: 10,
            succeeded: 3,
            failed: 3,
            failureRate: 0.5,
            medianMs: 15_000,
            p95Ms: 37_500,
          },
          signUps: 12,
          funnel: { boards: 20, artworksFinished: 15, purchases: 4 },
        }),
        previous: figures({
          revenue: { subscriptionsCents: 0, canvasCents: 32_250, pngCents: 0, totalCents: 32_250 },
          orders: [{ kind: 'canvas', status: 'paid', count: 5 }],
          signUps: 10,
          funnel: { boards: 16, artworksFinished: 15, purchases: 2 },
        }),
      },
      '30d': {
        from: '2026-10-31T09:30:00.000Z',
        to: '2026-11-30T09:30:00.000Z',
        current: figures({
          revenue: { subscriptionsCents: 0, canvasCents: 50_000, pngCents: 0, totalCents: 50_000 },
        }),
        previous: figures(),
      },
    },
    now: { queued: 2, running: 1, queueDepth: 3, premiumActive: 42, premiumCancelling: 3 },
    daily: days,
    attention: {
      waitingCanvasOrders: {
        total: 2,
        late: 1,
        items: [
          {
            id: ORDER_ID,
            customerEmail: 'ada@example.com',
            amountCents: 10_900,
            paidAt: '2026-11-27T09:00:00.000Z',
            late: true,
          },
          {
            id: FRESH_ORDER_ID,
            customerEmail: 'grace@example.com',
            amountCents: 8_900,
            paidAt: '2026-11-30T09:00:00.000Z',
            late: false,
          },
        ],
      },
      failedArtworks: {
        total: 1,
        items: [
          {
            id: '7b7b7b7b-0000-4000-8000-000000000002',
            userEmail: 'grace@example.com',
            failureKind: 'timeout',
            finishedAt: '2026-11-30T08:00:00.000Z',
          },
        ],
      },
      stuckJobs: { total: 0, items: [] },
      failedMail: {
        total: 1,
        items: [
          {
            id: '9c9c9c9c-0000-4000-8000-000000000003',
            to: 'ada@example.com',
            subject: 'Your canvas has shipped',
            error: 'SMTP 550',
            createdAt: '2026-11-30T07:00:00.000Z',
          },
        ],
      },
      openProblemReports: {
        total: 1,
        items: [
          {
            id: '8d8d8d8d-0000-4000-8000-000000000004',
            orderId: REPORTED_ORDER_ID,
            reason: 'damaged',
            customerEmail: 'linus@example.com',
            createdAt: '2026-11-30T06:00:00.000Z',
          },
        ],
      },
      pendingReviews: { total: 2 },
    },
  };
}

function setup(path = '/admin', body: () => Response = () => json(answer())) {
  const fetch = stubFetch({ 'GET /api/admin/dashboard': body });
  return { fetch, ...renderAdmin(<AdminDashboardPage />, path), user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboardPage', () => {
  it('shows the 7-day figures, each beside the previous period, from one call', async () => {
    const { fetch } = setup();
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('$361.00')).toBeInTheDocument();
    expect(within(revenue).getByText('+12% vs previous 7 days ($322.50)')).toBeInTheDocument();
    expect(within(revenue).getByText('$327.00')).toBeInTheDocument();
    expect(within(revenue).getAllByText('new vs previous 7 days ($0.00)')).toHaveLength(2);

    const generations = region('Generations');
    expect(within(generations).getByText('50%')).toBeInTheDocument();
    expect(within(generations).getByText('15.0 s')).toBeInTheDocument();
    expect(within(generations).getByText(/p95 37\.5 s/)).toBeInTheDocument();
    expect(within(generations).getByText('2 queued · 1 running')).toBeInTheDocument();

    const customers = region('Customers');
    expect(within(customers).getByText('+20% vs previous 7 days (10)')).toBeInTheDocument();
    expect(within(customers).getByText('42')).toBeInTheDocument();
    expect(within(customers).getByText('3 cancelling at period end')).toBeInTheDocument();

    const funnel = region('Funnel');
    expect(within(funnel).getByText('+25% vs previous 7 days (16)')).toBeInTheDocument();
    expect(within(funnel).getByText('no change vs previous 7 days (15)')).toBeInTheDocument();
    expect(within(funnel).getByText('+100% vs previous 7 days (2)')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/admin/dashboard')).toHaveLength(1);
  });

  it('switches the period through the URL and shows that period’s figures', async () => {
    const { router, user, fetch } = setup();
    const group = await screen.findByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=today'));
    expect(within(group).getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const revenue = region('Revenue');
    expect(within(revenue).getByText('$34.00')).toBeInTheDocument();
    expect(
      within(revenue).getByText('+100% vs yesterday by this time ($17.00)'),
    ).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=30d'));
    expect(within(region('Revenue')).getAllByText('$500.00')).toHaveLength(2);
    expect(screen.getByText('No orders in this period.')).toBeInTheDocument();
    // Every period came with the first answer.
    expect(callsTo(fetch, 'GET', '/api/admin/dashboard')).toHaveLength(1);
  });

  it('opens on the period the URL names', async () => {
    setup('/admin?period=today');
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('$34.00')).toBeInTheDocument();
  });

  it('links each order status to the order list filtered by it', async () => {
    setup();
    const orders = await screen.findByRole('region', { name: 'Orders by status' });
    expect(within(orders).getByRole('link', { name: 'Canvas prints: Paid, 2' })).toHaveAttribute(
      'href',
      '/admin/orders?status=paid&kind=canvas',
    );
    expect(
      within(orders).getByRole('link', { name: 'Canvas prints: In production, 1' }),
    ).toHaveAttribute('href', '/admin/orders?status=in_production&kind=canvas');
    expect(
      within(orders).getByRole('link', { name: 'PNG downloads: Refunded, 1' }),
    ).toHaveAttribute('href', '/admin/orders?status=refunded&kind=png');
  });

  it('lists what needs attention, each order linked to its page', async () => {
    setup();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: 'Order 3f2a9c1d' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(attention).getByRole('link', { name: 'Artwork 7b7b7b7b' })).toHaveAttribute(
      'href',
      '/admin/generations',
    );
    expect(within(attention).getByText(/Timed out/)).toBeInTheDocument();
    expect(within(attention).getByText('Your canvas has shipped')).toBeInTheDocument();
    expect(within(attention).queryByText(/Stuck jobs/)).not.toBeInTheDocument();
    expect(within(attention).getByText('Reviews waiting for approval (2)')).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'Read and approve them' })).toHaveAttribute(
      'href',
      '/admin/reviews',
    );
  });

  it("lists the shoppers' open problem reports, each linked to its order", async () => {
    setup();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(
      within(attention).getByRole('heading', { name: 'Problems reported by shoppers (1)' }),
    ).toBeInTheDocument();
    const link = within(attention).getByRole('link', { name: 'Order 4a4a4a4a' });
    expect(link).toHaveAttribute('href', `/admin/orders/${REPORTED_ORDER_ID}`);
    expect(link.closest('li')).toHaveTextContent('Damaged · linus@example.com');
  });

  it('lists every paid canvas order waiting for production, the late ones marked', async () => {
    setup();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(
      within(attention).getByRole('heading', {
        name: 'Paid canvas orders waiting for production (2)',
      }),
    ).toBeInTheDocument();
    expect(within(attention).getByText('1 late: paid 48 h or more ago')).toBeInTheDocument();
    const late = within(attention).getByRole('link', { name: 'Order 3f2a9c1d' }).closest('li')!;
    const fresh = within(attention).getByRole('link', { name: 'Order 5e5e5e5e' }).closest('li')!;
    expect(fresh).toHaveTextContent('grace@example.com · $89.00');
    expect(within(late).getByText('Late: over 48 h')).toBeInTheDocument();
    expect(within(fresh).queryByText('Late: over 48 h')).not.toBeInTheDocument();
  });

  it('gives the chart a name and the same numbers as a table', async () => {
    setup();
    await screen.findByRole('region', { name: 'Last 30 days' });
    expect(
      screen.getByRole('figure', { name: 'Revenue and generations per day, last 30 days (UTC)' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Revenue and generations per day, last 30 days',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const last = within(table).getByRole('rowheader', { name: 'Nov 30' }).closest('tr')!;
    expect(within(last).getByText('$123.00')).toBeInTheDocument();
    expect(within(last).getByText('4')).toBeInTheDocument();
  });

  it('says when nothing needs attention and nothing was sold', async () => {
    const empty = answer();
    empty.attention = {
      waitingCanvasOrders: { total: 0, late: 0, items: [] },
      failedArtworks: { total: 0, items: [] },
      stuckJobs: { total: 0, items: [] },
      failedMail: { total: 0, items: [] },
      openProblemReports: { total: 0, items: [] },
      pendingReviews: { total: 0 },
    };
    empty.daily = days.map((d) => ({ ...d, revenueCents: 0, generations: 0 }));
    setup('/admin', () => json(empty));
    expect(await screen.findByText('Nothing needs attention right now.')).toBeInTheDocument();
    expect(screen.getByText('No sales or generations in the last 30 days.')).toBeInTheDocument();
  });

  it('shows the server’s reason when the figures cannot load, and retries', async () => {
    let fail = true;
    const { user } = setup('/admin', () =>
      fail
        ? json({ error: { code: 'INTERNAL', message: 'The database did not answer.' } }, 500)
        : json(answer()),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The database did not answer.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Revenue' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = setup();
    await screen.findByRole('region', { name: 'Revenue' });
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
