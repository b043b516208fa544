import type { AdminImage } from '@atelier/shared/schemas/admin-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/test/fetch';
import { ImagePicker, ImagePickerField } from './image-picker';

const image = (name: string, overrides: Partial<AdminImage> = {}): AdminImage => ({
  key: `static-assets/admin/${name}.webp`,
  url: `/media/static-assets/admin/${name}.webp`,
  filename: `${name}.jpg`,
  width: 1200,
  height: 800,
  bytes: 120_000,
  createdAt: '2026-11-24T01:00:00.000Z',
  ...overrides,
});

const page1 = { items: [image('cat'), image('dog')], total: 30, page: 1, pageSize: 24 };
const page2 = { items: [image('owl')], total: 30, page: 2, pageSize: 24 };

function renderPicker(value: string | null = null) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  function Harness() {
    const [current, setCurrent] = useState(value);
    return (
      <ImagePicker
        value={current}
        onChange={(key) => {
          onChange(key);
          setCurrent(key);
        }}
        label="Hero image"
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { user, onChange };
}

describe('ImagePicker', () => {
  it('shows the current image with Change and Remove; Remove clears it', async () => {
    stubFetch({});
    const { user, onChange } = renderPicker('static-assets/admin/cat.webp');
    expect(screen.getByRole('img', { name: 'Hero image: cat.webp' })).toHaveAttribute(
      'src',
      '/media/static-assets/admin/cat.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove hero image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image for hero image' })).toBeInTheDocument();
  });

  it('lists the shop’s images, searches and pages them, and choosing one calls onChange with its key', async () => {
    const fetch = stubFetch({
      'GET /api/admin/images': ({ url }) => {
        const params = new URL(url, 'http://x').searchParams;
        if (params.get('q') === 'owl') return json({ ...page2, total: 1, page: 1 });
        return json(params.get('page') === '2' ? page2 : page1);
      },
    });
    const { user, onChange } = renderPicker('static-assets/admin/dog.webp');
    await user.click(screen.getByRole('button', { name: 'Change hero image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hero image' });
    expect(within(dialog).getByRole('tab', { name: 'Shop images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cat = await within(dialog).findByRole('button', { name: /cat\.jpg/ });
    expect(within(cat).getByRole('img', { name: 'cat.jpg' })).toHaveAttribute(
      'src',
      '/media/static-assets/admin/cat.webp',
    );
    // The current image is marked as chosen.
    expect(within(dialog).getByRole('button', { name: /dog\.jpg/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: /owl\.jpg/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search images' }), 'owl');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('q=owl'))).toBe(true),
    );
    const lastUrl = String(fetch.mock.calls.at(-1)?.[0]);
    expect(lastUrl).toContain('page=1');

    await user.click(await within(dialog).findByRole('button', { name: /owl\.jpg/ }));
    expect(onChange).toHaveBeenCalledWith('static-assets/admin/owl.webp');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Hero image: owl.webp' })).toBeInTheDocument();
  });

  it('uploads a file as FormData field "image" and selects the new key', async () => {
    const uploaded = image('sunset');
    const fetch = stubFetch({
      'GET /api/admin/images': () => json(page1),
      'POST /api/admin/images': () => json(uploaded, 201),
    });
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Choose image for hero image' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    const file = new File(['pixels'], 'sunset.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Image file'), file);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(uploaded.key));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('image')).toBe(file);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file that is not an image, and shows the server’s upload error', async () => {
    const fetch = stubFetch({
      'GET /api/admin/images': () => json(page1),
      'POST /api/admin/images': () =>
        json(
          {
            error: { code: 'UNSUPPORTED_IMAGE', message: 'That file is not an image we can read.' },
          },
          400,
        ),
    });
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Choose image for hero image' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    const input = within(dialog).getByLabelText('Image file');

    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(input, pdf);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'menu.pdf is not an image. Choose a JPG, PNG or WebP file.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.upload(input, new File(['x'], 'odd.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByText('That file is not an image we can read.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ImagePickerField', () => {
  it('binds the key to the form and shows the schema’s error under it', async () => {
    stubFetch({ 'GET /api/admin/images': () => json(page1) });
    const schema = z.object({ heroImage: z.string({ error: 'Choose a hero image.' }) });
    const submitted = vi.fn();
    function Form() {
      const form = useForm({
        resolver: zodResolver(schema),
        defaultValues: { heroImage: null as unknown as string },
      });
      return (
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(submitted)}>
            <ImagePickerField name="heroImage" label="Hero image" description="Shown at the top." />
            <button type="submit">Save</button>
          </form>
        </FormProvider>
      );
    }
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Form />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const choose = screen.getByRole('button', { name: 'Choose image for hero image' });
    expect(await screen.findByText('Choose a hero image.')).toBeInTheDocument();
    expect(choose).toHaveAttribute('aria-invalid', 'true');
    expect(choose).toHaveAccessibleDescription('Shown at the top. Choose a hero image.');
    await waitFor(() => expect(choose).toHaveFocus());

    await user.click(choose);
    await user.click(await screen.findByRole('button', { name: /cat\.jpg/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        { heroImage: 'static-assets/admin/cat.webp' },
        expect.anything(),
      ),
    );
  });
});
