import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { sessionHeaders, signInAsAdmin, visitorPage } from './support/admin';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp, visibleText } from './support/auth';

// The owner's product screens in the browser: the form builder's field cards
// fold to one line, so a 7-field product is a page of a sensible height; no message before
// anything is typed; the live preview marks no step done that was not passed; the product
// list's row menu activates and deactivates; a new product does not take the landing page's
// first slot unless the owner sets it first; a product with one image shows no slider; the user
// page shows boards and artworks as thumbnails. Screenshots go to SHOTS_DIR for people to see.

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/notes/shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/owner-${name}.png`, fullPage: true });
}

const SEVEN_FIELDS = [
  { fieldName: 'photo', fieldLabel: 'Your photo', fieldType: 'image', isRequired: true },
  { fieldName: 'recipient', fieldLabel: 'Recipient name', fieldType: 'text', isRequired: true },
  { fieldName: 'story', fieldLabel: 'Their story', fieldType: 'textarea' },
  {
    fieldName: 'frame',
    fieldLabel: 'Frame colour',
    fieldType: 'select',
    fieldOptions: ['Gold', 'Silver'],
  },
  { fieldName: 'verse', fieldLabel: 'A verse', fieldType: 'text', stepNumber: 2 },
  { fieldName: 'halo', fieldLabel: 'Add a halo', fieldType: 'checkbox', stepNumber: 2 },
  {
    fieldName: 'style',
    fieldLabel: 'Painting style',
    fieldType: 'visual_selector',
    stepNumber: 2,
    fieldOptions: [
      { title: 'Soft Oil', imageUrl: 'static-assets/hero-before.webp' },
      { title: 'Bright Ink', imageUrl: 'static-assets/hero-after.webp' },
    ],
  },
];

/** A product made through the admin API, as the editor would save it. */
async function createProduct(page: Page, body: Record<string, unknown>) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const answer = await page.request.post('/api/admin/products', {
    headers: await sessionHeaders(page),
    data: { slug: `owner-${stamp}`, title: `Owner Test ${stamp}`, fields: SEVEN_FIELDS, ...body },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; slug: string; title: string; updatedAt: string };
}

/** Takes a product off the shop again (the later specs expect the seeded landing). */
async function deactivate(page: Page, id: string) {
  const headers = await sessionHeaders(page);
  const current = (await (
    await page.request.get(`/api/admin/products/${id}`, { headers })
  ).json()) as {
    updatedAt: string;
  };
  const answer = await page.request.post(`/api/admin/products/${id}/deactivate`, {
    headers,
    data: { updatedAt: current.updatedAt },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The landing page's Featured Portraits links, as a new visitor sees them. */
async function featuredSlugs(page: Page, baseURL: string | undefined) {
  const visitor = await visitorPage(page.context().browser()!, baseURL);
  await visitor.goto('/');
  const heading = visitor.getByRole('heading', { name: 'Featured Portraits' });
  const section = visitor.locator('section').filter({ has: heading });
  const links = section.locator('a[href^="/products/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  await visitor.context().close();
  return [...new Set(hrefs)].map((href) => href.replace('/products/', ''));
}

test('a 7-field product’s editor folds its field cards to one line each', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const product = await createProduct(page, {});
  await page.goto(`/admin/products/${product.id}/edit`);
  const builder = page.getByRole('region', { name: 'Personalisation form' });
  const fields = builder.getByRole('list', { name: 'Fields' });
  await expect(fields.getByRole('listitem')).toHaveCount(7);
  // Collapsed: each card is its summary (label, type, step, required), no settings open.
  await expect(builder.getByLabel('Label', { exact: true })).toHaveCount(0);
  await expect(fields.getByRole('listitem').first()).toContainText('Your photo');
  await expect(fields.getByRole('listitem').first()).toContainText('Photo upload');
  await expect(fields.getByRole('listitem').first()).toContainText('Required');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`editor page height with 7 collapsed fields: ${height}px`);
  // A full-page shot from the top (scrolled, the sticky header would sit mid-page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'product-editor-collapsed');
  expect(height).toBeLessThan(3000);
});

test('a new field’s Label says nothing before anything is typed; the save reports it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products/new');
  const builder = page.getByRole('region', { name: 'Personalisation form' });
  const add = builder.getByRole('group', { name: 'Add a field' });
  await add.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(builder.getByLabel('Label', { exact: true })).toBeFocused();
  await add.getByRole('button', { name: 'Checkbox', exact: true }).click();
  await expect(builder.getByLabel('Label', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Label is required.')).toHaveCount(0);
  await expect(page.getByText('Title is required.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Label is required.')).toHaveCount(2);
  await expect(page.getByText('Title is required.')).toBeVisible();
});

test('the row menu activates and deactivates a product; the shop follows', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const product = await createProduct(page, {});
  await page.goto(`/admin/products?q=${encodeURIComponent(product.title)}`);
  const actions = page.getByRole('button', { name: `Actions for ${product.title}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Activate' }).click();
  await expect(visibleText(page, `“${product.title}” is on the shop`)).toBeVisible();

  const visitor = await visitorPage(page.context().browser()!, baseURL);
  await visitor.goto(`/products/${product.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Deactivate “${product.title}”?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(visibleText(page, `“${product.title}” is off the shop (a draft)`)).toBeVisible();
  await visitor.goto(`/products/${product.slug}`);
  await expect(visitor.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await visitor.context().close();
});

test('a new product does not take the first landing slot until the owner sets it first', async ({
  page,
  baseURL,
}) => {
  // Three landing pages, a sign-in and an edit: more than the default on a loaded machine.
  test.slow();
  await signInAsAdmin(page);
  const before = await featuredSlugs(page, baseURL);
  const product = await createProduct(page, { status: 'active' });
  try {
    expect(await featuredSlugs(page, baseURL)).toEqual(before);

    await page.goto(`/admin/products/${product.id}/edit`);
    const position = page
      .getByRole('region', { name: 'Basics' })
      .getByLabel('Position in the shop', { exact: true });
    await position.fill('1');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(visibleText(page, 'Product saved')).toBeVisible();
    await expect(position).toHaveValue('1');
    expect((await featuredSlugs(page, baseURL))[0]).toBe(product.slug);
  } finally {
    await deactivate(page, product.id);
  }
  expect(await featuredSlugs(page, baseURL)).toEqual(before);
});

test('a product with one image shows it alone, without a before/after slider', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const headers = await sessionHeaders(page);
  const list = (await (
    await page.request.get('/api/admin/products?q=divine-portrait&pageSize=1', { headers })
  ).json()) as {
    items: { id: string }[];
  };
  const seeded = (await (
    await page.request.get(`/api/admin/products/${list.items[0]!.id}`, { headers })
  ).json()) as { sampleImageUrl: string };
  const product = await createProduct(page, {
    status: 'active',
    sampleImageUrl: seeded.sampleImageUrl,
  });
  try {
    const visitor = await visitorPage(page.context().browser()!, baseURL);
    await visitor.goto(`/products/${product.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const image = visitor.getByRole('img', { name: `${product.title}: an example of the artwork` });
    await expect(image).toBeVisible();
    await expect(visitor.getByRole('slider')).toHaveCount(0);
    await expect(visitor.getByText('Drag to compare')).toHaveCount(0);
    await visitor.context().close();
  } finally {
    await deactivate(page, product.id);
  }
});

