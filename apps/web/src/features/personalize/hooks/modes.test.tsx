import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch';
import { saveDraft } from '../lib/draft';
import { ARTWORK_ID, BOARD_ID } from '@/test/personalize-fixtures';
import { UPLOADED } from '@/test/image-upload-stub';
import {
  dialogs,
  renderForm,
  toasts,
  waitForAuth,
  findArtworkScreen,
} from '../testing/render-form';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

const artwork = { id: ARTWORK_ID, visionBoardId: BOARD_ID, status: 'queued' };
const chain = {
  'POST /api/vision-boards': () => json({ id: BOARD_ID }, 201),
  'POST /api/uploaded-images': () => json({ id: 'img' }, 201),
  'POST /api/orders': () => json({ id: 'order' }, 201),
  'POST /api/generate-artwork': () => json(artwork, 202),
};
const completeDraft = {
  pet_name: 'Biscuit',
  pet_type: 'Dog',
  art_style: 'Golden Icon',
  angel_wings: false,
};

const callsTo = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('draft restore after sign-in', () => {
  it("restores this product's draft with 'Welcome back!' and submits it after 1 s", async () => {
    saveDraft('guardian-angel-pet', completeDraft, { pet_photo: [UPLOADED] });
    const { fetch } = renderForm({ signedIn: true, routes: chain });
    await waitFor(() => expect(toasts()).toHaveTextContent('Welcome back!'));
    // Restored on the last step with the values and the photo back in place.
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Golden Icon/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Step 1' })).toBeEnabled();
    expect(await findArtworkScreen()).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, '/api/uploaded-images') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ url: UPLOADED.key });
  });

  it('an incomplete draft is restored but not submitted', async () => {
    saveDraft('guardian-angel-pet', { ...completeDraft, art_style: '' }, { pet_photo: [UPLOADED] });
    const { fetch } = renderForm({
      signedIn: true,
      routes: {
        ...chain,
        'GET /api/image/signed-url': ({ url }) =>
          json({ url: `/media/fresh?key=${new URL(url, 'http://x').searchParams.get('key')}` }),
      },
    });
    await waitFor(() => expect(toasts()).toHaveTextContent('Welcome back!'));
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveValue('Biscuit');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    // The photo is back, under a fresh signed address asked for by its key.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'rex.jpg' })).toHaveAttribute(
        'src',
        `/media/fresh?key=${UPLOADED.key}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(callsTo(fetch, '/api/vision-boards')).toHaveLength(0);
  });

  it("another product's draft, or an expired one, is left alone (and the expired one purged)", async () => {
    saveDraft('guardian-angel-pet', completeDraft, {}, Date.now() - 25 * 60 * 60 * 1000);
    renderForm({ signedIn: true, routes: chain });
    await waitForAuth('signed-in');
    await waitFor(() => expect(localStorage.getItem('atelier.personalize-draft')).toBeNull());
    expect(toasts()).not.toHaveTextContent('Welcome back!');
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveValue('');
  });
});

describe('clone mode (?cloneFrom=)', () => {
  const board = {
    id: BOARD_ID,
    items: 'pet_name: Biscuit\npet_type: Cat\nart_style: Heavenly Light\nangel_wings: true',
  };
  const images = [{ filename: 'pet_photo_0.jpg', key: UPLOADED.key, url: UPLOADED.url }];

  it('prefills fields and photos, jumps to step 2 with step 1 completed, and does not auto-submit', async () => {
    saveDraft('guardian-angel-pet', completeDraft, { pet_photo: [UPLOADED] });
    const { fetch, ui } = renderForm({
      signedIn: true,
      path: `/products/guardian-angel-pet?cloneFrom=${BOARD_ID}`,
      routes: {
        ...chain,
        [`GET /api/vision-boards/${BOARD_ID}`]: () => json(board),
        [`GET /api/vision-boards/${BOARD_ID}/images`]: () => json(images),
      },
    });
    await waitFor(() => expect(toasts()).toHaveTextContent('Vision board cloned!'));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Heavenly Light/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Add angel wings' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Create My Artwork' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await ui.click(screen.getByRole('button', { name: 'Step 1' }));
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveValue('Biscuit');
    expect(screen.getByRole('combobox', { name: /Pet Type/ })).toHaveValue('Cat');
    expect(screen.getByRole('img', { name: 'pet_photo_0.jpg' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(callsTo(fetch, '/api/vision-boards').filter(([, i]) => i?.method === 'POST')).toEqual(
      [],
    );
  });

  it("says 'Clone loaded with issues' when lines or images do not fit the product", async () => {
    renderForm({
      signedIn: true,
      path: `/products/guardian-angel-pet?cloneFrom=${BOARD_ID}`,
      routes: {
        [`GET /api/vision-boards/${BOARD_ID}`]: () =>
          json({ id: BOARD_ID, items: `${board.items}\nfavourite_toy: ball` }),
        [`GET /api/vision-boards/${BOARD_ID}/images`]: () =>
          json([...images, { filename: 'old_field_0.jpg', key: 'k', url: 'u' }]),
      },
    });
    await waitFor(() => expect(toasts()).toHaveTextContent('Clone loaded with issues'));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });

  it("says 'Clone loaded with issues' when the board cannot be read", async () => {
    renderForm({
      signedIn: true,
      path: `/products/guardian-angel-pet?cloneFrom=${BOARD_ID}`,
    });
    await waitFor(() => expect(toasts()).toHaveTextContent('Clone loaded with issues'));
  });
});

describe('regenerate mode (?regenerate=)', () => {
  it('removes the parameter, asks for a new artwork of that board and opens it', async () => {
    const { fetch, router } = renderForm({
      signedIn: true,
      path: `/products/guardian-angel-pet?regenerate=${BOARD_ID}&ref=mail`,
      routes: chain,
    });
    expect(await findArtworkScreen()).toBeInTheDocument();
    // The parameter was replaced away: Back returns to the product without it.
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/products\/guardian-angel-pet\?ref=mail$/,
      ),
    );
    await act(() => router.navigate(1));
    const [[, init]] = callsTo(fetch, '/api/generate-artwork') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ visionBoardId: BOARD_ID, regenerate: true });
    expect(screen.getByTestId('location')).toHaveTextContent(`/artwork/${BOARD_ID}/${ARTWORK_ID}`);
    expect(callsTo(fetch, '/api/vision-boards')).toHaveLength(0);
  });

  it('signed out: asks to sign in first and keeps the parameter until then', async () => {
    const { fetch } = renderForm({
      path: `/products/guardian-angel-pet?regenerate=${BOARD_ID}`,
      routes: chain,
    });
    await waitFor(() => expect(dialogs()).toHaveTextContent('sign-in:true'));
    expect(toasts()).toHaveTextContent('Please sign in | Almost there!');
    expect(screen.getByTestId('location')).toHaveTextContent(`?regenerate=${BOARD_ID}`);
    expect(callsTo(fetch, '/api/generate-artwork')).toHaveLength(0);
  });
});
