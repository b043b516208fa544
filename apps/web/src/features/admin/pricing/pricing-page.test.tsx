import type { AdminPricing } from '@atelier/shared/schemas/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ConfirmProvider } from '@/features/admin/components/confirm-dialog';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { AdminPricingPage } from './pricing-page';

const V1 = '2026-11-20T10:00:00.000Z';
const V2 = '2026-11-24T02:00:00.000Z';

// GET /api/admin/pricing of the seeded shop.
const seeded = (): AdminPricing => ({
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'Try Atelier with a few creations every month.',
      priceCents: 0,
      currency: 'usd',
      interval: 'month',
      generationsPerMonth: 3,
      features: ['3 AI generations per month'],
      isActive: true,
      stripePriceId: null,
      updatedAt: V1,
    },
    {
      id: 'premium',
      name: 'Premium',
      description: 'Unlock more generations and premium features',
      priceCents: 999,
      currency: 'usd',
      interval: 'month',
      generationsPerMonth: 100,
      features: [
        '100 AI generations per month',
        'Priority generation queue',
        'Advanced customization options',
        'Premium support',
      ],
      isActive: true,
      stripePriceId: null,
      updatedAt: V1,
    },
  ],
  canvasSizes: [
    {
      id: 'c1',
      label: '8" × 10"',
      widthInches: 8,
      heightInches: 10,
      priceCents: 4900,
      isActive: true,
      sortOrder: 0,
      updatedAt: V1,
    },
    {
      id: 'c2',
      label: '12" × 16"',
      widthInches: 12,
      heightInches: 16,
      priceCents: 7900,
      isActive: true,
      sortOrder: 1,
      updatedAt: V1,
    },
  ],
  pngDownload: { priceCents: 499, currency: 'usd', updatedAt: V1 },
  shippingRates: [
    {
      id: 's1',
      destination: 'US',
      label: 'Standard',
      priceCents: 0,
      isActive: true,
      sortOrder: 0,
      updatedAt: V1,
    },
    {
      id: 's2',
      destination: '*',
      label: 'International',
      priceCents: 1500,
      isActive: true,
      sortOrder: 1,
      updatedAt: V1,
    },
  ],
  stripeConfigured: false,
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

function renderPage() {
  return renderWithApp(
    <ConfirmProvider>
      <AdminPricingPage />
      <Toaster />
    </ConfirmProvider>,
    { path: '/admin/pricing' },
  );
}

const planForm = (name: string) => screen.findByRole('form', { name: `${name} plan` });

