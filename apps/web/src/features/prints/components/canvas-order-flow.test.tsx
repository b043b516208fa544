import type { PrintOptions } from '@atelier/shared/schemas/print-options';
import type { CanvasOrder } from '@atelier/shared/schemas/prints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { freePlanPricing } from '@/test/pricing-fixture';
import { renderWithApp } from '@/test/render';
import { CanvasOrderFlow } from './canvas-order-flow';

const BOARD = '11111111-1111-4111-8111-111111111111';
const ART = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SMALL = '55555555-5555-4555-8555-555555555555';
const LARGE = '66666666-6666-4666-8666-666666666666';
const ORDER = '77777777-7777-4777-8777-777777777777';
const SESSION = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const TOO_LOW =
  'Your artwork has 2048 × 2048 pixels: at 24 × 36 in with the wrap it would print at 52 PPI.';

const options: PrintOptions = {
  artworkId: ART,
  method: 'lanczos',
  sourceWidth: 2048,
  sourceHeight: 2048,
  sizes: [
    {
      canvasSizeId: SMALL,
      label: '12 × 16 in',
      widthInches: 12,
      heightInches: 16,
      priceCents: 4900,
      printable: true,
      ppi: 160,
      reason: null,
    },
    {
      canvasSizeId: LARGE,
      label: '24 × 36 in',
      widthInches: 24,
      heightInches: 36,
      priceCents: 12900,
      printable: false,
      ppi: 52,
      reason: TOO_LOW,
    },
  ],
  largestPrintable: { canvasSizeId: SMALL, label: '12 × 16 in' },
  currency: 'usd',
};

const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'ada@example.com',
};

