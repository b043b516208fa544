import type { Artwork } from '@atelier/shared/schemas/generation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { FavoritesGrid } from './favorites-grid';

const BOARD = '11111111-1111-4111-8111-111111111111';
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const favorite = (id: string, createdAt: string): Artwork => ({
  id,
  visionBoardId: BOARD,
  status: 'succeeded',
  imageUrl: `/api/files/generated-artwork/${id}.webp?signature=s`,
  width: 1024,
  height: 1024,
  isApproved: false,
  isFavorite: true,
  error: null,
  attempts: 1,
  createdAt,
  finishedAt: createdAt,
});

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id}>
          {t.title} | {t.description}
        </li>
      ))}
    </ul>
  );
}

function render(list: Artwork[], remove: (id: string) => Response | Promise<Response>) {
  const server = { list };
  const fetch = stubFetch({
    'GET /api/auth/profile': () => json(profile()),
    'GET /api/favorites': () => json(server.list),
    [`DELETE /api/favorites/${A}`]: () => remove(A),
    [`DELETE /api/favorites/${B}`]: () => remove(B),
  });
  renderWithApp(
    <>
      <FavoritesGrid />
      <Toasts />
    </>,
  );
  return { server, fetch, user: userEvent.setup() };
}

beforeEach(() => authToken.set('tok-1'));
afterEach(() => authToken.set(null));

describe('FavoritesGrid', () => {
  it('shows each favorite linking to its artwork screen', async () => {
    render([favorite(A, '2026-11-20T10:00:00Z'), favorite(B, '2026-11-18T10:00:00Z')], () =>
      json({}),
    );
    const open = await screen.findByRole('link', { name: 'Open Portrait from Nov 20, 2026' });
    expect(open).toHaveAttribute('href', `/artwork/${BOARD}/${A}`);
    expect(within(open).getByRole('img', { name: 'Portrait from Nov 20, 2026' })).toHaveAttribute(
      'src',
      `/api/files/generated-artwork/${A}.webp?signature=s`,
    );
    expect(screen.getByRole('link', { name: 'Open Portrait from Nov 18, 2026' })).toHaveAttribute(
      'href',
      `/artwork/${BOARD}/${B}`,
    );
  });

  it("titles each card by the shopper's own name, the product beneath, the artwork whole", async () => {
    stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'GET /api/favorites': () => json([favorite(A, '2026-11-20T10:00:00Z')]),
      'GET /api/vision-boards': () =>
        json([
          {
            id: BOARD,
            items: 'pet_photo: x\npet_name: Biscuit\npet_type: Dog',
            productId: '33333333-3333-4333-8333-333333333333',
            productSlug: 'guardian-angel-pet',
            productTitle: 'Guardian Angel Pet',
            createdAt: '2026-11-20T09:00:00Z',
          },
        ]),
    });
    renderWithApp(<FavoritesGrid />);
    const open = await screen.findByRole('link', { name: 'Open Biscuit, Nov 20, 2026' });
    const card = open.closest('li')!;
    expect(within(card).getByText('Biscuit')).toBeVisible();
    expect(within(card).getByText('Guardian Angel Pet')).toBeVisible();
    const image = await within(open).findByRole('img', { name: 'Biscuit, Nov 20, 2026' });
    expect(image).toHaveClass('object-contain');
    expect(image).not.toHaveClass('object-cover');
    expect(
      within(card).getByRole('button', { name: 'Remove Biscuit, Nov 20, 2026 from favorites' }),
    ).toBeEnabled();
  });

  it('removes a favorite at once, and removing the last one shows the empty state', async () => {
    let release: () => void = () => {};
    const { server, fetch, user } = render([favorite(A, '2026-11-20T10:00:00Z')], () => {
      server.list = [];
      return new Promise<Response>((resolve) => {
        release = () => resolve(new Response(null, { status: 204 }));
      });
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Portrait from Nov 20, 2026 from favorites',
      }),
    );
    // Gone before the server has answered.
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    release();
    expect(screen.getByRole('link', { name: 'View My Portraits' })).toHaveAttribute(
      'href',
      '/artwork',
    );
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => url === `/api/favorites/${A}` && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('puts a favorite back and says so when the server refuses the removal', async () => {
    const { user } = render([favorite(A, '2026-11-20T10:00:00Z')], () =>
      json({ error: { code: 'FORBIDDEN', message: 'Not allowed.' } }, 403),
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Portrait from Nov 20, 2026 from favorites',
      }),
    );
    expect(
      await screen.findByText(/Could not remove favorite \| Not allowed\./),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open Portrait from Nov 20, 2026' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state with a link to the portraits when there are none', async () => {
    render([], () => json({}));
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Portraits' })).toHaveAttribute(
      'href',
      '/artwork',
    );
  });
});
