import { expect, test } from '@playwright/test';

test.describe('the public shell', () => {
  test('the landing page shows the first 4 products under Featured Portraits', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/products');
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as unknown;
    const products = (Array.isArray(body) ? body : (body as { products: unknown[] }).products) as {
      slug: string;
    }[];
    const expected = products.slice(0, 4).map((p) => `/products/${p.slug}`);
    expect(expected).toHaveLength(4);

    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Featured Portraits' });
    await expect(heading).toBeVisible();
    const section = page.locator('section').filter({ has: heading });
    const links = section.locator('a[href^="/products/"]');
    await expect(links.first()).toBeVisible();
    const hrefs = new Set(
      await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? '')),
    );
    expect([...hrefs].sort()).toEqual([...expected].sort());
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page-here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('private paths carry noindex, nofollow; the landing page does not', async ({ page }) => {
    const profile = await page.goto('/profile');
    expect(profile?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // The HTML as the server sends it, before any script runs (what a crawler reads).
    expect(await profile?.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );

    const home = await page.goto('/');
    expect(home?.headers()['x-robots-tag']).toBeUndefined();
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The app replaces the server-painted first view without moving the visitor.
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the mobile top bar', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens and offers Create Vision Board when signed out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Create Vision Board' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('link', { name: 'Create Vision Board' })).toBeHidden();
  });
});
