import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import type { SignInTab } from '@/lib/dialogs';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { AuthPanel } from './auth-panel';

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

  it('Google, when the shop has it off, says so in a Sign In Failed toast', async () => {
    stubFetch(baseRoutes);
    renderWithApp(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent(
        'Sign In Failed | Google sign-in is not available on this shop yet. Please use email and password.',
      ),
    );
  });

  it('Forgot password? sends the reset mail with the reset page as redirect', async () => {
    const fetch = stubFetch({
      ...baseRoutes,
      'POST /api/auth/request-password-reset': () => json({ status: true }),
    });
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('Check your email'),
    );
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/request-password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      redirectTo: `${window.location.origin}/auth/reset-password`,
    });
  });
});