// The server's prices deliberately differ from the size list: the page must show these.
const order = (): CanvasOrder => ({
  id: ORDER,
  kind: 'canvas',
  status: 'pending_payment',
  artworkId: ART,
  visionBoardId: BOARD,
  canvasSizeId: SMALL,
  sizeLabel: '12 × 16 in',
  widthInches: 12,
  heightInches: 16,
  wrap: 'mirror',
  shippingAddress: { ...ADDRESS, line2: undefined, phone: undefined },
  subtotalCents: 5100,
  shippingCents: 1250,
  totalCents: 6350,
  currency: 'usd',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  thumbnailUrl: null,
  artworkTitle: null,
  paidAt: null,
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const routes = (overrides: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/auth/profile': () => json(profile()),
    [`GET /api/artworks/${ART}/print-options`]: () => json(options),
    [`GET /api/artworks/${ART}/mockup`]: () =>
      new Response(new Uint8Array([255, 216, 255]), { headers: { 'content-type': 'image/jpeg' } }),
    'GET /api/canvas-orders/address': () => json(null),
    'GET /api/pricing': () => json(freePlanPricing([])),
    'POST /api/canvas-orders': () => json(order(), 201),
    'POST /api/payment-intent': () => json({ url: `/checkout/demo/${SESSION}` }),
    ...overrides,
  });

beforeEach(() => {
  authToken.set('tok-1');
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:mockup-${++n}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  authToken.set(null);
  vi.useRealTimers();
});

function renderFlow() {
  const view = renderWithApp(<CanvasOrderFlow visionBoardId={BOARD} artworkId={ART} />, {
    path: `/artwork/${BOARD}/${ART}/canvas`,
  });
  return { ...view, ui: userEvent.setup() };
}

type Ui = ReturnType<typeof userEvent.setup>;

async function toAddress(ui: Ui) {
  await ui.click(await screen.findByRole('radio', { name: 'Mirror wrap' }));
  await ui.click(screen.getByRole('button', { name: 'Continue to shipping' }));
  return screen.findByRole('form', { name: 'Shipping address' });
}

async function fillAddress(ui: Ui, values: Partial<typeof ADDRESS> = {}) {
  const a = { ...ADDRESS, ...values };
  const type = async (label: string, value: string) => {
    const input = screen.getByLabelText(label);
    await ui.clear(input);
    if (value) await ui.type(input, value);
  };
  await type('Full name', a.name);
  await type('Address line 1', a.line1);
  await type('City', a.city);
  await ui.selectOptions(screen.getByLabelText('Country'), a.country);
  await type('State / region', a.region);
  await type(a.country === 'US' ? 'ZIP code' : 'Postcode', a.postcode);
  await type('E-mail', a.email);
}

describe('CanvasOrderFlow', () => {
  it('shows every size with its price and badge; a size below 150 PPI is disabled with its reason', async () => {
    routes();
    const { ui } = renderFlow();
    const small = await screen.findByRole('radio', { name: '12 × 16 in $49.00' });
    expect(small).toBeChecked();
    expect(small).toHaveAccessibleDescription('Print-ready · 150+ PPI');
    const large = screen.getByRole('radio', { name: '24 × 36 in $129.00' });
    expect(large).toBeDisabled();
    expect(large).toHaveAccessibleDescription(`${TOO_LOW} Largest size that works: 12 × 16 in`);
    // The shipping shows beside the sizes (the shop's US rate: no saved address yet), and every
    // destination's rate and days are listed under them.
    const row = small.closest('label')!;
    expect(row).toHaveTextContent('+ $9.99 shipping to United States');
    await ui.click(screen.getByText('Shipping rates and delivery times'));
    expect(screen.getByText('Rest of the world').nextSibling).toHaveTextContent(
      '$24.99 · 7–14 business days',
    );
    expect(screen.getByRole('list', { name: 'Order steps' })).toHaveTextContent(
      '1Size & wrap2Shipping address3Review & pay',
    );
    for (const wrap of ['Image wrap', 'Mirror wrap', 'White edge', 'Black edge']) {
      expect(screen.getByRole('radio', { name: wrap })).toBeInTheDocument();
    }
    await ui.click(screen.getByRole('radio', { name: 'Black edge' }));
    const mockup = await screen.findByRole('img', {
      name: 'Your artwork as a 12 × 16 in canvas with black edge, on a wall',
    });
    await waitFor(() => expect(mockup).toHaveAttribute('src', 'blob:mockup-2'));
    // The first picture's object URL is released once it is replaced.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:mockup-1');
  });

  it('checks the address per country on blur and submit, with messages under the fields', async () => {
    routes();
    const { ui } = renderFlow();
    const form = await toAddress(ui);
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    // Without a saved address: the account's name and e-mail, shipped to the US.
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');

    // A US address asks for a ZIP code, not a postcode.
    expect(screen.queryByLabelText('Postcode')).not.toBeInTheDocument();
    const postcode = screen.getByLabelText('ZIP code');
    await ui.type(postcode, '1234');
    await ui.tab();
    await waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(
        '“1234” is not a valid ZIP code for United States.',
      ),
    );
    expect(postcode).toHaveAttribute('aria-invalid', 'true');

    await ui.click(within(form).getByRole('button', { name: 'Continue to review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('State / region')).toHaveAccessibleDescription(
        'State / region is required for United States.',
      ),
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required.');

    // A UK postcode is checked as one and called one, and Britain needs no state.
    await fillAddress(ui, { country: 'GB', region: '', postcode: '62701' });
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
    await ui.click(within(form).getByRole('button', { name: 'Continue to review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
        '“62701” is not a valid postcode for United Kingdom.',
      ),
    );
    expect(screen.getByLabelText('State / region')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('places the order with an Idempotency-Key and shows the server’s prices, then pays', async () => {
    // Monday 23 November 2026: production 2–4 and US transit 3–5 business days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10));
    const fetch = routes();
    const { ui, router } = renderFlow();
    await toAddress(ui);
    await fillAddress(ui);
    await ui.click(screen.getByRole('button', { name: 'Continue to review' }));

    await screen.findByRole('button', { name: 'Pay $63.50' });
    const definitions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(definitions).toEqual(
      expect.arrayContaining(['12 × 16 in · Mirror wrap', '$51.00', '$12.50', '$63.50']),
    );
    expect(screen.getByText('Springfield, IL 62701')).toBeInTheDocument();
    // The delivery estimate, before paying.
    expect(await screen.findByRole('group', { name: 'Delivery estimate' })).toHaveTextContent(
      'Arrives between Mon, Nov 30 and Fri, Dec 4' +
        'Made to order in 2–4 business days, then 3–5 business days in transit to United States.',
    );

    const post = fetch.mock.calls.find(
      ([url, init]) => url === '/api/canvas-orders' && init?.method === 'POST',
    );
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      artworkId: ART,
      canvasSizeId: SMALL,
      wrap: 'mirror',
      shippingAddress: { ...ADDRESS, line2: undefined, phone: undefined },
    });

    await ui.click(screen.getByRole('button', { name: 'Pay $63.50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/demo/${SESSION}`));
    const intent = fetch.mock.calls.find(([url]) => url === '/api/payment-intent');
    expect(JSON.parse(String(intent?.[1]?.body))).toEqual({ orderId: ORDER });
  });

  it('says in words when the server refuses, and a retry sends the same key', async () => {
    let calls = 0;
    const fetch = routes({
      'POST /api/canvas-orders': () =>
        ++calls === 1
          ? json(
              {
                error: {
                  code: 'NOT_SHIPPED_THERE',
                  message: 'We do not ship canvas prints to this country yet.',
                },
              },
              422,
            )
          : json(order(), 201),
    });
    const { ui } = renderFlow();
    await toAddress(ui);
    await fillAddress(ui);
    await ui.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We do not ship canvas prints to this country yet.',
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $63.50' })).toBeEnabled();
    const keys = fetch.mock.calls
      .filter(([url]) => url === '/api/canvas-orders')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reviewing the same order again keeps its key; a change makes a new one', async () => {
    const fetch = routes();
    const { ui } = renderFlow();
    await toAddress(ui);
    await fillAddress(ui);
    const review = async () => {
      await ui.click(screen.getByRole('button', { name: 'Continue to review' }));
      await screen.findByRole('button', { name: 'Pay $63.50' });
    };
    await review();
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    await review();
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    await ui.type(screen.getByLabelText('Address line 1'), ', Apt 2');
    await review();
    const keys = fetch.mock.calls
      .filter(([url]) => url === '/api/canvas-orders')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys.at(-1)).not.toBe(keys[0]);
  });

  it('Back keeps the choices and the typed address; the saved address prefills the form', async () => {
    routes({
      'GET /api/canvas-orders/address': () =>
        json({ ...ADDRESS, name: 'Ada Byron', country: 'CA', region: 'ON', postcode: 'K1A 0B1' }),
    });
    const { ui } = renderFlow();
    await toAddress(ui);
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Byron');
    expect(screen.getByLabelText('Country')).toHaveValue('CA');
    // The sizes showed the shipping to that saved address's country.
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findAllByText('+ $24.99 shipping to Canada')).toHaveLength(2);
    await ui.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await ui.clear(screen.getByLabelText('City'));
    await ui.type(screen.getByLabelText('City'), 'Ottawa');
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Mirror wrap' })).toBeChecked();
    await ui.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByLabelText('City')).toHaveValue('Ottawa');
  });

  it('explains why an unfinished artwork cannot be printed', async () => {
    routes({
      [`GET /api/artworks/${ART}/print-options`]: () =>
        json(
          {
            error: {
              code: 'ARTWORK_NOT_READY',
              message:
                'This artwork is not finished yet. Prints and downloads open once it is ready.',
            },
          },
          409,
        ),
    });
    renderFlow();
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(
      'This artwork is not finished yet.',
    );
  });
});
