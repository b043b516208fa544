import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch';
import {
  adminProduct,
  PRODUCT_ID,
  VERSION,
} from '@/features/admin/product-editor/testing/fixtures';
import { builder, fieldPanel, preview, renderEditor, sentBodies, toasts } from './render-editor';
import { LEAVE_TITLE } from '@/features/admin/components/admin-form';
import { BULLETS_RULE } from '@/features/admin/product-editor/components/hero-section';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

const PUT = `PUT /api/admin/products/${PRODUCT_ID}`;
const PATH = `/api/admin/products/${PRODUCT_ID}`;
const NEXT_VERSION = '2026-11-21T10:00:00.000Z';

const openEditor = async () => {
  const result = renderEditor({
    routes: { [PUT]: () => json(adminProduct({ updatedAt: NEXT_VERSION })) },
  });
  await screen.findByRole('form', { name: 'Edit Pet Portrait' });
  return result;
};

describe('Product editor', () => {
  it('saves with PUT and the version it loaded, then says so', async () => {
    const { ui, fetch } = await openEditor();
    const basics = screen.getByRole('region', { name: 'Basics' });
    // An existing product's slug stays put when the title changes.
    await ui.clear(within(basics).getByLabelText('Title'));
    await ui.type(within(basics).getByLabelText('Title'), 'Pet Halo Portrait');
    expect(within(basics).getByLabelText('Slug')).toHaveValue('pet-portrait');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Product saved'));
    const [body] = sentBodies(fetch, 'PUT', PATH);
    expect(body).toMatchObject({
      updatedAt: VERSION,
      title: 'Pet Halo Portrait',
      slug: 'pet-portrait',
      heroBulletPoints: null,
    });
    expect(body).not.toHaveProperty('artworkKind');
    // A draft opens on the storefront as a preview.
    expect(screen.getByRole('link', { name: /View on storefront/ })).toHaveAttribute(
      'href',
      '/products/pet-portrait?preview=1',
    );
    // The next save edits the version the server answered with.
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(2));
    expect(sentBodies(fetch, 'PUT', PATH)[1]).toMatchObject({ updatedAt: NEXT_VERSION });
  });

  it('a stale edit (409) shows the message; Reload brings their version', async () => {
    const message = ADMIN_MESSAGES.staleEdit('product');
    let reads = 0;
    const { ui, fetch } = renderEditor({
      routes: {
        [`GET ${PATH}`]: () =>
          json(
            ++reads === 1
              ? adminProduct()
              : adminProduct({ title: 'Their Pet Portrait', updatedAt: NEXT_VERSION }),
          ),
        [PUT]: () => json({ error: { code: 'STALE_EDIT', message } }, 409),
      },
    });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    const basics = screen.getByRole('region', { name: 'Basics' });
    await ui.type(within(basics).getByLabelText('Title'), ' (mine)');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(toasts()).not.toHaveTextContent('Product saved');

    await ui.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(basics).getByLabelText('Title')).toHaveValue('Their Pet Portrait'),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // The next save edits their version.
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(2));
    expect(sentBodies(fetch, 'PUT', PATH)[1]).toMatchObject({ updatedAt: NEXT_VERSION });
  });

  it('bullets: 3 filled gives the explained error; all 4 empty is saved as null', async () => {
    const { ui, fetch } = await openEditor();
    // An edit opens with the page's sections folded.
    await ui.click(screen.getByRole('button', { name: 'Show Hero' }));
    const hero = screen.getByRole('region', { name: 'Hero' });
    expect(within(hero).getByRole('group', { name: 'Bullet points' })).toHaveAccessibleDescription(
      BULLETS_RULE,
    );
    for (const n of [1, 2, 3]) await ui.type(within(hero).getByLabelText(`Bullet ${n}`), `B${n}`);
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await within(hero).findByText(ADMIN_MESSAGES.heroBullets)).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);

    for (const n of [1, 2, 3]) await ui.clear(within(hero).getByLabelText(`Bullet ${n}`));
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', PATH)[0]).toMatchObject({ heroBulletPoints: null });
  });

  it('four bullets are saved as written', async () => {
    const { ui, fetch } = await openEditor();
    // An edit opens with the page's sections folded.
    await ui.click(screen.getByRole('button', { name: 'Show Hero' }));
    const hero = screen.getByRole('region', { name: 'Hero' });
    for (const n of [1, 2, 3, 4])
      await ui.type(within(hero).getByLabelText(`Bullet ${n}`), `B${n}`);
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', PATH)[0]).toMatchObject({
      heroBulletPoints: ['B1', 'B2', 'B3', 'B4'],
    });
  });

  it('renaming a field the blueprint uses asks first and names the blueprint; Cancel sends nothing', async () => {
    const { ui, fetch } = await openEditor();
    await ui.click(within(builder()).getByRole('button', { name: 'Edit Pet Name' }));
    const name = within(fieldPanel('Pet Name')).getByLabelText('Name');
    await ui.clear(name);
    await ui.type(name, 'first_name');
    await ui.click(screen.getByRole('button', { name: 'Save product' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Blueprint ‘Pet halo portrait’ (v3) uses {{pet_name}}');
    expect(dialog).toHaveTextContent('renamed to first_name');
    expect(dialog).toHaveTextContent('will no longer be filled');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);
    // Still editing, and still unsaved.
    expect(name).toHaveValue('first_name');
    expect(toasts()).not.toHaveTextContent('Product saved');
    // Leaving asks, as for any unsaved edit.
    await ui.click(screen.getByRole('link', { name: 'Back to products' }));
    expect(await screen.findByRole('alertdialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await ui.keyboard('{Escape}'); // stays
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    await ui.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(1));
    const fields = sentBodies(fetch, 'PUT', PATH)[0]?.fields as { fieldName: string }[];
    expect(fields[0]?.fieldName).toBe('first_name');
  });

  it('removing a field the blueprint uses warns too', async () => {
    const { ui, fetch } = await openEditor();
    await ui.click(within(builder()).getByRole('button', { name: 'Remove Pet Type' }));
    await ui.click(await screen.findByRole('button', { name: 'Remove field' }));
    await ui.click(screen.getByRole('button', { name: 'Save product' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Pet halo portrait');
    expect(dialog).toHaveTextContent('{{pet_type}} (removed)');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetch, 'PUT', PATH)).toHaveLength(0);
  });

  it('the live preview renders the shopper’s form from the unsaved state, step by step', async () => {
    const { ui, fetch } = await openEditor();
    const form = within(preview()).getByRole('form', { name: 'Tell Us About Your Pet' });
    expect(within(form).getByRole('textbox', { name: /Pet Name/ })).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Add angel wings' })).toBeNull();

    // Any step opens in the preview.
    await ui.click(within(form).getByRole('button', { name: 'Step 2' }));
    expect(
      await within(form).findByRole('checkbox', { name: 'Add angel wings' }),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Pet Name/ })).toBeNull();

    // An unsaved label shows at once.
    await ui.click(within(builder()).getByRole('button', { name: 'Edit Add angel wings' }));
    const label = within(fieldPanel('Add angel wings')).getByLabelText('Label');
    await ui.clear(label);
    await ui.type(label, 'Add a golden halo');
    expect(within(form).getByRole('checkbox', { name: 'Add a golden halo' })).toBeInTheDocument();

    // Its submit sends nothing.
    await ui.click(within(form).getByRole('button', { name: /Create My Artwork/ }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(toasts()).toHaveTextContent('This is a preview');
  });

  it('the search-result preview follows the title, slug and description as you type', async () => {
    const { ui } = await openEditor();
    await ui.click(screen.getByRole('button', { name: 'Show Search result preview' }));
    const result = screen.getByRole('figure', { name: 'Search result preview' });
    expect(result).toHaveTextContent('Pet Portrait — Atelier');
    expect(result).toHaveTextContent('/products/pet-portrait');
    expect(within(result).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/static-assets/sample.webp',
    );
    const basics = screen.getByRole('region', { name: 'Basics' });
    await ui.clear(within(basics).getByLabelText('Slug'));
    await ui.type(within(basics).getByLabelText('Slug'), 'halo-pets');
    const description = within(basics).getByLabelText('Description');
    await ui.clear(description);
    await ui.click(description);
    await ui.paste(`${'A gentle portrait of your pet '.repeat(8)}with a golden halo.`);
    expect(result).toHaveTextContent('/products/halo-pets');
    const text = within(result).getByText(/^A gentle portrait/).textContent ?? '';
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });

  it('the preview shows a premium-only field locked to free shoppers, or open to premium ones', async () => {
    const product = adminProduct();
    product.fields = product.fields.map((f) => ({
      ...f,
      isPremiumOnly: f.fieldName === 'pet_name',
    }));
    const { ui } = renderEditor({ product });
    await screen.findByRole('form', { name: 'Edit Pet Portrait' });
    const form = within(preview()).getByRole('form', { name: 'Tell Us About Your Pet' });
    expect(within(form).getByRole('textbox', { name: /Pet Name/ })).toBeDisabled();
    expect(within(form).getByText('Premium feature.')).toBeInTheDocument();
    await ui.click(within(preview()).getByRole('checkbox', { name: 'Show as a premium shopper' }));
    expect(within(form).getByRole('textbox', { name: /Pet Name/ })).toBeEnabled();
  });

  it('axe finds no serious or critical problem with every field open', async () => {
    const { ui, container } = await openEditor();
    for (const title of ['Pet Name', 'Pet Type', 'Add angel wings'])
      await ui.click(within(builder()).getByRole('button', { name: `Edit ${title}` }));
    const add = within(builder()).getByRole('group', { name: 'Add a field' });
    await ui.click(within(add).getByRole('button', { name: 'Visual selector' }));
    // jsdom lays nothing out, so colour contrast is left to the browser checks.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
