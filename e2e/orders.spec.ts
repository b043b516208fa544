import { expect, test, type Page } from '@playwright/test';
import { signOut, signUp } from './support/auth';
import { seriousViolations } from './support/axe';
import { DATABASE } from './support/tags';

// /orders and /orders/{id} against the real server: an artwork order made through the API as
// the product form makes it (board, then order with placeholder customer info), then found,
// opened and tracked in the browser; another shopper cannot see it.

const PRODUCT_SLUG = 'divine-portrait';

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('atelier.auth-token'));
  expect(token, 'the signed-in page keeps a bearer token').toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

async function createOrder(page: Page) {
  const headers = await bearer(page);
  const productAnswer = await page.request.get(`/api/products/${PRODUCT_SLUG}`);
  expect(productAnswer.ok()).toBe(true);
  const product = (await productAnswer.json()) as { id: string; title: string };

  const boardAnswer = await page.request.post('/api/vision-boards', {
    headers,
    data: {
      // As the product form writes them: the API checks each value against the product.
      items:
        'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
      productId: product.id,
    },
  });
  expect(boardAnswer.status(), await boardAnswer.text()).toBe(201);
  const board = (await boardAnswer.json()) as { id: string };

  const orderAnswer = await page.request.post('/api/orders', {
    headers,
    data: {
      visionBoardId: board.id,
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
  expect(orderAnswer.status(), await orderAnswer.text()).toBe(201);
  const order = (await orderAnswer.json()) as { id: string };
  return { orderId: order.id, boardId: board.id, productTitle: product.title };
}

test(
  'a shopper finds their order on /orders and follows its timeline; another shopper gets "Order not found"',
  DATABASE,
  async ({ page }) => {
    await page.goto('/');
    await signUp(page);
    const { orderId, boardId, productTitle } = await createOrder(page);

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const orders = page.getByRole('list', { name: 'Orders' });
    // Titled by the shopper's own name (the board's subject_name), the product beneath.
    const row = orders.getByRole('link', {
      name: new RegExp(`^Ada, ${productTitle}, Artwork, ordered `),
    });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Received');
    expect(await seriousViolations(page)).toEqual([]);
    await row.click();

    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ada' })).toBeVisible();
    // An artwork order is a request (received → generating → ready), not a shipment.
    await expect(page.getByRole('heading', { name: 'Your artwork request' })).toBeVisible();
    await expect(page.getByText(/payment|production|delivery/i)).toHaveCount(0);
    const timeline = page.getByRole('list', { name: 'Tracking timeline' });
    const current = timeline.locator('li[aria-current="step"]');
    await expect(current).toContainText('Received');
    await expect(current).toContainText('Current status');
    await expect(page.getByRole('link', { name: 'View artwork' })).toHaveAttribute(
      'href',
      `/artwork/${boardId}`,
    );
    await expect(page.getByText(orderId, { exact: true })).toBeVisible();
    // The order's page is named for what it is, not "My Orders".
    await expect(page).toHaveTitle('Order Tracking — Atelier');
    expect(await seriousViolations(page)).toEqual([]);

    // Another shopper opening the same address: not found, with the way back to their orders.
    await signOut(page);
    await signUp(page);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(productTitle)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
);
