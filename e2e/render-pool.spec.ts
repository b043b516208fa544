import { expect, test } from '@playwright/test';
import { startGeneratedBoard } from './support/artwork';
import { PASSWORD, uniqueEmail } from './support/auth';

// The built server renders on its render pool's threads (apps/api/dist/render-worker.js,
// docs/decisions/022-render-pool.md): a portrait generated through the API comes out finished,
// by the in-process worker on PGlite and by the separate `npm run worker` on PostgreSQL. API
// requests only, so it runs without a browser.

test.describe.configure({ timeout: 240_000 });

test('the built server renders a portrait on its render pool', async ({ request }) => {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('pool'), password: PASSWORD, name: 'Pool Shopper' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const headers = { Authorization: `Bearer ${signUp.headers()['set-auth-token']}` };

  const { boardId, artworkId } = await startGeneratedBoard(request, headers, {
    productSlug: 'divine-portrait',
    items:
      'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
  });

  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/vision-boards/${boardId}/artwork`, { headers });
        const artworks = (await answer.json()) as { id: string; status: string }[];
        return artworks.find((a) => a.id === artworkId)?.status;
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe('succeeded');
});
