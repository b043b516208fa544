import { expect, type Page } from '@playwright/test';

// The public pages of SPEC.md §2 as a visitor reaches them, shared by the accessibility,
// screenshot and crawl specs. `ready` waits for the page's own content, not just the shell.

// SPEC.md §2: paths under these prefixes are private (noindex, nofollow); the crawl skips them.
export const PRIVATE_PREFIXES = [
  '/profile',
  '/admin',
  '/artwork',
  '/orders',
  '/favorites',
  '/auth',
  '/vision-board',
];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type PublicPage = { name: string; path: string; ready: (page: Page) => Promise<void> };

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'landing',
    path: '/',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Featured Portraits' })).toBeVisible(),
  },
  { name: 'products', path: '/products', ready: h1(/./) },
  {
    name: 'product-vision-board',
    path: '/products/vision-board',
    ready: (page) => expect(page.getByText('Drag to compare')).toBeVisible(),
  },
  { name: 'gallery', path: '/gallery', ready: h1(/Gallery/) },
  { name: 'pricing', path: '/pricing', ready: h1(/Pricing/) },
  { name: 'contact', path: '/contact', ready: h1(/Contact/) },
  { name: 'terms', path: '/terms', ready: h1(/Terms/) },
  { name: 'privacy', path: '/privacy', ready: h1(/Privacy/) },
  { name: 'returns', path: '/returns', ready: h1(/Returns/) },
  { name: 'faq', path: '/faq', ready: h1(/FAQ|Frequently Asked Questions/) },
  {
    name: 'sections',
    path: '/sections',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Products by category' })).toBeVisible(),
  },
  {
    name: 'auth',
    path: '/auth',
    ready: (page) => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible(),
  },
  { name: 'not-found', path: '/no-such-page', ready: h1('Page Not Found') },
];

/** Opens a public page and waits for its content and for its data requests to settle. */
export async function openPublicPage(page: Page, { path, ready }: PublicPage) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Scrolls to the bottom in viewport-sized steps so every lazy image gets near the viewport,
 * then waits until no <img> is still loading.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(150);
  });
  await page.waitForLoadState('networkidle');
  // Only images a person can see: a lazy <img> inside something hidden never loads.
  // Generous: on a loaded CI machine the first render of an image variant takes a while (30 s
  // was seen to fall short for a phone-width landing page while another suite ran beside it).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const pending = [...document.images].filter(
            (img) => img.checkVisibility() && !img.complete,
          );
          // A lazy image that arrived after the scroll went by (a section whose data came
          // late) is now far from the viewport and would never load: scroll to it, as a person
          // would, so it does.
          pending[0]?.scrollIntoView({ block: 'center' });
          return pending.map((img) => {
            const r = img.getBoundingClientRect();
            return `${img.currentSrc || img.src} at ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} scrollY=${Math.round(window.scrollY)}`;
          });
        }),
      { timeout: 60_000, message: 'visible images still loading' },
    )
    .toEqual([]);
}

/** Visible images that finished loading without pixels (a broken src), by URL. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.checkVisibility() && img.complete && img.currentSrc)
      .filter((img) => img.naturalWidth === 0)
      .map((img) => img.currentSrc),
  );
}
