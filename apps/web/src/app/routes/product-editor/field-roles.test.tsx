import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch';
import { adminProduct, PRODUCT_ID } from '@/features/admin/product-editor/testing/fixtures';
import { builder, renderEditor } from './render-editor';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

// The form builder says which role each field plays as the live blueprint reads it: its stored
// role, or the one its type gives it (resolveFieldRoles).

const blueprint = adminProduct().activeBlueprint!;
const withRoles = adminProduct({
  activeBlueprint: {
    ...blueprint,
    fieldRoles: { pet_name: { role: 'title' }, wings: { role: 'toggle', element: 'wings' } },
  },
});

const row = (title: string) =>
  within(within(builder()).getByRole('heading', { name: title, level: 3 }).closest('li')!);

describe('Form builder: field roles', () => {
  it('shows each field’s role, stored or from its type, with a link to the blueprint', async () => {
    renderEditor({ product: withRoles });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    expect(row('Pet Name').getByText(/^Role: title \(set on the plaque\)/)).toBeInTheDocument();
    expect(
      row('Pet Type').getByText(
        /^Role: detail \(describes the subject; prompts only, not printed\) · from its type/,
      ),
    ).toBeInTheDocument();
    expect(
      row('Add angel wings').getByText(/^Role: toggle \(adds wings when ticked\)/),
    ).toBeInTheDocument();
    expect(
      row('Pet Name').getByRole('link', { name: 'Edit roles of pet_name in the blueprint' }),
    ).toHaveAttribute('href', `/admin/blueprints/${blueprint.id}`);
  });

  it('a checkbox with no stored role plays none; a new text field is read by its type', async () => {
    const { ui } = renderEditor({
      product: adminProduct({ activeBlueprint: { ...blueprint, fieldRoles: {} } }),
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    expect(
      row('Add angel wings').getByText(/^Role: none — the artwork ignores this field/),
    ).toBeInTheDocument();
    // The first text field takes the title; a second one gets no inferred title.
    expect(
      row('Pet Name').getByText(/^Role: title \(set on the plaque\) · from its type/),
    ).toBeInTheDocument();
    await ui.click(
      within(within(builder()).getByRole('group', { name: 'Add a field' })).getByRole('button', {
        name: 'Long text',
      }),
    );
    await ui.type(screen.getByLabelText('Label'), 'Story');
    expect(
      row('Story').getByText(/^Role: notes \(AI prompts only, never printed\)/),
    ).toBeInTheDocument();
  });

  it('shows the role warnings a save answers with', async () => {
    const warning = BLUEPRINT_MESSAGES.unusedField('wings');
    const { ui } = renderEditor({
      product: withRoles,
      routes: {
        [`PUT /api/admin/products/${PRODUCT_ID}`]: () =>
          json({ ...withRoles, updatedAt: '2026-11-21T10:00:00.000Z', roleWarnings: [warning] }),
      },
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await ui.type(screen.getByLabelText('Title'), ' Deluxe');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });
});
