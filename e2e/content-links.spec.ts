import { expect, test } from '@playwright/test';
import { openAdminPage, signInAsAdmin, visitorPage } from './support/admin';
import { visibleText } from './support/auth';

// In Chromium, a content page's markdown links stay on the shop. Chromium's URL
// parser reads '\' as '/', so '/\evil.example' as an href would take the visitor to
// evil.example; the renderer shows such a link as its text and keeps real shop paths as links.

// An admin session, the settings form and a visitor's page on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('an admin’s [x](/\\evil.example) on the terms page does not take a visitor off the shop', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await openAdminPage(page, { path: '/admin/settings', heading: 'Site Content' });
  const terms = page.getByLabel('Terms text', { exact: true });
  const original = await terms.inputValue();
  const save = async (text: string) => {
    await terms.fill(text);
    await page.getByRole('button', { name: 'Save site content' }).click();
    await expect(visibleText(page, 'Site content saved')).toBeVisible();
  };
  await save(
    `${original}\n\nRead [x](/\\evil.example), [y](/\\/evil.example) or [z](\\\\\\\\evil.example), then the [FAQ](/faq).`,
  );

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto('/terms');
  const article = visitor.getByRole('article');
  await expect(article.getByText(/Read x, y or z, then the/)).toBeVisible();
  const shopHost = new URL(visitor.url()).host;

  // No link leads off the shop: each href as Chromium resolves it names the shop's host, and
  // the three links that would leave it show as their text.
  const hrefs = await article
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(new URL(href).host, href).toBe(shopHost);
  for (const name of ['x', 'y', 'z']) {
    await expect(article.getByRole('link', { name, exact: true })).toHaveCount(0);
  }

  // The shop path beside them is still a link, and following it stays on the shop.
  await article.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(visitor).toHaveURL(/\/faq$/);
  expect(new URL(visitor.url()).host).toBe(shopHost);
  await visitor.context().close();

  await save(original);
});
