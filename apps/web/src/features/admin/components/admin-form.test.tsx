import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { AdminForm } from './admin-form';
import { ConfirmProvider } from './confirm-dialog';
import { MoneyField, TextField } from './form-fields';

const schema = z.object({
  title: z.string().trim().min(1, { error: 'Title is required.' }),
  priceCents: z
    .number({ error: 'Enter a price.' })
    .int()
    .min(100, { error: 'A price is at least $1.00.' }),
  updatedAt: z.string(),
});
type Values = z.output<typeof schema>;

const STALE =
  'Someone else changed this product after you opened it. Reload to see their version, then make your change again.';

type Submit = (values: Values) => Promise<void>;

function ProductForm({
  onSubmit,
  onReload,
  initial,
}: {
  onSubmit: Submit;
  onReload?: () => Promise<void>;
  initial: Values;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: initial });
  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      onReload={onReload}
      submitLabel="Save product"
      savingLabel="Saving…"
      successMessage="Product saved."
      footer={<Link to="/admin/products">Back to products</Link>}
    >
      <TextField name="title" label="Title" description="Shown on the product card." />
      <MoneyField name="priceCents" label="Price" />
    </AdminForm>
  );
}

function renderForm({
  onSubmit = vi.fn<Submit>().mockResolvedValue(undefined),
  onReload,
  initial = { title: 'Pet Portrait', priceCents: 999, updatedAt: '2026-11-24T01:00:00.000Z' },
}: { onSubmit?: Submit; onReload?: () => Promise<void>; initial?: Values } = {}) {
  const user = userEvent.setup();
  // Like AdminLayout: the ConfirmProvider sits inside the (data) router, above the pages.
  const router = createMemoryRouter(
    [
      {
        element: (
          <ConfirmProvider>
            <Outlet />
          </ConfirmProvider>
        ),
        children: [
          {
            path: '/admin/products/:id/edit',
            element: <ProductForm onSubmit={onSubmit} onReload={onReload} initial={initial} />,
          },
          { path: '/admin/products', element: <h1>Products</h1> },
        ],
      },
    ],
    { initialEntries: ['/admin/products/p1/edit'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router, onSubmit };
}

describe('AdminForm', () => {
  it('shows the zod errors under their fields and focuses the first invalid one', async () => {
    const { user, onSubmit } = renderForm({
      initial: { title: '', priceCents: 50, updatedAt: '2026-11-24T01:00:00.000Z' },
    });
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Shown on the product card. Title is required.');
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('A price is at least $1.00.');
    expect(onSubmit).not.toHaveBeenCalled();

    // Fixing the title moves the focus target to the price on the next try.
    await user.type(title, 'Pet Portrait');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(price).toHaveFocus());
  });

  it('submits parsed values: the money field stores cents', async () => {
    const { user, onSubmit } = renderForm();
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('9.99');
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Pet Portrait',
      priceCents: 1250,
      updatedAt: '2026-11-24T01:00:00.000Z',
    });
    expect(await screen.findByText('Product saved.')).toBeInTheDocument();
    expect(price).toHaveValue('12.50');
  });

  it('a money field with text that is not an amount says so', async () => {
    const { user, onSubmit } = renderForm();
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, 'ten');
    expect(price).toHaveAccessibleDescription('Enter an amount in dollars, like 9.99.');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(price).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a stale edit (409 STALE_EDIT) shows the server’s message with a Reload button', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockRejectedValue(new ApiError(409, 'x', { error: { code: 'STALE_EDIT', message: STALE } }));
    const onReload = vi.fn().mockResolvedValue(undefined);
    const { user } = renderForm({ onSubmit, onReload });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE);
    // …and as a destructive toast.
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('any other server error shows its message, without Reload', async () => {
    const onSubmit = vi.fn<Submit>().mockRejectedValue(
      new ApiError(400, 'x', {
        error: { code: 'VALIDATION_ERROR', message: 'Slug is already used by Pet Portrait.' },
      }),
    );
    const { user } = renderForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Slug is already used by Pet Portrait.');
    expect(within(alert).queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('leaving with unsaved changes asks first: Cancel stays, Leave page goes', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' XL');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this page will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/products/p1/edit');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Pet Portrait XL');

    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave page' }),
    );
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products');
  });

  it('two forms on one page share the guard: either one with changes asks', async () => {
    const user = userEvent.setup();
    function TwoForms() {
      return (
        <>
          <ProductForm
            onSubmit={async () => {}}
            initial={{ title: 'A', priceCents: 100, updatedAt: 'v1' }}
          />
          <ProductForm
            onSubmit={async () => {}}
            initial={{ title: 'B', priceCents: 200, updatedAt: 'v1' }}
          />
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <ConfirmProvider>
              <Outlet />
            </ConfirmProvider>
          ),
          children: [
            { path: '/admin/pricing', element: <TwoForms /> },
            { path: '/admin/products', element: <h1>Products</h1> },
          ],
        },
      ],
      { initialEntries: ['/admin/pricing'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // The first form (not the last one mounted) has the changes.
    await user.type(screen.getAllByRole('textbox', { name: 'Title' })[0]!, '!');
    await user.click(screen.getAllByRole('link', { name: 'Back to products' })[1]!);
    expect(
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  it('does not ask when nothing changed', async () => {
    const first = renderForm();
    await first.user.click(screen.getByRole('link', { name: 'Back to products' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after a successful save, leaving does not ask', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' XL');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await screen.findByText('Product saved.');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser before the tab is closed with unsaved changes', async () => {
    const { user } = renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' XL');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