test('the user page shows boards and artworks as thumbnails that open the artwork', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shopper = await visitorPage(browser, baseURL);
  await shopper.goto('/');
  await signUp(shopper, undefined, 'Thumbnail Shopper');
  const headers = await bearer(shopper);
  const { artworkId } = await startGeneratedBoard(shopper.request, headers, {
    productSlug: 'divine-portrait',
    items:
      'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd',
  });
  const me = (await (await shopper.request.get('/api/auth/profile', { headers })).json()) as {
    id: string;
  };
  await shopper.context().close();

  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/users/${me.id}`);
  const boards = page.getByRole('region', { name: 'Boards and artworks' });
  const latest = boards.getByRole('list', { name: /^Latest artworks of / });
  const short = artworkId.slice(0, 8);
  // The artwork finishes in the worker; the page shows it once reloaded.
  await expect
    .poll(
      async () => {
        await page.reload();
        // The boards arrive after the page loads: counting at once read 0 on a busy machine
        // even with the artwork finished. Wait for the list (it shows as soon as the board
        // exists), then count its finished thumbnail.
        await latest.waitFor({ timeout: 15_000 }).catch(() => undefined);
        return latest.getByRole('img', { name: `Artwork ${short}` }).count();
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(1);
  const thumb = latest.getByRole('img', { name: `Artwork ${short}` });
  await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const link = latest.getByRole('link', { name: new RegExp(`Artwork ${short}.*Finished`) });
  const href = (await link.getAttribute('href')) ?? '';
  const opened = await page.request.get(href);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toContain('image/');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'user-page');
});
