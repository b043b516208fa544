import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { field } from '@/test/personalize-fixtures';
import { json } from '@/test/fetch';
import { adminProduct, PRODUCT_ID } from '@/features/admin/product-editor/testing/fixtures';
import { builder, fieldPanel, renderEditor, sentBodies } from './render-editor';

// An image field's 'Photos: One photo / Several photos', saved as maxImages.

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

const PHOTO_ID = '3f0c2b1a-4d5e-4f60-8a7b-0000000000f4';
const PUT = `/api/admin/products/${PRODUCT_ID}`;

function withPhoto(maxImages: number | null) {
  const product = adminProduct();
  const { textNotPainted: _hint, ...photo } = field({
    id: PHOTO_ID,
    fieldName: 'pet_photo',
    fieldLabel: 'Pet Photo',
    fieldType: 'image',
    stepNumber: 1,
    sortOrder: 3,
    maxImages,
  });
  return { ...product, fields: [...product.fields, photo] };
}

async function openField(ui: ReturnType<typeof renderEditor>['ui'], title: string) {
  await ui.click(within(builder()).getByRole('button', { name: `Edit ${title}` }));
  return fieldPanel(title);
}

const sentPhotos = (fetch: ReturnType<typeof renderEditor>['fetch']) =>
  (sentBodies(fetch, 'PUT', PUT)[0]?.fields as { fieldName: string; maxImages: unknown }[]).map(
    (f) => [f.fieldName, f.maxImages],
  );

describe('Form builder: how many photos an image field takes', () => {
  it('shows a one-photo field as One photo, and saves Several photos as null', async () => {
    const { ui, fetch } = renderEditor({
      product: withPhoto(1),
      routes: { [`PUT ${PUT}`]: () => json(withPhoto(null)) },
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    expect(within(builder()).getByText(/Photo upload · One photo · Step 1/)).toBeInTheDocument();
    const panel = await openField(ui, 'Pet Photo');
    const photos = within(panel).getByRole('combobox', { name: 'Photos' });
    expect(photos).toHaveDisplayValue('One photo');
    await ui.selectOptions(photos, 'Several photos');

    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PUT)).toHaveLength(1));
    expect(sentPhotos(fetch)).toEqual([
      ['pet_name', null],
      ['pet_type', null],
      ['pet_photo', null],
      ['wings', null],
    ]);
  });

  it('saves One photo as maxImages 1; other types have no Photos choice', async () => {
    const { ui, fetch } = renderEditor({
      product: withPhoto(null),
      routes: { [`PUT ${PUT}`]: () => json(withPhoto(1)) },
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    const text = await openField(ui, 'Pet Name');
    expect(within(text).queryByRole('combobox', { name: 'Photos' })).toBeNull();

    const panel = await openField(ui, 'Pet Photo');
    const photos = within(panel).getByRole('combobox', { name: 'Photos' });
    expect(photos).toHaveDisplayValue('Several photos');
    await ui.selectOptions(photos, 'One photo');

    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PUT)).toHaveLength(1));
    expect(sentPhotos(fetch)).toContainEqual(['pet_photo', 1]);
    expect(sentPhotos(fetch).filter(([, n]) => n !== null)).toHaveLength(1);
  });
});
