import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openAdminPage, signInAsAdmin } from './support/admin';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp, uniqueEmail } from './support/auth';

// Issue 27 point 6 in the browser: a shopper buys a PNG (demo checkout); the review request
// (due at once: the test server runs REVIEW_REQUEST_DAYS=0) is sent from Admin → Reviews and
// waits in the Outbox; its link opens the review form without sign-in; the admin approves the
// review, and the product page shows the real rating beside the banner's figures.

const PRODUCT_SLUG = 'divine-portrait';
const GENERATION_TIMEOUT = 90_000;
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';
const REVIEW_TEXT = 'Beautiful portrait of our grandmother, the whole family loves it.';

test.describe.configure({ timeout: 240_000 });

test('a review request in the Outbox leads to a review the admin approves and the product page shows', async ({
  browser,
  baseURL,
}) => {
  // The shopper: a finished artwork and its PNG, paid through the demo checkout.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  const email = uniqueEmail('reviewer');
  await shopper.goto('/');
  await signUp(shopper, email, 'Ruth Reviewer');
  const artwork = await startGeneratedBoard(shopper.request, await bearer(shopper), {
    productSlug: PRODUCT_SLUG,
    items: ITEMS,
  });
  await shopper.goto(`/artwork/${artwork.boardId}/${artwork.artworkId}`);
  await expect(shopper.getByRole('img', { name: `${artwork.productTitle} artwork` })).toBeVisible({
    timeout: GENERATION_TIMEOUT,
  });
  await shopper.getByRole('button', { name: /^Buy full-resolution PNG/ }).click();
  await expect(shopper).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await shopper.getByRole('button', { name: /^Pay .* \(demo\)$/ }).click();
  await expect(shopper).toHaveURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);

  // The admin sends the due requests; the shopper's waits in the Outbox.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  // The button answers "N review requests sent", or "No review request is due right now" when
  // there is none to send: the server's own run (at its start, then every 15 minutes: a slow
  // machine's browser run lasts longer than that) may have sent this one a moment before. Sent
  // either way, the request must then wait in the Outbox, exactly once.
  const row = admin
    .getByRole('table', { name: 'Outbox' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(async () => {
    await openAdminPage(admin, { path: '/admin/reviews', heading: 'Reviews' });
    await admin.getByRole('button', { name: 'Send due review requests now' }).click();
    await expect(
      admin.getByText(/review requests? sent|No review request is due right now/).first(),
    ).toBeVisible();
    await openAdminPage(admin, { path: '/admin/outbox?kind=review-request', heading: 'Outbox' });
    await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('Review request');
  await row.getByRole('link', { name: 'How do you like your portrait?' }).click();
  const mail = admin.getByRole('article', { name: 'How do you like your portrait?' });
  await expect(mail).toContainText('The link is valid for 45 days.');
  const link = await mail.getByRole('link', { name: /\/review\// }).getAttribute('href');
  expect(link).toMatch(/\/review\/[0-9a-f-]{36}\.\d+\.[\w-]+$/);

  // Anyone with the link (no sign-in: a fresh browser) writes the review, once.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeVisible();
  await expect(visitor.getByText(`(${artwork.productTitle})`)).toBeVisible();
  await expect(visitor.getByLabel('Name as shown')).toHaveValue('Ruth Reviewer');
  // Nothing chosen yet: the form says what is missing and sends nothing.
  await visitor.getByRole('button', { name: 'Send review' }).click();
  await expect(visitor.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await visitor.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await visitor.getByLabel('Your review').fill(REVIEW_TEXT);
  await visitor.getByLabel('Name as shown').fill('Ruth R.');
  await visitor.getByLabel('Location as shown (optional)').fill('Springfield');
  await expect(visitor.getByLabel('You may show my artwork with my review.')).toBeChecked();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Send review' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Thank you for your review!' }),
  ).toBeVisible();
  // The link takes one review.
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('You have already reviewed this order.');

  // Not public before approval.
  await shopper.goto(`/products/${PRODUCT_SLUG}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shopper.getByTestId('product-reviews')).toHaveCount(0);

  // The admin approves it from the queue.
  await openAdminPage(admin, { path: '/admin/reviews', heading: 'Reviews' });
  const pending = admin.getByRole('row').filter({ hasText: REVIEW_TEXT });
  await expect(pending).toContainText('Ruth R., Springfield');
  await expect(pending).toContainText('May be shown');
  await pending.getByRole('button', { name: 'Approve the review by Ruth R.' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('The review by Ruth R. is now a testimonial').first()).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: REVIEW_TEXT })).toHaveCount(0);
  await admin.getByRole('link', { name: 'Approved' }).click();
  await expect(admin.getByRole('row').filter({ hasText: REVIEW_TEXT })).toHaveCount(1);

  // The product page: the real rating beside the banner's figures (the catalogue's cache is
  // cleared by the approval).
  await shopper.goto(`/products/${PRODUCT_SLUG}`);
  await expect(shopper.getByTestId('product-reviews')).toHaveText('5.0 from 1 verified review');
  await expect(shopper.getByText(/Trusted by 12,847 customers/)).toBeVisible();
  const html = await (await shopper.request.get(`/products/${PRODUCT_SLUG}`)).text();
  expect(html).toMatch(
    /"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":1/,
  );

  await Promise.all([shopperContext.close(), adminContext.close(), visitorContext.close()]);
});
