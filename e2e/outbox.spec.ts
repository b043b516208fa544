import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openAdminPage, signInAsAdmin } from './support/admin';
import { signIn, signUp, uniqueEmail, userMenuButton, visibleText } from './support/auth';

// As a new user tries the shop with only `npm ci && npm start` (production
// mode, the embedded database, no SMTP_URL, as the shared test server runs): a shopper forgets
// the password, the reset mail waits in the admin's Outbox, the admin opens it and follows its
// link, a new password is set and the shopper signs in with it. Screenshots of the Outbox at
// 1280 and 390 px go to SHOTS_DIR for people to look at.

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/notes/shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/outbox-${name}.png`, fullPage: true });
}

test('a forgotten password is reset through the link in the admin Outbox', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The shopper's browser: an account, then a forgotten password.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  const email = uniqueEmail('outbox');
  await shopper.goto('/');
  await signUp(shopper, email, 'Outbox Shopper');
  await shopperContext.clearCookies();
  await shopper.evaluate(() => localStorage.clear());
  // What "Forgot password?" sends (apps/web/src/features/auth/api/request-password-reset.ts).
  const asked = await shopper.request.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: `${baseURL}/auth/reset-password` },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // The shop owner's browser: the Outbox in the admin nav, the reset mail in it.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openAdminPage(admin, { path: '/admin', heading: 'Dashboard' });
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await admin.getByLabel('Search recipient or subject').fill(email);
  const table = admin.getByRole('table', { name: 'Outbox' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Password reset');
  await expect(row).toContainText('Not sent (no mail server)');
  await admin.getByLabel('Search recipient or subject').fill('');
  // The search applies after its debounce and closes any open mail: wait for it to land before
  // opening one (a click inside those 300 ms had its mail closed again under load).
  await expect(admin).not.toHaveURL(/[?&]q=/);
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await shot(admin, '1280');

  await row.getByRole('link', { name: 'Reset your Atelier password' }).click();
  const mail = admin.getByRole('article', { name: 'Reset your Atelier password' });
  await expect(mail).toContainText('Open this link within the hour to choose a new password');
  const link = mail.getByRole('link', { name: /\/reset-password\// });
  await expect(link).toHaveCount(1);
  await shot(admin, 'mail-1280');

  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(mail).toBeVisible();
  expect(
    await admin.evaluate(() => document.documentElement.scrollWidth),
    'the Outbox does not scroll sideways at 390 px',
  ).toBeLessThanOrEqual(390);
  await shot(admin, '390');

  // The link opens in a new tab: the reset page, where the new password is set.
  const [resetPage] = await Promise.all([adminContext.waitForEvent('page'), link.click()]);
  await expect(resetPage).toHaveURL(/\/auth\/reset-password/);
  const newPassword = 'from-the-outbox-1';
  await resetPage.getByLabel('New Password', { exact: true }).fill(newPassword);
  await resetPage.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await resetPage.getByRole('button', { name: 'Set New Password' }).click();
  await expect(visibleText(resetPage, 'Password Updated')).toBeVisible();

  // The shopper signs in with the new password.
  await shopper.goto('/');
  await signIn(shopper, email, newPassword);
  await expect(userMenuButton(shopper)).toBeVisible();

  await adminContext.close();
  await shopperContext.close();
});
