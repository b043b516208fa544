import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { routes } from '../router';

const EXPIRED = 'This reset link has expired or was already used.';
const config = { 'GET /api/public/config': () => json({ googleEnabled: false }) };

describe('reset password page', () => {
  it('says the link has expired or was used when the API sent it back with an error', async () => {
    stubFetch(config);
    renderRoutes(routes, '/auth/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText(new RegExp(EXPIRED.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.queryByText(/missing its token/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('shows the same sentence when the token is refused on submit, even without a readable reason', async () => {
    const fetch = stubFetch({
      ...config,
      'POST /api/auth/reset-password': () => new Response('Bad Request', { status: 400 }),
    });
    renderRoutes(routes, '/auth/reset-password?token=used-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/auth/reset-password'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      newPassword: 'brand-new-pass',
      token: 'used-token',
    });
  });
});
