import { expect, test } from '@playwright/test';

// The product page's floating button says the product's own call to action (a
// vision board is not a portrait) and makes way for the footer's 'Back to Top', which it covered.
for (const width of [1280, 390]) {
  test(`vision board page at ${width} px: its own floating call to action, Back to Top reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products/vision-board');
    // The hero's button and the floating one (last in the page) say the same.
    const calls = page.getByRole('button', { name: 'Create My Vision Board' });
    await expect(calls).toHaveCount(2);
    const floating = calls.last();
    await expect(floating).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create My Portrait' })).toHaveCount(0);

    // To the very bottom (sections below the fold load as they come near, so scroll until
    // the page stops growing): the footer shows and the floating button has gone.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return calls.count();
      })
      .toBe(1);
    // A real click (Playwright refuses one on a covered element), then the page is at the top.
    const backToTop = page.getByRole('button', { name: 'Back to Top' });
    await backToTop.scrollIntoViewIfNeeded();
    await expect(calls).toHaveCount(1);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(calls).toHaveCount(2);
  });
}
