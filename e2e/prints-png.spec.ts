import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';

// A PNG purchase in the browser: a new shopper's finished artwork, its full-resolution PNG
// bought through the demo checkout (no STRIPE_SECRET_KEY), then downloaded from the order page
// and from the artwork screen. The file must be the full-size PNG, not the preview.

const PRODUCT_SLUG = 'divine-portrait';
/** Rendering, queueing and a watermark on a 2-core CI machine: generous, never a measurement. */
const GENERATION_TIMEOUT = 90_000;
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';

test.describe.configure({ timeout: 240_000 });

/**
 * A new shopper, signed up, on the artwork screen of their finished artwork (waits for the
 * generation).
 */
async function openFinishedArtwork(page: Page) {
  await page.goto('/');
  await signUp(page);
  const artwork = await startGeneratedBoard(page.request, await bearer(page), {
    productSlug: PRODUCT_SLUG,
    items: ITEMS,
  });
  await page.goto(`/artwork/${artwork.boardId}/${artwork.artworkId}`);
  await expect(page.getByRole('img', { name: `${artwork.productTitle} artwork` })).toBeVisible({
    timeout: GENERATION_TIMEOUT,
  });
  return artwork;
}

/** A phone's width: the page must fit without sideways scrolling. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('buy the full-resolution PNG through the demo checkout and download it', async ({ page }) => {
  const { boardId, artworkId } = await openFinishedArtwork(page);
  await expect(page.getByRole('link', { name: 'Order canvas print' })).toHaveAttribute(
    'href',
    `/artwork/${boardId}/${artworkId}/canvas`,
  );

  // The price is the server's (GET /api/pricing pngDownload).
  const pricing = (await (await page.request.get('/api/pricing')).json()) as {
    pngDownload: { priceCents: number };
  };
  const price = `$${(pricing.pngDownload.priceCents / 100).toFixed(2)}`;
  await page.getByRole('button', { name: `Buy full-resolution PNG — ${price}` }).click();

  await expect(page).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/Demo checkout — no card is charged/)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${price} (demo)` }).click();

  // Back on the purchase's own page, thanked, with the download unlocked.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  await expect(page.getByText(/Thank you — your order is placed/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ada-${artworkId.slice(0, 8)}.png`);
  const file = await download.path();
  const meta = await sharp(file).metadata();
  expect(meta.format).toBe('png');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThanOrEqual(2048);
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);

  // /orders lists it as a paid PNG download; the artwork screen now downloads instead of selling.
  await page.goto('/orders');
  const row = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('link', { name: /PNG download/ });
  await expect(row).toContainText('Paid');
  await page.goto(`/artwork/${boardId}/${artworkId}`);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Buy full-resolution PNG/ })).toHaveCount(0);
});

test('the canvas order page: steps, quality badges, address messages; axe-clean at 390 px', async ({
  page,
}) => {
  await openFinishedArtwork(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Order canvas print' }).click();

  // Step 1: a print-ready size is chosen, its mockup shows, the wraps are offered.
  await expect(page.getByRole('list', { name: 'Order steps' })).toBeVisible();
  await expect(page.getByText('Print-ready · 150+ PPI').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Black edge' }).check();
  await expect(page.getByRole('img', { name: /canvas with black edge, on a wall$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);

  // Step 2: the US postcode is checked as one; the messages sit under their fields.
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const postcode = page.getByLabel('ZIP code');
  await postcode.fill('1234');
  await postcode.blur();
  await expect(postcode).toHaveAccessibleDescription(
    '“1234” is not a valid ZIP code for United States.',
  );
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByLabel('City')).toHaveAccessibleDescription('City is required.');
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);

  // Step 3: the server's prices, and Back keeps what was typed.
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State / region').fill('IL');
  await postcode.fill('62701');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  await expect(page.getByText('Springfield, IL 62701')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
});
