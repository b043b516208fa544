import { expect, test, type Page } from '@playwright/test';

// A visitor's walk through the storefront (SPEC.md §2), found by role and text as a
// person would: landing → product → gallery → pricing, an unknown product, the contact form.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function productBySlug(page: Page, slug: string): Promise<{ title: string }> {
  const res = await page.request.get(`/api/products/${slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { title: string };
}

test('landing → product → gallery (lightbox) → pricing', async ({ page }) => {
  await page.goto('/');
  const featured = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Featured Portraits' }) });
  const firstCard = featured.locator('a[href^="/products/"]').first();
  await expect(firstCard).toBeVisible();
  const href = (await firstCard.getAttribute('href')) ?? '';
  const slug = href.replace('/products/', '');
  const product = await productBySlug(page, slug);

  // Product page: its title, the before/after slider at 50%, the personalise anchor, testimonials.
  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`/products/${escape(slug)}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByText('Drag to compare')).toBeVisible();
  const slider = page.getByRole('slider').first();
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => Number(await slider.getAttribute('aria-valuenow')))
    .toBeGreaterThan(50);
  await expect(page.locator('#personalize-section')).toBeAttached();
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toBeVisible();
  await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();

  // Gallery through the footer; an accessible lightbox that Esc closes.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  const items = (await (await page.request.get('/api/gallery')).json()) as { title: string }[];
  expect(items.length).toBeGreaterThan(0);
  const trigger = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(escape(items[0]!.title), 'i') })
    .first();
  await trigger.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(trigger).toBeFocused();

  // Pricing: Premium at $9.99/month with the four features of the upgrade dialog.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const main = page.getByRole('main');
  await expect(
    main.getByText('$9.99/month').or(main.getByText('$9.99 /month')).first(),
  ).toBeVisible();
  for (const feature of [
    '100 AI generations per month',
    'Priority generation queue',
    'Advanced customization options',
    'Premium support',
  ]) {
    await expect(main.getByText(feature, { exact: true })).toBeVisible();
  }
});

test('an unknown product shows Product not found with Back to Products to /gallery', async ({
  page,
}) => {
  await page.goto('/products/no-such-thing');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Products' });
  await expect(back).toHaveAttribute('href', '/gallery');
  await back.click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test.describe('the contact form', () => {
  test('submitting it empty shows what to fix and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posted = true;
    });
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a valid message is sent and the success state shows', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Grace Visitor');
    await page.getByLabel(/^Email/).fill(`grace-${Date.now()}@example.com`);
    const subject = page.getByLabel(/^Subject/);
    if ((await subject.count()) > 0) await subject.fill('A question about canvas prints');
    await page.getByLabel(/^Message/).fill('Which canvas size suits a family portrait of five?');
    const response = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /send/i }).click();
    expect((await response).status()).toBeLessThan(300);
    await expect(
      page.getByText("Thank you! Your message has been sent. We'll get back to you soon.").first(),
    ).toBeVisible();
  });
});
