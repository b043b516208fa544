import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { samplePhoto } from './support/artwork';
import { signUp } from './support/auth';

// SPEC.md §4 submission progress against the built app: a signed-in shopper submits the pet
// product with a real photo; the overlay shows 'Processing Your Photo', 'Reading Your Energy',
// 'Crafting Sacred Art' and 'Creation Complete' in that order, and the artwork screen opens
// only after 'Creation Complete' was on screen. The order request is held while a screenshot
// of the overlay mid-way is taken (e2e/screenshots/overlay-<width>.png, for people to look at).

const PRODUCT_SLUG = 'guardian-angel-pet';
const STAGES = [
  'Processing Your Photo',
  'Reading Your Energy',
  'Crafting Sacred Art',
  'Creation Complete',
];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OUT_DIR = path.join(import.meta.dirname, 'screenshots');

test.describe.configure({ timeout: 180_000 });

interface SeenStage {
  text: string;
  path: string;
}

/**
 * Records, in the page, every stage title that is on screen and the path at that moment. A
 * MutationObserver sees each change as it happens, so no stage can slip between two polls.
 */
async function recordStages(page: Page) {
  await page.evaluate(() => {
    const seen: SeenStage[] = [];
    (window as unknown as { __stages: SeenStage[] }).__stages = seen;
    const note = () => {
      const title = document.querySelector<HTMLElement>('[role="dialog"] h2');
      const text = title?.checkVisibility() ? (title.textContent ?? '') : '';
      if (text && seen.at(-1)?.text !== text) seen.push({ text, path: location.pathname });
    };
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const seenStages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stages: SeenStage[] }).__stages);

async function submitWithPhoto(page: Page, width: number) {
  // Signed up at desktop width (the top bar's user menu says it worked), then the width asked.
  await signUp(page);
  await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
  await page.goto(`/products/${PRODUCT_SLUG}#personalize-section`);
  const form = page.locator('#personalize-section');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(),
  });
  await expect(form.getByRole('img', { name: 'me.jpg' })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('textbox', { name: /Pet’s Name/ }).fill('Buddy');
  await form.getByRole('combobox', { name: /Type of Pet/ }).selectOption('Dog');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await form.getByText('Watercolor', { exact: true }).click();

  // The order request waits until the overlay has been photographed mid-way.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });

  await recordStages(page);
  await form.getByRole('button', { name: 'Create My Artwork' }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByRole('heading', { name: 'Reading Your Energy' })).toBeVisible();
  // Mid-way: the photo stage done, this one in progress, the last two to come.
  await expect(overlay.getByRole('listitem')).toHaveText([
    'Processing Your Photo, done',
    'Reading Your Energy, in progress',
    'Crafting Sacred Art, to come',
    'Creation Complete, to come',
  ]);
  await expect(overlay.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await page.screenshot({ path: path.join(OUT_DIR, `overlay-${width}.png`) });
  release();

  await expect(page).toHaveURL(new RegExp(`/artwork/${UUID}/${UUID}$`), { timeout: 60_000 });
  const seen = await seenStages(page);
  // Every stage was on screen, in order, and all of them before the page moved on.
  expect(seen).toEqual(STAGES.map((text) => ({ text, path: `/products/${PRODUCT_SLUG}` })));
}

test('desktop: the four stages in order, then the artwork screen', async ({ page }) => {
  await submitWithPhoto(page, 1280);
});

test('390 px: the four stages in order, then the artwork screen', async ({ page }) => {
  await submitWithPhoto(page, 390);
});
