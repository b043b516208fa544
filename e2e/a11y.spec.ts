import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openUserMenu, signUp } from './support/auth';
import { openPublicPage, PUBLIC_PAGES, scrollThrough } from './support/public-pages';

// axe-core: no serious or critical violation on any public page, nor on the signed-in shell.
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 160),
        why: (n.any[0] ?? n.all[0] ?? n.none[0])?.message,
      })),
    }));
}

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
