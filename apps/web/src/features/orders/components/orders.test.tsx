import type { OrderSummary, OrderTracking as Tracking } from '@atelier/shared/schemas/generation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { OrderTracking } from './order-tracking';
import { OrdersList } from './orders-list';

const BOARD = '11111111-1111-4111-8111-111111111111';
const OLD = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NEW = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const order = (overrides: Partial<OrderSummary>): OrderSummary => ({
  id: OLD,
  kind: 'artwork',
  status: 'received',
  visionBoardId: BOARD,
  productId: '22222222-2222-4222-8222-222222222222',
  artworkId: null,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-18T10:00:00.000Z',
  productTitle: 'Divine Portrait',
  artworkTitle: null,
  productSlug: 'divine-portrait',
  thumbnailUrl: null,
  amountCents: null,
  currency: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  sizeLabel: null,
  wrap: null,
  subtotalCents: null,
  shippingCents: null,
  totalCents: null,
  ...overrides,
});

const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, 404);

beforeEach(() => authToken.set('tok-1'));
afterEach(() => authToken.set(null));

describe('OrdersList', () => {
  it('lists every order newest first with kind, status, title, date, thumbnail and link', async () => {
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/orders': () =>
        json([
          order({ id: OLD }),
          order({
            id: NEW,
            kind: 'canvas',
            status: 'in_production',
            productTitle: 'Vision Board',
            createdAt: '2026-11-20T10:00:00.000Z',
            thumbnailUrl: '/api/files/generated-artwork/x.webp?signature=s',
            amountCents: 8999,
            currency: 'usd',
            sizeLabel: '12×16 in',
            wrap: 'mirror',
          }),
        ]),
    });
    renderWithApp(<OrdersList />);

    const list = await screen.findByRole('list', { name: 'Orders' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/orders/${NEW}`, `/orders/${OLD}`]);
    expect(links[0]).toHaveAccessibleName(
      'Vision Board, Canvas print, 12×16 in · Mirror wrap, ordered Nov 20, 2026, $89.99',
    );
    // A canvas print names its size and edge.
    expect(within(links[0]!).getByText('12×16 in · Mirror wrap')).toBeVisible();
    expect(within(links[0]!).getByText('In production')).toBeInTheDocument();
    // A paid order shows what it cost; the artwork request (no payment) shows no amount.
    expect(within(links[0]!).getByText('$89.99')).toBeVisible();
    expect(within(links[1]!).queryByText(/\$/)).toBeNull();
    expect(within(links[0]!).getByRole('img', { name: 'Vision Board artwork' })).toHaveAttribute(
      'src',
      '/api/files/generated-artwork/x.webp?signature=s',
    );
    // Letterboxed, never cropped: a portrait's plaque at the bottom stays visible.
    expect(within(links[0]!).getByRole('img')).toHaveClass('object-contain');
    expect(within(links[0]!).getByRole('img')).not.toHaveClass('object-cover');
    expect(links[1]).toHaveAccessibleName('Divine Portrait, Artwork, ordered Nov 18, 2026');
    expect(within(links[1]!).getByText('Received')).toBeInTheDocument();
  });

  it("titles an order by the shopper's own title or name, the product beneath", async () => {
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/orders': () => json([order({ artworkTitle: 'Grandma Rose' })]),
    });
    renderWithApp(<OrdersList />);
    const row = await screen.findByRole('link', {
      name: 'Grandma Rose, Divine Portrait, Artwork, ordered Nov 18, 2026',
    });
    expect(within(row).getByText('Grandma Rose')).toBeVisible();
    expect(within(row).getByText('Divine Portrait')).toBeVisible();
  });

  it("shows 'No orders yet' with a link to the products", async () => {
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/orders': () => json([]),
    });
    renderWithApp(<OrdersList />);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/orders': () =>
        fail ? json({ error: { code: 'X', message: 'no' } }, 403) : json([order({})]),
    });
    renderWithApp(<OrdersList />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your orders.");
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Divine Portrait, Artwork/ })).toBeVisible();
  });
});

describe('OrderTracking', () => {
  const tracking = (overrides: Partial<OrderSummary> = {}): Tracking => ({
    order: order({ status: 'generating', ...overrides }),
    events: [
      { status: 'received', note: 'Order received', createdAt: '2026-11-18T10:00:00.000Z' },
      { status: 'generating', note: null, createdAt: '2026-11-18T10:01:00.000Z' },
    ],
  });

  it('shows the summary and the timeline in order, the current status highlighted', async () => {
    const fetch = stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/order-tracking': () => json(tracking()),
    });
    renderWithApp(<OrderTracking orderId={OLD} />);

    const timeline = await screen.findByRole('list', { name: 'Tracking timeline' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      `/api/order-tracking?orderId=${OLD}`,
    );
    // An artwork order is a request: received → generating → ready, nothing about payment.
    expect(screen.getByRole('heading', { name: 'Your artwork request' })).toBeInTheDocument();
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Received');
    expect(steps[0]).toHaveTextContent('Nov 18, 2026');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(steps[1]).toHaveTextContent('Generating');
    expect(steps[1]).toHaveTextContent('Current status');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Ready');
    expect(steps[2]).toHaveTextContent('Next');
    expect(document.body).not.toHaveTextContent(/payment|production|delivery|shipp/i);

    expect(screen.getByRole('heading', { name: 'Divine Portrait' })).toBeInTheDocument();
  });

  it("the order page is titled by the shopper's own name, with the product beneath", async () => {
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/order-tracking': () => json(tracking({ artworkTitle: 'Grandma Rose' })),
    });
    renderWithApp(<OrderTracking orderId={OLD} />);
    const summary = await screen.findByRole('region', { name: 'Grandma Rose' });
    expect(within(summary).getByText('Divine Portrait')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View artwork' })).toHaveAttribute(
      'href',
      `/artwork/${BOARD}`,
    );
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
  });

  it("answers 'Order not found' with a link back to /orders for a 404 and a malformed id", async () => {
    const fetch = stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/order-tracking': notFound,
    });
    const { unmount } = renderWithApp(<OrderTracking orderId={NEW} />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    unmount();

    fetch.mockClear();
    renderWithApp(<OrderTracking orderId="not-an-order" />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('order-tracking'))).toBe(false);
  });
});
