import { expect, test, type Page } from '@playwright/test';
import { bearer } from './support/artwork';
import { openAdminPage, signInAsAdmin } from './support/admin';
import { signUp } from './support/auth';
import { shotPath } from './support/shots';

// The owner's screens in the browser: the dashboard in the admin's one type
// family; at 390 px no admin page scrolls sideways, the order list is cards whose status and
// link are in view, and its filters fold behind "Filters". Screenshots of the dashboard and the
// order list at 1280 and 390 px go to e2e/screenshots/ (support/shots.ts) for people to look at.

const PRODUCT_SLUG = 'divine-portrait';
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: shotPath(`owner-${name}.png`), fullPage: true });
}

/** A shopper's artwork order, made through the API as the product form does. */
async function anOrder(page: Page) {
  await page.goto('/');
  await signUp(page, undefined, 'Owner Screens Shopper');
  const headers = await bearer(page);
  const product = (await (await page.request.get(`/api/products/${PRODUCT_SLUG}`)).json()) as {
    id: string;
  };
  const board = await page.request.post('/api/vision-boards', {
    headers,
    data: { items: ITEMS, productId: product.id },
  });
  expect(board.status(), await board.text()).toBe(201);
  const order = await page.request.post('/api/orders', {
    headers,
    data: {
      visionBoardId: ((await board.json()) as { id: string }).id,
      productId: product.id,
      customerInfo: {
        firstName: 'Owner',
        lastName: 'Screens',
        email: 'owner-screens@example.com',
        address: '1 Main St',
        city: 'City',
        zipCode: '12345',
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
}

const dashboard = { path: '/admin', heading: 'Dashboard' };
const orders = { path: '/admin/orders', heading: 'Orders' };

test('the dashboard’s headings and figures use the page’s one type family', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminPage(page, dashboard);
  const revenue = page.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  const family = (el: Element) => getComputedStyle(el).fontFamily;
  const body = await page.locator('body').evaluate(family);
  expect(body).toContain('Inter Variable');
  const fonts = {
    title: await page.getByRole('heading', { level: 1, name: 'Dashboard' }).evaluate(family),
    heading: await revenue.getByRole('heading', { name: 'Revenue' }).evaluate(family),
    figure: await revenue.locator('dd').first().evaluate(family),
  };
  expect(fonts).toEqual({ title: body, heading: body, figure: body });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'dashboard-1280');
});

test('at 390 px the admin pages do not scroll sideways; orders are cards and filters fold', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = await browser.newPage();
  await anOrder(shopper);
  await shopper.context().close();

  await signInAsAdmin(page);
  await openAdminPage(page, orders);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  // At 1280 px every column, the date last, fits the table's box: nothing to scroll to.
  const boxOverflow = await page
    .getByRole('region', { name: 'Orders' })
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(boxOverflow).toBeLessThanOrEqual(0);
  await shot(page, 'orders-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  const wide: Record<string, { scroll: number; client: number }> = {};
  for (const entry of [
    dashboard,
    orders,
    { path: '/admin/users', heading: 'Users' },
    { path: '/admin/products', heading: 'Products' },
  ]) {
    await openAdminPage(page, entry);
    const size = await page.evaluate(() => {
      const el = document.scrollingElement!;
      return { scroll: el.scrollWidth, client: el.clientWidth };
    });
    if (size.scroll > size.client) wide[entry.path] = size;
    // The order list's own shots come below, once its cards are checked.
    const name = entry === dashboard ? 'dashboard' : entry.path.split('/').at(-1);
    if (entry !== orders) await shot(page, `${name}-390`);
  }
  expect(wide).toEqual({});

  // The order list: a card per order, its link and status in view without scrolling in a box.
  await openAdminPage(page, orders);
  await expect(page.getByRole('table')).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Orders' });
  const card = list.getByRole('listitem').first();
  const link = card.getByRole('link', { name: /^Order / });
  // The newest order is the shopper's artwork request, in whichever step it has reached.
  const status = card.getByText(/^(Received|Generating|Ready|Failed)$/);
  await expect(link).toBeInViewport();
  await expect(status).toBeVisible();
  for (const part of [link, status]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const region = page.getByRole('region', { name: 'Orders' });
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The filters: folded behind one button that opens them in place.
  await expect(
    page.getByRole('searchbox', { name: 'Search by order number or e-mail' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter by status' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveCount(0);
  await shot(page, 'orders-390');
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('group', { name: 'Filter by status' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kind' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
  const open = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return el.scrollWidth - el.clientWidth;
  });
  expect(open).toBeLessThanOrEqual(0);
  await shot(page, 'orders-390-filters');
});
