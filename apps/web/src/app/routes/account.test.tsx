import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { routes } from '../router';

afterEach(() => authToken.set(null));

describe('/profile → delete my account', () => {
  it("lands on the signed-out home page, and the app's toaster there confirms 'Account Deleted'", async () => {
    authToken.set('tok-1');
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/products': () => json([]),
      'DELETE /api/account': () => new Response(null, { status: 204 }),
      'POST /api/auth/sign-out': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } }, 401),
    });
    // The real route table: the profile page, the shell's toaster, the landing page.
    const { router } = renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    const data = await screen.findByRole('region', { name: 'Your data' }, { timeout: 5000 });
    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText('Please sign in')).toBeNull());
    expect((await screen.findAllByRole('link', { name: 'Create Your Portrait' }))[0]).toBeVisible();
    const toast = await screen.findByText('Account Deleted', {}, { timeout: 5000 });
    expect(toast).toBeVisible();
    expect(screen.getByText('Your account and all its data have been deleted.')).toBeVisible();
    expect(authToken.get()).toBeNull();
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
    // The whole route table loads lazily: give a busy machine time.
  }, 20_000);
});
