import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, renderPage, seeded, V1, V2 } from '../pricing-page.fixture';

// A shipping rate's days in transit: shown in the table, edited in the rate's dialog with the
// shared schema's rules (whole days 0–60, the shortest not above the longest).

const openUsRate = async (user: ReturnType<typeof userEvent.setup>) => {
  const table = await screen.findByRole('table', { name: 'Shipping rates' });
  expect(within(table).getByText('3–5 business days')).toBeInTheDocument();
  expect(within(table).getByText('7–14 business days')).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Edit shipping to United States' }));
  return screen.findByRole('dialog', { name: 'Edit shipping to United States (US)' });
};

const retype = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, v: string) => {
  await user.clear(field);
  await user.type(field, v);
};

describe('AdminPricingPage: a shipping rate’s days in transit', () => {
  it('saves new days with the rate and its version, and the table shows them', async () => {
    const user = userEvent.setup();
    let saved = false;
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => {
        const answer = seeded();
        if (saved)
          answer.shippingRates[0] = { ...answer.shippingRates[0]!, minDays: 1, maxDays: 2 };
        return json(answer);
      },
      'PUT /api/admin/pricing/shipping-rates/s1': ({ init }) => {
        saved = true;
        return json({ ...seeded().shippingRates[0]!, ...bodyOf(init), updatedAt: V2 });
      },
    });
    renderPage();

    const dialog = await openUsRate(user);
    await retype(user, within(dialog).getByLabelText('Shortest delivery time'), '1');
    await retype(user, within(dialog).getByLabelText('Longest delivery time'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));

    expect(await screen.findByText('Shipping to United States (US) saved')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put![1]!)).toEqual({
      destination: 'US',
      label: 'Standard',
      priceCents: 0,
      minDays: 1,
      maxDays: 2,
      isActive: true,
      sortOrder: 0,
      updatedAt: V1,
    });
    const table = screen.getByRole('table', { name: 'Shipping rates' });
    expect(await within(table).findByText('1–2 business days')).toBeInTheDocument();
  });

  it('refuses a shortest time above the longest, a fraction and 61 days, sending nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ 'GET /api/admin/pricing': () => json(seeded()) });
    renderPage();

    const dialog = await openUsRate(user);
    const shortest = within(dialog).getByLabelText('Shortest delivery time');
    const longest = within(dialog).getByLabelText('Longest delivery time');
    await retype(user, shortest, '6');
    await retype(user, longest, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(longest).toHaveAttribute('aria-invalid', 'true'));
    expect(longest).toHaveAccessibleDescription(
      'Business days in transit. The shortest delivery time cannot be longer than the longest.',
    );

    await retype(user, shortest, '1.5');
    await retype(user, longest, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() =>
      expect(shortest).toHaveAccessibleDescription(
        'Business days in transit. Shortest delivery time is a whole number of days from 0 to 60.',
      ),
    );
    expect(longest).toHaveAccessibleDescription(
      'Business days in transit. Longest delivery time is a whole number of days from 0 to 60.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
