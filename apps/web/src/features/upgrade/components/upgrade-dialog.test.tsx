import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { useDialogs } from '@/lib/dialogs';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { UpgradeDialog } from './upgrade-dialog';

function Harness() {
  const { openUpgrade } = useDialogs();
  const { status } = useAuth();
  const { toasts } = useToast();
  return (
    <>
      <button onClick={openUpgrade} disabled={status !== 'signed-in'}>
        Open upgrade
      </button>
      <UpgradeDialog />
      <ul aria-label="toasts">
        {toasts.map((t) => (
          <li key={t.id}>
            {t.title} | {t.description}
          </li>
        ))}
      </ul>
    </>
  );
}

async function openAs(user = profile(), routes: Parameters<typeof stubFetch>[0] = {}) {
  authToken.set('tok');
  const fetch = stubFetch({ 'GET /api/auth/profile': () => json(user), ...routes });
  renderWithApp(<Harness />);
  const ui = userEvent.setup();
  const open = screen.getByRole('button', { name: 'Open upgrade' });
  await waitFor(() => expect(open).toBeEnabled());
  await ui.click(open);
  return { dialog: await screen.findByRole('dialog'), ui, fetch };
}

describe('UpgradeDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the Premium plan, its features and the usage', async () => {
    const { dialog } = await openAs(profile({ generationsUsed: 1, generationsLimit: 3 }));
    expect(within(dialog).getByRole('heading', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Unlock more generations and premium features'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('$9.99')).toBeInTheDocument();
    for (const feature of [
      '100 AI generations per month',
      'Priority generation queue',
      'Advanced customization options',
      'Premium support',
    ]) {
      expect(within(dialog).getByText(feature)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('1/3')).toBeInTheDocument();
    expect(within(dialog).queryByText("You've reached your monthly limit")).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  it('warns at the limit', async () => {
    const { dialog } = await openAs(profile({ generationsUsed: 3, generationsLimit: 3 }));
    expect(within(dialog).getByText("You've reached your monthly limit")).toBeInTheDocument();
  });

  it("posts {userId, priceId:'premium'} and redirects to the checkout URL", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { dialog, ui, fetch } = await openAs(profile({ id: 'u-42' }), {
      'POST /api/upgrade/checkout': () => json({ url: 'https://checkout.example/session' }),
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session'));
    const call = fetch.mock.calls.find(([url]) => url === '/api/upgrade/checkout');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ userId: 'u-42', priceId: 'premium' });
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('says payments are not set up and offers no upgrade when the shop takes no payment', async () => {
    const { dialog, ui, fetch } = await openAs(profile(), {
      'GET /api/public/config': () => json({ googleEnabled: false, payments: 'off' }),
    });
    const button = await within(dialog).findByRole('button', { name: 'Payments not set up yet' });
    expect(button).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Payments are not set up on this shop yet.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
    await ui.click(button);
    expect(fetch.mock.calls.some(([url]) => url === '/api/upgrade/checkout')).toBe(false);
  });

  it('keeps Upgrade Now for a shop with the demo checkout', async () => {
    const { dialog } = await openAs(profile(), {
      'GET /api/public/config': () => json({ googleEnabled: false, payments: 'demo' }),
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Upgrade Now' })).toBeEnabled(),
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a 503 from the checkout says payments are not set up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, ui } = await openAs(profile(), {
      'POST /api/upgrade/checkout': () =>
        json({ error: { code: 'PAYMENTS_NOT_CONFIGURED', message: 'x' } }, 503),
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'toasts', hidden: true })).toHaveTextContent(
        'Upgrade Failed | Payments are not set up on this shop yet.',
      ),
    );
  });

  it("a refused checkout raises the 'Upgrade Failed' toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, ui } = await openAs(profile(), {
      'POST /api/upgrade/checkout': () => json({ error: { code: 'BAD', message: 'no' } }, 400),
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() =>
      // hidden: the modal dialog aria-hides the rest of the page, our test list included.
      expect(screen.getByRole('list', { name: 'toasts', hidden: true })).toHaveTextContent(
        'Upgrade Failed | There was an error processing your upgrade. Please try again.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
  });
});
