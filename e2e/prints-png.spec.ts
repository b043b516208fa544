import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';

// Issue 14 point 7 in the browser: a new shopper's finished artwork, its full-resolution PNG
// bought through the demo checkout (no STRIPE_SECRET_KEY), then downloaded from the order page
// and from the artwork screen. The file must be the full-size PNG, not the preview.

const PRODUCT_SLUG = 'divine-portrait';
/** Rendering, queueing and a watermark on a 2-core CI machine: generous, never a measurement. */
const GENERATION_TIMEOUT = 90_000;

test.describe.configure({ timeout: 240_000 });

test('buy the full-resolution PNG through the demo checkout and download it', async ({ page }) => {
  await page.goto('/');
  await signUp(page);
  const { boardId, artworkId, productTitle } = await startGeneratedBoard(
    page.request,
    await bearer(page),
    { productSlug: PRODUCT_SLUG, items: 'subject_name: Ada\nart_style: Renaissance' },
  );

  await page.goto(`/artwork/${boardId}/${artworkId}`);
  await expect(page.getByRole('img', { name: `${productTitle} artwork` })).toBeVisible({
    timeout: GENERATION_TIMEOUT,
  });
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
