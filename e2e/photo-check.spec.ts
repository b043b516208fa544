import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The photo check (issue 27 point 3) against the real built app: a shopper uploads the cat
// photo on a product form and, under it, the studio's own subject finder says a pet was found,
// with its traffic light (an icon and a word) and one sentence. It is advice: Next stays usable.

const CAT = readFileSync(new URL('../apps/api/src/db/seed/photos/chelsea.png', import.meta.url));

test.describe.configure({ timeout: 180_000 });

test('a shopper uploads the cat photo and sees the pet verdict under it', async ({ page }) => {
  await page.goto('/products/guardian-angel-pet#personalize-section');
  const form = page.locator('#personalize-section');
  await expect(form.getByText('Step 1 of 2')).toBeVisible();

  await form.locator('input[type="file"]').setInputFiles({
    name: 'chelsea.png',
    mimeType: 'image/png',
    buffer: CAT,
  });
  await expect(form.getByRole('img', { name: 'chelsea.png' })).toBeVisible({ timeout: 30_000 });

  const photos = form.getByRole('list', { name: /Uploaded images for/ });
  // The first check loads the subject finder's models on a render thread: generous, not a budget.
  await expect(photos.getByText(/: Pet found$/)).toBeVisible({ timeout: 60_000 });
  const note = photos.locator('[data-light]');
  await expect(note).toHaveAttribute('data-light', /^(green|amber|red)$/);
  await expect(note.locator('p').nth(1)).not.toBeEmpty();
  await expect(form.getByRole('button', { name: 'Next' })).toBeEnabled();
});
