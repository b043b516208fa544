import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { productDetail } from '@/test/product-fixture';
import { renderRoutes } from '@/test/render';
import { ProductPage } from './product';

// Signing in clears the client cache (SPEC.md §4, a user change). The product page must not
// fall back to 'Loading product...' then, or the form under it starts afresh: what was typed,
// or a submission the sign-in set off (the saved draft's auto-submit), would be lost.

const product = productDetail({ personalizeFormTitle: 'Your Dreams and Goals' });

/** Signs in as the sign-in dialog does in the end: a token, then the profile. */
function SignInProbe() {
  const { status, refreshProfile } = useAuth();
  return (
    <button
      type="button"
      onClick={() => {
        authToken.set('tok');
        void refreshProfile();
      }}
    >
      {`Sign in (${status})`}
    </button>
  );
}

afterEach(() => authToken.set(null));

describe('product page across a sign-in', () => {
  it('keeps the form, and the submission running in it, while the product is read again', async () => {
    let productReads = 0;
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/products/vision-board': () => {
        productReads += 1;
        return json(product);
      },
      // Held: the submission stays on its first stage for the whole test.
      'POST /api/vision-boards': () => new Promise<Response>(() => {}),
    });
    renderRoutes(
      [
        {
          path: '/products/:productSlug',
          element: (
            <>
              <SignInProbe />
              <ProductPage />
            </>
          ),
        },
      ],
      '/products/vision-board#personalize-section',
    );
    const ui = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /Board Title/ });
    await ui.type(title, 'My Year');
    await ui.click(screen.getByRole('button', { name: 'Sign in (signed-out)' }));
    await screen.findByRole('button', { name: 'Sign in (signed-in)' });
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    await screen.findByRole('dialog', { name: 'Processing Your Photo' });
    // The page re-rendered on a cleared cache and read the product again; the form and its
    // overlay stayed where they were.
    await waitFor(() => expect(productReads).toBe(2));
    expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Processing Your Photo' })).toBeInTheDocument();
    expect(title).toBeInTheDocument();
    expect(title).toHaveValue('My Year');
  });
});
