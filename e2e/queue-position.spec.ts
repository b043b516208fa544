import { expect, request as playwrightRequest, test } from '@playwright/test';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';
import { startHeldImagesApi } from './support/held-images';
import { startIsolatedInstance } from './support/server';

// Issue 27 point 8: a shopper whose artwork waits behind other shoppers' sees where it stands
// ("N ahead of you", with a wait once the queue has a finished job to go by), the numbers move
// as the queue does, the line goes once the studio starts on it, and the artwork then shows.
// Its own instance runs one job at a time on a stand-in images API that answers only when the
// test lets a job through, so the queue moves exactly when the test moves it.

const PRODUCT_SLUG = 'divine-portrait';
const ITEMS =
  'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved';

test('a queued artwork shows its place in the queue as it moves, then the artwork', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const images = await startHeldImagesApi();
  const instance = await startIsolatedInstance({
    GENERATION_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: images.baseUrl,
    WORKER_CONCURRENCY: '1',
    // A held job must not time out while the test looks at the queue.
    GENERATION_ATTEMPT_TIMEOUT_MS: '600000',
    UPLOAD_RATE_LIMIT_MAX: '1000',
  });
  const api = await playwrightRequest.newContext({ baseURL: instance.url });
  const context = await browser.newContext({ baseURL: instance.url });
  try {
    // Three other shoppers' artworks first: the first one is taken by the only worker (and
    // held at the images API); the next two wait in the queue.
    for (let i = 0; i < 3; i++) {
      const signUpAnswer = await api.post('/api/auth/sign-up/email', {
        headers: { origin: instance.url },
        data: {
          email: `queue-${i}-${Date.now()}@example.com`,
          password: 'secret-pass-1',
          name: `Shopper ${i}`,
        },
      });
      expect(signUpAnswer.ok(), await signUpAnswer.text()).toBe(true);
      const token = signUpAnswer.headers()['set-auth-token'];
      expect(token).toBeTruthy();
      await startGeneratedBoard(
        api,
        { Authorization: `Bearer ${token}` },
        {
          productSlug: PRODUCT_SLUG,
          items: ITEMS,
        },
      );
      // The first job is running (its request is at the images API) before the others queue.
      if (i === 0) await expect.poll(() => images.held, { timeout: 60_000 }).toBe(1);
    }

    const page = await context.newPage();
    await page.goto('/');
    await signUp(page);
    const { boardId, artworkId, productTitle } = await startGeneratedBoard(
      page.request,
      await bearer(page),
      { productSlug: PRODUCT_SLUG, items: ITEMS },
    );
    await page.goto(`/artwork/${boardId}/${artworkId}`);
    await expect(page.getByText('Your artwork is in the queue', { exact: true })).toBeVisible();
    // Its place (with a wait when the shop has finished jobs to go by).
    const line = page.getByText(/(ahead of you|You're next)$/);
    await expect(line).toHaveText(/^(About \d+ (s|min) — )?2 ahead of you$/);

    // The running job finishes, the next one starts: one ahead now, with a wait estimated
    // from the finished job.
    images.releaseOldest();
    await expect.poll(() => images.held, { timeout: 60_000 }).toBe(1);
    await expect(line).toHaveText(/^About \d+ (s|min) — 1 ahead of you$/);

    images.releaseOldest();
    await expect.poll(() => images.held, { timeout: 60_000 }).toBe(1);
    await expect(line).toHaveText(/^About \d+ (s|min) — You're next$/);

    // The shopper's own job starts: the queue line goes, the studio is at work on it.
    images.releaseOldest();
    await expect(page.getByText('Creating your artwork…', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(line).toHaveCount(0);
    await expect(page.getByText('Your artwork is in the queue', { exact: true })).toHaveCount(0);

    images.releaseAll();
    const preview = page.getByRole('img', { name: `${productTitle} artwork` });
    await expect(preview).toBeVisible({ timeout: 90_000 });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(line).toHaveCount(0);
  } finally {
    await context.close();
    await api.dispose();
    await instance.dispose();
    await images.close();
  }
});
