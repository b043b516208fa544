import { expect, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signIn } from './auth';
import { bearer } from './artwork';
import { ADMIN_EMAIL, ADMIN_PASSWORD, repoRoot } from './server';

// Steps shared by the admin specs: signing in as the bootstrapped admin, its API headers, the
// admin pages with what shows they are ready, axe's serious findings, the seed photos.

export const SEED_PHOTOS = path.join(repoRoot, 'apps', 'api', 'src', 'db', 'seed', 'photos');
export const seedPhoto = (name: string) => path.join(SEED_PHOTOS, name);

/** Signs in as ADMIN_EMAIL through the footer's dialog, as the shop owner would. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** The signed-in page's bearer token as request headers (admin or shopper). */
export const sessionHeaders = bearer;

export type AdminPage = { path: string; heading: string | RegExp };

/** The catalogue, pricing and site-content admin screens, each with the heading that shows it has loaded. */
export function adminPages(productId: string): AdminPage[] {
  return [
    { path: '/admin/products', heading: 'Products' },
    { path: '/admin/products/new', heading: 'New Product' },
    { path: `/admin/products/${productId}/edit`, heading: /^Edit (?!Product$)/ },
    { path: '/admin/gallery', heading: 'Gallery' },
    { path: '/admin/gallery/new', heading: 'New Gallery Item' },
    { path: '/admin/testimonials', heading: 'Testimonials' },
    { path: '/admin/testimonials/new', heading: 'New Testimonial' },
    { path: '/admin/categories', heading: 'Categories' },
    { path: '/admin/pricing', heading: 'Pricing' },
    { path: '/admin/settings', heading: 'Site Content' },
  ];
}

/** Opens an admin page and waits for its heading and its data requests to settle. */
export async function openAdminPage(page: Page, { path: to, heading }: AdminPage) {
  await page.goto(to);
  await expect(
    page
      .getByRole('region', { name: 'Admin page' })
      .getByRole('heading', { level: 1, name: heading }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** A product id from the admin list (any product: the pages only need one to edit). */
export async function anyProductId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/admin/products?pageSize=1', {
    headers: await sessionHeaders(page),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { items: { id: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0]!.id;
}

/**
 * The built web app's scripts that hold admin-only code (the admin screens' strings), by file
 * name: what a shopper's page must never download.
 */
export function builtAdminScripts(): string[] {
  const assets = path.join(repoRoot, 'apps', 'web', 'dist', 'assets');
  const names = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return names.filter((name) => {
    const code = readFileSync(path.join(assets, name), 'utf8');
    return ['Save product', 'Add canvas size', 'Personalisation form'].some((s) =>
      code.includes(s),
    );
  });
}

/**
 * A page in a new browser context: a visitor whose browser has cached nothing yet, for
 * checking what the storefront serves after an admin's change.
 */
export async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}
