import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from '@/features/admin/components/admin-form';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { AdminLayout } from './admin';

function ConfirmingPage() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <h1>Gallery</h1>
      <button
        type="button"
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title: 'Delete this item?',
                description: 'It leaves the gallery.',
                confirmLabel: 'Delete',
                destructive: true,
              }),
            ),
          )
        }
      >
        Delete item
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

function DirtyPage() {
  useUnsavedChangesGuard(true);
  return <h1>Pricing</h1>;
}

const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { path: 'gallery', element: <ConfirmingPage /> },
      { path: 'pricing', element: <DirtyPage /> },
      { path: 'products', element: <h1>Products</h1> },
    ],
  },
];

function signInAdmin() {
  authToken.set('tok');
  stubFetch({ 'GET /api/auth/profile': () => json(profile({ role: 'admin' })) });
}

describe('AdminLayout', () => {
  it('has a skip link to the page, a named nav marking the current section, and a named page region', async () => {
    signInAdmin();
    renderRoutes(routes, '/admin/gallery');
    await screen.findByRole('heading', { name: 'Gallery' });
    expect(screen.getByRole('link', { name: 'Skip to admin page' })).toHaveAttribute(
      'href',
      '#admin-content',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const region = screen.getByRole('region', { name: 'Admin page' });
    expect(region).toHaveAttribute('id', 'admin-content');
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Gallery' }));
  });

  it('mounts the confirm dialog every admin page asks through', async () => {
    signInAdmin();
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/gallery');
    await user.click(await screen.findByRole('button', { name: 'Delete item' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
  });

  it('guards unsaved changes when leaving through the admin nav', async () => {
    signInAdmin();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/admin/pricing');
    await screen.findByRole('heading', { name: 'Pricing' });
    await user.click(screen.getByRole('link', { name: 'Products' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/pricing');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave page' }),
    );
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });
});
