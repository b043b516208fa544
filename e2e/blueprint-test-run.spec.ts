import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openAdminPage, sessionHeaders, signInAsAdmin } from './support/admin';

// The blueprint editor's test run in the browser: at 390 px the editor does not scroll
// sideways; a photo from the sample library, a run on the local studio, its status followed
// over the server's event stream until the variant's image shows. A screenshot of the panel
// at 390 px goes to SHOTS_DIR for people to look at.

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/notes/shots';

test('a test run from the editor follows its variant live until the image shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const list = await page.request.get('/api/admin/blueprints', {
    headers: await sessionHeaders(page),
  });
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as {
    items: { id: string; product: { slug: string } }[];
  };
  const blueprint = items.find((b) => b.product.slug === 'divine-portrait') ?? items[0]!;

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminPage(page, { path: `/admin/blueprints/${blueprint.id}`, heading: /^Blueprint: / });
  const panel = page.getByRole('region', { name: 'Test run' });
  await expect(panel).toBeVisible();

  const choose = panel.getByRole('button', { name: /^Choose photo for / }).first();
  if ((await choose.count()) > 0) {
    await choose.click();
    const dialog = page.getByRole('dialog', { name: /^Sample photo for / });
    await dialog.getByRole('button', { name: /^Use / }).first().click();
    await expect(dialog).toHaveCount(0);
  }
  const wide = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return el.scrollWidth - el.clientWidth;
  });
  expect(wide).toBeLessThanOrEqual(0);

  const run = panel.getByRole('button', { name: /^Run/ });
  await expect(run).toBeEnabled();
  await run.click();
  const first = panel.getByRole('listitem', { name: 'Variant 1' });
  await expect(first).toBeVisible();
  await expect(first.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(first.getByRole('img', { name: /^Variant 1, seed \d+$/ })).toBeVisible();
  await expect(
    panel.getByRole('link', { name: 'All saved variants of this product' }),
  ).toBeVisible();
  mkdirSync(SHOTS_DIR, { recursive: true });
  await panel.screenshot({ path: `${SHOTS_DIR}/blueprint-test-run-390.png` });
});
