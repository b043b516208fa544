import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signOut, signUp, uniqueEmail, visibleText } from './support/auth';
import {
  adminPages,
  anyProductId,
  builtAdminScripts,
  openAdminPage,
  seedPhoto,
  sessionHeaders,
  signInAsAdmin,
  visitorPage,
} from './support/admin';
import { seriousViolations } from './support/axe';

// The catalogue, prices and content admin in the real built app: the shop owner builds and sells a product,
// changes a canvas price and a featured testimonial, and the storefront follows at once; the
// admin screens pass axe and fit 390 px; shoppers neither download nor reach the admin.

/** Rendering and queueing on a loaded 2-core machine: generous, never a measurement. */
const GENERATION_TIMEOUT = 90_000;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const fieldRows = (page: Page) => page.getByRole('list', { name: 'Fields' }).locator(':scope > li');

/** Adds a field of `type` (its button's text) and fills what every field has. */
async function addField(
  page: Page,
  type: string,
  { label, step, required = false }: { label: string; step?: number; required?: boolean },
): Promise<Locator> {
  const before = await fieldRows(page).count();
  await page
    .getByRole('group', { name: 'Add a field' })
    .getByRole('button', { name: type, exact: true })
    .click();
  const row = fieldRows(page).nth(before);
  await row.getByLabel('Label', { exact: true }).fill(label);
  if (step !== undefined) await row.getByLabel('Step', { exact: true }).fill(String(step));
  if (required) await row.getByRole('checkbox', { name: 'Required' }).check();
  return row;
}

