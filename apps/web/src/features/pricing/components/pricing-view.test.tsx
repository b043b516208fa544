import type { Pricing } from '@atelier/shared/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { useDialogs } from '@/lib/dialogs';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { PricingView } from './pricing-view';

const PRICING: Pricing = {
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
      priceId: 'free',
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
      priceId: 'premium',
    },
  ],
  canvasSizes: [
    { id: 's', label: 'Small', widthInches: 12, heightInches: 16, priceCents: 4900 },
    { id: 'l', label: 'Large', widthInches: 24, heightInches: 36, priceCents: 12950 },
  ],
  pngDownload: { priceCents: 499, currency: 'usd' },
  shippingRates: [
    { destination: 'US', label: 'United States', priceCents: 999, minDays: 3, maxDays: 5 },
    { destination: 'GB', label: 'United Kingdom', priceCents: 1450, minDays: 5, maxDays: 8 },
    { destination: '*', label: 'Rest of the world', priceCents: 2499, minDays: 7, maxDays: 7 },
  ],
  productionDays: { minDays: 2, maxDays: 4 },
};

/**
 * Shows which shell dialog the page asked for (the dialogs themselves live in the layout), and
 * stands in for the sign-in dialog: signing in then closing it, as the real one does.
 */
function DialogState() {
  const { signIn, upgradeOpen, setSignInOpen } = useDialogs();
  const { signInWithEmail } = useAuth();
  return (
    <>
      <p data-testid="dialogs">
        {signIn.open ? 'sign-in' : ''}
        {upgradeOpen ? 'upgrade' : ''}
      </p>
      <button
        onClick={async () => {
          await signInWithEmail('ada@example.com', 'secret12');
          setSignInOpen(false);
        }}
      >
        Sign in as Ada
      </button>
      <button onClick={() => setSignInOpen(false)}>Dismiss sign-in</button>
    </>
  );
}

function renderPricing(routes: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({ 'GET /api/pricing': () => json(PRICING), ...routes });
  return renderWithApp(
    <>
      <PricingView />
      <DialogState />
    </>,
  );
}

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('PricingView', () => {
  it('shows Free and Premium at $9.99/month with the four Premium features', async () => {
    renderPricing();
    await screen.findByRole('heading', { name: 'Premium', level: 3 });
    expect(within(card('Free')).getByText('$0/month')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('$9.99/month')).toBeInTheDocument();
    const features = within(card('Premium')).getByRole('list', { name: 'Premium features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '100 AI generations per month',
      'Priority generation queue',
      'Advanced customization options',
      'Premium support',
    ]);
  });

  it('lists canvas sizes with inches and prices, and the PNG download price', async () => {
    renderPricing();
    const table = await screen.findByRole('table', { name: 'Canvas print sizes and prices' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Small', '12 × 16 in (30 × 41 cm)', '$49'],
      ['Large', '24 × 36 in (61 × 91 cm)', '$129.50'],
    ]);
    const png = screen.getByRole('region', { name: 'Full-resolution PNG download' });
    expect(within(png).getByText('$4.99')).toBeInTheDocument();
  });

  it("lists the shop's canvas shipping per destination with its days, from the server", async () => {
    renderPricing();
    const shipping = await screen.findByRole('region', { name: 'Shipping' });
    const table = within(shipping).getByRole('table', { name: 'Canvas shipping by destination' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Ships to', 'Delivery', 'Shipping'],
      ['United States', '3–5 business days in transit', '$9.99'],
      ['United Kingdom', '5–8 business days in transit', '$14.50'],
      ['Rest of the world', '7 business days in transit', '$24.99'],
    ]);
    expect(shipping).toHaveTextContent(
      'Each canvas is made to order in 2–4 business days, then shipped.',
    );
  });

  it('Premium asks a signed-out visitor to sign in, then opens the upgrade dialog', async () => {
    renderPricing({
      'POST /api/auth/sign-in/email': () =>
        json({ token: 't', user: {} }, 200, { 'set-auth-token': 't' }),
      'GET /api/auth/profile': () => json(profile()),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    expect(screen.getByTestId('dialogs')).toHaveTextContent('sign-in');
    expect(screen.getByTestId('dialogs')).not.toHaveTextContent('upgrade');

    await user.click(screen.getByRole('button', { name: 'Sign in as Ada' }));
    await waitFor(() => expect(screen.getByTestId('dialogs')).toHaveTextContent('upgrade'));
    expect(screen.getByTestId('dialogs')).not.toHaveTextContent('sign-in');
  });

  it('a visitor who closes the sign-in dialog is not shown the upgrade later', async () => {
    renderPricing({
      'POST /api/auth/sign-in/email': () =>
        json({ token: 't', user: {} }, 200, { 'set-auth-token': 't' }),
      'GET /api/auth/profile': () => json(profile()),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in as Ada' }));
    // Signed in now (the Free card turns into the current plan), but no upgrade dialog.
    expect(
      await within(card('Free')).findByRole('button', { name: 'Your current plan' }),
    ).toBeDisabled();
    expect(screen.getByTestId('dialogs')).toBeEmptyDOMElement();
  });

  it('Premium opens the upgrade dialog for a signed-in free user', async () => {
    authToken.set('tok');
    renderPricing({ 'GET /api/auth/profile': () => json(profile()) });
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Premium' });
    await userEvent.click(upgrade);
    expect(screen.getByTestId('dialogs')).toHaveTextContent('upgrade');
    expect(within(card('Free')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  });

  it('Premium says payments are not set up, disabled, when the shop takes no payment', async () => {
    authToken.set('tok');
    renderPricing({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/public/config': () => json({ googleEnabled: false, payments: 'off' }),
    });
    await screen.findByRole('heading', { name: 'Premium', level: 3 });
    const button = await within(card('Premium')).findByRole('button', {
      name: 'Payments not set up yet',
    });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.getByTestId('dialogs')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('a premium member sees Premium as the current plan', async () => {
    authToken.set('tok');
    renderPricing({ 'GET /api/auth/profile': () => json(profile({ isPremium: true })) });
    await waitFor(() =>
      expect(
        within(card('Premium')).getByRole('button', { name: 'Your current plan' }),
      ).toBeDisabled(),
    );
  });

  it('says so when prices cannot be loaded', async () => {
    stubFetch({ 'GET /api/pricing': () => json({ error: { message: 'x' } }, 500) });
    renderWithApp(<PricingView />);
    expect(
      await screen.findByText('We could not load our prices just now.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 10_000);
});
