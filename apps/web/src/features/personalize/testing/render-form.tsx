import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { useAuth } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { useDialogs } from '@/lib/dialogs';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ToastList } from '@/test/toasts';
import { PersonalizeForm } from '../components/personalize-form';
import { product as makeProduct } from '@/test/personalize-fixtures';

// Renders the form on a product route beside a probe that shows what a visitor would see of
// the shell: toasts, which dialog is open, the auth state and the current URL.

// The shared 2-core machine is slow: give async queries room (this file's tests only).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

function Probe() {
  const { signIn, upgradeOpen } = useDialogs();
  const { status } = useAuth();
  const location = useLocation();
  return (
    <>
      <ToastList />
      <p data-testid="dialogs">{`sign-in:${signIn.open} upgrade:${upgradeOpen}`}</p>
      <p data-testid="auth">{status}</p>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

type Routes = Parameters<typeof stubFetch>[0];

export function renderForm({
  product = makeProduct(),
  path = `/products/${product.slug}`,
  signedIn = false,
  user = profile(),
  routes = {},
}: {
  product?: ProductDetail;
  path?: string;
  signedIn?: boolean;
  user?: ReturnType<typeof profile>;
  routes?: Routes;
} = {}) {
  if (signedIn) authToken.set('tok');
  const fetch = stubFetch({ 'GET /api/auth/profile': () => json(user), ...routes });
  const result = renderRoutes(
    [
      {
        path: '/products/:productSlug',
        element: (
          <>
            {/* First, so it listens to toasts before the form's mount effects raise any. */}
            <Probe />
            <PersonalizeForm product={product} />
          </>
        ),
      },
      {
        path: '/artwork/:visionBoardId/:artworkId',
        element: (
          <>
            <h1>Artwork screen</h1>
            <Probe />
          </>
        ),
      },
    ],
    path,
  );
  return { ...result, fetch, ui: userEvent.setup({ delay: null }) };
}

export { toasts } from '@/test/toasts';

/**
 * The artwork screen the form moves to. It opens only after the overlay has shown each stage
 * (at least SUBMISSION_PACING.stageMs each) and 'Creation Complete' (completeMs): wait longer
 * than the default for it. A bound on waiting, not a measurement.
 */
export const findArtworkScreen = () =>
  screen.findByRole('heading', { name: 'Artwork screen' }, { timeout: 15_000 });
export const dialogs = () => screen.getByTestId('dialogs');

export async function waitForAuth(status: 'signed-in' | 'signed-out') {
  await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent(status));
}

type Ui = ReturnType<typeof userEvent.setup>;

/** Fills step 1 of the pet product: photo, name, type. */
export async function fillStepOne(ui: Ui) {
  await ui.click(screen.getByRole('button', { name: 'Upload to Pet Photo' }));
  await ui.type(screen.getByRole('textbox', { name: /Pet Name/ }), 'Biscuit');
  await ui.selectOptions(screen.getByRole('combobox', { name: /Pet Type/ }), 'Dog');
}

/** Fills both steps and ends on step 2 with 'Create My Artwork' enabled. */
export async function fillAll(ui: Ui) {
  await fillStepOne(ui);
  await ui.click(screen.getByRole('button', { name: 'Next' }));
  await ui.click(await screen.findByRole('radio', { name: /Golden Icon/ }));
  await ui.click(screen.getByRole('checkbox', { name: 'Add angel wings' }));
}
