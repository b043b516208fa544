import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { toasts, ToastList } from '@/test/toasts';
import { adminApi } from './admin-api';
import { useAdminMutation } from './use-admin-mutation';

const PATH = '/api/admin/categories/c1';

function Rename() {
  const rename = useAdminMutation({
    mutationFn: (name: string) => adminApi.send('PUT', PATH, { name }),
    success: (_r, name) => `Renamed to ${name}`,
    failure: 'Could not rename the category',
  });
  return (
    <>
      <ToastList />
      <button type="button" onClick={() => rename.mutate('Pets')}>
        Rename
      </button>
    </>
  );
}

const puts = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('useAdminMutation', () => {
  it('says it worked', async () => {
    stubFetch({ [`PUT ${PATH}`]: () => json({ id: 'c1' }) });
    renderWithApp(<Rename />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await within(toasts()).findByText('Renamed to Pets')).toBeInTheDocument();
  });

  it('marks the storefront’s cached answers stale, so the change shows there at once', async () => {
    stubFetch({ [`PUT ${PATH}`]: () => json({ id: 'c1' }) });
    const { queryClient } = renderWithApp(<Rename />);
    queryClient.setQueryData(['/api/pricing'], { plans: [] });
    queryClient.setQueryData(['admin', 'categories'], { items: [] });
    expect(queryClient.getQueryState(['/api/pricing'])?.isInvalidated).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/pricing'])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['admin', 'categories'])?.isInvalidated).toBe(false);
  });

  it('sends a failed write once and gives the server’s reason', async () => {
    const fetch = stubFetch({
      [`PUT ${PATH}`]: () =>
        json({ error: { code: 'INTERNAL', message: 'The disk is full.' } }, 500),
    });
    renderWithApp(<Rename />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(
      await within(toasts()).findByText('Could not rename the category | The disk is full.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200)); // the app's retry delay
    expect(puts(fetch)).toHaveLength(1);
  });

  it('never re-sends a stale edit', async () => {
    const stale = 'Someone else changed this category after you opened it.';
    const fetch = stubFetch({
      [`PUT ${PATH}`]: () => json({ error: { code: 'STALE_EDIT', message: stale } }, 409),
    });
    renderWithApp(<Rename />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(`Could not rename the category | ${stale}`),
    );
    expect(puts(fetch)).toHaveLength(1);
  });
});