describe('AdminPricingPage', () => {
  it('shows the seeded plans: Premium $9.99 a month with 100 generations, Free with 3', async () => {
    stubFetch({ 'GET /api/admin/pricing': () => json(seeded()) });
    renderPage();

    const premium = await planForm('Premium');
    expect(within(premium).getByLabelText('Price per month')).toHaveValue('9.99');
    expect(within(premium).getByLabelText('Generations per month')).toHaveValue(100);
    expect(within(premium).getByLabelText('Feature 1')).toHaveValue('100 AI generations per month');
    expect(within(premium).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(premium).getByText(/Stripe is not configured/)).toBeInTheDocument();

    const free = await planForm('Free');
    expect(within(free).getByLabelText('Generations per month')).toHaveValue(3);
    expect(within(free).queryByLabelText(/^Price/)).not.toBeInTheDocument();
    expect(within(free).getByText('$0')).toBeInTheDocument();

    const sizes = screen.getByRole('table', { name: 'Canvas sizes' });
    expect(within(sizes).getByText('12" × 16"')).toBeInTheDocument();
    expect(within(sizes).getByRole('switch', { name: 'Active: 12" × 16"' })).toBeChecked();
    expect(within(sizes).getByText('$79.00')).toBeInTheDocument();
    expect(screen.getByLabelText('PNG download price')).toHaveValue('4.99');
    const shipping = screen.getByRole('table', { name: 'Shipping rates' });
    expect(within(shipping).getByText('United States')).toBeInTheDocument();
    expect(within(shipping).getByText('Everywhere else')).toBeInTheDocument();
  });

  it('says a new price creates a new Stripe Price when Stripe is configured', async () => {
    const answer = seeded();
    answer.stripeConfigured = true;
    answer.plans[1]!.stripePriceId = 'price_123abc';
    stubFetch({ 'GET /api/admin/pricing': () => json(answer) });
    renderPage();

    const premium = await planForm('Premium');
    expect(within(premium).getByText('price_123abc')).toBeInTheDocument();
    expect(
      within(premium).getByText(
        'With Stripe configured, a new price creates a new Stripe Price; existing subscriptions keep theirs.',
      ),
    ).toBeInTheDocument();
  });

  it('sorts the canvas sizes by price, most expensive first on a second click', async () => {
    const user = userEvent.setup();
    const answer = seeded();
    answer.canvasSizes[0]!.priceCents = 9900; // 8" × 10" now costs more than 12" × 16"
    stubFetch({ 'GET /api/admin/pricing': () => json(answer) });
    renderPage();

    const sizes = await screen.findByRole('table', { name: 'Canvas sizes' });
    const labels = () =>
      within(sizes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(labels()).toEqual(['8" × 10"', '12" × 16"']);
    const priceHeader = within(sizes).getByRole('columnheader', { name: /Price/ });
    await user.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(labels()).toEqual(['12" × 16"', '8" × 10"']);
    await user.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(labels()).toEqual(['8" × 10"', '12" × 16"']);
  });

  it('saves a new Premium price as cents with the version it edits', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'PUT /api/admin/pricing/plans/premium': ({ init }) =>
        json({ ...seeded().plans[1], ...bodyOf(init), updatedAt: V2 }),
    });
    renderPage();

    const premium = await planForm('Premium');
    const price = within(premium).getByLabelText('Price per month');
    await user.clear(price);
    await user.type(price, '12.99');
    await user.click(within(premium).getByRole('button', { name: 'Save Premium' }));

    expect(await screen.findByText('Premium plan saved')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/pricing/plans/premium');
    expect(bodyOf(put![1]!)).toMatchObject({
      priceCents: 1299,
      generationsPerMonth: 100,
      updatedAt: V1,
      features: seeded().plans[1]!.features,
    });
  });

  it('sends the features in their new order after Move up and Remove', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'PUT /api/admin/pricing/plans/premium': ({ init }) =>
        json({ ...seeded().plans[1], ...bodyOf(init), updatedAt: V2 }),
    });
    renderPage();

    const premium = await planForm('Premium');
    await user.click(within(premium).getByRole('button', { name: 'Move feature 3 up' }));
    await user.click(within(premium).getByRole('button', { name: 'Remove feature 4' }));
    await user.click(within(premium).getByRole('button', { name: 'Save Premium' }));

    await screen.findByText('Premium plan saved');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put![1]!).features).toEqual([
      '100 AI generations per month',
      'Advanced customization options',
      'Priority generation queue',
    ]);
  });

  it('shows the stale-edit message and reloads the newer version on Reload', async () => {
    const user = userEvent.setup();
    let version = 1;
    stubFetch({
      'GET /api/admin/pricing': () => {
        const answer = seeded();
        if (version === 2)
          answer.plans[1] = { ...answer.plans[1]!, priceCents: 1499, updatedAt: V2 };
        return json(answer);
      },
      'PUT /api/admin/pricing/plans/premium': () => {
        version = 2;
        return json(
          {
            error: {
              code: 'STALE_EDIT',
              message:
                'Someone else changed this plan after you opened it. Reload to see their version, then make your change again.',
            },
          },
          409,
        );
      },
    });
    renderPage();

    const premium = await planForm('Premium');
    const price = within(premium).getByLabelText('Price per month');
    await user.clear(price);
    await user.type(price, '12.99');
    await user.click(within(premium).getByRole('button', { name: 'Save Premium' }));

    const alert = await within(premium).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this plan after you opened it.');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(premium).getByLabelText('Price per month')).toHaveValue('14.99'),
    );
  });

  it('asks before leaving with an unsaved Premium edit (every form on the page is guarded)', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/admin/pricing': () => json(seeded()) });
    const { router } = renderPage();

    const premium = await planForm('Premium');
    const price = within(premium).getByLabelText('Price per month');
    await user.clear(price);
    await user.type(price, '12.99');
    await act(() => router.navigate('/admin/products'));

    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.keyboard('{Escape}'); // stay
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/pricing');
    expect(within(premium).getByLabelText('Price per month')).toHaveValue('12.99');
  });

  it('still asks about the Premium edit while a canvas-size dialog is open', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/admin/pricing': () => json(seeded()) });
    const { router } = renderPage();

    const premium = await planForm('Premium');
    await user.type(within(premium).getByLabelText('Generations per month'), '0');
    await user.click(screen.getByRole('button', { name: 'Add canvas size' }));
    await screen.findByRole('dialog', { name: 'Add a canvas size' });
    await act(() => router.navigate('/admin/products'));

    expect(
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  it('adds a canvas size with POST', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'POST /api/admin/pricing/canvas-sizes': ({ init }) =>
        json({ id: 'c3', ...bodyOf(init), updatedAt: V2 }, 201),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add canvas size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a canvas size' });
    await user.type(within(dialog).getByLabelText('Label'), '16" × 20"');
    const width = within(dialog).getByLabelText('Width (in)');
    await user.clear(width);
    await user.type(width, '16');
    const height = within(dialog).getByLabelText('Height (in)');
    await user.clear(height);
    await user.type(height, '20');
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Add size' }));

    expect(await screen.findByText('16" × 20" added')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/pricing/canvas-sizes');
    expect(bodyOf(post![1]!)).toEqual({
      label: '16" × 20"',
      widthInches: 16,
      heightInches: 20,
      priceCents: 9900,
      isActive: true,
      sortOrder: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a negative price and a too-small width with their messages, sending nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ 'GET /api/admin/pricing': () => json(seeded()) });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add canvas size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a canvas size' });
    await user.type(within(dialog).getByLabelText('Label'), 'Tiny');
    const width = within(dialog).getByLabelText('Width (in)');
    await user.clear(width);
    await user.type(width, '2');
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add size' }));

    await waitFor(() => expect(width).toHaveAttribute('aria-invalid', 'true'));
    expect(width).toHaveAccessibleDescription('Width is at least 4 in.');
    expect(price).toHaveAccessibleDescription('Enter an amount in dollars, like 9.99.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('deletes a canvas size after the confirm dialog', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'DELETE /api/admin/pricing/canvas-sizes/c1': () => new Response(null, { status: 204 }),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete 8" × 10"' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the 8" × 10" canvas size?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete size' }));

    expect(await screen.findByText('8" × 10" deleted')).toBeInTheDocument();
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(del?.[0]).toBe(`/api/admin/pricing/canvas-sizes/c1?updatedAt=${encodeURIComponent(V1)}`);
  });

  it('switches a shipping rate off at once, and after a stale answer shows the newer row', async () => {
    const user = userEvent.setup();
    let stale = true;
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => {
        const answer = seeded();
        if (!stale)
          answer.shippingRates[0] = { ...answer.shippingRates[0]!, label: 'Ground', updatedAt: V2 };
        return json(answer);
      },
      'PUT /api/admin/pricing/shipping-rates/s1': ({ init }) => {
        if (stale) {
          stale = false;
          return json(
            {
              error: {
                code: 'STALE_EDIT',
                message:
                  'Someone else changed this shipping rate after you opened it. Reload to see their version, then make your change again.',
              },
            },
            409,
          );
        }
        return json({
          ...seeded().shippingRates[0]!,
          ...bodyOf(init),
          updatedAt: '2026-11-24T03:00:00.000Z',
        });
      },
    });
    renderPage();

    const toggle = await screen.findByRole('switch', { name: 'Active: shipping to United States' });
    await user.click(toggle);
    expect(await screen.findByText(/Someone else changed this shipping rate/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked()); // snapped back
    expect(await screen.findByText('Ground')).toBeInTheDocument(); // the newer row

    await user.click(toggle);
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2),
    );
    const put = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')[1]!;
    expect(bodyOf(put[1]!)).toEqual({
      destination: 'US',
      label: 'Ground',
      priceCents: 0,
      sortOrder: 0,
      isActive: false,
      updatedAt: V2,
    });
  });

  it('refuses the shipping destination "usa" with the schema message', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ 'GET /api/admin/pricing': () => json(seeded()) });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add shipping rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a shipping rate' });
    await user.type(within(dialog).getByLabelText('Destination'), 'usa');
    await user.type(within(dialog).getByLabelText('Label'), 'Express');
    await user.click(within(dialog).getByRole('button', { name: 'Add rate' }));

    const destination = within(dialog).getByLabelText('Destination');
    await waitFor(() => expect(destination).toHaveAttribute('aria-invalid', 'true'));
    expect(destination).toHaveAccessibleDescription(
      'A two-letter country code (US, GB, …), or * for everywhere else. Destination is a two-letter country code (US, GB, …) or * for everywhere else.',
    );
    await waitFor(() => expect(destination).toHaveFocus());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds a shipping rate for GB and names the country', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'POST /api/admin/pricing/shipping-rates': ({ init }) =>
        json({ id: 's3', ...bodyOf(init), updatedAt: V2 }, 201),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add shipping rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a shipping rate' });
    await user.type(within(dialog).getByLabelText('Destination'), 'GB');
    expect(within(dialog).getByText('Ships to: United Kingdom')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Label'), 'Royal Mail');
    const price = within(dialog).getByLabelText('Shipping price');
    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add rate' }));

    expect(await screen.findByText('Shipping to United Kingdom (GB) added')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post![1]!)).toEqual({
      destination: 'GB',
      label: 'Royal Mail',
      priceCents: 1250,
      isActive: true,
      sortOrder: 2,
    });
  });
});
