import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import type { SignInTab } from '@/lib/dialogs';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { AuthPanel, GOOGLE_OFF_NOTE } from './auth-panel';
import { RESET_SENT } from './forgot-password-form';

/** The panel plus a plain list of raised toast titles and descriptions. */
function Harness({ onSuccess }: { onSuccess?: () => void }) {
  const [tab, setTab] = useState<SignInTab>('sign-in');
  const { toasts } = useToast();
  return (
    <>
      <AuthPanel tab={tab} onTabChange={setTab} onSuccess={onSuccess} />
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

const baseRoutes = { 'GET /api/public/config': () => json({ googleEnabled: false }) };

describe('sign-in and create-account forms', () => {
  it('show SPEC §5 messages for an invalid email and a short password', async () => {
    const fetch = stubFetch(baseRoutes);
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/sign-in/'))).toBe(false);
  });

  it('reports "Passwords don\'t match" on the confirm field', async () => {
    stubFetch(baseRoutes);
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirm = screen.getByLabelText('Confirm Password');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('the toggle shows and hides the password', async () => {
    stubFetch(baseRoutes);
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message inline and in a 'Sign In Failed' toast", async () => {
    stubFetch({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': () =>
        json(
          { error: { code: 'WRONG_PASSWORD', message: 'Incorrect password. Please try again.' } },
          401,
        ),
    });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect password. Please try again.',
    );
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent(
      'Sign In Failed | Incorrect password. Please try again.',
    );
  });

  it("shows SPEC §8's 'This account has been disabled.' for a disabled account (BANNED_USER)", async () => {
    stubFetch({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': () =>
        json({ error: { code: 'BANNED_USER', message: 'You have been banned.' } }, 403),
    });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled.');
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent(
      'Sign In Failed | This account has been disabled.',
    );
  });

  it("signs in, toasts 'Welcome back!' and reports success", async () => {
    stubFetch({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': () =>
        json({ token: 't', user: {} }, 200, { 'set-auth-token': 't' }),
      'GET /api/auth/profile': () => json(profile()),
    });
    const onSuccess = vi.fn();
    renderWithApp(<Harness onSuccess={onSuccess} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('Welcome back!');
    expect(authToken.get()).toBe('t');
  });

  it("creates an account and toasts 'Account Created!'", async () => {
    const fetch = stubFetch({
      ...baseRoutes,
      'POST /api/auth/sign-up/email': () =>
        json({ token: 't', user: {} }, 200, { 'set-auth-token': 't' }),
      'GET /api/auth/profile': () => json(profile()),
    });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('Account Created!'),
    );
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/sign-up/email');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret12',
    });
  });

  it('Google, when the shop has it off, is disabled and says why beside it', async () => {
    stubFetch(baseRoutes);
    renderWithApp(<Harness />);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeDisabled());
    expect(google).toHaveAccessibleDescription(GOOGLE_OFF_NOTE);
  });

  it('Google, when the shop has it on, is offered with no note', async () => {
    const fetch = stubFetch({ 'GET /api/public/config': () => json({ googleEnabled: true }) });
    renderWithApp(<Harness />);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/public/config')).toBe(true),
    );
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google).toBeEnabled();
    expect(screen.queryByText(GOOGLE_OFF_NOTE)).toBeNull();
  });

  it('Forgot password? opens a form that asks for the e-mail, then sends the reset mail', async () => {
    const fetch = stubFetch({
      ...baseRoutes,
      'POST /api/auth/request-password-reset': () => json({ status: true }),
    });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
    // The e-mail typed on the sign-in form comes along; a bad one is refused before sending.
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('ada@example');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('password-reset'))).toBe(false);

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT('ada@example.com'));
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/request-password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      redirectTo: `${window.location.origin}/auth/reset-password`,
    });

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example');
  });
});
