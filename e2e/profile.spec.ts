import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  fillSignIn,
  openSignInDialog,
  openUserMenu,
  signOut,
  signUp,
  uniqueEmail,
  userMenuButton,
  visibleText,
} from './support/auth';
import { seriousViolations } from './support/axe';

/** Opens /profile through the user menu, as a person would. */
async function openProfile(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
}

test.describe('profile', () => {
  // Several sign-ins and page loads per test on a shared, busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('change the display name (the user menu shows it) and the password (sign in with the new one)', async ({
    page,
  }) => {
    await page.goto('/');
    const email = await signUp(page, uniqueEmail('profile'), 'Ada Lovelace');
    await openProfile(page);

    const account = page.getByRole('region', { name: 'Account', exact: true });
    await expect(account.getByLabel('Email', { exact: true })).toHaveValue(email);
    await account.getByRole('textbox', { name: 'Display name' }).fill('Ada King');
    await account.getByRole('button', { name: 'Save name' }).click();
    await expect(visibleText(page, 'Profile Updated')).toBeVisible();
    const menu = await openUserMenu(page);
    await expect(menu.getByText('Ada King')).toBeVisible();
    await page.keyboard.press('Escape');

    // A photo through the upload control: this page and the top bar show it (a signed URL).
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#c84';
      g.fillRect(0, 0, 64, 64);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await account.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await expect(visibleText(page, 'Photo Updated')).toBeVisible();
    await expect(account.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await expect(
      page.getByRole('banner').locator('img[src*="/api/files/user-uploads/"]'),
    ).toBeVisible();

    const plan = page.getByRole('region', { name: 'Plan & allowance' });
    await expect(plan.getByText('Generations 0/3')).toBeVisible();
    await expect(plan.getByText('3 left')).toBeVisible();
    await expect(plan.getByText(/Renews on /)).toBeVisible();

    const password = page.getByRole('region', { name: 'Password', exact: true });
    await password.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await password.getByLabel('Confirm new password').fill('brand-new-pass');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(visibleText(page, 'Password Changed')).toBeVisible();

    // Still signed in on this browser after the change.
    await page.reload();
    await expect(userMenuButton(page)).toBeVisible();
    await signOut(page);
    const dialog = await openSignInDialog(page);
    await fillSignIn(dialog, { email, password: PASSWORD });
    await expect(visibleText(page, 'Incorrect password. Please try again.')).toBeVisible();
    await fillSignIn(dialog, { email, password: 'brand-new-pass' });
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('export my data downloads a JSON file with my email', async ({ page }) => {
    await page.goto('/');
    const email = await signUp(page, uniqueEmail('export'));
    await openProfile(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^atelier-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string };
      visionBoards: unknown[];
    };
    expect(data.profile.email).toBe(email);
    expect(data.visionBoards).toEqual([]);
  });

  test('delete account: signed out, back home, and the account no longer exists', async ({
    page,
  }) => {
    await page.goto('/');
    const email = await signUp(page, uniqueEmail('delete'));
    await openProfile(page);

    await page
      .getByRole('region', { name: 'Your data' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();

    // The signed-out home page the shopper lands on confirms it.
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenuButton(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Featured Portraits' })).toBeVisible();
    await expect(visibleText(page, 'Account Deleted')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('atelier.auth-token'))).toBeNull();

    const signInDialog = await openSignInDialog(page);
    await fillSignIn(signInDialog, { email, password: PASSWORD });
    await expect(visibleText(page, 'No account found with this email address.')).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test('axe finds no serious or critical violation on /profile nor in the delete dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await signUp(page, uniqueEmail('axe'));
    await openProfile(page);
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
