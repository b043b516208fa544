import { expect, test } from '@playwright/test';
import { signIn, signUp, userMenuButton, visibleText } from './support/auth';
import { startIsolatedInstance } from './support/server';

// Its own server on its own data, so stopping it does not disturb the tests running beside it.
test('a user who signed up can still sign in after the server restarts', async ({ page }) => {
  test.setTimeout(180_000);
  const instance = await startIsolatedInstance();
  try {
    await page.goto(instance.url);
    const email = await signUp(page);

    await instance.restart();

    // A fresh browser state: nothing but the database remembers the account.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(instance.url);
    await expect(userMenuButton(page)).toHaveCount(0);
    await signIn(page, email);
    await expect(visibleText(page, 'Welcome back!')).toBeVisible();
  } finally {
    await instance.dispose();
  }
});
