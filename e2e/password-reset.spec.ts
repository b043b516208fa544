import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  openSignInDialog,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  userMenuButton,
  visibleText,
} from './support/auth';
import { startIsolatedInstance } from './support/server';

// Password reset end to end on an instance without SMTP, as a developer runs the shop
// (NODE_ENV=development: in production the log never shows a reset link): the reset mail goes to
// the outbox and the log, the link from the log sets a new password, and sessions signed in
// before the reset end.

/** The newest reset link the instance logged for `email` (pino JSON lines). */
function resetLinkFor(logFile: string, email: string): string | undefined {
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  for (const line of lines.reverse()) {
    let entry: { to?: string; kind?: string; msg?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.kind !== 'password-reset' || entry.to !== email) continue;
    const link = /https?:\/\/\S*reset-password\S*/.exec(entry.msg ?? '')?.[0];
    if (link) return link;
  }
  return undefined;
}

test('forgot password → link from the outbox log → new password; the old session ends', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const instance = await startIsolatedInstance({ LOG_LEVEL: 'info', NODE_ENV: 'development' });
  try {
    const email = uniqueEmail('reset');
    await page.goto(instance.url);
    await signUp(page, email);
    const oldToken = await page.evaluate(() => localStorage.getItem('atelier.auth-token'));
    expect(oldToken).toBeTruthy();

    // A fresh browser: the shopper has forgotten the password.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(instance.url);
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    // A form that asks for the e-mail (the one typed comes along) and sends the link.
    const resetForm = dialog.getByRole('form', { name: 'Reset your password' });
    await expect(resetForm.getByLabel('Email', { exact: true })).toHaveValue(email);
    await resetForm.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toContainText(`If an account exists for ${email}`);

    let link: string | undefined;
    await expect
      .poll(() => (link = resetLinkFor(instance.logFile, email)), { timeout: 15_000 })
      .toBeTruthy();
    await page.keyboard.press('Escape');
    await page.goto(link!);
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    const newPassword = 'brand-new-pass-2';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(visibleText(page, 'Password Updated')).toBeVisible();

    // The session from before the reset no longer works.
    const profile = await request.get(`${instance.url}/api/auth/profile`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(profile.status()).toBe(401);

    // The old password is refused, the new one signs in.
    await page.goto(instance.url);
    const again = await openSignInDialog(page);
    await again.getByRole('tab', { name: 'Sign In' }).click();
    await again.getByLabel('Email', { exact: true }).fill(email);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(visibleText(page, 'Incorrect password. Please try again.')).toBeVisible();
    // The failure also shows a toast, which is the top layer: Escape would close the toast
    // first. The dialog's own close button closes the dialog.
    await again.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(again).toBeHidden();
    await signIn(page, email, newPassword);
    await expect(userMenuButton(page)).toBeVisible();
  } finally {
    await instance.dispose();
  }
});
