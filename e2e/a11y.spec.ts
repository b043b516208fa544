import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openUserMenu, signUp } from './support/auth';

// axe-core on the shell: no serious or critical violation on any page a visitor reaches first.
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

const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Featured Portraits' })).toBeVisible(),
  },
  {
    path: '/auth',
    ready: (page) => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible(),
  },
  { path: '/products', ready: (page) => expect(page.getByRole('main')).toBeVisible() },
  {
    path: '/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(),
  },
];

for (const { path, ready } of pages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
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
