import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch';
import { ARTWORK_ID, BOARD_ID, field, petFields, product } from '@/test/personalize-fixtures';
import { finishHeldUpload, HELD_UPLOAD, UPLOADED } from '@/test/image-upload-stub';
import {
  fillAll,
  renderForm,
  toasts,
  waitForAuth,
  findArtworkScreen,
} from '../testing/render-form';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

// The overlay against the real steps of a submission: each server answer is held until the
// test lets it through, so what the overlay shows while a step is still running is certain.

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const stageHeading = () =>
  within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent;
const currentStage = () => screen.getByRole('listitem', { current: 'step' });
const called = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.some(([url]) => String(url) === path);

describe('submission overlay stages', () => {
  it('each stage comes up as its step runs, and the artwork screen opens after Creation Complete', async () => {
    const board = gate();
    const order = gate();
    const generation = gate();
    const { ui, fetch } = renderForm({
      signedIn: true,
      routes: {
        'POST /api/vision-boards': () => board.opened.then(() => json({ id: BOARD_ID }, 201)),
        'POST /api/uploaded-images': () => json({ id: 'img' }, 201),
        'POST /api/orders': () => order.opened.then(() => json({ id: 'order' }, 201)),
        'POST /api/generate-artwork': () =>
          generation.opened.then(() =>
            json({ id: ARTWORK_ID, visionBoardId: BOARD_ID, status: 'queued' }, 202),
          ),
      },
    });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));

    // The board and its photo are on their way.
    await screen.findByRole('dialog', { name: 'Processing Your Photo' });
    expect(currentStage()).toHaveTextContent('Processing Your Photo, in progress');
    board.open();

    // Photo registered: the order, then the generation request, are in flight.
    await screen.findByRole('heading', { name: 'Reading Your Energy' });
    expect(currentStage()).toHaveTextContent('Reading Your Energy, in progress');
    order.open();
    await waitFor(() => expect(called(fetch, '/api/generate-artwork')).toBe(true));
    // Not accepted yet: the overlay does not claim the art is being crafted.
    expect(stageHeading()).toBe('Reading Your Energy');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/');

    generation.open();
    await screen.findByRole('heading', { name: 'Crafting Sacred Art' });
    expect(currentStage()).toHaveTextContent('Crafting Sacred Art, in progress');
    await screen.findByRole('heading', { name: 'Creation Complete' });
    // Seen before the page moves on.
    expect(screen.getByTestId('location')).toHaveTextContent('/products/guardian-angel-pet');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(await findArtworkScreen()).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/artwork/${BOARD_ID}/${ARTWORK_ID}`);
  });

  it('an error closes the overlay with its message and leaves the form as it was', async () => {
    const { ui } = renderForm({
      signedIn: true,
      routes: {
        'POST /api/vision-boards': () => json({ id: BOARD_ID }, 201),
        'POST /api/uploaded-images': () => json({ id: 'img' }, 201),
        'POST /api/orders': () => json({ error: { code: 'X', message: 'x' } }, 500),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await waitForAuth('signed-in');
    await fillAll(ui);
    const create = screen.getByRole('button', { name: 'Create My Artwork' });
    await ui.click(create);
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Failed to create order | Please try again later.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Every answer is still there, and the keyboard is back on the button it pressed.
    expect(screen.getByRole('radio', { name: /Golden Icon/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Add angel wings' })).toBeChecked();
    expect(create).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(create).toHaveFocus());
    await ui.click(screen.getByRole('button', { name: 'Step 1' }));
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveValue('Biscuit');
    expect(screen.getByRole('img', { name: 'rex.jpg' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/guardian-angel-pet');
  });

  it('a photo still uploading when the form is sent: Processing Your Photo waits for it, and it goes with the board', async () => {
    const withExtraPhoto = product({
      fields: [
        ...petFields(),
        field({
          fieldName: 'extra_photo',
          fieldLabel: 'Extra Photo',
          fieldType: 'image',
          stepNumber: 2,
          sortOrder: 4,
        }),
      ],
    });
    const { ui, fetch } = renderForm({
      product: withExtraPhoto,
      signedIn: true,
      routes: {
        'POST /api/vision-boards': () => json({ id: BOARD_ID }, 201),
        'POST /api/uploaded-images': () => json({ id: 'img' }, 201),
        'POST /api/orders': () => json({ id: 'order' }, 201),
        'POST /api/generate-artwork': () =>
          json({ id: ARTWORK_ID, visionBoardId: BOARD_ID, status: 'queued' }, 202),
      },
    });
    await waitForAuth('signed-in');
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: 'Start a slow upload to Extra Photo' }));
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));

    await screen.findByRole('dialog', { name: 'Processing Your Photo' });
    await act(async () => {});
    // Nothing is sent while the photo is still on its way.
    expect(called(fetch, '/api/vision-boards')).toBe(false);
    act(() => finishHeldUpload());

    await screen.findByRole('heading', { name: 'Reading Your Energy' });
    const registered = fetch.mock.calls
      .filter(([url]) => String(url) === '/api/uploaded-images')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    expect(registered).toEqual([
      { visionBoardId: BOARD_ID, filename: 'pet_photo_0.jpg', url: UPLOADED.key },
      { visionBoardId: BOARD_ID, filename: 'extra_photo_0.jpg', url: HELD_UPLOAD.key },
    ]);
    expect(await findArtworkScreen()).toBeInTheDocument();
  });
});
