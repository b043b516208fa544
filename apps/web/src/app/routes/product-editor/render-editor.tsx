import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ToastList } from '@/test/toasts';
import { ConfirmProvider } from '@/features/admin/components/confirm-dialog';
import { AdminProductFormPage } from '../admin-product-form';
import {
  adminProduct,
  categories,
  PRODUCT_ID,
  shopImages,
} from '@/features/admin/product-editor/testing/fixtures';

// The editor on its real routes (composed with the shopper's form, as the app does), signed in as an admin, with the admin API mocked; a probe
// shows the toasts and the current address.

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

function Probe() {
  const location = useLocation();
  return (
    <>
      <ToastList />
      <p data-testid="location">{location.pathname}</p>
    </>
  );
}

type Routes = Parameters<typeof stubFetch>[0];

const page = (
  <ConfirmProvider>
    <Probe />
    <AdminProductFormPage />
  </ConfirmProvider>
);

export function renderEditor({
  product = adminProduct(),
  path = `/admin/products/${PRODUCT_ID}/edit`,
  routes = {},
}: { product?: AdminProduct; path?: string; routes?: Routes } = {}) {
  authToken.set('tok');
  const fetch = stubFetch({
    'GET /api/auth/profile': () => json(profile({ role: 'admin' })),
    [`GET /api/admin/products/${product.id}`]: () => json(product),
    'GET /api/admin/categories': () => json(categories),
    'GET /api/admin/images': () => json(shopImages),
    ...routes,
  });
  const result = renderRoutes(
    [
      { path: '/admin/products/new', element: page },
      { path: '/admin/products/:id/edit', element: page },
    ],
    path,
  );
  return { ...result, fetch, ui: userEvent.setup({ delay: null }) };
}

/** The JSON bodies sent with `method` to `path`. */
export function sentBodies(fetch: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input.toString();
      return (init?.method ?? 'GET') === method && url.split('?')[0]?.endsWith(path);
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

export { toasts } from '@/test/toasts';
export const builder = () => screen.getByRole('region', { name: 'Personalisation form' });
export const preview = () => screen.getByRole('region', { name: 'Live preview' });
/** The settings panel of the field whose summary heading is `title`. */
export const fieldPanel = (title: string) => screen.getByRole('group', { name: title });
export const fieldRows = () =>
  within(within(builder()).getByRole('list', { name: 'Fields' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
