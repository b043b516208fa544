import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  fillCreateAccount,
  fillSignIn,
  openSignInDialog,
  openUserMenu,
  signOut,
  signUp,
  uniqueEmail,
  userMenuButton,
  visibleText,
} from './support/auth';

test.describe('email and password auth through the sign-in dialog', () => {
  test('sign up, sign out and sign in again', async ({ page }) => {
    await page.goto('/');
    const email = await signUp(page);

    await signOut(page);
    await expect(visibleText(page, "You've been signed out successfully.")).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Create Your Portrait')).toBeVisible();

    const dialog = await openSignInDialog(page);
    await fillSignIn(dialog, { email, password: PASSWORD });
    await expect(visibleText(page, 'Welcome back!')).toBeVisible();
    const menu = await openUserMenu(page);
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Generations 0/3')).toBeVisible();
  });

  test('a wrong password is refused with its message', async ({ page }) => {
    await page.goto('/');
    const email = await signUp(page);
    await signOut(page);

    const dialog = await openSignInDialog(page);
    await fillSignIn(dialog, { email, password: 'not-the-password' });
    await expect(visibleText(page, 'Incorrect password. Please try again.')).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test('an unknown email is refused with its message', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignInDialog(page);
    await fillSignIn(dialog, { email: uniqueEmail('nobody'), password: PASSWORD });
    await expect(visibleText(page, 'No account found with this email address.')).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test('signing up twice with one email is refused with its message', async ({ page }) => {
    await page.goto('/');
    const email = await signUp(page);
    await signOut(page);

    const dialog = await openSignInDialog(page);
    await fillCreateAccount(dialog, { email, password: PASSWORD, name: 'Again' });
    await expect(
      visibleText(page, 'An account with this email address already exists.'),
    ).toBeVisible();
  });

  test('the sign-in form shows the validation messages of SPEC §5', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignInDialog(page);
    await fillSignIn(dialog, { email: 'not-an-email', password: '123' });
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test('the create-account form requires matching passwords', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('main');
    await fillCreateAccount(form, {
      email: uniqueEmail(),
      password: 'secret-one',
      confirm: 'secret-two',
      name: 'Mismatch',
    });
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test('the /auth page signs a new user up', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('main');
    await expect(form.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await fillCreateAccount(form, { email: uniqueEmail(), password: PASSWORD, name: 'Page' });
    await expect(visibleText(page, 'Account Created!')).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
  });
});
