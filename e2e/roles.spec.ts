import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server';
import { openUserMenu, signIn, signUp } from './support/auth';

test.describe('user menu entries by role', () => {
  test('a shopper sees the shopper entries and no Admin Panel', async ({ page }) => {
    await page.goto('/');
    const email = await signUp(page, undefined, 'Ada Shopper');
    const menu = await openUserMenu(page);
    await expect(menu.getByText('Ada Shopper')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    for (const entry of ['Profile', 'Portraits', 'Favorites', 'Orders', 'Upgrade to Premium']) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('the bootstrapped admin sees Admin Panel and can open /admin', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const menu = await openUserMenu(page);
    await expect(menu.getByText(ADMIN_EMAIL)).toBeVisible();
    // The owner runs the shop: nothing to upgrade to.
    await expect(menu.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});
