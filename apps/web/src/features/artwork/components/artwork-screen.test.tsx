import type {
  Artwork,
  ArtworkQueue,
  ArtworkStatus,
  VisionBoard,
} from '@atelier/shared/schemas/generation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { authToken } from '@/lib/auth-token';
import { useDialogs } from '@/lib/dialogs';
import { authHeader, json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ArtworkScreen } from './artwork-screen';

const BOARD = '11111111-1111-4111-8111-111111111111';
const OTHER_BOARD = '22222222-2222-4222-8222-222222222222';
const ART = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const NEW_ART = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const PREVIEW = `/api/files/generated-artwork/${ART}.webp?signature=s1`;

const artwork = (overrides: Partial<Artwork> = {}): Artwork => ({
  id: ART,
  visionBoardId: BOARD,
  status: 'succeeded',
  imageUrl: PREVIEW,
  width: 1024,
  height: 1024,
  isApproved: false,
  isFavorite: false,
  error: null,
  attempts: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:05.000Z',
  ...overrides,
});

const board = (overrides: Partial<VisionBoard> = {}): VisionBoard => ({
  id: BOARD,
  items: 'art_style: Classic Oil',
  productId: '33333333-3333-4333-8333-333333333333',
  productSlug: 'family-portrait',
  productTitle: 'Family Portrait',
  createdAt: '2026-11-20T09:59:00.000Z',
  ...overrides,
});

function Page() {
  const { visionBoardId, artworkId } = useParams();
  return <ArtworkScreen visionBoardId={visionBoardId} artworkId={artworkId} />;
}

function Probe() {
  const { upgradeOpen } = useDialogs();
  const { toasts } = useToast();
  return (
    <>
      <p>{upgradeOpen ? 'upgrade dialog open' : 'upgrade dialog closed'}</p>
      <ul aria-label="toasts">
        {toasts.map((t) => (
          <li key={t.id}>
            {t.title} | {t.description} | {t.variant}
          </li>
        ))}
      </ul>
    </>
  );
}

const element = (
  <>
    <Page />
    <Probe />
  </>
);
const routes = [
  { path: '/artwork', element },
  { path: '/artwork/:visionBoardId', element },
  { path: '/artwork/:visionBoardId/:artworkId', element },
  { path: '/products/:slug', element: <p>product page</p> },
];

/** A tiny fake of the API: boards and artworks the handlers answer from, and an event stream. */
function fakeApi(initial: Artwork[], extra: Parameters<typeof stubFetch>[0] = {}) {
  const server = { artworks: initial, boards: [board()] };
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  let eventId = 40;
  const find = (id: string) => server.artworks.find((a) => a.id === id);
  const fetch = stubFetch({
    'GET /api/auth/profile': () => json(profile()),
    'GET /api/vision-boards': () =>
      json(server.boards.map((b) => ({ ...b, latestArtwork: server.artworks[0] ?? null }))),
    [`GET /api/vision-boards/${BOARD}`]: () =>
      json(server.boards.find((b) => b.id === BOARD) ?? board()),
    [`GET /api/vision-boards/${BOARD}/artwork`]: () => json(server.artworks),
    [`GET /api/vision-boards/${BOARD}/artwork/latest`]: () =>
      server.artworks[0] ? json(server.artworks[0]) : json({ error: { code: 'NOT_FOUND' } }, 404),
    [`GET /api/artwork/${ART}`]: () => json(find(ART)),
    [`GET /api/artwork/${NEW_ART}`]: () => json(find(NEW_ART)),
    [`GET /api/vision-boards/${BOARD}/events`]: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
            controller.enqueue(new TextEncoder().encode(': connected\n\n'));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    ...extra,
  });
  const setStatus = (id: string, status: ArtworkStatus, patch: Partial<Artwork> = {}) => {
    server.artworks = server.artworks.map((a) => (a.id === id ? { ...a, status, ...patch } : a));
    eventId += 1;
    stream?.enqueue(
      new TextEncoder().encode(
        `id: ${eventId}\nevent: artwork\ndata: ${JSON.stringify({ artworkId: id, visionBoardId: BOARD, status })}\n\n`,
      ),
    );
  };
  /** An id-less `event: queue` frame: an artwork's place in the queue (queue-watch.ts). */
  const sendQueue = (id: string, queue: ArtworkQueue) =>
    stream?.enqueue(
      new TextEncoder().encode(
        `event: queue\ndata: ${JSON.stringify({ artworkId: id, visionBoardId: BOARD, status: 'queued', queue })}\n\n`,
      ),
    );
  const calls = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  const dropStream = () => {
    stream?.close();
    stream = null;
  };
  return {
    server,
    fetch,
    setStatus,
    sendQueue,
    calls,
    dropStream,
    streamOpen: () => stream !== null,
  };
}

