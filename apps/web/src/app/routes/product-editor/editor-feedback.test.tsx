import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminProduct } from '@/features/admin/product-editor/testing/fixtures';
import { builder, fieldPanel, preview, renderEditor, sentBodies } from './render-editor';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

// The editor says nothing is missing before anything was typed (a blank is
// reported at save), and the live preview marks a step done only once it was passed complete.

describe('Product editor feedback', () => {
  it('no ‘is required’ before anything is typed; the save reports every blank', async () => {
    const { ui, fetch } = renderEditor({ path: '/admin/products/new' });
    const basics = await screen.findByRole('region', { name: 'Basics' });
    // Into the title and out again without typing.
    await ui.click(within(basics).getByLabelText('Title'));
    await ui.click(within(basics).getByLabelText('Description'));
    const add = within(builder()).getByRole('group', { name: 'Add a field' });
    await ui.click(within(add).getByRole('button', { name: 'Text' }));
    expect(within(fieldPanel('Field 1 (no label yet)')).getByLabelText('Label')).toHaveFocus();
    // Leaving the new field's label for the next field says nothing yet.
    await ui.click(within(add).getByRole('button', { name: 'Checkbox' }));
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(within(builder()).queryByText('Needs attention')).toBeNull();

    // A value that is wrong (not blank) is still said when the field is left.
    await ui.type(within(basics).getByLabelText('Slug'), 'Not A Slug!');
    await ui.click(within(basics).getByLabelText('Description'));
    expect(within(basics).getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');

    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await within(basics).findByText('Title is required.')).toBeVisible();
    expect(
      within(fieldPanel('Field 1 (no label yet)')).getByText('Label is required.'),
    ).toBeVisible();
    expect(
      within(fieldPanel('Field 2 (no label yet)')).getByText('Label is required.'),
    ).toBeVisible();
    expect(sentBodies(fetch, 'POST', '/api/admin/products')).toHaveLength(0);

    // After the failed save, a blank says so as it happens.
    const label = within(fieldPanel('Field 1 (no label yet)')).getByLabelText('Label');
    await ui.type(label, 'Name');
    await waitFor(() =>
      expect(within(fieldPanel('Name')).queryByText('Label is required.')).toBeNull(),
    );
    await ui.clear(within(fieldPanel('Name')).getByLabelText('Label'));
    expect(
      await within(fieldPanel('Field 1 (no label yet)')).findByText('Label is required.'),
    ).toBeVisible();
  });

  it('the live preview opens any step but marks none done that was not passed complete', async () => {
    const { ui } = renderEditor({ product: adminProduct() });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    const form = within(preview()).getByRole('form', { name: 'Tell Us About Your Pet' });
    const step = (n: number) => within(form).getByRole('button', { name: `Step ${n}` });
    expect(step(1)).toHaveAttribute('aria-current', 'step');
    expect(step(2)).toBeEnabled();
    expect(step(2)).not.toHaveAccessibleDescription('Completed');

    // Passed with its required field empty: not done.
    await ui.click(within(form).getByRole('button', { name: 'Next' }));
    expect(step(2)).toHaveAttribute('aria-current', 'step');
    expect(step(1)).not.toHaveAccessibleDescription('Completed');

    // Filled and passed: done.
    await ui.click(step(1));
    await ui.type(within(form).getByRole('textbox', { name: /Pet Name/ }), 'Biscuit');
    await ui.click(within(form).getByRole('button', { name: 'Next' }));
    expect(step(1)).toHaveAccessibleDescription('Completed');
    expect(step(2)).not.toHaveAccessibleDescription('Completed');
  });
});

describe('Product editor sections', () => {
  it('an edit opens with the page sections folded; a problem in one shows it at save', async () => {
    const { ui, fetch } = renderEditor({ product: adminProduct() });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    for (const title of ['Search result preview', 'Hero', 'Personalise section', 'Benefits'])
      expect(screen.getByRole('button', { name: `Show ${title}` })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    expect(screen.queryByLabelText('Bullet 1')).toBeNull();

    await ui.click(screen.getByRole('button', { name: 'Show Hero' }));
    const hero = screen.getByRole('region', { name: 'Hero' });
    await ui.type(within(hero).getByLabelText('Bullet 1'), 'Only one');
    await ui.click(within(hero).getByRole('button', { name: 'Hide Hero' }));
    expect(screen.queryByLabelText('Bullet 1')).toBeNull();

    // The save finds the problem: the folded section shows itself with the message.
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await within(hero).findByText(ADMIN_MESSAGES.heroBullets)).toBeVisible();
    expect(within(hero).getByLabelText('Bullet 1')).toHaveValue('Only one');
    expect(within(hero).getByRole('button', { name: 'Hide Hero' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(sentBodies(fetch, 'PUT', `/api/admin/products/${adminProduct().id}`)).toHaveLength(0);

    // Folded again, its heading says it needs attention.
    await ui.click(within(hero).getByRole('button', { name: 'Hide Hero' }));
    expect(within(hero).getByText('Needs attention')).toBeVisible();
  });

  it('a new product opens with every section open', async () => {
    renderEditor({ path: '/admin/products/new' });
    await screen.findByRole('form', { name: 'New Product' });
    expect(screen.getByRole('button', { name: 'Hide Hero' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Bullet 1')).toBeVisible();
  });
});
