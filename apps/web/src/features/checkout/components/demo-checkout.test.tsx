import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { DemoCheckout } from './demo-checkout';

const SESSION = '0b5d7c1e-1111-4222-8333-444455556666';
const session = (status = 'open') => ({
  id: SESSION,
  status,
  plan: {
    id: 'premium',
    name: 'Premium',
    priceCents: 999,
    currency: 'usd',
    interval: 'month',
    generationsPerMonth: 100,
    features: ['100 AI generations per month', 'Priority generation queue'],
  },
});

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id}>
          {t.title} | {t.description}
        </li>
      ))}
    </ul>
  );
}

function renderCheckout(routes: Parameters<typeof stubFetch>[0]) {
  authToken.set('tok');
  const fetch = stubFetch(routes);
  const view = renderWithApp(
    <>
      <DemoCheckout sessionId={SESSION} />
      <Toasts />
    </>,
    { path: `/checkout/demo/${SESSION}` },
  );
  return { ...view, fetch, ui: userEvent.setup() };
}

describe('DemoCheckout', () => {
  it('is labelled as a demo and shows the plan at $9.99/month', async () => {
    renderCheckout({
      'GET /api/auth/profile': () => json(profile()),
      [`GET /api/payments/demo/${SESSION}`]: () => json(session()),
    });
    expect(await screen.findByText(/Demo checkout — no card is charged/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium Plan' })).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('/month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $9.99 (demo)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/pricing');
  });

  it('pays, re-reads the profile and lands on /profile?upgraded=1 with a toast', async () => {
    let premium = false;
    const { ui, fetch, router } = renderCheckout({
      'GET /api/auth/profile': () =>
        json(
          profile(premium ? { isPremium: true, generationsLimit: 100, generationsUsed: 0 } : {}),
        ),
      [`GET /api/payments/demo/${SESSION}`]: () => json(session()),
      [`POST /api/payments/demo/${SESSION}/complete`]: () => {
        premium = true;
        return json({
          status: 'completed',
          isPremium: true,
          generationsUsed: 0,
          generationsLimit: 100,
        });
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Pay $9.99 (demo)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?upgraded=1');
    expect(screen.getByText(/Welcome to Premium/)).toBeInTheDocument();
    const profileReads = fetch.mock.calls.filter(([url]) => url === '/api/auth/profile');
    expect(profileReads.length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Upgrade Failed' when the payment is refused and stays on the page", async () => {
    const { ui, router } = renderCheckout({
      'GET /api/auth/profile': () => json(profile()),
      [`GET /api/payments/demo/${SESSION}`]: () => json(session()),
      [`POST /api/payments/demo/${SESSION}/complete`]: () =>
        json({ error: { code: 'SESSION_EXPIRED', message: 'expired' } }, 409),
    });
    await ui.click(await screen.findByRole('button', { name: 'Pay $9.99 (demo)' }));
    expect(
      await screen.findByText(
        'Upgrade Failed | There was an error processing your upgrade. Please try again.',
        {},
        // A 409 is retried once (after a second) before the mutation fails.
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/demo/${SESSION}`);
  });

  it('says so when the checkout is not found', async () => {
    renderCheckout({
      'GET /api/auth/profile': () => json(profile()),
      [`GET /api/payments/demo/${SESSION}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'Checkout session not found' } }, 404),
    });
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });
});
