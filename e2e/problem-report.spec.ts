import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seedPhoto, signInAsAdmin } from './support/admin';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';

// The 30-day guarantee in the flow: a shopper's canvas is delivered, they report it damaged from
// /orders/{id} with a note and a photo, the owner sees it in needs-attention and on the order
// page, and sends a free reprint: a new canvas order at $0.00 the shopper can follow.

/** Generation on a loaded 2-core machine: generous, never a measurement. */
const RENDER_TIMEOUT = 90_000;

/** Waits until the artwork has finished (the mock provider renders it in a few seconds). */
async function finished(
  request: APIRequestContext,
  headers: Record<string, string>,
  artworkId: string,
) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/artwork/${artworkId}`, { headers });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: RENDER_TIMEOUT, intervals: [500] },
    )
    .toBe('succeeded');
}

test('a shopper reports a damaged canvas and the owner sends a free reprint', async ({
  browser,
  page: shopper,
}) => {
  test.setTimeout(180_000);
  await shopper.goto('/');
  await signUp(shopper);
  const headers = await bearer(shopper);

  // A paid canvas order of a finished artwork, made through the API as the order page does.
  const { artworkId } = await startGeneratedBoard(shopper.request, headers, {
    productSlug: 'divine-portrait',
    items:
      'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
  });
  await finished(shopper.request, headers, artworkId);
  const options = (await (
    await shopper.request.get(`/api/artworks/${artworkId}/print-options`, { headers })
  ).json()) as { largestPrintable: { canvasSizeId: string } | null; sizes: { id?: string }[] };
  expect(options.largestPrintable).not.toBeNull();
  const created = await shopper.request.post('/api/canvas-orders', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      artworkId,
      canvasSizeId: options.largestPrintable!.canvasSizeId,
      wrap: 'image',
      shippingAddress: {
        name: 'Ada Shopper',
        line1: '350 Fifth Avenue',
        city: 'New York',
        region: 'NY',
        postcode: '10118',
        country: 'US',
        email: 'ada.shopper@example.com',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: orderId } = (await created.json()) as { id: string };
  const checkout = await shopper.request.post('/api/payment-intent', {
    headers,
    data: { orderId },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const sessionId = new URL(((await checkout.json()) as { url: string }).url, 'http://x').pathname
    .split('/')
    .at(-1)!;
  const paid = await shopper.request.post(`/api/payments/demo/${sessionId}/complete`, { headers });
  expect(paid.status(), await paid.text()).toBeLessThan(300);

  // Its print file and proof are made; the shopper approves the proof (production waits for it).
  await expect
    .poll(
      async () => {
        const order = await shopper.request.get(`/api/canvas/orders/${orderId}`, { headers });
        return ((await order.json()) as { status: string }).status;
      },
      { timeout: 90_000, message: 'the proof is sent' },
    )
    .toBe('awaiting_approval');
  const approved = await shopper.request.post(`/api/orders/${orderId}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);

  // The owner ships and delivers it.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  const adminHeaders = await bearer(owner);
  for (const data of [
    { action: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    { action: 'delivered' },
  ]) {
    const step = await owner.request.post(`/api/admin/orders/${orderId}/actions`, {
      headers: adminHeaders,
      data,
    });
    expect(step.status(), await step.text()).toBe(200);
  }

  // The shopper reports it damaged, with a note and a photo.
  await shopper.goto(`/orders/${orderId}`);
  const problem = shopper.getByRole('region', { name: 'Something wrong?' });
  await expect(problem.getByText(/tell us until/)).toBeVisible();
  await problem.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose what is wrong.')).toBeVisible();
  await expect(dialog.getByText('Please tell us what is wrong.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Damaged' }).check();
  await dialog.getByLabel('Tell us more').fill('The corner of the frame is cracked.');
  await dialog.locator('input[type="file"]').setInputFiles(seedPhoto('coffee.png'));
  await expect(dialog.getByRole('img', { name: 'coffee.png' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  const reports = problem.getByRole('list', { name: 'Your reports' });
  await expect(reports.getByText('We are looking into it')).toBeVisible();
  await expect(reports.getByText('The corner of the frame is cracked.')).toBeVisible();
  await expect(reports.getByRole('img', { name: 'Photo 1 of the problem' })).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The owner finds it in needs-attention, opens the order and sends a free reprint.
  await owner.goto('/admin');
  const attention = owner.getByRole('region', { name: 'Needs attention' });
  await attention.getByRole('heading', { name: /^Problems reported by shoppers/ }).waitFor();
  await attention.getByRole('link', { name: `Order ${orderId.slice(0, 8)}` }).click();
  const panel = owner.getByRole('region', { name: 'Problem reported (1 open)' });
  await expect(panel.getByText('The corner of the frame is cracked.')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Customer photo 1' })).toBeVisible();
  await panel
    .getByLabel('Message to the customer (optional)')
    .fill('So sorry! A new one is coming.');
  await panel.getByRole('button', { name: 'Send free reprint' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Send free reprint' }).click();
  const resolved = owner.getByRole('region', { name: 'Problem reports' });
  await expect(resolved.getByText('Resolved: free reprint')).toBeVisible();
  const reprintLink = resolved.getByRole('link', { name: /^Reprint: order / });
  await expect(reprintLink).toBeVisible();
  await reprintLink.click();
  await expect(owner.getByRole('heading', { level: 1 })).not.toHaveText(
    `Order ${orderId.slice(0, 8)}`,
  );

  // The shopper follows the reprint: a canvas order at $0.00, paid, on its way to production.
  await shopper.reload();
  await expect(reports.getByText('Free reprint on its way')).toBeVisible();
  await expect(reports.getByText('So sorry! A new one is coming.')).toBeVisible();
  await reports.getByRole('link', { name: 'Follow your free reprint' }).click();
  await expect(shopper).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  expect(shopper.url()).not.toContain(orderId);
  await expect(shopper.getByText('$0.00').last()).toBeVisible();
  // The same canvas as the proof approved on the original: no new proof to approve.
  await expect(
    shopper.getByRole('list', { name: 'Tracking timeline' }).locator('[aria-current="step"]'),
  ).toContainText('Proof approved');
  await ownerContext.close();
});
