import { expect, test } from '@playwright/test';
import { openAdminPage, sessionHeaders, signInAsAdmin } from './support/admin';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';
import { DATABASE } from './support/tags';
import { shotPath } from './support/shots';

// The blueprint editor's test run in the browser: at 390 px the editor does not scroll
// sideways; a photo from the sample library, a run on the local studio, its status followed
// over the server's event stream until the variant's image shows; marked for the regression
// set, it re-runs from the version's "Run the set" button. A shopper's ordered artwork is
// tried on another version from the admin order page. A screenshot of the panel
// at 390 px goes to e2e/screenshots/ (support/shots.ts) for people to look at.

test(
  'a test run from the editor follows its variant live until the image shows',
  DATABASE,
  async ({ page }) => {
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
    await openAdminPage(page, {
      path: `/admin/blueprints/${blueprint.id}`,
      heading: /^Blueprint: /,
    });
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
    await panel.screenshot({ path: shotPath('blueprint-test-run-390.png') });

    // The variant joins the regression set; "Run the set on vN" re-runs it and links to the run.
    const headers = await sessionHeaders(page);
    const newest = await page.request.get(
      `/api/admin/saved-variants?blueprintId=${blueprint.id}&limit=1`,
      { headers },
    );
    expect(newest.status(), await newest.text()).toBe(200);
    const variant = ((await newest.json()) as { items: { id: string; updatedAt: string }[] })
      .items[0]!;
    const mark = await page.request.patch(`/api/admin/saved-variants/${variant.id}`, {
      headers,
      data: { inRegressionSet: true, updatedAt: variant.updatedAt },
    });
    expect(mark.status(), await mark.text()).toBe(200);
    const live = page.getByRole('region', { name: 'Versions' }).getByRole('listitem', {
      name: /\(live\)$/,
    });
    await live.getByRole('button', { name: /^Run the set on v\d+$/ }).click();
    await expect(
      live.getByRole('link', { name: /^See the regression run on v\d+$/ }),
    ).toHaveAttribute('href', /^\/admin\/saved-variants\?run=[0-9a-f-]{36}$/);
  },
);

test('a shopper’s ordered artwork is tried on another version from the admin order page', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await browser.newPage();
  await shopper.goto('/');
  await signUp(shopper, undefined, 'Replay Shopper');
  const headers = await bearer(shopper);
  const { boardId } = await startGeneratedBoard(shopper.request, headers, {
    productSlug: 'divine-portrait',
    items:
      'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
  });
  const product = (await (await shopper.request.get('/api/products/divine-portrait')).json()) as {
    id: string;
  };
  const order = await shopper.request.post('/api/orders', {
    headers,
    data: {
      visionBoardId: boardId,
      productId: product.id,
      customerInfo: {
        firstName: 'Replay',
        lastName: 'Shopper',
        email: 'replay-shopper@example.com',
        address: '1 Main St',
        city: 'City',
        zipCode: '12345',
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: string }).id;
  await shopper.context().close();

  await signInAsAdmin(page);
  await openAdminPage(page, { path: `/admin/orders/${orderId}`, heading: /^Order / });
  const facts = page.getByRole('region', { name: 'Order' });
  await facts.getByRole('button', { name: 'Try on another version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try on another version' });
  await dialog.getByRole('button', { name: /^Run on v\d+$/ }).click();
  const link = dialog.getByRole('link', { name: 'See it in saved variants' });
  await expect(link).toHaveAttribute('href', `/admin/saved-variants?productId=${product.id}`);
  await expect(dialog.getByText(/^Started on v\d+: 1 variant/)).toBeVisible();
});
