import type { ReactElement } from 'react';
import { ConfirmProvider } from '@/features/admin/components/confirm-dialog';
import { Toaster } from '@/components/ui/toaster';
import { renderWithApp } from '@/test/render';

/** An admin page as the admin shell mounts it: the confirm dialog and the toaster around it. */
export function renderAdmin(ui: ReactElement, path: string) {
  return renderWithApp(
    <ConfirmProvider>
      {ui}
      <Toaster />
    </ConfirmProvider>,
    { path },
  );
}

/** The JSON body a mocked call carried. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** Calls of `METHOD path` (path without the query) the page made. */
export function callsTo(
  fetch: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
): { url: string; init: RequestInit }[] {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: String(input), init: (init ?? {}) as RequestInit }))
    .filter(
      ({ url, init }) =>
        (init.method ?? 'GET') === method &&
        url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] === path,
    );
}
