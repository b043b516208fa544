import type { DemoOrderSession } from '@atelier/shared/schemas/prints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { ToastList } from '@/test/toasts';
import { DemoCheckout } from './demo-checkout';

const SESSION = '0b5d7c1e-1111-4222-8333-444455556666';
const ORDER = '77777777-7777-4777-8777-777777777777';

const session = (status: DemoOrderSession['status'] = 'open'): DemoOrderSession => ({
  id: SESSION,
  status,
  kind: 'order',
  order: {
    id: ORDER,
    kind: 'canvas',
    title: 'Canvas print 12 × 16 in · Mirror wrap',
    items: [
      {
        name: 'Canvas print',
        options: [
          { label: 'Artwork', value: 'Grandma Rose' },
          { label: 'Size', value: '12×16 (12 × 16 in)' },
          { label: 'Edge', value: 'Mirror wrap' },
        ],
        quantity: 1,
        amountCents: 5100,
        imageUrl: 'https://cdn.example/preview.jpg',
      },
    ],
    lines: [
      { label: 'Canvas print 12 × 16 in', amountCents: 5100 },
      { label: 'Shipping', amountCents: 1250 },
    ],
    totalCents: 6350,
    currency: 'usd',
    shippingAddress: {
      name: 'Ada Lovelace',
      line1: '1 Alamo Plaza',
      city: 'San Antonio',
      region: 'Texas',
      postcode: '78205',
      country: 'US',
      email: 'ada@example.com',
    },
  },
  returnUrl: `/orders/${ORDER}?placed=1`,
});

function renderCheckout(routes: Parameters<typeof stubFetch>[0]) {
  authToken.set('tok');
  const fetch = stubFetch({ 'GET /api/auth/profile': () => json(profile()), ...routes });
  const view = renderWithApp(
    <>
      <DemoCheckout sessionId={SESSION} />
      <ToastList />
    </>,
    { path: `/checkout/demo/${SESSION}` },
  );
  return { ...view, fetch, ui: userEvent.setup() };
}

afterEach(() => authToken.set(null));

describe('DemoCheckout of an order', () => {
  it('is labelled as a demo and lists the order’s lines and total', async () => {
    renderCheckout({ [`GET /api/payments/demo/${SESSION}`]: () => json(session()) });
    expect(await screen.findByText(/Demo checkout — no card is charged/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Canvas print 12 × 16 in · Mirror wrap' }),
    ).toBeInTheDocument();
    const summary = within(screen.getByRole('group', { name: 'Order summary' }));
    expect(summary.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Canvas print 12 × 16 in',
      'Shipping',
      'Total',
    ]);
    expect(summary.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '$51.00',
      '$12.50',
      '$63.50',
    ]);
    expect(screen.queryByText(/Premium/)).toBeNull();
  });

  it('shows what is bought as a real checkout does: picture, size, edge, quantity, address', async () => {
    renderCheckout({ [`GET /api/payments/demo/${SESSION}`]: () => json(session()) });
    const items = within(await screen.findByRole('list', { name: 'Items' }));
    const [item] = items.getAllByRole('listitem');
    expect(items.getByRole('img', { name: 'Canvas print preview' })).toHaveAttribute(
      'src',
      'https://cdn.example/preview.jpg',
    );
    expect(item).toHaveTextContent(
      'Canvas printArtwork:Grandma RoseSize:12×16 (12 × 16 in)Edge:Mirror wrapQty 1$51.00',
    );
    const shipTo = screen.getByRole('region', { name: 'Ships to' });
    expect(shipTo).toHaveTextContent('Ada Lovelace1 Alamo PlazaSan Antonio, TX 78205United States');
  });

  it('Pay completes the session and lands on the order page with ?placed=1', async () => {
    const { ui, fetch, router } = renderCheckout({
      [`GET /api/payments/demo/${SESSION}`]: () => json(session()),
      [`POST /api/payments/demo/${SESSION}/complete`]: () => json({ status: 'completed' }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Pay $63.50 (demo)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER}`));
    expect(router.state.location.search).toBe('?placed=1');
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url.toString().endsWith('/complete') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('a paid session links to its order instead of paying twice', async () => {
    renderCheckout({ [`GET /api/payments/demo/${SESSION}`]: () => json(session('completed')) });
    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      `/orders/${ORDER}`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