/** One visual-selector option: its title, and its image uploaded in the picker's Upload tab. */
async function fillVisualOption(page: Page, row: Locator, n: number, title: string, photo: string) {
  const option = row.getByRole('listitem', { name: `Option ${n}`, exact: true });
  await option.getByLabel('Title', { exact: true }).fill(title);
  await option.getByRole('button', { name: `Choose image for option ${n} image` }).click();
  const dialog = page.getByRole('dialog', { name: `Option ${n} image` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Image file').setInputFiles(seedPhoto(photo));
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(option.getByRole('img', { name: new RegExp(`^Option ${n} image: `) })).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

test('the admin builds a two-step product with all six field types; a shopper finds it, fills it and gets artwork', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Heirloom Portrait ${stamp}`;

  await signInAsAdmin(page);
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Product' })).toBeVisible();
  const basics = page.getByRole('region', { name: 'Basics' });
  await basics.getByLabel('Title', { exact: true }).fill(title);
  await expect(basics.getByLabel('Slug', { exact: true })).toHaveValue(
    `heirloom-portrait-${stamp}`,
  );
  await basics
    .getByLabel('Description', { exact: true })
    .fill('A hand-finished portrait of someone you love, painted from your photo.');
  await basics.getByLabel('Status', { exact: true }).selectOption('active');

  // Step 1: text, long text, photo upload, select.
  await addField(page, 'Text', { label: 'Recipient name', step: 1, required: true });
  await addField(page, 'Long text', { label: 'Their story' });
  await addField(page, 'Photo upload', { label: 'Your photo', required: true });
  const select = await addField(page, 'Select', { label: 'Frame colour', required: true });
  await select.getByLabel('Option 1', { exact: true }).fill('Gold');
  await select.getByRole('button', { name: 'Add option' }).click();
  await select.getByLabel('Option 2', { exact: true }).fill('Silver');

  // Step 2: checkbox and visual selector (its option images uploaded here).
  await addField(page, 'Checkbox', { label: 'Add a gilded border', step: 2 });
  const visual = await addField(page, 'Visual selector', {
    label: 'Painting style',
    required: true,
  });
  await expect(visual.getByLabel('Step', { exact: true })).toHaveValue('2');
  await fillVisualOption(page, visual, 1, 'Soft Oil', 'astronaut.png');
  await visual.getByRole('button', { name: 'Add option' }).click();
  await fillVisualOption(page, visual, 2, 'Bright Ink', 'coffee.png');

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(visibleText(page, 'Product saved')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/admin/products/${UUID}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
  await signOut(page);

  // A new shopper finds it on /products and personalises it.
  await signUp(page, uniqueEmail('heirloom'), 'Hana Shopper');
  await page.goto('/products');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const form = page.locator('#personalize-section');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText('Step 1 of 2')).toBeVisible();
  await form.getByRole('textbox', { name: /Recipient name/ }).fill('Grandma Rose');
  await form.getByRole('textbox', { name: /Their story/ }).fill('She grew roses for sixty years.');
  await form.locator('input[type="file"]').setInputFiles(seedPhoto('chelsea.png'));
  await expect(form.getByRole('img', { name: 'chelsea.png' })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('combobox', { name: /Frame colour/ }).selectOption('Silver');
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await form.getByRole('checkbox', { name: /Add a gilded border/ }).check();
  await form.getByText('Bright Ink', { exact: true }).click();
  await expect(form.getByRole('radio', { name: /Bright Ink/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create My Artwork' }).click();

  await expect(page).toHaveURL(new RegExp(`/artwork/${UUID}/${UUID}$`), { timeout: 60_000 });
  const artwork = page.getByRole('img', { name: `${title} artwork` });
  await expect(artwork).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect
    .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('the admin changes a canvas size’s price and /pricing shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const headers = await sessionHeaders(page);
  const pricing = await page.request.get('/api/admin/pricing', { headers });
  expect(pricing.status()).toBe(200);
  const { canvasSizes } = (await pricing.json()) as {
    canvasSizes: { id: string; label: string; priceCents: number; isActive: boolean }[];
  };
  // The last active size: what other specs look at is the first ones and the plans.
  const size = canvasSizes.filter((s) => s.isActive).at(-1);
  expect(size, 'an active canvas size').toBeTruthy();
  const { label, priceCents } = size!;
  // A price no seeded size has: cents from the clock, so it shows only after this change.
  const newCents = 23_400 + (Date.now() % 90) + 1;
  // '$149' or '$149.00' for whole dollars, '$234.56' otherwise.
  const dollars = (cents: number) =>
    new RegExp(
      `\\$${Math.floor(cents / 100)}${cents % 100 ? `\\.${String(cents % 100).padStart(2, '0')}` : '(\\.00)?'}(?!\\d)`,
    );

  const setPrice = async (text: string) => {
    await page.goto('/admin/pricing');
    const table = page.getByRole('table', { name: 'Canvas sizes' });
    await table.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price', { exact: true }).fill(text);
    await dialog.getByRole('button', { name: 'Save size' }).click();
    await expect(visibleText(page, `${label} saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  // /pricing in a browser: by default a new one, with nothing cached from before.
  const priceOnPricing = async (on?: Page) => {
    const shopper = on ?? (await visitorPage(browser, baseURL));
    await shopper.goto('/pricing');
    const row = shopper
      .getByRole('row')
      .filter({ has: shopper.getByRole('rowheader', { name: label }) });
    await expect(row).toBeVisible();
    return row;
  };

  // The admin's own browser has /pricing's answer cached from before the change: it must
  // still ask again (public answers are revalidated with their ETag on every use).
  await expect(await priceOnPricing(page)).toContainText(dollars(priceCents));
  await setPrice((newCents / 100).toFixed(2));
  try {
    await expect(await priceOnPricing()).toContainText(dollars(newCents));
    await expect(await priceOnPricing(page)).toContainText(dollars(newCents));
  } finally {
    await setPrice((priceCents / 100).toFixed(2));
  }
  await expect(await priceOnPricing()).toContainText(dollars(priceCents));
});

test('the admin changes a rate’s days in transit and the production days, and /pricing shows them', async ({
  page,
  browser,
  baseURL,
}) => {
  const shotsDir = process.env.SHOTS_DIR ?? '/work/notes/shots';
  mkdirSync(shotsDir, { recursive: true });
  await signInAsAdmin(page);
  const pricingRow = async () => {
    const visitor = await visitorPage(browser, baseURL);
    await visitor.goto('/pricing');
    const shipping = visitor.getByRole('region', { name: 'Shipping' });
    return { visitor, shipping, row: shipping.getByRole('row', { name: /Australia/ }) };
  };
  const setRateDays = async (min: string, max: string) => {
    await page.goto('/admin/pricing');
    const table = page.getByRole('table', { name: 'Shipping rates' });
    await table.getByRole('button', { name: 'Edit shipping to Australia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit shipping to Australia (AU)' });
    const before = [
      await dialog.getByLabel('Shortest delivery time').inputValue(),
      await dialog.getByLabel('Longest delivery time').inputValue(),
    ];
    await dialog.getByLabel('Shortest delivery time').fill(min);
    await dialog.getByLabel('Longest delivery time').fill(max);
    await dialog.getByRole('button', { name: 'Save rate' }).click();
    return { dialog, before };
  };
  const setProductionDays = async (min: string, max: string) => {
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Production time' });
    const before = [
      await section.getByLabel('Shortest production time').inputValue(),
      await section.getByLabel('Longest production time').inputValue(),
    ];
    await section.getByLabel('Shortest production time').fill(min);
    await section.getByLabel('Longest production time').fill(max);
    await page.getByRole('button', { name: 'Save site content' }).click();
    await expect(visibleText(page, 'Site content saved')).toBeVisible();
    return { section, before };
  };

  // A shortest time above the longest is refused in the dialog with the rule's words.
  const refused = await setRateDays('9', '4');
  await expect(
    refused.dialog.getByText('The shortest delivery time cannot be longer than the longest.'),
  ).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/admin-delivery-rate-error.png` });
  await refused.dialog.getByLabel('Shortest delivery time').fill('11');
  await refused.dialog.getByLabel('Longest delivery time').fill('13');
  await page.screenshot({ path: `${shotsDir}/admin-delivery-rate-dialog.png` });
  await refused.dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(visibleText(page, 'Shipping to Australia (AU) saved')).toBeVisible();
  const [rateMin, rateMax] = refused.before;
  let productionBefore: string[] | null = null;
  try {
    await expect(
      page.getByRole('table', { name: 'Shipping rates' }).getByRole('row', { name: /Australia/ }),
    ).toContainText('11–13 business days');
    await page
      .getByRole('region', { name: 'Shipping rates' })
      .first() // the section (its table's scroll box is named after it too)
      .screenshot({ path: `${shotsDir}/admin-delivery-rates-table.png` });
    const { section, before } = await setProductionDays('3', '6');
    productionBefore = before;
    await section.screenshot({ path: `${shotsDir}/admin-delivery-production.png` });

    const { visitor, shipping, row } = await pricingRow();
    await expect(row).toContainText('11–13 business days in transit');
    await expect(shipping).toContainText('Each canvas is made to order in 3–6 business days');
    await shipping.screenshot({ path: `${shotsDir}/admin-delivery-pricing.png` });
    await visitor.close();
  } finally {
    if (productionBefore) await setProductionDays(productionBefore[0]!, productionBefore[1]!);
    const restored = await setRateDays(rateMin!, rateMax!);
    await expect(restored.dialog).toBeHidden();
  }
  const { row } = await pricingRow();
  await expect(row).toContainText(`${rateMin}–${rateMax} business days in transit`);
});

test('the admin unfeatures a testimonial and the landing page stops showing it', async ({
  page,
  browser,
  baseURL,
}) => {
  const featured = (await (await page.request.get('/api/testimonials/featured')).json()) as {
    name: string;
  }[];
  expect(featured.length).toBeGreaterThan(1);
  const { name } = featured[0]!;
  const review = (p: Page) =>
    p
      .getByRole('region', { name: 'What Our Community Says' })
      .or(p.locator('section[aria-labelledby="community-title"]'))
      .first();

  await signInAsAdmin(page);
  const toggleFeatured = async (to: boolean) => {
    await page.goto('/admin/testimonials');
    const featuredSwitch = page.getByRole('switch', { name: `Featured: ${name}`, exact: true });
    await expect(featuredSwitch).toHaveAttribute('aria-checked', String(!to));
    await featuredSwitch.click();
    await expect(
      visibleText(
        page,
        to ? `${name}’s testimonial is featured` : `${name}’s testimonial is no longer featured`,
      ),
    ).toBeVisible();
    await expect(featuredSwitch).toHaveAttribute('aria-checked', String(to));
  };

  // The landing page paints its first view on the server, then the app takes over and the
  // review cards load as they come into view: scroll and look again until the cards are there
  // (a node scrolled to can be replaced by the app's own in between).
  const landingReviews = async (p: Page) => {
    await p.goto('/');
    await expect(async () => {
      await review(p).scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(
        review(p)
          .getByRole('button', { name: /^Read .*’s review$/ })
          .first(),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    return review(p);
  };

  await toggleFeatured(false);
  const visitor = await visitorPage(browser, baseURL);
  try {
    // The section shows the other featured stories, and not this one.
    const section = await landingReviews(visitor);
    await expect(section.getByRole('button', { name: `Read ${name}’s review` })).toHaveCount(0);
  } finally {
    await toggleFeatured(true);
  }
  // A fresh visitor sees it again.
  const later = await visitorPage(browser, baseURL);
  const again = await landingReviews(later);
  await expect(again.getByRole('button', { name: `Read ${name}’s review` })).toBeVisible();
  await visitor.context().close();
  await later.context().close();
});

test('axe finds no serious or critical violation on the admin pages', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  const productId = await anyProductId(page);
  const found: Record<string, unknown> = {};
  for (const entry of adminPages(productId)) {
    await openAdminPage(page, entry);
    if (entry.path === '/admin/products/new') {
      // With a field open: its settings, as the admin edits them.
      await page
        .getByRole('group', { name: 'Add a field' })
        .getByRole('button', { name: 'Select', exact: true })
        .click();
      await expect(
        page.getByRole('list', { name: 'Fields' }).getByRole('textbox', { name: 'Label' }),
      ).toBeFocused();
    }
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[entry.path] = violations;
  }
  expect(found).toEqual({});
});

test('the admin pages have no sideways page scroll at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const productId = await anyProductId(page);
  const wide: Record<string, number> = {};
  for (const entry of adminPages(productId)) {
    await openAdminPage(page, entry);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide[entry.path] = width;
  }
  expect(wide).toEqual({});
});

test('a visitor loading / downloads no admin code', async ({ page }) => {
  const adminScripts = builtAdminScripts();
  expect(adminScripts.length, 'the build has admin chunks to look for').toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Portraits' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Below-the-fold chunks load on scroll: take them too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const names = scripts.map((p) => p.split('/').at(-1));
  expect(names.filter((n) => n && adminScripts.includes(n))).toEqual([]);
});

test('a shopper opening /admin is turned away, and the admin API answers 403', async ({ page }) => {
  await page.goto('/');
  await signUp(page, uniqueEmail('nosy'), 'Nosy Shopper');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('The admin area is only open to shop administrators.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

  const answer = await page.request.get('/api/admin/products', {
    headers: await sessionHeaders(page),
  });
  expect(answer.status()).toBe(403);
});
