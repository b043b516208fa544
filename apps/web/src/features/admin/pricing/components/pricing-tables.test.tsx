import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, renderPage, seeded, V1, V2 } from '../pricing-page.fixture';

describe('AdminPricingPage: canvas sizes and shipping rates', () => {
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
    expect(price).toHaveAccessibleDescription('Price cannot be negative.');
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
      minDays: 3,
      maxDays: 5,
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
      minDays: 3,
      maxDays: 7,
      isActive: true,
      sortOrder: 2,
    });
  });
});
