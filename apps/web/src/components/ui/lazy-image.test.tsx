import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSignedUrlCache } from '@/lib/signed-url';
import { json, stubFetch } from '@/test/fetch';
import { LazyImage } from './lazy-image';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: tests decide when the element comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  enter() {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting: true }))));
  }
}

const image = () => screen.queryByRole('img', { name: 'A family portrait' });

describe('LazyImage', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not request the image until it comes near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <LazyImage src="/a.jpg" alt="A family portrait" width={400} height={500} />,
    );
    expect(image()).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.options).toMatchObject({ rootMargin: '100px', threshold: 0.1 });

    observer.enter();
    expect(image()).toHaveAttribute('src', '/a.jpg');
    // Once the observer has let it through, the browser must not hold it back a second time
    // (native lazy loading waits for a distance of its own, so a fast scroll left it unloaded).
    expect(image()).toHaveAttribute('loading', 'eager');
  });

  it('shows a skeleton while loading, then the image on the load event', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<LazyImage src="/a.jpg" alt="A family portrait" />);
    FakeObserver.instances.at(-1)!.enter();
    expect(screen.getByTestId('lazy-image-skeleton')).toBeInTheDocument();

    fireEvent.load(image()!);
    expect(screen.queryByTestId('lazy-image-skeleton')).not.toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    expect(image()).toBeVisible();
  });

  it("shows 'Image not available' when the image fails", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<LazyImage src="/missing.jpg" alt="A family portrait" />);
    FakeObserver.instances.at(-1)!.enter();
    fireEvent.error(screen.getByRole('img'));

    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /A family portrait: Image not available/ })).toBe(
      screen.getByText('Image not available').parentElement,
    );
    expect(screen.queryByTestId('lazy-image-skeleton')).not.toBeInTheDocument();
  });

  it('starts loading after 100 ms when IntersectionObserver is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/a.jpg" alt="A family portrait" />);
    act(() => vi.advanceTimersByTime(99));
    expect(image()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(image()).toHaveAttribute('src', '/a.jpg');
  });

  it('loads an eager image at once with high fetch priority', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <LazyImage
        src="/hero.jpg"
        srcSet="/hero.jpg?w=640 640w, /hero.jpg?w=1280 1280w"
        sizes="100vw"
        alt="A family portrait"
        eager
      />,
    );
    expect(FakeObserver.instances).toHaveLength(0);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
    expect(image()).toHaveAttribute('srcset', '/hero.jpg?w=640 640w, /hero.jpg?w=1280 1280w');
    expect(image()).toHaveAttribute('sizes', '100vw');
  });

  it('reserves the box from width and height before the image loads', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<LazyImage src="/a.jpg" alt="" width={400} height={500} />);
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '400 / 500' });
  });

  it('gives a shop image the variant ladder as srcset when sizes is set', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <LazyImage
        src="/media/static-assets/gallery/a.webp"
        alt="A family portrait"
        width={600}
        height={750}
        sizes="50vw"
        eager
      />,
    );
    expect(image()).toHaveAttribute(
      'srcset',
      [160, 320, 480, 640]
        .map((w) => `/media/static-assets/gallery/a.webp?w=${w}&fmt=webp ${w}w`)
        .join(', '),
    );
  });

  it('shows a storage key through its signed URL, asked for once near the viewport', async () => {
    clearSignedUrlCache();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const fetch = stubFetch({
      'GET /api/image/signed-url': () =>
        json({ url: '/api/files/user-uploads/u1/a.jpg?expires=1&signature=s' }),
    });
    render(<LazyImage src="user-uploads/u1/a.jpg" alt="A family portrait" />);
    expect(fetch).not.toHaveBeenCalled();
    FakeObserver.instances.at(-1)!.enter();
    expect(await screen.findByRole('img', { name: 'A family portrait' })).toHaveAttribute(
      'src',
      '/api/files/user-uploads/u1/a.jpg?expires=1&signature=s',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/image/signed-url?key=user-uploads%2Fu1%2Fa.jpg',
    );
  });

  it('leaves other URLs without a srcset', () => {
    render(
      <LazyImage src="https://cdn.example/a.jpg" alt="A family portrait" sizes="50vw" eager />,
    );
    expect(image()).not.toHaveAttribute('srcset');
  });
});