function open(path: string) {
  const result = renderRoutes(routes, path);
  return { ...result, user: userEvent.setup() };
}

beforeEach(() => authToken.set('tok-1'));
afterEach(() => authToken.set(null));

describe('ArtworkScreen: live status', () => {
  it('follows queued → running → succeeded through the event stream, then shows the image', async () => {
    const api = fakeApi([artwork({ status: 'queued', imageUrl: null, finishedAt: null })]);
    open(`/artwork/${BOARD}/${ART}`);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your artwork is in the queue'),
    );
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    const [, init] = api.calls('GET', `/api/vision-boards/${BOARD}/events`)[0]!;
    expect(authHeader(init)).toBe('Bearer tok-1');

    api.setStatus(ART, 'running');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Creating your artwork…'),
    );

    api.setStatus(ART, 'succeeded', { imageUrl: PREVIEW });
    const image = await screen.findByRole('img', { name: 'Family Portrait artwork' });
    expect(image).toHaveAttribute('src', PREVIEW);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('status')).toHaveTextContent('Your artwork is ready.');
  });

  it("a change heard while the artwork's first read is on its way is not undone by that read's older answer", async () => {
    let release: (() => void) | undefined;
    const api = fakeApi([artwork({ status: 'running', imageUrl: null, finishedAt: null })], {
      [`GET /api/artwork/${ART}`]: () => {
        // The artwork as it is when asked; the first answer is held back until released.
        const answer = json(api.server.artworks.find((a) => a.id === ART));
        if (release) return answer;
        return new Promise<Response>((resolve) => (release = () => resolve(answer)));
      },
    });
    open(`/artwork/${BOARD}/${ART}`);
    // The board's list said 'running': the stream opens while the artwork's own read waits.
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    await waitFor(() => expect(release).toBeDefined());
    api.setStatus(ART, 'succeeded', { imageUrl: PREVIEW });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your artwork is ready.'),
    );
    // The held read now answers what it saw before the change ('running'), and is let settle.
    await act(async () => {
      release!();
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your artwork is ready.');
    expect(screen.getByRole('img', { name: 'Family Portrait artwork' })).toHaveAttribute(
      'src',
      PREVIEW,
    );
  });

  it('reconnects after the stream drops and catches up from the snapshot it sends', async () => {
    const api = fakeApi([artwork({ status: 'running', imageUrl: null, finishedAt: null })]);
    open(`/artwork/${BOARD}/${ART}`);
    await waitFor(() => expect(api.streamOpen()).toBe(true));

    api.dropStream();
    // Finished while no stream was open: only the next connection's snapshot can tell.
    api.server.artworks = [artwork()];
    await waitFor(() => expect(api.streamOpen()).toBe(true), { timeout: 5000 });
    api.setStatus(ART, 'succeeded');
    expect(await screen.findByRole('img', { name: 'Family Portrait artwork' })).toHaveAttribute(
      'src',
      PREVIEW,
    );
    expect(api.calls('GET', `/api/vision-boards/${BOARD}/events`)).toHaveLength(2);
  });

  it('reconnects with ?lastEventId= (the last event read), and applies what the server replays', async () => {
    const api = fakeApi([artwork({ status: 'queued', imageUrl: null, finishedAt: null })]);
    open(`/artwork/${BOARD}/${ART}`);
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    api.setStatus(ART, 'running');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Creating your artwork…'),
    );

    api.dropStream();
    await waitFor(() => expect(api.streamOpen()).toBe(true), { timeout: 5000 });
    const urls = api.fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith(`/api/vision-boards/${BOARD}/events`));
    expect(urls).toEqual([
      `/api/vision-boards/${BOARD}/events`,
      `/api/vision-boards/${BOARD}/events?lastEventId=41`,
    ]);
    // The missed change, replayed after that id.
    api.server.artworks = [artwork()];
    api.setStatus(ART, 'succeeded');
    expect(await screen.findByRole('img', { name: 'Family Portrait artwork' })).toHaveAttribute(
      'src',
      PREVIEW,
    );
  });

  it('shows a failed artwork with its message, and Try again regenerates and shows the new one', async () => {
    const api = fakeApi(
      [artwork({ status: 'failed', imageUrl: null, error: 'The studio could not finish.' })],
      {
        'POST /api/generate-artwork': () => {
          api.server.artworks = [
            artwork({ id: NEW_ART, status: 'queued', imageUrl: null }),
            ...api.server.artworks,
          ];
          return json(api.server.artworks[0], 201);
        },
      },
    );
    const { user, router } = open(`/artwork/${BOARD}/${ART}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('The studio could not finish.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/artwork/${BOARD}/${NEW_ART}`),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your artwork is in the queue'),
    );
    const [, init] = api.calls('POST', '/api/generate-artwork')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ visionBoardId: BOARD, regenerate: true });
    expect(screen.getByRole('link', { name: 'Version 2, Queued' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('ArtworkScreen: the queue line', () => {
  it("shows a queued artwork's place from the stream's queue frames, premium wording too, until it starts", async () => {
    const api = fakeApi([artwork({ status: 'queued', imageUrl: null, finishedAt: null })]);
    open(`/artwork/${BOARD}/${ART}`);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your artwork is in the queue'),
    );
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    expect(screen.queryByText(/ahead of you/)).toBeNull();

    api.sendQueue(ART, { position: 4, ahead: 3, estimateSeconds: 40, prioritised: false });
    expect(await screen.findByText('About 40 s — 3 ahead of you')).toBeInTheDocument();
    expect(screen.queryByText('Premium — your artwork is prioritised')).toBeNull();

    // The queue moves (a Premium job is put first): the line follows it.
    api.sendQueue(ART, { position: 1, ahead: 0, estimateSeconds: 12, prioritised: true });
    expect(await screen.findByText("About 12 s — You're next")).toBeInTheDocument();
    expect(screen.getByText('Premium — your artwork is prioritised')).toBeInTheDocument();
    expect(screen.queryByText(/ahead of you/)).toBeNull();

    // Without a finished job to go by, the place alone.
    api.sendQueue(ART, { position: 3, ahead: 2, estimateSeconds: null, prioritised: false });
    expect(await screen.findByText('2 ahead of you')).toBeInTheDocument();

    // Started: no place in the queue any more.
    api.setStatus(ART, 'running');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Creating your artwork…'),
    );
    expect(screen.queryByText(/ahead of you|You're next/)).toBeNull();
    expect(screen.queryByText('Premium — your artwork is prioritised')).toBeNull();
  });
});

describe('ArtworkScreen: the allowance it shows', () => {
  it('a final failure over the stream gives the generation back, and the count says so', async () => {
    // The server refunds a failed generation; the screen's count comes from the profile.
    let used = 1;
    const api = fakeApi([artwork({ status: 'running', imageUrl: null, finishedAt: null })], {
      'GET /api/auth/profile': () => json(profile({ generationsUsed: used, generationsLimit: 3 })),
    });
    open(`/artwork/${BOARD}/${ART}`);
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    const button = await screen.findByRole('button', { name: 'Regenerate' });
    await waitFor(() => expect(button).toHaveAccessibleDescription(/· 2 left\.$/));

    used = 0;
    api.setStatus(ART, 'failed', { error: 'The studio could not finish.' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveAccessibleDescription(
        /· 3 left\.$/,
      ),
    );
  });
});

describe('ArtworkScreen: actions', () => {
  it('Regenerate over the monthly limit refreshes the profile and opens the upgrade dialog', async () => {
    const api = fakeApi([artwork()], {
      'POST /api/generate-artwork': () =>
        json({ error: { code: 'LIMIT_REACHED', message: 'limit' } }, 402),
    });
    const { user } = open(`/artwork/${BOARD}/${ART}`);
    await screen.findByRole('img', { name: 'Family Portrait artwork' });
    const profileReads = api.calls('GET', '/api/auth/profile').length;

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('upgrade dialog open')).toBeInTheDocument();
    expect(api.calls('GET', '/api/auth/profile').length).toBe(profileReads + 1);
    expect(api.calls('POST', '/api/generate-artwork')).toHaveLength(1);
  });

  it('Regenerate says it uses one generation and how many are left', async () => {
    fakeApi([artwork()]);
    open(`/artwork/${BOARD}/${ART}`);
    const button = await screen.findByRole('button', { name: 'Regenerate' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'Regenerate creates a new version and uses 1 generation · 3 left.',
      ),
    );
  });

  it('asks once before using the last generation; keeping it sends nothing', async () => {
    const api = fakeApi([artwork()], {
      'GET /api/auth/profile': () => json(profile({ generationsUsed: 2, generationsLimit: 3 })),
      'POST /api/generate-artwork': () => {
        api.server.artworks = [
          artwork({ id: NEW_ART, status: 'queued', imageUrl: null }),
          ...api.server.artworks,
        ];
        return json(api.server.artworks[0], 201);
      },
    });
    const { user, router } = open(`/artwork/${BOARD}/${ART}`);
    const button = await screen.findByRole('button', { name: 'Regenerate' });
    await waitFor(() => expect(button).toHaveAccessibleDescription(/1 left/));

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Use your last generation?' });
    expect(dialog).toHaveTextContent('this is the last one you have left until December 1, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it for later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', '/api/generate-artwork')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(await screen.findByRole('button', { name: 'Use my last generation' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/artwork/${BOARD}/${NEW_ART}`),
    );
    expect(api.calls('POST', '/api/generate-artwork')).toHaveLength(1);
  });

  it('Approve and Download preview explain themselves', async () => {
    fakeApi([artwork()]);
    open(`/artwork/${BOARD}/${ART}`);
    expect(await screen.findByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      /marks this version as the one you like best of this board: it gets a tick in Versions/,
    );
    expect(screen.getByRole('button', { name: 'Download preview' })).toHaveAccessibleDescription(
      'The download is the preview, with a watermark.',
    );
  });

  it.each([
    ['201', 201],
    ['409 (already a favorite)', 409],
  ])('Favorite: a %s answer ends favorited; pressing again removes it', async (_, status) => {
    const api = fakeApi([artwork()], {
      'POST /api/favorites': () =>
        status === 201 ? json({ artworkId: ART }, 201) : json({ error: { code: 'CONFLICT' } }, 409),
      [`DELETE /api/favorites/${ART}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = open(`/artwork/${BOARD}/${ART}`);
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    // The server answers from now on with the artwork favorited (and a freshly signed URL).
    api.server.artworks = [artwork({ isFavorite: true, imageUrl: `${PREVIEW}-2` })];
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.calls('GET', `/api/artwork/${ART}`)).toHaveLength(2));
    // The same picture is not downloaded again for its new signature.
    expect(screen.getByRole('img', { name: 'Family Portrait artwork' })).toHaveAttribute(
      'src',
      PREVIEW,
    );
    expect(JSON.parse(String(api.calls('POST', '/api/favorites')[0]![1]?.body))).toEqual({
      artworkId: ART,
    });
    expect(screen.getByRole('list', { name: 'toasts' })).toBeEmptyDOMElement();

    api.server.artworks = [artwork({ isFavorite: false })];
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('DELETE', `/api/favorites/${ART}`)).toHaveLength(1);
  });

  it('Favorite: a refused add goes back to not favorited and says so', async () => {
    fakeApi([artwork()], {
      'POST /api/favorites': () => json({ error: { code: 'BAD', message: 'Nope.' } }, 400),
    });
    const { user } = open(`/artwork/${BOARD}/${ART}`);
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await user.click(heart);
    expect(await screen.findByText(/Favorite not saved \| Nope\./)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('Approve posts the approval and shows Approved; pressing Approved withdraws it', async () => {
    const api = fakeApi([artwork()], {
      [`POST /api/artwork/${ART}/approve`]: () => json(artwork({ isApproved: true })),
      [`DELETE /api/artwork/${ART}/approve`]: () => json(artwork({ isApproved: false })),
    });
    const { user } = open(`/artwork/${BOARD}/${ART}`);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    api.server.artworks = [artwork({ isApproved: true })];
    await user.click(approve);
    expect(await screen.findByRole('button', { name: 'Approved' })).toBeInTheDocument();
    expect(api.calls('POST', `/api/artwork/${ART}/approve`)).toHaveLength(1);

    api.server.artworks = [artwork({ isApproved: false })];
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/artwork/${ART}/approve`)).toHaveLength(1);
  });

  it("'Create another like this' opens the product form cloning this board", async () => {
    fakeApi([artwork()]);
    const { user, router } = open(`/artwork/${BOARD}/${ART}`);
    const link = await screen.findByRole('link', { name: 'Create another like this' });
    expect(link).toHaveAttribute('href', `/products/family-portrait?cloneFrom=${BOARD}`);
    await user.click(link);
    expect(router.state.location.search).toBe(`?cloneFrom=${BOARD}`);
  });

  it('Download saves the preview as a JPEG with the token, named after the portrait', async () => {
    const api = fakeApi([artwork()], {
      [`GET /api/artwork/${ART}/preview.jpg`]: () =>
        new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } }),
    });
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = open(`/artwork/${BOARD}/${ART}`);
    await user.click(await screen.findByRole('button', { name: 'Download preview' }));
    await waitFor(() => expect(names).toEqual(['family-portrait-preview-aaaaaaaa.jpg']));
    expect(authHeader(api.calls('GET', `/api/artwork/${ART}/preview.jpg`)[0]![1])).toBe(
      'Bearer tok-1',
    );
    click.mockRestore();
  });

  it('a failed download shows the helper error as a destructive toast', async () => {
    fakeApi([artwork()], {
      [`GET /api/artwork/${ART}/preview.jpg`]: () =>
        new Response('gone', { status: 404, statusText: 'Not Found' }),
    });
    const { user } = open(`/artwork/${BOARD}/${ART}`);
    await user.click(await screen.findByRole('button', { name: 'Download preview' }));
    expect(
      await screen.findByText(/Download Error \| Download failed: 404 Not Found \| destructive/),
    ).toBeInTheDocument();
  });
});

describe('ArtworkScreen: lists and empty states', () => {
  it('on /artwork shows the newest board and its newest artwork, and every board', async () => {
    const api = fakeApi([artwork({ id: NEW_ART }), artwork()]);
    api.server.boards = [
      board(),
      board({ id: OTHER_BOARD, productTitle: 'Vision Board', productSlug: 'vision-board' }),
    ];
    open('/artwork');
    expect(await screen.findByRole('heading', { name: 'Family Portrait' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Version 2, Ready' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const all = screen.getByRole('region', { name: 'All your portraits' });
    const cards = within(all).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', `/artwork/${BOARD}/${NEW_ART}`);
    expect(cards[1]).toHaveTextContent('Vision Board');
    expect(cards[1]).toHaveTextContent('Nov 20, 2026');
  });

  it("titles the portrait and its card by the shopper's own name, the product beneath", async () => {
    const api = fakeApi([artwork()]);
    api.server.boards = [board({ items: 'art_style: Classic Oil\nsubject_name: Grandma Rose' })];
    open(`/artwork/${BOARD}`);
    expect(await screen.findByRole('heading', { name: 'Grandma Rose' })).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'All your portraits' })).getByRole(
      'link',
    );
    expect(card).toHaveTextContent('Grandma Rose');
    expect(card).toHaveTextContent('Family Portrait');
    // The whole artwork stays in frame (a portrait's plaque sits at the bottom edge).
    const thumb = await waitFor(() => {
      const img = card.querySelector('img');
      expect(img).not.toBeNull();
      return img!;
    });
    expect(thumb).toHaveClass('object-contain');
    expect(thumb).not.toHaveClass('object-cover');
  });

  it('without any board shows the empty state with Create Your Portrait', async () => {
    const api = fakeApi([]);
    api.server.boards = [];
    open('/artwork');
    expect(await screen.findByRole('heading', { name: 'No portraits yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Portrait' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it("another user's board answers 404 and shows 'Portrait not found'", async () => {
    fakeApi([]);
    open(`/artwork/${OTHER_BOARD}`);
    expect(await screen.findByRole('heading', { name: 'Portrait not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your portraits' })).toHaveAttribute(
      'href',
      '/artwork',
    );
  });

  it('does not open the event stream when nothing is being generated', async () => {
    const api = fakeApi([artwork()]);
    open(`/artwork/${BOARD}`);
    await screen.findByRole('img', { name: 'Family Portrait artwork' });
    // A finished artwork opened as such is not announced as news.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(api.calls('GET', `/api/vision-boards/${BOARD}/events`)).toHaveLength(0);
  });
});

describe('ArtworkScreen: what the route sells', () => {
  function SellingPage() {
    const { visionBoardId, artworkId } = useParams();
    return (
      <ArtworkScreen
        visionBoardId={visionBoardId}
        artworkId={artworkId}
        renderPurchases={({ board: b, artwork: a, title }) => (
          <p>{`Purchases of ${a.id.slice(0, 8)} on ${b.id.slice(0, 8)}, named ${title}`}</p>
        )}
      />
    );
  }
  const selling = [{ path: '/artwork/:visionBoardId/:artworkId', element: <SellingPage /> }];

  it('offers them once the artwork is finished, never while it is being made', async () => {
    const api = fakeApi([artwork({ status: 'queued', imageUrl: null, finishedAt: null })]);
    renderRoutes(selling, `/artwork/${BOARD}/${ART}`);
    await waitFor(() => expect(api.streamOpen()).toBe(true));
    expect(screen.queryByText(/^Purchases of/)).toBeNull();

    api.setStatus(ART, 'succeeded', { imageUrl: PREVIEW });
    expect(
      await screen.findByText('Purchases of aaaaaaaa on 11111111, named Family Portrait'),
    ).toBeInTheDocument();
  });
});
