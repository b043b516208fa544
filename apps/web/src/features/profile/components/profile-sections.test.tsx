import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { authToken } from '@/lib/auth-token';
import { authHeader, json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { DATA_TOASTS } from './data-section';
import { PASSWORD_TOASTS } from './password-section';
import { ProfileSections } from './profile-sections';

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

type Routes = Parameters<typeof stubFetch>[0];

/** Signed in as `user`; the profile answer follows `current` so a save can change it. */
function renderAs(user: UserProfile, routes: Routes = {}) {
  let current = user;
  authToken.set('tok-1');
  const fetch = stubFetch({
    'GET /api/auth/profile': () => json(current),
    'PATCH /api/profile': ({ init }) => {
      current = { ...current, ...JSON.parse(String(init.body)) };
      return json(current);
    },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ProfileSections />
      <Toasts />
    </>,
    { path: '/profile' },
  );
  const calls = (key: string) =>
    fetch.mock.calls.filter(([url, init]) => {
      const [method, path] = key.split(' ');
      return (init?.method ?? 'GET') === method && String(url).split('?')[0] === path;
    });
  return { ...view, fetch, calls, user: userEvent.setup() };
}

const section = (name: string) => screen.findByRole('region', { name });

const demoSubscription = (overrides: Record<string, unknown> = {}) => ({
  plan: { id: 'premium', name: 'Premium', priceCents: 999, interval: 'month' },
  provider: 'demo',
  status: 'active',
  currentPeriodEnd: '2027-02-01T09:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});

beforeEach(() => {
  authToken.set(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfileSections', () => {
  it("shows the account, the plan and the allowance with the user's own figures", async () => {
    renderAs(
      profile({
        displayName: 'Ada Lovelace',
        email: 'ada@example.com',
        generationsUsed: 1,
        generationsLimit: 3,
        allowanceRenewsAt: '2026-12-01T00:00:00.000Z',
      }),
    );
    const account = await section('Account');
    expect(within(account).getByRole('textbox', { name: 'Display name' })).toHaveValue(
      'Ada Lovelace',
    );
    const email = within(account).getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(account).getByText('A')).toBeInTheDocument(); // avatar initial

    const plan = await section('Plan & allowance');
    expect(within(plan).getByText('Free')).toBeInTheDocument();
    expect(within(plan).queryByText('Pro')).not.toBeInTheDocument();
    expect(within(plan).getByText('Generations 1/3')).toBeInTheDocument();
    expect(within(plan).getByText('2 left')).toBeInTheDocument();
    expect(within(plan).getByText(/Renews on December 1, 2026/)).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(within(plan).queryByRole('link', { name: 'Manage subscription' })).toBeNull();

    expect(await section('Password')).toBeInTheDocument();
    const data = await section('Your data');
    expect(within(data).getByRole('button', { name: 'Export my data' })).toBeInTheDocument();
    expect(within(data).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('premium: one plan name (Premium, never "Premium Pro"), 100 generations and the subscription instead of Upgrade', async () => {
    renderAs(
      profile({
        isPremium: true,
        generationsUsed: 7,
        generationsLimit: 100,
        allowanceRenewsAt: '2027-01-15T10:00:00.000Z',
      }),
      { 'GET /api/subscription': () => json(demoSubscription()) },
    );
    const plan = await section('Plan & allowance');
    expect(within(plan).getByText('Premium')).toBeInTheDocument();
    expect(within(plan).queryByText('Pro')).toBeNull();
    expect(plan).not.toHaveTextContent(/Premium\s*Pro/);
    expect(within(plan).getByText('Generations 7/100')).toBeInTheDocument();
    expect(within(plan).getByText('93 left')).toBeInTheDocument();
    expect(within(plan).getByText(/Renews on January 15, 2027/)).toBeInTheDocument();
    const manage = within(plan).getByRole('region', { name: 'Manage subscription' });
    expect(await within(manage).findByText(/\$9\.99\/month/)).toBeInTheDocument();
    expect(within(manage).getByText(/Renews on February 1, 2027/)).toBeInTheDocument();
    expect(within(manage).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    // The demo has no billing portal.
    expect(within(manage).queryByRole('button', { name: 'Billing & invoices' })).toBeNull();
    expect(within(plan).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('premium: cancelling asks first, then posts the cancel and shows when Premium ends', async () => {
    let current = demoSubscription();
    const { user, calls } = renderAs(profile({ isPremium: true, generationsLimit: 100 }), {
      'GET /api/subscription': () => json(current),
      'POST /api/subscription/cancel': () => {
        current = { ...current, status: 'canceled', cancelAtPeriodEnd: true };
        return json(current);
      },
    });
    const manage = await screen.findByRole('region', { name: 'Manage subscription' });
    await user.click(await within(manage).findByRole('button', { name: 'Cancel subscription' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(
      within(dialog).getByText('Your Premium benefits stay until February 1, 2027.'),
    ).toBeInTheDocument();
    expect(calls('POST /api/subscription/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(calls('POST /api/subscription/cancel')).toHaveLength(1));
    expect(authHeader(calls('POST /api/subscription/cancel')[0]![1])).toBe('Bearer tok-1');
    expect(await screen.findByText(/^Subscription cancelled \|/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = screen.getByRole('region', { name: 'Manage subscription' });
    expect(within(after).getByText(/Ends on February 1, 2027/)).toBeInTheDocument();
    expect(within(after).queryByText(/Renews on February 1, 2027/)).toBeNull();
    expect(within(after).getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('premium: resuming a cancelled subscription posts the resume and shows the renewal again', async () => {
    let current = demoSubscription({ status: 'canceled', cancelAtPeriodEnd: true });
    const { user, calls } = renderAs(profile({ isPremium: true, generationsLimit: 100 }), {
      'GET /api/subscription': () => json(current),
      'POST /api/subscription/resume': () => {
        current = { ...current, status: 'active', cancelAtPeriodEnd: false };
        return json(current);
      },
    });
    const manage = await screen.findByRole('region', { name: 'Manage subscription' });
    expect(await within(manage).findByText(/Ends on February 1, 2027/)).toBeInTheDocument();
    await user.click(within(manage).getByRole('button', { name: 'Resume subscription' }));

    await waitFor(() => expect(calls('POST /api/subscription/resume')).toHaveLength(1));
    expect(await screen.findByText(/^Subscription resumed \|/)).toBeInTheDocument();
    expect(await within(manage).findByText(/Renews on February 1, 2027/)).toBeInTheDocument();
    expect(within(manage).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('premium given by the shop (comp): says so and offers no cancel, resume or billing', async () => {
    renderAs(profile({ isPremium: true, generationsLimit: 100 }), {
      'GET /api/subscription': () =>
        json(demoSubscription({ provider: 'comp', currentPeriodEnd: null })),
    });
    const manage = await screen.findByRole('region', { name: 'Manage subscription' });
    expect(await within(manage).findByText(/The shop gave you Premium/)).toBeVisible();
    expect(within(manage).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(within(manage).queryByRole('button', { name: 'Billing & invoices' })).toBeNull();
  });

  it("premium via Stripe: 'Billing & invoices' opens the billing portal the API answers", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user, calls } = renderAs(profile({ isPremium: true, generationsLimit: 100 }), {
      'GET /api/subscription': () => json(demoSubscription({ provider: 'stripe' })),
      'POST /api/subscription/portal': () =>
        json({ url: 'https://billing.stripe.com/p/session/test_1' }),
    });
    const manage = await screen.findByRole('region', { name: 'Manage subscription' });
    await user.click(await within(manage).findByRole('button', { name: 'Billing & invoices' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'),
    );
    expect(calls('POST /api/subscription/portal')).toHaveLength(1);
  });

  it('turns the artwork e-mails off and on again with PATCH /api/profile', async () => {
    const { user, calls } = renderAs(profile({ artworkMails: true }));
    const mails = await section('E-mails');
    const box = within(mails).getByRole('checkbox', { name: 'E-mail me when my artwork is ready' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(calls('PATCH /api/profile')).toHaveLength(1));
    expect(JSON.parse(String(calls('PATCH /api/profile')[0]![1]?.body))).toEqual({
      artworkMails: false,
    });
    expect(await screen.findByText(/Artwork e-mails off/)).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    await user.click(box);
    await waitFor(() => expect(calls('PATCH /api/profile')).toHaveLength(2));
    expect(JSON.parse(String(calls('PATCH /api/profile')[1]![1]?.body))).toEqual({
      artworkMails: true,
    });
    await waitFor(() => expect(box).toBeChecked());
  });

  it('saves a new display name with PATCH /api/profile and shows the refreshed profile', async () => {
    const { user, calls } = renderAs(profile({ displayName: 'Ada Lovelace' }));
    const account = await section('Account');
    const field = within(account).getByRole('textbox', { name: 'Display name' });
    await user.clear(field);
    await user.type(field, '  Ada King ');
    await user.click(within(account).getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(calls('PATCH /api/profile')).toHaveLength(1));
    const [, init] = calls('PATCH /api/profile')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Ada King' });
    expect(authHeader(init)).toBe('Bearer tok-1');
    expect(await screen.findByText(/Profile Updated/)).toBeInTheDocument();
    // The profile was read again, so the top bar and this page show the new name.
    await waitFor(() => expect(calls('GET /api/auth/profile').length).toBeGreaterThanOrEqual(2));
    expect(await within(await section('Account')).findByText('Ada King')).toBeInTheDocument();
  });

  it("the profile photo upload says what it takes, not the product form's 'Optimized for AI'", async () => {
    renderAs(profile());
    const photo = within(await section('Account')).getByRole('group', { name: 'Profile photo' });
    expect(photo).toHaveTextContent(
      'JPG, PNG or WebP, up to 10 MB. Large pictures are made smaller before upload.',
    );
    expect(photo).not.toHaveTextContent(/AI/);
  });

  it('password: the new one must be 6+ characters and match its confirmation; nothing is sent', async () => {
    const { user, calls } = renderAs(profile());
    const form = await section('Password');
    await user.type(within(form).getByLabelText('Current password'), 'old-pass');
    await user.type(within(form).getByLabelText('New password'), '12345');
    await user.type(within(form).getByLabelText('Confirm new password'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Password must be at least 6 characters'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'new-pass-1');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-pass-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText("Passwords don't match")).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm new password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('password: a wrong current password shows the message; a right one adopts the new session', async () => {
    let wrong = true;
    const { user, calls } = renderAs(profile(), {
      'POST /api/auth/change-password': () =>
        wrong
          ? json({ error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }, 400)
          : json({ token: 'tok-2', user: {} }, 200, { 'set-auth-token': 'tok-2' }),
    });
    const form = await section('Password');
    const fill = async (current: string) => {
      await user.clear(within(form).getByLabelText('Current password'));
      await user.type(within(form).getByLabelText('Current password'), current);
      await user.clear(within(form).getByLabelText('New password'));
      await user.type(within(form).getByLabelText('New password'), 'new-pass-1');
      await user.clear(within(form).getByLabelText('Confirm new password'));
      await user.type(within(form).getByLabelText('Confirm new password'), 'new-pass-1');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
    };
    await fill('not-it');
    expect(await within(form).findByText(AUTH_ERROR_MESSAGES.WRONG_PASSWORD)).toBeInTheDocument();
    expect(authToken.get()).toBe('tok-1');

    wrong = false;
    await fill('old-pass');
    expect(await screen.findByText(new RegExp(PASSWORD_TOASTS.changed.title))).toBeInTheDocument();
    const sent = calls('POST /api/auth/change-password');
    expect(JSON.parse(String(sent.at(-1)![1]?.body))).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'new-pass-1',
      revokeOtherSessions: true,
    });
    expect(authToken.get()).toBe('tok-2');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('export: downloads GET /api/account/export with my token as atelier-data-<date>.json', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let fail = false;
    const { user, calls } = renderAs(profile(), {
      'GET /api/account/export': () =>
        fail
          ? json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
          : json({ profile: { email: 'ada@example.com' } }),
    });
    const data = await section('Your data');
    await user.click(within(data).getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(new RegExp(DATA_TOASTS.exported.title))).toBeInTheDocument();
    const [, init] = calls('GET /api/account/export')[0]!;
    expect(authHeader(init)).toBe('Bearer tok-1');
    expect(saved).toEqual([expect.stringMatching(/^atelier-data-\d{4}-\d{2}-\d{2}\.json$/)]);

    fail = true;
    await user.click(within(data).getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(new RegExp(DATA_TOASTS.exportFailed.title))).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('delete: the button waits for DELETE to be typed, then deletes, signs out and goes home', async () => {
    const { user, calls, router } = renderAs(profile(), {
      'DELETE /api/account': () => new Response(null, { status: 204 }),
      'POST /api/auth/sign-out': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } }, 401),
    });
    const data = await section('Your data');
    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();
    expect(calls('DELETE /api/account')).toHaveLength(0);

    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, init] = calls('DELETE /api/account')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ confirm: 'DELETE' });
    expect(calls('POST /api/auth/sign-out').length).toBeGreaterThanOrEqual(1);
    expect(authToken.get()).toBeNull();
    expect(await screen.findByText(new RegExp(DATA_TOASTS.deleted.title))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
  });

  it('delete: a failure keeps the user signed in and says so', async () => {
    const { user, router } = renderAs(profile(), {
      'DELETE /api/account': () =>
        json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }, 500),
    });
    const data = await section('Your data');
    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(authToken.get()).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/profile');
  });
});
