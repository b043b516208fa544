import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch';
import {
  adminProduct,
  FIELD_IDS,
  PRODUCT_ID,
} from '@/features/admin/product-editor/testing/fixtures';
import { builder, fieldPanel, fieldRows, renderEditor, sentBodies, toasts } from './render-editor';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

const NEW_ID = '3f0c2b1a-4d5e-4f60-8a7b-000000000099';

type Ui = ReturnType<typeof renderEditor>['ui'];

/** Adds a field of `type` (the add button's text) and gives it `label`; returns its panel. */
async function addField(ui: Ui, type: string, label: string) {
  const add = within(builder()).getByRole('group', { name: 'Add a field' });
  await ui.click(within(add).getByRole('button', { name: type }));
  const count = fieldRows().length;
  const panel = fieldPanel(`Field ${count} (no label yet)`);
  // The new field's label takes the focus.
  expect(within(panel).getByLabelText('Label')).toHaveFocus();
  await ui.type(within(panel).getByLabelText('Label'), label);
  return panel;
}

describe('Form builder', () => {
  it(
    'adds one field of each of the six types, names them from their labels, and creates the product',
    { timeout: 90_000 },
    async () => {
      const { ui, fetch } = renderEditor({
        path: '/admin/products/new',
        routes: {
          'POST /api/admin/products': () =>
            json(adminProduct({ id: NEW_ID, title: 'Angel Pet' }), 201),
        },
      });
      const basics = await screen.findByRole('region', { name: 'Basics' });
      await ui.type(within(basics).getByLabelText('Title'), 'Angel Pet');
      // The slug follows the title (SPEC.md §5 slug helper).
      expect(within(basics).getByLabelText('Slug')).toHaveValue('angel-pet');

      const first = await addField(ui, 'Text', 'Name');
      expect(within(first).getByLabelText('Name')).toHaveValue('name');
      // Same label, unique name.
      const second = await addField(ui, 'Text', 'Name');
      expect(within(second).getByLabelText('Name')).toHaveValue('name-2');
      await addField(ui, 'Long text', 'Their Story');

      const select = await addField(ui, 'Select', 'Breed');
      await ui.type(within(select).getByLabelText('Option 1'), 'Spaniel');
      await ui.click(within(select).getByRole('button', { name: 'Add option' }));
      await ui.type(within(select).getByLabelText('Option 2'), 'Terrier');

      await addField(ui, 'Checkbox', 'Add a halo');
      await addField(ui, 'Photo upload', 'Pet Photo');

      const visual = await addField(ui, 'Visual selector', 'Style');
      const option = within(visual).getByRole('listitem', { name: 'Option 1' });
      await ui.type(within(option).getByLabelText('Title'), 'Gold');
      await ui.type(within(option).getByLabelText('Description'), 'Warm light');
      // The option's image comes from the picker: the shop's images (an upload works the same).
      await ui.click(
        within(option).getByRole('button', { name: 'Choose image for option 1 image' }),
      );
      const picker = await screen.findByRole('dialog', { name: 'Option 1 image' });
      await ui.click(await within(picker).findByRole('button', { name: /halo-gold\.webp/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(option).getByRole('img', { name: /halo-gold\.webp/ })).toBeInTheDocument();

      await ui.click(screen.getByRole('button', { name: 'Save product' }));
      await waitFor(() => expect(sentBodies(fetch, 'POST', '/api/admin/products')).toHaveLength(1));
      const [body] = sentBodies(fetch, 'POST', '/api/admin/products');
      const fields = body?.fields as Record<string, unknown>[];
      expect(fields.map((f) => [f.fieldType, f.fieldName, f.fieldLabel])).toEqual([
        ['text', 'name', 'Name'],
        ['text', 'name-2', 'Name'],
        ['textarea', 'their-story', 'Their Story'],
        ['select', 'breed', 'Breed'],
        ['checkbox', 'add-a-halo', 'Add a halo'],
        ['image', 'pet-photo', 'Pet Photo'],
        ['visual_selector', 'style', 'Style'],
      ]);
      expect(fields[3]?.fieldOptions).toEqual(['Spaniel', 'Terrier']);
      expect(fields[6]?.fieldOptions).toEqual([
        { title: 'Gold', imageUrl: 'static-assets/halo-gold.webp', description: 'Warm light' },
      ]);
      expect(fields[0]?.fieldOptions).toBeNull();
      expect(body).toMatchObject({ title: 'Angel Pet', slug: 'angel-pet', status: 'draft' });
      expect(body).not.toHaveProperty('updatedAt');

      // Saved: a toast, then the new product's edit page.
      await waitFor(() => expect(toasts()).toHaveTextContent('Product saved'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(`/admin/products/${NEW_ID}/edit`),
      );
    },
  );

  it('a select without options shows the schema’s message and sends nothing', async () => {
    const { ui, fetch } = renderEditor({ path: '/admin/products/new' });
    const basics = await screen.findByRole('region', { name: 'Basics' });
    await ui.type(within(basics).getByLabelText('Title'), 'Angel Pet');
    const select = await addField(ui, 'Select', 'Breed');
    await ui.click(within(select).getByRole('button', { name: 'Remove option 1' }));
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await within(select).findByText(ADMIN_MESSAGES.selectOptions)).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/api/admin/products')).toHaveLength(0);
    // It can be closed (its summary still says so) and opens again at the next failed save.
    await ui.click(within(builder()).getByRole('button', { name: 'Close Breed' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Breed' })).toBeNull());
    expect(within(builder()).getByText('Needs attention')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(
      await within(await screen.findByRole('group', { name: 'Breed' })).findByText(
        ADMIN_MESSAGES.selectOptions,
      ),
    ).toBeInTheDocument();
  });

  it('Move down changes the order sent on save, and says so to screen readers', async () => {
    const { ui, fetch } = renderEditor({
      routes: {
        [`PUT /api/admin/products/${PRODUCT_ID}`]: () =>
          json(adminProduct({ updatedAt: '2026-11-21T10:00:00.000Z' })),
      },
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    expect(fieldRows()).toEqual(['Pet Name', 'Pet Type', 'Add angel wings']);
    await ui.click(within(builder()).getByRole('button', { name: 'Move Pet Name down' }));
    expect(fieldRows()).toEqual(['Pet Type', 'Pet Name', 'Add angel wings']);
    expect(within(builder()).getByText('Pet Name moved to position 2 of 3.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // The focus stays on the moved field's button.
    await waitFor(() =>
      expect(within(builder()).getByRole('button', { name: 'Move Pet Name down' })).toHaveFocus(),
    );

    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'PUT', `/api/admin/products/${PRODUCT_ID}`)).toHaveLength(1),
    );
    const [body] = sentBodies(fetch, 'PUT', `/api/admin/products/${PRODUCT_ID}`);
    expect(
      (body?.fields as { fieldName: string; id?: string }[]).map((f) => [f.fieldName, f.id]),
    ).toEqual([
      ['pet_type', FIELD_IDS.type],
      ['pet_name', FIELD_IDS.name],
      ['wings', FIELD_IDS.wings],
    ]);
  });

  it('removing a field asks first', async () => {
    const { ui } = renderEditor();
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    await ui.click(within(builder()).getByRole('button', { name: 'Remove Pet Type' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove ‘Pet Type’?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fieldRows()).toEqual(['Pet Name', 'Pet Type', 'Add angel wings']);
    await ui.click(within(builder()).getByRole('button', { name: 'Remove Pet Type' }));
    await ui.click(await screen.findByRole('button', { name: 'Remove field' }));
    await waitFor(() => expect(fieldRows()).toEqual(['Pet Name', 'Add angel wings']));
  });

  it('reorders by keyboard drag on the handle, announcing each move', async () => {
    // jsdom lays nothing out: give each field row a box, 100 px apart, by its place in the list.
    const boxes = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        if (!this.matches('[data-row]')) return new DOMRect(0, 0, 0, 0);
        const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
        return new DOMRect(0, index * 100, 400, 80);
      });
    try {
      const { ui, fetch } = renderEditor({
        routes: { [`PUT /api/admin/products/${PRODUCT_ID}`]: () => json(adminProduct()) },
      });
      await screen.findByRole('form', { name: 'Edit Pet Portrait' });
      const handle = within(builder()).getByRole('button', { name: 'Drag Pet Name' });
      handle.focus();
      await ui.keyboard('[Space]');
      expect(
        await screen.findByText('Picked up Pet Name, at position 1 of 3.'),
      ).toBeInTheDocument();
      await ui.keyboard('[ArrowDown]');
      expect(await screen.findByText('Pet Name is over position 2 of 3.')).toBeInTheDocument();
      await ui.keyboard('[Space]');
      await waitFor(() => expect(fieldRows()).toEqual(['Pet Type', 'Pet Name', 'Add angel wings']));
      expect(await screen.findByText('Pet Name dropped at position 2 of 3.')).toBeInTheDocument();

      await ui.click(screen.getByRole('button', { name: 'Save product' }));
      await waitFor(() =>
        expect(sentBodies(fetch, 'PUT', `/api/admin/products/${PRODUCT_ID}`)).toHaveLength(1),
      );
      const [body] = sentBodies(fetch, 'PUT', `/api/admin/products/${PRODUCT_ID}`);
      expect((body?.fields as { fieldName: string }[]).map((f) => f.fieldName)).toEqual([
        'pet_type',
        'pet_name',
        'wings',
      ]);
    } finally {
      boxes.mockRestore();
    }
  });
});
