import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  PASSWORD,
  fillCreateAccount,
  openUserMenu,
  uniqueEmail,
  visibleText,
} from './support/auth';

// The personalise journey against the real built app: a signed-out visitor fills a two-step
// product with a photo, submits, creates an account in the dialog, the draft comes back and
// submits itself, and the finished artwork appears. Then regenerate and clone of that board.
// The embedded local studio renderer does the generation, so no setup is needed.

const PRODUCT_SLUG = 'guardian-angel-pet';
/** Rendering and queueing on a loaded 2-core machine: generous, never a measurement. */
const GENERATION_TIMEOUT = 90_000;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe.configure({ timeout: 300_000 });

/** A photo-like JPEG made by sharp: a sky gradient and a pet-ish shape. */
async function petPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a8d0f0"/><stop offset="1" stop-color="#e8d3a9"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <ellipse cx="400" cy="330" rx="190" ry="150" fill="#b07a4a"/>
    <circle cx="330" cy="300" r="18" fill="#222"/><circle cx="470" cy="300" r="18" fill="#222"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const section = (page: Page) => page.locator('#personalize-section');

async function expectArtworkShown(page: Page, productTitle: string) {
  const preview = page.getByRole('img', { name: `${productTitle} artwork` });
  await expect(preview).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function chooseStyle(form: Locator, title: string) {
  // The radio itself is visually hidden inside its card; a person clicks the card.
  await form.getByText(title, { exact: true }).click();
  await expect(form.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
}

test('signed out → fill, upload, submit, create account → draft restored and submitted → artwork; regenerate; clone', async ({
  page,
}) => {
  const productAnswer = await page.request.get(`/api/products/${PRODUCT_SLUG}`);
  expect(productAnswer.ok()).toBe(true);
  const { title } = (await productAnswer.json()) as { title: string };

  await page.goto(`/products/${PRODUCT_SLUG}#personalize-section`);
  const form = section(page);
  await expect(form.getByText('Step 1 of 2')).toBeVisible();

  // Step 1: Next is blocked until the step is complete.
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(visibleText(page, 'Please complete required fields')).toBeVisible();
  await expect(form.getByText('Pet’s Name is required')).toBeVisible();

  await form.locator('input[type="file"]').setInputFiles({
    name: 'buddy.jpg',
    mimeType: 'image/jpeg',
    buffer: await petPhoto(),
  });
  await expect(form.getByRole('img', { name: 'buddy.jpg' })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('textbox', { name: /Pet’s Name/ }).fill('Buddy');
  await form.getByRole('combobox', { name: /Type of Pet/ }).selectOption('Dog');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: a style, then 'Create My Artwork'.
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  // Incomplete, it stays in the Tab order: aria-disabled rather than disabled.
  const create = form.getByRole('button', { name: 'Create My Artwork' });
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  await chooseStyle(form, 'Watercolor');
  await expect(create).not.toHaveAttribute('aria-disabled');
  await create.click();

  // Signed out: the draft is kept and the sign-in dialog asks for an account.
  await expect(visibleText(page, 'Almost there!')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const draft = await page.evaluate(() => localStorage.getItem('atelier.personalize-draft'));
  expect(JSON.parse(draft ?? 'null')).toMatchObject({
    productSlug: PRODUCT_SLUG,
    formData: { pet_name: 'Buddy', pet_type: 'Dog', art_style: 'Watercolor' },
  });
  await fillCreateAccount(dialog, { email: uniqueEmail('pet'), password: PASSWORD, name: 'Pat' });

  // Signed in: 'Welcome back!', then the draft submits itself and the artwork screen opens.
  await expect(visibleText(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/artwork/(${UUID})/(${UUID})$`), { timeout: 60_000 });
  const [, boardId, artworkId] = new RegExp(`/artwork/(${UUID})/(${UUID})$`).exec(page.url()) ?? [];
  expect(boardId && artworkId).toBeTruthy();
  await expectArtworkShown(page, title);
  expect(await page.evaluate(() => localStorage.getItem('atelier.personalize-draft'))).toBeNull();

  // One allowance everywhere, right after the submit (it once said '3 left' while 1/3 was used):
  // the artwork screen and the user menu both say one of the 3 free generations is spent.
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveAccessibleDescription(
    /· 2 left\.$/,
  );
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Generations 1/3')).toBeVisible();
  await page.keyboard.press('Escape');

  // Regenerate: the parameter leaves the URL and a new artwork of the same board opens.
  await page.goto(`/products/${PRODUCT_SLUG}?regenerate=${boardId}`);
  await expect(page).toHaveURL(new RegExp(`/artwork/${boardId}/(${UUID})$`), { timeout: 60_000 });
  expect(page.url()).not.toContain(artworkId);
  await expectArtworkShown(page, title);

  // Clone: the board's values come back, on step 2 with step 1 completed.
  await page.goto(`/products/${PRODUCT_SLUG}?cloneFrom=${boardId}`);
  await expect(visibleText(page, 'Vision board cloned!')).toBeVisible();
  const clone = section(page);
  await expect(clone.getByText('Step 2 of 2')).toBeVisible();
  await expect(clone.getByRole('radio', { name: /Watercolor/ })).toBeChecked();
  await expect(clone.getByRole('button', { name: 'Create My Artwork' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await clone.getByRole('button', { name: 'Step 1' }).click();
  await expect(clone.getByRole('textbox', { name: /Pet’s Name/ })).toHaveValue('Buddy');
  await expect(clone.getByRole('combobox', { name: /Type of Pet/ })).toHaveValue('Dog');
  await expect(clone.getByRole('img', { name: 'pet_photo_0.jpg' })).toBeVisible();
  // Clone mode never submits on its own.
  await expect(page).toHaveURL(new RegExp(`/products/${PRODUCT_SLUG}\\?cloneFrom=${boardId}$`));
});
