import { expect, test } from '@playwright/test';
import { openUserMenu, signUp } from './support/auth';
import { seriousViolations } from './support/axe';
import { openPublicPage, PUBLIC_PAGES, scrollThrough } from './support/public-pages';

// axe-core: no serious or critical violation on any public page, nor on the signed-in shell.
// Every public page of SPEC.md §2 (and the 404 page), with its own content loaded.
for (const entry of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${entry.path}`, async ({ page }) => {
    // scrollThrough waits up to 60 s for the images a first visit renders.
    test.setTimeout(120_000);
    await openPublicPage(page, entry);
    // Lazy sections and images render once near the viewport: check them too.
    await scrollThrough(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the signed-in shell with the menu open', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  await openUserMenu(page);
  expect(await seriousViolations(page)).toEqual([]);
});
