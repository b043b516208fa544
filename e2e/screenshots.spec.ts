import path from 'node:path';
import { test } from '@playwright/test';
import { openPublicPage, PUBLIC_PAGES, scrollThrough } from './support/public-pages';

// Full-page screenshots of every public page at a phone and a desktop width, for people to look
// at (e2e/screenshots/<name>-<width>.png, not committed). They assert nothing by themselves
// beyond the page reaching its ready state; the crawl and axe specs do the checking.
const OUT_DIR = path.join(import.meta.dirname, 'screenshots');
const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
];

for (const { width, height, isMobile, hasTouch } of WIDTHS) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile, hasTouch });

    for (const entry of PUBLIC_PAGES) {
      test(`${entry.name} at ${width} px`, async ({ page }) => {
        // scrollThrough waits up to 60 s for the images a first visit renders.
        test.setTimeout(120_000);
        await openPublicPage(page, entry);
        // Lazy images load only near the viewport: scroll to the bottom first, then back up
        // so the fixed top bar is drawn where it sits on arrival.
        await scrollThrough(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: path.join(OUT_DIR, `${entry.name}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  });
}
