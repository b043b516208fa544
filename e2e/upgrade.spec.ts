import { expect, test } from '@playwright/test';
import { openUserMenu, signUp, visibleText } from './support/auth';
import { DATABASE } from './support/tags';

// Without STRIPE_SECRET_KEY the upgrade goes through the demo checkout page, which runs the
// same fulfilment as Stripe's webhook.

test.describe('upgrade to premium through the demo checkout', () => {
  test(
    'Upgrade Now → demo checkout → Pay: Pro marker, Generations 0/100, no Upgrade links',
    DATABASE,
    async ({ page }) => {
      await page.goto('/');
      await signUp(page);
      const banner = page.getByRole('banner');

      await banner.getByRole('button', { name: 'Upgrade to Premium' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
      await expect(dialog.getByText('0/3')).toBeVisible();
      await dialog.getByRole('button', { name: 'Upgrade Now' }).click();

      await expect(page).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
      await expect(page.getByText(/Demo checkout — no card is charged/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Premium Plan' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      );
      await page.getByRole('button', { name: 'Pay $9.99 (demo)' }).click();

      await expect(page).toHaveURL(/\/profile\?upgraded=1$/);
      await expect(visibleText(page, 'Welcome to Premium')).toBeVisible();

      const menu = await openUserMenu(page);
      await expect(menu.getByText('Pro', { exact: true })).toBeVisible();
      await expect(menu.getByText('Generations 0/100')).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(banner.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);

      // Still premium after a reload: the server made the change, not the page.
      await page.reload();
      await expect(banner.getByRole('button', { name: 'User menu' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
    },
  );

  test('Cancel on the demo checkout goes back to pricing and leaves the plan free', async ({
    page,
  }) => {
    await page.goto('/');
    await signUp(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    const menu = await openUserMenu(page);
    await expect(menu.getByText('Generations 0/3')).toBeVisible();
  });
});
