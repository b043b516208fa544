import { PLACEHOLDER_CUSTOMER_INFO } from '@atelier/shared/schemas/generation';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authHeader, json, profile } from '@/test/fetch';
import { DRAFT_STORAGE_KEY } from '../lib/draft';
import { ARTWORK_ID, BOARD_ID, PRODUCT_ID, product } from '@/test/personalize-fixtures';
import { UPLOADED } from '@/test/image-upload-stub';
import {
  dialogs,
  fillAll,
  renderForm,
  toasts,
  waitForAuth,
  findArtworkScreen,
} from '../testing/render-form';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

const artwork = { id: ARTWORK_ID, visionBoardId: BOARD_ID, status: 'queued' };

const chain = (generate: () => Response = () => json(artwork, 202)) => ({
  'POST /api/vision-boards': () => json({ id: BOARD_ID, items: 'x' }, 201),
  'POST /api/uploaded-images': () => json({ id: 'img' }, 201),
  'POST /api/orders': () => json({ id: 'order' }, 201),
  'POST /api/generate-artwork': generate,
});

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String((init as RequestInit).body)) as unknown,
      auth: authHeader(init as RequestInit),
    }));

describe('submitting the form', () => {
  it('signed out: saves the draft, asks to sign in and opens the sign-in dialog', async () => {
    const { ui, fetch } = renderForm();
    await waitForAuth('signed-out');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    expect(toasts()).toHaveTextContent('Please sign in | Almost there!');
    expect(dialogs()).toHaveTextContent('sign-in:true');
    const draft = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    expect(draft).toMatchObject({
      productSlug: 'guardian-angel-pet',
      formData: {
        pet_name: 'Biscuit',
        pet_type: 'Dog',
        art_style: 'Golden Icon',
        angel_wings: true,
      },
      uploadedImages: { pet_photo: [UPLOADED] },
    });
    expect(draft.expiresAt - draft.timestamp).toBe(86_400_000);
    expect(posts(fetch)).toEqual([]);
  });

  it("without the product's identity: 'Unable to save progress' and nothing is saved or sent", async () => {
    const { ui, fetch } = renderForm({ product: product({ id: '' }) });
    await waitForAuth('signed-out');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    expect(toasts()).toHaveTextContent(
      'Unable to save progress | Product information is missing. Please refresh the page.',
    );
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(dialogs()).toHaveTextContent('sign-in:false');
    expect(posts(fetch)).toEqual([]);
  });

  it('signed in: board, each image, order, generation in order, then the artwork screen', async () => {
    const { ui, fetch } = renderForm({ signedIn: true, routes: chain() });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    expect(await findArtworkScreen()).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/artwork/${BOARD_ID}/${ARTWORK_ID}`);
    expect(posts(fetch)).toEqual([
      {
        url: '/api/vision-boards',
        body: {
          items: 'pet_name: Biscuit\npet_type: Dog\nart_style: Golden Icon\nangel_wings: true',
          productId: PRODUCT_ID,
        },
        auth: 'Bearer tok',
      },
      {
        url: '/api/uploaded-images',
        body: { visionBoardId: BOARD_ID, filename: 'pet_photo_0.jpg', url: UPLOADED.key },
        auth: 'Bearer tok',
      },
      {
        url: '/api/orders',
        body: {
          visionBoardId: BOARD_ID,
          productId: PRODUCT_ID,
          customerInfo: PLACEHOLDER_CUSTOMER_INFO,
        },
        auth: 'Bearer tok',
      },
      { url: '/api/generate-artwork', body: { visionBoardId: BOARD_ID }, auth: 'Bearer tok' },
    ]);
    expect(toasts()).toHaveTextContent(
      'Order created successfully! AI is now generating your personalized artwork.',
    );
  });

  it('a generation answered as a list goes to the first artwork', async () => {
    const { ui } = renderForm({
      signedIn: true,
      routes: chain(() => json([artwork, { ...artwork, id: 'other' }], 202)),
    });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    await findArtworkScreen();
    expect(screen.getByTestId('location')).toHaveTextContent(`/artwork/${BOARD_ID}/${ARTWORK_ID}`);
  });

  it('a failed order toasts and closes the overlay without starting generation', async () => {
    const { ui, fetch } = renderForm({
      signedIn: true,
      routes: {
        ...chain(),
        'POST /api/orders': () => json({ error: { code: 'X', message: 'x' } }, 500),
      },
    });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Failed to create order | Please try again later.'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(posts(fetch).map((p) => p.url)).not.toContain('/api/generate-artwork');
  });

  it('a generation that fails to start is only logged: the overlay shows Creation Complete at 100%', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui } = renderForm({
      signedIn: true,
      routes: chain(() => json({ error: { code: 'PROVIDER_DOWN', message: 'down' } }, 503)),
    });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    expect(await screen.findByRole('heading', { name: 'Creation Complete' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: 'View My Portraits' })).toHaveAttribute(
      'href',
      `/artwork/${BOARD_ID}`,
    );
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('over the monthly limit (402): the profile is re-read and the upgrade dialog opens', async () => {
    let profileReads = 0;
    const { ui } = renderForm({
      signedIn: true,
      routes: {
        ...chain(() =>
          json({ error: { code: 'GENERATION_LIMIT_REACHED', message: 'limit' } }, 402),
        ),
        'GET /api/auth/profile': () => {
          profileReads += 1;
          return json(profile({ generationsUsed: 3, generationsLimit: 3 }));
        },
      },
    });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    await waitFor(() => expect(dialogs()).toHaveTextContent('upgrade:true'));
    expect(profileReads).toBe(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Artwork screen' })).not.toBeInTheDocument();
  });

  it('clears the saved draft when it submits', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        productSlug: 'other',
        formData: {},
        uploadedImages: {},
        timestamp: Date.now(),
        expiresAt: Date.now() + 60_000,
      }),
    );
    const { ui } = renderForm({ signedIn: true, routes: chain() });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));
    await findArtworkScreen();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
