import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';
import { DATABASE } from './support/tags';

// The artwork screen against the real server: a board made and generated through the API (as
// the product form would), then the finished preview, favorites and a live regenerate in the
// browser. The embedded local studio renderer does the generation, so no setup is needed.

const PRODUCT_SLUG = 'divine-portrait';
/** Rendering, queueing and a watermark on a 2-core CI machine: generous, never a measurement. */
const GENERATION_TIMEOUT = 90_000;

test.describe.configure({ timeout: 240_000 });

function createGeneratedBoard(request: APIRequestContext, headers: Record<string, string>) {
  return startGeneratedBoard(request, headers, {
    productSlug: PRODUCT_SLUG,
    items:
      'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
  });
}

test(
  'the artwork screen shows the finished preview; favorite, /favorites, remove; regenerate live',
  DATABASE,
  async ({ page }) => {
    await page.goto('/');
    await signUp(page);
    const { boardId, artworkId, productTitle } = await createGeneratedBoard(
      page.request,
      await bearer(page),
    );

    // Opened while the job may still be queued or running: the page follows it live.
    await page.goto(`/artwork/${boardId}/${artworkId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Portraits' })).toBeVisible();
    // Said as a shopper knows it: no 'vision board' on a portrait.
    await expect(
      page.getByText('This portrait and every other version made from the same details.'),
    ).toBeVisible();
    const preview = page.getByRole('img', { name: `${productTitle} artwork` });
    await expect(preview).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const firstSrc = await preview.getAttribute('src');

    // The same screen answers on SPEC.md §2's other address for one artwork.
    await page.goto(`/vision-board/${boardId}/artwork/${artworkId}`);
    await expect(page.getByRole('img', { name: `${productTitle} artwork` })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Versions of this portrait' })
        .getByRole('link', { name: 'Version 1, Ready' }),
    ).toHaveAttribute('aria-current', 'page');

    // Titled by the shopper's own name, the product beneath; the whole artwork in its card.
    await expect(page.getByRole('heading', { level: 2, name: 'Ada' })).toBeVisible();
    const card = page.getByRole('region', { name: 'All your portraits' }).getByRole('link');
    await expect(card).toContainText('Ada');
    await expect(card).toContainText(productTitle);
    // Its image is drawn once the card comes near the viewport (SPEC.md §9's lazy images); the
    // card sits below the preview, out of reach when the preview is tall: scroll to it first.
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveCSS('object-fit', 'contain');

    // Honest wording: Regenerate costs a generation (one of the free 3 is used), the download
    // is the watermarked preview.
    await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveAccessibleDescription(
      'Regenerate creates a new version and uses 1 generation · 2 left.',
    );
    await expect(
      page.getByRole('button', { name: 'Download preview' }),
    ).toHaveAccessibleDescription('The download is the preview, with a watermark.');

    // Download: the preview as a JPEG (every photo app opens it), named after the portrait.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download preview' }).click();
    const saved = await download;
    const productWords = productTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(saved.suggestedFilename()).toBe(
      `ada-${productWords}-preview-${artworkId.slice(0, 8)}.jpg`,
    );
    const bytes = readFileSync((await saved.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // Favorite → it is on /favorites → remove → the empty state.
    const heart = page.getByRole('button', { name: 'Favorite' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    const favorite = page.getByRole('link', { name: /^Open Ada, / });
    await expect(favorite).toHaveCount(1);
    await expect(favorite).toHaveAttribute('href', `/artwork/${boardId}/${artworkId}`);
    await expect(favorite.locator('img')).toHaveCSS('object-fit', 'contain');
    await page.getByRole('button', { name: /^Remove Ada, .* from favorites$/ }).click();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();

    // Regenerate from the screen: a second version appears and finishes without a reload.
    await page.goto(`/artwork/${boardId}/${artworkId}`);
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/artwork/${boardId}/${artworkId}$`));
    await expect(page).toHaveURL(new RegExp(`/artwork/${boardId}/[0-9a-f-]{36}$`));
    const versions = page.getByRole('navigation', { name: 'Versions of this portrait' });
    await expect(versions.getByRole('link')).toHaveCount(2);
    await expect(versions.getByRole('link', { name: /^Version 2, / })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = page.getByRole('img', { name: `${productTitle} artwork` });
    await expect(second).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(versions.getByRole('link', { name: 'Version 2, Ready' })).toBeVisible();
    // Another picture, not the first one under a fresh signature.
    const pathOf = (src: string | null) => new URL(src ?? '', 'http://x').pathname;
    expect(pathOf(await second.getAttribute('src'))).not.toBe(pathOf(firstSrc));
    expect(pathOf(await second.getAttribute('src'))).not.toContain(artworkId);
  },
);
