import { expect, test } from '@playwright/test';
import { sessionHeaders, signInAsAdmin } from './support/admin';

// The owner loads (or refreshes) an admin screen by its URL and gets the page
// with HTTP 200 and its own title, not a 404 "Page Not Found" that the app then papers over.
// Every route of the router is walked against the server in apps/api web.routes.test.ts.

test('the owner opens each admin screen by its URL: 200, its own title, its heading', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const headers = await sessionHeaders(page);
  const users = await page.request.get('/api/admin/users?q=admin', { headers });
  expect(users.ok()).toBe(true);
  const { items } = (await users.json()) as { items: { id: string }[] };
  const userId = items[0]!.id;

  const screens: Array<[string, string, RegExp]> = [
    ['/admin/orders', 'Admin · Orders — Atelier', /^Orders$/],
    ['/admin/generations', 'Admin · Generations — Atelier', /^Generations$/],
    ['/admin/messages', 'Admin · Messages — Atelier', /^Messages$/],
    ['/admin/audit', 'Admin · Audit log — Atelier', /^Audit log$/],
    ['/admin/settings', 'Admin · Site Content — Atelier', /^Site Content$/],
    [`/admin/users/${userId}`, 'Admin · User — Atelier', /./],
  ];
  for (const [url, title, heading] of screens) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(200);
    // The server's title before any script runs, then the page itself.
    expect(await answer!.text()).toContain(`<title>${title}</title>`);
    await expect(
      page
        .getByRole('region', { name: 'Admin page' })
        .getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  }
});
