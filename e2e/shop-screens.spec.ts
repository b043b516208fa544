import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';
import { shotPath } from './support/shots';

// In the browser, as a shopper sees it: the shipping on /pricing and beside the
// canvas sizes, the delivery estimate before paying, the demo checkout listing what is bought,
// the US address written 'New York, NY 10118' after a 'ZIP code' field, and the order page's
// upcoming steps. Screenshots go to e2e/screenshots/ (support/shots.ts) for people to look at.

const PRODUCT_SLUG = 'divine-portrait';
/** Generation on a loaded 2-core machine: generous, never a measurement. */
const GENERATION_TIMEOUT = 90_000;

test.describe.configure({ timeout: 240_000 });

async function shot(page: Page, name: string) {
  // From the top: the sticky bar would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shotPath(`shop-${name}.png`), fullPage: true });
}

test('shipping is shown from /pricing to the order page, with the path still to come', async ({
  page,
}) => {
  // /pricing: the shop's shipping per destination, from the API.
  await page.goto('/pricing');
  const shipping = page.getByRole('region', { name: 'Shipping' });
  const table = shipping.getByRole('table', { name: 'Canvas shipping by destination' });
  await expect(table.getByRole('row', { name: /United States/ })).toContainText(
    /\d+(–\d+)? business days in transit\$\d+\.\d{2}/,
  );
  await expect(table.getByRole('row', { name: /Rest of the world/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'pricing');

  await signUp(page);
  const { boardId, artworkId, productTitle } = await startGeneratedBoard(
    page.request,
    await bearer(page),
    {
      productSlug: PRODUCT_SLUG,
      items:
        'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
    },
  );
  await page.goto(`/artwork/${boardId}/${artworkId}`);
  await expect(page.getByRole('img', { name: `${productTitle} artwork` })).toBeVisible({
    timeout: GENERATION_TIMEOUT,
  });
  await page.getByRole('link', { name: 'Order canvas print' }).click();

  // The size step: the shipping beside each size, every rate one click away.
  await expect(page.getByText('Print-ready · 150+ PPI').first()).toBeVisible();
  await expect(page.getByText(/^\+ \$\d+\.\d{2} shipping to United States$/).first()).toBeVisible();
  await page.getByText('Shipping rates and delivery times').click();
  await expect(page.getByText('Rest of the world')).toBeVisible();
  await page.getByRole('radio', { name: 'Mirror wrap' }).check();
  await expect(
    page.getByRole('img', { name: /canvas with mirror wrap, on a wall$/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'canvas-sizes');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  // A US address asks for a ZIP code.
  await expect(page.getByLabel('Postcode')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Ada Shopper');
  await page.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State / region').fill('New York');
  await page.getByLabel('ZIP code').fill('10118');
  await page.getByRole('button', { name: 'Continue to review' }).click();

  // The review: the address as a US label writes it, and when the canvas should arrive.
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  await expect(page.getByText('New York, NY 10118')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Delivery estimate' })).toContainText(
    /Arrives between \w{3}, \w{3} \d{1,2} and \w{3}, \w{3} \d{1,2}/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'review');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  // The demo checkout lists the item, its size and edge, the shipping and the address.
  await expect(page).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  const item = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(item).toContainText('Canvas print');
  await expect(item).toContainText(/Size:.+in\)/);
  await expect(item).toContainText('Edge:Mirror wrap');
  await expect(page.getByRole('group', { name: 'Order summary' })).toContainText('Shipping');
  await expect(page.getByRole('region', { name: 'Ships to' })).toContainText('New York, NY 10118');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'checkout');
  await page.getByRole('button', { name: /^Pay .+ \(demo\)$/ }).click();

  // The order page: paid now; the proof to approve, production, shipping and delivery to come.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  const timeline = page.getByRole('list', { name: 'Tracking timeline' });
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.nth(1)).toContainText('Paid');
  // The print file and its proof are made within seconds of paying: either may be current.
  await expect(timeline.locator('[aria-current="step"]')).toContainText(
    /^(Paid|Awaiting your approval)/,
  );
  await expect(steps.nth(3)).toContainText('Proof approvedUpcoming');
  for (const [index, label] of [
    [4, 'In production'],
    [5, 'Shipped'],
    [6, 'Delivered'],
  ] as const) {
    await expect(steps.nth(index)).toContainText(`${label}Upcoming`);
  }
  await expect(steps.nth(6)).toContainText(/Expected to arrive between/);
  await expect(page.getByRole('region', { name: 'Ships to' })).toContainText('New York, NY 10118');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'order');
});
