import { expect, type Locator, type Page } from '@playwright/test';

// User-level steps shared by the specs; they find things by role and label, as a person would.

export const PASSWORD = 'secret-pass-1';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A toast (or inline message) that a sighted user can see; screen-reader copies are skipped. */
export function visibleText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).filter({ visible: true }).first();
}

export function userMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'User menu' });
}

/** Opens the sign-in dialog from the footer's 'Login/Sign Up' entry. */
export async function openSignInDialog(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('link', { name: 'Login/Sign Up' })
    .or(footer.getByRole('button', { name: 'Login/Sign Up' }))
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillCreateAccount(
  form: Locator,
  fields: { email: string; password: string; confirm?: string; name?: string },
) {
  await form.getByRole('tab', { name: 'Create Account' }).click();
  // The panel renders after the tab switch: wait for it before asking whether it has a Name field.
  await form.getByLabel('Confirm Password', { exact: true }).waitFor();
  const name = form.getByLabel('Name', { exact: true });
  if (fields.name !== undefined && (await name.count()) > 0) await name.fill(fields.name);
  await form.getByLabel('Email', { exact: true }).fill(fields.email);
  await form.getByLabel('Password', { exact: true }).fill(fields.password);
  await form
    .getByLabel('Confirm Password', { exact: true })
    .fill(fields.confirm ?? fields.password);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
}

export async function fillSignIn(form: Locator, fields: { email: string; password: string }) {
  await form.getByRole('tab', { name: 'Sign In' }).click();
  await form.getByLabel('Email', { exact: true }).fill(fields.email);
  await form.getByLabel('Password', { exact: true }).fill(fields.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs a new user up through the footer's dialog and waits for the signed-in top bar. */
export async function signUp(page: Page, email = uniqueEmail(), name = 'Test Shopper') {
  if (page.url() === 'about:blank') await page.goto('/');
  const dialog = await openSignInDialog(page);
  await fillCreateAccount(dialog, { email, password: PASSWORD, name });
  await expect(visibleText(page, 'Account Created!')).toBeVisible();
  await expect(userMenuButton(page)).toBeVisible();
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  if (page.url() === 'about:blank') await page.goto('/');
  const dialog = await openSignInDialog(page);
  await fillSignIn(dialog, { email, password });
  await expect(userMenuButton(page)).toBeVisible();
}

export async function openUserMenu(page: Page): Promise<Locator> {
  await userMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOut(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(visibleText(page, 'Signed Out')).toBeVisible();
}
