import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  PASSWORD,
  openSignInDialog,
  openUserMenu,
  signUp,
  uniqueEmail,
  userMenuButton,
  visibleText,
  fillSignIn,
} from './support/auth';
import { signInAsAdmin } from './support/admin';
import { DATABASE } from './support/tags';

// The admin's users screen in the real built app: the admin finds a shopper by e-mail and gives them
// credits, which the shopper's own menu then shows; the admin disables a signed-in shopper, who
// is signed out at their next page load and cannot sign in again.

test.describe.configure({ timeout: 120_000 });

/** A page in a browser context of its own (another person's browser). */
async function ownBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The admin's /admin/users search for `email`, then that user's page. */
async function openUserByEmail(admin: Page, email: string) {
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(email);
  const table = admin.getByRole('table', { name: 'Users' });
  const link = table.getByRole('link', { name: email, exact: true });
  await expect(link).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(1);
  await link.click();
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(admin.getByText(email, { exact: true }).first()).toBeVisible();
}

/** 'Generations used/limit' as the shopper's user menu shows it, after a fresh page load. */
async function menuAllowance(page: Page): Promise<{ used: number; limit: number }> {
  await page.reload();
  const menu = await openUserMenu(page);
  const line = menu.getByText(/^Generations \d+\/\d+$/);
  await expect(line).toBeVisible();
  const [, used, limit] = /Generations (\d+)\/(\d+)/.exec((await line.textContent()) ?? '')!;
  await page.keyboard.press('Escape');
  return { used: Number(used), limit: Number(limit) };
}

test('the admin finds a shopper by e-mail, gives 2 credits, and the shopper’s menu shows the new limit', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await ownBrowser(browser, baseURL);
  const email = await signUp(shopper, uniqueEmail('credits'), 'Credit Shopper');
  const before = await menuAllowance(shopper);

  await signInAsAdmin(page);
  await openUserByEmail(page, email);
  const form = page.getByRole('form', { name: 'Add generation credits' });
  await form.getByLabel('Credits', { exact: true }).fill('2');
  await form.getByLabel('Reason', { exact: true }).fill('Sorry for the failed artwork');
  await form.getByRole('button', { name: 'Add credits' }).click();
  await expect(visibleText(page, '2 credits added')).toBeVisible();
  const history = page.getByRole('region', { name: 'Credit history' });
  await expect(history.getByText(/Sorry for the failed artwork/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Plan and allowance' })
      .getByText(`${before.used}/${before.limit + 2} generations used`, { exact: false }),
  ).toBeVisible();

  const after = await menuAllowance(shopper);
  expect(after).toEqual({ used: before.used, limit: before.limit + 2 });
  const menu = await openUserMenu(shopper);
  await expect(
    menu.getByText(`Generations ${before.used}/${before.limit + 2}`, { exact: true }),
  ).toBeVisible();
  await shopper.context().close();
});

test(
  'the admin disables a signed-in shopper: signed out at the next page load, and sign-in is refused',
  DATABASE,
  async ({ page, browser, baseURL }) => {
    const shopper = await ownBrowser(browser, baseURL);
    const email = await signUp(shopper, uniqueEmail('disabled'), 'Disabled Shopper');
    await shopper.goto('/profile');
    await expect(userMenuButton(shopper)).toBeVisible();

    await signInAsAdmin(page);
    await openUserByEmail(page, email);
    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(visibleText(page, 'Account disabled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();

    // The shopper's next page load: the session is gone, so they are signed out.
    await shopper.goto('/');
    const footer = shopper.getByRole('contentinfo');
    await expect(
      footer
        .getByRole('link', { name: 'Login/Sign Up' })
        .or(footer.getByRole('button', { name: 'Login/Sign Up' })),
    ).toBeVisible();
    await expect(userMenuButton(shopper)).toHaveCount(0);

    const signIn = await openSignInDialog(shopper);
    await fillSignIn(signIn, { email, password: PASSWORD });
    await expect(visibleText(shopper, 'This account has been disabled.')).toBeVisible();
    await expect(userMenuButton(shopper)).toHaveCount(0);
    await shopper.context().close();
  },
);
