import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInAsAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { bearer } from './support/artwork';
import { signUp, uniqueEmail } from './support/auth';

// The admin's CSV export in the browser: a shopper makes two artwork orders through the API (as
// the product form does); the admin opens /admin/orders, narrows it to that customer, clicks
// Export CSV, and the downloaded file lists exactly those orders with the shopper's e-mail.

const PRODUCT_SLUG = 'divine-portrait';
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';

async function createArtworkOrder(page: Page) {
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
        firstName: 'Customer',
        lastName: 'Name',
        email: 'customer@example.com',
        address: '123 Main St',
        city: 'City',
        zipCode: '12345',
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: string }).id;
}

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

test('the admin exports the orders of a customer as CSV and the file lists them', async ({
  browser,
}) => {
  // Two checkouts, two sign-ins and an export: more than the default budget on a busy CI machine.
  test.setTimeout(90_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const email = uniqueEmail('csv');
  await shopper.goto('/');
  await signUp(shopper, email, 'Csv Shopper');
  const first = await createArtworkOrder(shopper);
  const second = await createArtworkOrder(shopper);
  await shopperContext.close();

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const page = await adminContext.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(
    page
      .getByRole('region', { name: 'Admin page' })
      .getByRole('heading', { level: 1, name: 'Orders' }),
  ).toBeVisible();
  // Newest first, the shopper's two artwork requests among every order.
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(
    table.getByRole('link', { name: `Order ${second.slice(0, 8)}, Artwork request` }),
  ).toBeVisible();

  await page.getByLabel('Customer (e-mail or user id)').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/customer=/);
  await expect(table.getByRole('row')).toHaveCount(3); // header + 2 orders
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual([
    'Order ID',
    'Created at',
    'Kind',
    'Status',
    'Customer e-mail',
    'Customer name',
    'Summary',
    'Total',
    'Currency',
    'Paid at',
    'Carrier',
    'Tracking number',
  ]);
  const records = rows.slice(1);
  expect(records.map((r) => r[0])).toEqual([second, first]);
  for (const record of records) {
    expect(record[2]).toBe('artwork');
    expect(record[4]).toBe(email);
    expect(record[5]).toBe('Csv Shopper');
    expect(Number.isNaN(Date.parse(record[1]!))).toBe(false);
  }
  await adminContext.close();
});
