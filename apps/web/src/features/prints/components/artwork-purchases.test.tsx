import type { PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { authHeader, json, profile, stubFetch } from '@/test/fetch';
import { freePlanPricing } from '@/test/pricing-fixture';
import { renderWithApp } from '@/test/render';
import { ToastList, toasts } from '@/test/toasts';
import { ArtworkPurchases } from './artwork-purchases';

const BOARD = '11111111-1111-4111-8111-111111111111';
const ART = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const PURCHASE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const SESSION = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const purchase = (overrides: Partial<PngPurchase> = {}): PngPurchase => ({
  id: PURCHASE,
  kind: 'png',
  status: 'paid',
  artworkId: ART,
  visionBoardId: BOARD,
  amountCents: 499,
  currency: 'usd',
  artworkTitle: "Grandma's Garden",
  thumbnailUrl: null,
  downloadUrl: `/api/download-png/${ART}`,
  paidAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:59:00.000Z',
  ...overrides,
});

const base = {
  'GET /api/auth/profile': () => json(profile()),
  'GET /api/pricing': () => json(freePlanPricing([])),
};

let saved: { download: string }[];

beforeEach(() => {
  authToken.set('tok-1');
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push({ download: this.download });
  });
});
afterEach(() => {
  authToken.set(null);
  vi.restoreAllMocks();
});

function renderPurchases() {
  const view = renderWithApp(
    <>
      <ArtworkPurchases visionBoardId={BOARD} artworkId={ART} title="Grandma's Garden" />
      <ToastList />
    </>,
    { path: `/artwork/${BOARD}/${ART}` },
  );
  return { ...view, ui: userEvent.setup() };
}

describe('ArtworkPurchases', () => {
  it('links to the canvas order page and offers the PNG at the server price', async () => {
    stubFetch({ ...base, 'GET /api/png-purchases/user': () => json([]) });
    renderPurchases();
    expect(
      await screen.findByRole('button', { name: 'Buy full-resolution PNG — $4.99' }),
    ).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Order canvas print' })).toHaveAttribute(
      'href',
      `/artwork/${BOARD}/${ART}/canvas`,
    );
    expect(screen.queryByRole('button', { name: 'Download PNG' })).toBeNull();
  });

  it('buying starts the purchase and goes to its checkout', async () => {
    const fetch = stubFetch({
      ...base,
      'GET /api/png-purchases/user': () => json([]),
      'POST /api/png-purchases': () =>
        json({ id: PURCHASE, status: 'pending_payment', url: `/checkout/demo/${SESSION}` }, 201),
    });
    const { ui, router } = renderPurchases();
    await ui.click(await screen.findByRole('button', { name: /Buy full-resolution PNG/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/demo/${SESSION}`));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ artworkId: ART });
  });

  it('an artwork bought before (url null) turns the button into Download PNG', async () => {
    let bought = false;
    stubFetch({
      ...base,
      'GET /api/png-purchases/user': () => json(bought ? [purchase()] : []),
      'POST /api/png-purchases': () => {
        bought = true;
        return json({ id: PURCHASE, status: 'paid', url: null });
      },
    });
    const { ui, router } = renderPurchases();
    await ui.click(await screen.findByRole('button', { name: /Buy full-resolution PNG/ }));
    expect(await screen.findByRole('button', { name: 'Download PNG' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/artwork/${BOARD}/${ART}`);
  });

  it('a paid purchase downloads with the token under a readable name', async () => {
    const fetch = stubFetch({
      ...base,
      'GET /api/png-purchases/user': () => json([purchase()]),
      [`GET /api/download-png/${ART}`]: () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        }),
    });
    const { ui } = renderPurchases();
    await ui.click(await screen.findByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'grandma-s-garden-aaaaaaaa.png' }]));
    const download = fetch.mock.calls.find(([url]) => url === `/api/download-png/${ART}`);
    expect(authHeader(download?.[1])).toBe('Bearer tok-1');
  });

  it('shows a purchase waiting for payment as not bought yet', async () => {
    stubFetch({
      ...base,
      'GET /api/png-purchases/user': () =>
        json([purchase({ status: 'pending_payment', downloadUrl: null, paidAt: null })]),
    });
    renderPurchases();
    expect(await screen.findByRole('button', { name: /Buy full-resolution PNG/ })).toBeEnabled();
  });

  it.each([
    [
      'the server refuses',
      `/api/download-png/${ART}`,
      'tok-1',
      'Download Error | Download failed: 402 Payment Required',
    ],
    [
      'there is no session',
      `/api/download-png/${ART}`,
      null,
      'Download Error | Authentication token required for internal API downloads',
    ],
    [
      'the address is not one',
      'ftp://example.com/x.png',
      'tok-1',
      'Download Error | Invalid download URL format',
    ],
  ])('tells the shopper in a toast when %s', async (_, downloadUrl, token, message) => {
    authToken.set(token);
    stubFetch({
      ...base,
      'GET /api/auth/get-session': () => json(null),
      'GET /api/png-purchases/user': () => json([purchase({ downloadUrl })]),
      [`GET /api/download-png/${ART}`]: () =>
        new Response('{}', { status: 402, statusText: 'Payment Required' }),
    });
    const { ui } = renderPurchases();
    await ui.click(await screen.findByRole('button', { name: 'Download PNG' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toasts()).toHaveTextContent(message);
    expect(saved).toEqual([]);
  });
});
