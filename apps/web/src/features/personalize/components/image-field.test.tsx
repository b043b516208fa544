import type { ProductField } from '@atelier/shared/schemas/catalogue';
import { PHOTO_CHECK_MESSAGES } from '@atelier/shared/schemas/photo-check';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ImageCompression from '@/lib/image-compression';
import { json } from '@/test/fetch';
import { petFields, product } from '@/test/personalize-fixtures';
import { renderForm, toasts } from '../testing/render-form';

// A photo field takes one photo (maxImages 1) or several (null), with the real
// upload control (compression stubbed: jsdom decodes no images).

vi.mock('@/lib/image-compression', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageCompression>()),
  compressImage: vi.fn(async (file: File) => ({
    file: new File(['jpeg'], file.name, { type: 'image/jpeg' }),
    originalSize: file.size,
    compressedSize: 4,
    width: 800,
    height: 600,
    quality: 0.9,
    passes: 1,
  })),
}));

const photoField = (maxImages: number | null) =>
  product({
    fields: petFields().map((f): ProductField =>
      f.fieldName === 'pet_photo' ? { ...f, maxImages } : f,
    ),
  });

const uploadRoute = {
  'POST /api/upload/image': ({ init }: { init: RequestInit }) => {
    const file = (init.body as FormData).get('image') as File;
    return json({ url: `/media/${file.name}?sig=1`, key: `user-uploads/guest/${file.name}` });
  },
};

const photoInput = () =>
  screen.getByLabelText<HTMLInputElement>(/Pet Photo/, { selector: 'input' });
const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Uploaded images for Pet Photo' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const photo = (name: string) => new File(['pixels'], name, { type: 'image/jpeg' });

describe('ImageField: one photo or several', () => {
  it('one photo: the picker takes one file, and a new photo replaces the first', async () => {
    const { ui } = renderForm({ product: photoField(1), routes: uploadRoute });
    expect(photoInput()).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    // The product form keeps SPEC.md's 'Optimized for AI' line.
    expect(
      screen.getByText(
        'JPG, PNG or WebP, up to 25 MB. Optimized for AI: larger images are compressed to 2 MB.',
      ),
    ).toBeInTheDocument();

    await ui.upload(photoInput(), photo('rex.jpg'));
    await waitFor(() => expect(thumbnails()).toEqual(['rex.jpg']));
    const replace = screen.getByRole('button', { name: 'Replace photo' });

    await ui.upload(photoInput(), photo('max.jpg'));
    await waitFor(() => expect(thumbnails()).toEqual(['max.jpg']));
    expect(replace).toBeInTheDocument();
  });

  it("one photo: two dropped files get 'Multiple files not allowed' and change nothing", async () => {
    renderForm({ product: photoField(1), routes: uploadRoute });
    fireEvent.drop(screen.getByRole('group', { name: 'Pet Photo' }), {
      dataTransfer: { files: [photo('a.jpg'), photo('b.jpg')], types: ['Files'] },
    });
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(
        'Multiple files not allowed | Please select only one image file.',
      ),
    );
    expect(screen.queryByRole('list', { name: /Uploaded images/ })).not.toBeInTheDocument();
  });

  it('several photos (the default): the picker takes many files and each pick adds', async () => {
    const { ui } = renderForm({ product: photoField(null), routes: uploadRoute });
    expect(photoInput()).toHaveAttribute('multiple');
    await ui.upload(photoInput(), [photo('rex.jpg'), photo('max.jpg')]);
    await waitFor(() => expect(thumbnails()).toEqual(['rex.jpg', 'max.jpg']));
    await ui.upload(photoInput(), photo('bo.jpg'));
    await waitFor(() => expect(thumbnails()).toEqual(['rex.jpg', 'max.jpg', 'bo.jpg']));
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace photo' })).not.toBeInTheDocument();
  });
});

describe('ImageField: the photo check under each photo', () => {
  it('shows the light (icon and word), what was found and the sentence; Submit stays enabled', async () => {
    const checks: string[] = [];
    const { ui } = renderForm({
      product: photoField(1),
      routes: {
        ...uploadRoute,
        'GET /api/upload/photo-check': ({ url }: { url: string }) => {
          checks.push(url);
          return json({
            key: 'user-uploads/guest/tom.jpg',
            light: 'amber',
            verdict: 'no-subject',
            message: PHOTO_CHECK_MESSAGES['no-subject'],
            subject: null,
            width: 600,
            height: 400,
            print: null,
          });
        },
      },
    });
    await ui.upload(photoInput(), photo('tom.jpg'));
    const note = await screen.findByText(PHOTO_CHECK_MESSAGES['no-subject']);
    expect(note.parentElement).toHaveTextContent('Could be better: No person or pet found');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toContain('key=user-uploads%2Fguest%2Ftom.jpg');
    for (const button of screen.getAllByRole('button', { name: /Next|Create My Artwork/ }))
      expect(button).toBeEnabled();
  });
});
