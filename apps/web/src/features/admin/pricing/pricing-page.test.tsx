import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, planForm, renderPage, seeded, V1, V2 } from './pricing-page.fixture';

describe('AdminPricingPage: plans and the PNG price', () => {
  it("shows grey rows while the prices load, the server's reason when they fail, and asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      'GET /api/admin/pricing': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'The database did not answer.' } }, 500)
          : json(seeded()),
      'GET /api/admin/test-run-prices': () => json({ openai: 4, replicate: 3, updatedAt: null }),
    });
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading prices' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database did not answer.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await planForm('Premium')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

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
});
