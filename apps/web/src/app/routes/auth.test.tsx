import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { routes } from '../router';

// A signed-in visitor on /auth continues to ?redirect=, which must stay inside the shop.

async function landOn(redirect: string) {
  authToken.set('tok');
  stubFetch({
    'GET /api/auth/profile': () => json(profile()),
    'GET /api/products': () => json([]),
  });
  const { router } = renderRoutes(routes, `/auth?redirect=${encodeURIComponent(redirect)}`);
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth'));
  return router;
}

describe('the sign-in page redirect', () => {
  it('continues to a path of the shop', async () => {
    const router = await landOn('/pricing');
    expect(router.state.location.pathname).toBe('/pricing');
    expect(await screen.findByRole('heading', { name: 'Pricing', level: 1 })).toBeInTheDocument();
  });

  it.each(['/\\evil.example', '//evil.example', '/%5Cevil.example', '/\t/evil.example'])(
    'sends %j to the home page, not to an error page',
    async (redirect) => {
      const router = await landOn(redirect);
      expect(router.state.location.pathname).toBe('/');
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Faith-inspired portraits, personalised for you',
      );
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    },
  );
});
