import type { OrderSummary, OrderTracking as Tracking } from '@atelier/shared/schemas/generation';
import type { PngPurchase } from '@atelier/shared/schemas/png-purchases';
import type { CanvasOrderDetail } from '@atelier/shared/schemas/prints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { authHeader, json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { freePlanPricing } from '@/test/pricing-fixture';
import { ToastList } from '@/test/toasts';
import { formatDateTime } from '../lib/labels';
import { OrderTracking } from './order-tracking';

const ID = '77777777-7777-4777-8777-777777777777';
const ART = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SESSION = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const TRACK = 'https://www.ups.com/track?tracknum=1Z999';

const tracking = (kind: OrderSummary['kind'], status: string): Tracking => ({
  order: {
    id: ID,
    kind,
    status,
    visionBoardId: null,
    productId: null,
    artworkId: ART,
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    productTitle: null,
    artworkTitle: 'Grandma Rose',
    productSlug: null,
    thumbnailUrl: null,
    amountCents: 6350,
    currency: 'usd',
    carrier: null,
    trackingNumber: null,
  } as OrderSummary,
  events: [],
});

const canvas = (overrides: Partial<CanvasOrderDetail> = {}): CanvasOrderDetail => ({
  id: ID,
  kind: 'canvas',
  proof: null,
  autoApproveAt: null,
  proofChange: null,
  status: 'shipped',
  artworkId: ART,
  visionBoardId: null,
  canvasSizeId: null,
  sizeLabel: '12 × 16 in',
  widthInches: 12,
  heightInches: 16,
  wrap: 'mirror',
  shippingAddress: {
    name: 'Ada Lovelace',
    line1: '1 Main St',
    city: 'Springfield',
    region: 'IL',
    postcode: '62701',
    country: 'US',
    email: 'ada@example.com',
    line2: undefined,
    phone: undefined,
  },
  subtotalCents: 5100,
  shippingCents: 1250,
  totalCents: 6350,
  currency: 'usd',
  carrier: 'UPS',
  trackingNumber: '1Z999',
  trackingUrl: TRACK,
  thumbnailUrl: null,
  artworkTitle: 'Grandma Rose',
  paidAt: '2026-11-18T10:05:00.000Z',
  expiresAt: null,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  events: [
    {
      status: 'pending_payment',
      note: null,
      actor: 'shopper',
      createdAt: '2026-11-18T10:00:00.000Z',
    },
    { status: 'paid', note: null, actor: 'system', createdAt: '2026-11-18T10:05:00.000Z' },
    { status: 'shipped', note: 'UPS 1Z999', actor: 'admin', createdAt: '2026-11-19T10:00:00.000Z' },
  ],
  shipments: [
    {
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: TRACK,
      shippedAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  cancellable: false,
  ...overrides,
});

const png = (overrides: Partial<PngPurchase> = {}): PngPurchase => ({
  id: ID,
  kind: 'png',
  status: 'paid',
  artworkId: ART,
  visionBoardId: null,
  amountCents: 499,
  currency: 'usd',
  artworkTitle: 'Grandma Rose',
  thumbnailUrl: null,
  downloadUrl: `/api/download-png/${ART}`,
  paidAt: '2026-11-18T10:05:00.000Z',
  createdAt: '2026-11-18T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => authToken.set('tok-1'));
afterEach(() => {
  authToken.set(null);
  vi.restoreAllMocks();
});

function renderOrder(routes: Parameters<typeof stubFetch>[0], path = `/orders/${ID}`) {
  const fetch = stubFetch({ 'GET /api/auth/profile': () => json(profile()), ...routes });
  const view = renderWithApp(
    <>
      <OrderTracking orderId={ID} />
      <ToastList />
    </>,
    { path },
  );
  return { ...view, fetch, ui: userEvent.setup() };
}

/** The timeline's steps as the shopper reads them: [text, is it the current one]. */
const timeline = () =>
  within(screen.getByRole('list', { name: 'Tracking timeline' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent, li.getAttribute('aria-current') === 'step']);

describe('/orders/{id} of a canvas print: its whole path', () => {
  const show = (order: CanvasOrderDetail) =>
    renderOrder({
      'GET /api/order-tracking': () => json(tracking('canvas', order.status)),
      [`GET /api/canvas/orders/${ID}`]: () => json(order),
      'GET /api/pricing': () => json(freePlanPricing([])),
    });

  it('a paid order shows the steps done with their time, the current one, and the ones to come', async () => {
    show(canvas({ status: 'paid', events: canvas().events.slice(0, 2), shipments: [] }));
    await screen.findByRole('list', { name: 'Tracking timeline' });
    const paidAt = formatDateTime('2026-11-18T10:05:00.000Z');
    await waitFor(() =>
      expect(timeline()).toEqual([
        [`Order placed${formatDateTime('2026-11-18T10:00:00.000Z')}We received your order.`, false],
        [
          `PaidCurrent status${paidAt}Payment received: we prepare your print file and proof.`,
          true,
        ],
        // Nothing is printed before the shopper approves the proof.
        ['Awaiting your approvalUpcomingWe send you a proof of the print to approve.', false],
        ['Proof approvedUpcomingProduction starts once you approve the proof.', false],
        ['In productionUpcomingWe print, stretch and check your canvas.', false],
        ['ShippedUpcomingWe send it with a tracking link.', false],
        [
          // Paid Wednesday 18 Nov: 2–4 production and 3–5 transit business days (the US rate).
          'DeliveredUpcomingIt arrives at your door.Expected to arrive between Wed, Nov 25 and Tue, Dec 1',
          false,
        ],
      ]),
    );
  });

  it('a shipped order: the skipped production step counts as done, delivery is next', async () => {
    show(canvas());
    await screen.findByRole('list', { name: 'Tracking timeline' });
    const rows = timeline();
    expect(rows.map(([, current]) => current)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(rows[5]![0]).toContain('ShippedCurrent status');
    expect(rows[5]![0]).toContain('UPS 1Z999');
    expect(rows[6]![0]).toMatch(/^DeliveredUpcoming/);
  });

  it('a cancelled order shows the steps it reached and ends there, with nothing upcoming', async () => {
    const events = [
      ...canvas().events.slice(0, 2),
      {
        status: 'cancelled',
        note: 'Cancelled at your request.',
        actor: 'shopper',
        createdAt: '2026-11-18T11:00:00.000Z',
      },
    ];
    show(canvas({ status: 'cancelled', events, shipments: [] }));
    await screen.findByRole('list', { name: 'Tracking timeline' });
    const rows = timeline();
    expect(
      rows.map(([text]) =>
        String(text).replace(/[A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2}\s(AM|PM)/, ''),
      ),
    ).toEqual([
      'Order placedWe received your order.',
      'PaidPayment received: we prepare your print file and proof.',
      'CancelledCurrent statusCancelled at your request.',
    ]);
    expect(rows[2]![1]).toBe(true);
    expect(screen.queryByText('Upcoming')).toBeNull();
  });

  it('a refunded order after shipping: reached steps, then Refunded as the end', async () => {
    const events = [
      ...canvas().events,
      { status: 'refunded', note: null, actor: 'admin', createdAt: '2026-11-20T10:00:00.000Z' },
    ];
    show(canvas({ status: 'refunded', events }));
    await screen.findByRole('list', { name: 'Tracking timeline' });
    expect(timeline().map(([text]) => String(text).split(/Nov|Current/)[0])).toEqual([
      'Order placed',
      'Paid',
      'Shipped',
      'Refunded',
    ]);
    expect(timeline()[3]![1]).toBe(true);
    expect(screen.queryByText('Upcoming')).toBeNull();
  });
});

describe('/orders/{id} of a canvas print', () => {
  it('shows size, wrap, prices, the address, the timeline and the carrier’s tracking link', async () => {
    renderOrder({
      'GET /api/order-tracking': () => json(tracking('canvas', 'shipped')),
      [`GET /api/canvas/orders/${ID}`]: () => json(canvas()),
    });
    const link = await screen.findByRole('link', { name: 'Track your parcel' });
    expect(link).toHaveAttribute('href', TRACK);
    expect(screen.getByText('12 × 16 in · Mirror wrap canvas')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Canvas print', 'Shipping', 'Total']);
    expect(values).toEqual(['$51.00', '$12.50', '$63.50']);
    expect(screen.getByText('Springfield, IL 62701')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Tracking timeline' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Awaiting your approval'),
      expect.stringContaining('Proof approved'),
      expect.stringContaining('In production'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Delivered'),
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('thanks the shopper after the checkout (?placed=1)', async () => {
    renderOrder(
      {
        'GET /api/order-tracking': () => json(tracking('canvas', 'paid')),
        [`GET /api/canvas/orders/${ID}`]: () =>
          json(canvas({ status: 'paid', shipments: [], carrier: null, trackingNumber: null })),
      },
      `/orders/${ID}?placed=1`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you — your order is placed.',
    );
    expect(screen.queryByRole('link', { name: /Track your parcel/ })).toBeNull();
  });

  it('an unpaid order offers Pay now (to its checkout) and Cancel order, asked first', async () => {
    let cancelled = false;
    const detail = () =>
      canvas({
        status: cancelled ? 'cancelled' : 'pending_payment',
        paidAt: null,
        shipments: [],
        carrier: null,
        trackingNumber: null,
        cancellable: !cancelled,
      });
    const { ui, fetch } = renderOrder({
      'GET /api/order-tracking': () => json(tracking('canvas', 'pending_payment')),
      [`GET /api/canvas/orders/${ID}`]: () => json(detail()),
      [`POST /api/canvas/orders/${ID}/cancel`]: () => {
        cancelled = true;
        return json(detail());
      },
      'POST /api/payment-intent': () => json({ url: `/checkout/demo/${SESSION}` }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Cancel order' }));
    await ui.click(await screen.findByRole('button', { name: 'Yes, cancel order' }));
    // The status badge and the timeline's last step.
    expect(await screen.findAllByText('Cancelled', { selector: 'span' })).toHaveLength(2);
    expect(screen.getByText(/Order cancelled \| Nothing was charged/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('Pay now opens the order’s checkout', async () => {
    const { ui, fetch, router } = renderOrder({
      'GET /api/order-tracking': () => json(tracking('canvas', 'pending_payment')),
      [`GET /api/canvas/orders/${ID}`]: () =>
        json(canvas({ status: 'pending_payment', paidAt: null, shipments: [], cancellable: true })),
      'POST /api/payment-intent': () => json({ url: `/checkout/demo/${SESSION}` }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/demo/${SESSION}`));
    const intent = fetch.mock.calls.find(([url]) => url === '/api/payment-intent');
    expect(JSON.parse(String(intent?.[1]?.body))).toEqual({ orderId: ID });
  });
});

describe('/orders/{id} of a PNG purchase', () => {
  it('downloads the PNG with the token under a readable name', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { ui, fetch } = renderOrder(
      {
        'GET /api/order-tracking': () => json(tracking('png', 'paid')),
        [`GET /api/png-purchase/${ID}`]: () => json(png()),
        [`GET /api/download-png/${ART}`]: () =>
          new Response(new Uint8Array([137, 80, 78, 71]), {
            headers: { 'content-type': 'image/png' },
          }),
      },
      `/orders/${ID}?placed=1`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your PNG is ready to download.');
    await ui.click(screen.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved).toEqual(['grandma-rose-aaaaaaaa.png']));
    const download = fetch.mock.calls.find(([url]) => url === `/api/download-png/${ART}`);
    expect(authHeader(download?.[1])).toBe('Bearer tok-1');
  });

  it('a failed download reaches the shopper as a toast', async () => {
    const { ui } = renderOrder({
      'GET /api/order-tracking': () => json(tracking('png', 'paid')),
      [`GET /api/png-purchase/${ID}`]: () => json(png()),
      [`GET /api/download-png/${ART}`]: () =>
        new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Download PNG' }));
    expect(
      await screen.findByText('Download Error | Download failed: 500 Internal Server Error'),
    ).toBeInTheDocument();
  });

  it('back from the checkout before the payment is confirmed: says so, and Check again reads it', async () => {
    let paid = false;
    const { ui } = renderOrder(
      {
        'GET /api/order-tracking': () => json(tracking('png', 'pending_payment')),
        [`GET /api/png-purchase/${ID}`]: () =>
          json(paid ? png() : png({ status: 'pending_payment', downloadUrl: null, paidAt: null })),
      },
      `/orders/${ID}?placed=1`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are confirming your payment, which can take a moment.',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    paid = true;
    await ui.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Download PNG' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your PNG is ready to download.');
  });

  it('an unpaid purchase has no download, only Pay now', async () => {
    renderOrder({
      'GET /api/order-tracking': () => json(tracking('png', 'pending_payment')),
      [`GET /api/png-purchase/${ID}`]: () =>
        json(png({ status: 'pending_payment', downloadUrl: null, paidAt: null })),
    });
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Download PNG' })).toBeNull();
  });
});

describe('/orders/{id}: the print proof to approve', () => {
  const BOARD = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const NEW_ART = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
  const proof = {
    front: '/media/proof-front.jpg',
    top: '/media/proof-top.jpg',
    right: '/media/proof-right.jpg',
    bottom: '/media/proof-bottom.jpg',
    left: '/media/proof-left.jpg',
  };
  const waiting = (overrides: Partial<CanvasOrderDetail> = {}) =>
    canvas({
      status: 'awaiting_approval',
      shipments: [],
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      cancellable: true,
      proof,
      autoApproveAt: '2026-11-21T10:10:00.000Z',
      ...overrides,
    });

  it('shows the front and the four edges, and Approve starts production', async () => {
    let status: CanvasOrderDetail['status'] = 'awaiting_approval';
    const { ui, fetch } = renderOrder({
      'GET /api/order-tracking': () => json(tracking('canvas', status)),
      [`GET /api/canvas/orders/${ID}`]: () => json(waiting({ status })),
      [`POST /api/orders/${ID}/approve`]: () => {
        status = 'approved';
        return json(waiting({ status }));
      },
    });
    const section = await screen.findByRole('region', { name: 'Your print proof: please approve' });
    expect(
      within(section)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'The top edge as it wraps around the frame',
      'The left edge as it wraps around the frame',
      'The front of your canvas as it will be printed',
      'The right edge as it wraps around the frame',
      'The bottom edge as it wraps around the frame',
    ]);
    expect(section).toHaveTextContent(
      `If we do not hear from you by ${formatDateTime('2026-11-21T10:10:00.000Z')}, we approve it for you.`,
    );
    await ui.click(within(section).getByRole('button', { name: 'Approve proof' }));
    expect(
      await screen.findByText('Proof approved | We are starting production of your canvas.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining(`/api/orders/${ID}/approve`),
      expect.objectContaining({ method: 'POST' }),
    );
    // Approved: the proof stays for reference, without the buttons.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your print proof' })).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: 'Approve proof' })).toBeNull();
  });

  it('"Ask for a change" needs a note, sends it, and says the new version is being made', async () => {
    let status: CanvasOrderDetail['status'] = 'awaiting_approval';
    let sent: unknown;
    const change = {
      artworkId: NEW_ART,
      visionBoardId: BOARD,
      status: 'queued',
      free: true,
    } as const;
    const { ui } = renderOrder({
      'GET /api/order-tracking': () => json(tracking('canvas', status)),
      [`GET /api/canvas/orders/${ID}`]: () =>
        json(waiting({ status, proofChange: status === 'changes_requested' ? change : null })),
      [`POST /api/orders/${ID}/request-change`]: ({ init }) => {
        sent = JSON.parse(String(init.body));
        status = 'changes_requested';
        return json(waiting({ status, proofChange: change }));
      },
    });
    const section = await screen.findByRole('region', { name: 'Your print proof: please approve' });
    await ui.click(within(section).getByRole('button', { name: 'Ask for a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a change' });
    await ui.click(within(dialog).getByRole('button', { name: 'Send change request' }));
    expect(within(dialog).getByText('Please tell us what you would like changed.')).toBeVisible();
    expect(sent).toBeUndefined();

    await ui.type(within(dialog).getByLabelText('What should we change?'), 'A brighter sky');
    await ui.click(within(dialog).getByRole('button', { name: 'Send change request' }));
    await waitFor(() => expect(sent).toEqual({ note: 'A brighter sky' }));
    expect(
      await screen.findByText('Change requested | We will send you a new proof to approve.'),
    ).toBeInTheDocument();
    const after = await screen.findByRole('region', { name: 'Your print proof' });
    await waitFor(() =>
      expect(after).toHaveTextContent(
        'We are making a new version of your artwork with your change (a free revision). Its proof follows for you to approve.',
      ),
    );
    expect(within(after).getByRole('link', { name: 'See the new version' })).toHaveAttribute(
      'href',
      `/artwork/${BOARD}/${NEW_ART}`,
    );
    expect(within(after).queryByRole('button', { name: 'Approve proof' })).toBeNull();
  });

  it.each([
    {
      allowance: { freeLeft: 1, freeRevisions: 2 },
      used: 0,
      says: 'This change is free: 1 of 2 free revisions left for this artwork.',
    },
    {
      allowance: { freeLeft: 0, freeRevisions: 2 },
      used: 1,
      says: 'The free revisions of this artwork are used: this change uses 1 generation.',
    },
    {
      allowance: { freeLeft: 0, freeRevisions: 2 },
      used: 3,
      says: 'The free revisions of this artwork are used and you have no generations left: we make your change by hand and send you a new proof.',
    },
  ])('the change dialog says what the change costs: $says', async ({ allowance, used, says }) => {
    const { ui } = renderOrder({
      'GET /api/auth/profile': () => json(profile({ generationsUsed: used, generationsLimit: 3 })),
      'GET /api/order-tracking': () => json(tracking('canvas', 'awaiting_approval')),
      [`GET /api/canvas/orders/${ID}`]: () => json(waiting()),
      [`GET /api/artwork/${ART}/revisions`]: () =>
        json({ rootId: ART, used: 2 - allowance.freeLeft, ...allowance }),
    });
    const section = await screen.findByRole('region', {
      name: 'Your print proof: please approve',
    });
    await ui.click(within(section).getByRole('button', { name: 'Ask for a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a change' });
    expect(await within(dialog).findByText(says)).toBeVisible();
  });
});
