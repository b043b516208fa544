import { expect, test, type Page } from '@playwright/test';
import { perceptualChange, perceptualSignature } from '@atelier/studio/testing';
import { openAdminPage, sessionHeaders, signInAsAdmin } from './support/admin';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp } from './support/auth';

// Issue 25's journey, as the owner does it in the admin: change a product's template and a
// studio setting, test-run the draft with a library photo, save it, compare it with the live
// version's variant, run the regression set on it, make it live; a shopper's next artwork
// records the new version and looks different; a rollback brings the old look back.
//
// The blueprint's seed policy is fixed first (through the API: not the journey's subject), so a
// shopper's artworks differ only by the version that made them: the rollback's artwork is then
// the old one to the pixel, and the new version's is not.

// A product no other spec makes artwork of: the journey moves its live version.
const PRODUCT_SLUG = 'sacred-milestone';
const ITEMS =
  'names: Daniel & Sarah\noccasion: Wedding\noccasion_date: June 14, 2025\nart_style: Renaissance\nmessage: A cord of three strands is not quickly broken.';
const RENDER_TIMEOUT = 90_000;

test.describe.configure({ timeout: 300_000 });

type Blueprint = { id: string; product: { id: string; slug: string }; live: { id: string } };

async function blueprintOf(page: Page): Promise<Blueprint> {
  const res = await page.request.get('/api/admin/blueprints', {
    headers: await sessionHeaders(page),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as { items: Blueprint[] };
  return items.find((b) => b.product.slug === PRODUCT_SLUG)!;
}

/**
 * A shopper's new artwork of the product, ordered as the form does and finished: the blueprint
 * version the admin's order page shows for it, and its preview's pHash.
 */
async function shopperArtwork(shopper: Page, admin: Page) {
  const headers = await bearer(shopper);
  const { artworkId, boardId } = await startGeneratedBoard(shopper.request, headers, {
    productSlug: PRODUCT_SLUG,
    items: ITEMS,
  });
  const product = (await (await shopper.request.get(`/api/products/${PRODUCT_SLUG}`)).json()) as {
    id: string;
  };
  const order = await shopper.request.post('/api/orders', {
    headers,
    data: {
      visionBoardId: boardId,
      productId: product.id,
      customerInfo: {
        firstName: 'Dana',
        lastName: 'Shopper',
        email: 'dana@example.com',
        address: '1 Main St',
        city: 'City',
        zipCode: '12345',
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: string }).id;
  let preview: Buffer | null = null;
  await expect
    .poll(
      async () => {
        const res = await shopper.request.get(`/api/artwork/${artworkId}/preview.jpg`, {
          headers,
        });
        if (res.status() === 200) preview = await res.body();
        return res.status();
      },
      { timeout: RENDER_TIMEOUT, intervals: [1000] },
    )
    .toBe(200);
  const detail = await admin.request.get(`/api/admin/orders/${orderId}`, {
    headers: await sessionHeaders(admin),
  });
  expect(detail.status(), await detail.text()).toBe(200);
  const body = (await detail.json()) as {
    artworkId: string | null;
    provenance: { blueprint: { version: number } | null } | null;
  };
  expect(body.artworkId).toBe(artworkId);
  return {
    version: body.provenance?.blueprint?.version ?? null,
    look: await perceptualSignature(preview!),
  };
}

test('the owner improves a product, tries it on saved examples, ships it and rolls it back', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const blueprint = await blueprintOf(page);
  const headers = await sessionHeaders(page);

  // Set-up: a fixed seed on the live version (v1 → v2), so only the version changes the look.
  const live = (await (
    await page.request.get(`/api/admin/blueprints/${blueprint.id}/versions/${blueprint.live.id}`, {
      headers,
    })
  ).json()) as Record<string, unknown>;
  const draft = draftOf(live);
  const saved = await page.request.post(`/api/admin/blueprints/${blueprint.id}/versions`, {
    headers,
    data: {
      draft: { ...draft, provider: 'local', seedPolicy: 'fixed', fixedSeed: 4242 },
      changeNote: 'A fixed seed',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const base = (await saved.json()) as { id: string; version: number };
  const moved = await page.request.post(`/api/admin/blueprints/${blueprint.id}/live`, {
    headers,
    data: { versionId: base.id, expectedLiveVersionId: blueprint.live.id },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // A shopper's artwork on the base version.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signUp(shopper);
  const before = await shopperArtwork(shopper, page);
  expect(before.version).toBe(base.version);

  // 1. The editor: a new template and a studio setting of the style the shopper picks.
  await openAdminPage(page, { path: `/admin/blueprints/${blueprint.id}`, heading: /^Blueprint/ });
  const template = page.getByRole('textbox', { name: 'Prompt template' });
  await template.fill('A luminous gilded icon of {{names}} on their {{occasion}}, {{message}}');
  await page.getByLabel('Palette (renaissance)').selectOption('olive');
  await page.getByLabel('Light (renaissance)').selectOption('moonlight');
  await page.getByLabel('Frame (renaissance)').selectOption('silver');

  // 2. Test-run the unsaved draft with a library photo; follow it until its image shows.
  const panel = page.getByRole('region', { name: 'Test run' });
  await expect(panel.getByLabel('What to run')).toHaveValue(/draft/i);
  // The sample inputs as the shopper's below: no premium light or frame (those would win).
  await panel.getByLabel('Light', { exact: true }).selectOption('');
  await panel.getByLabel('Frame Finish', { exact: true }).selectOption('');
  await panel
    .getByRole('button', { name: /^Choose photo for / })
    .first()
    .click();
  const photos = page.getByRole('dialog', { name: /^Sample photo for / });
  await photos.getByRole('button', { name: /^Use / }).first().click();
  await expect(photos).toHaveCount(0);
  await panel.getByRole('button', { name: /^Run/ }).click();
  const draftRun = panel.getByRole('listitem', { name: 'Variant 1' });
  await expect(draftRun.getByText('Done')).toBeVisible({ timeout: RENDER_TIMEOUT });

  // 3. Save it as a version; test-run the live version with the same photo for comparison.
  await page
    .getByRole('textbox', { name: 'Change note' })
    .fill('Olive palette, moonlight, a silver frame');
  await page.getByRole('button', { name: 'Save as new version' }).click();
  const versions = page.getByRole('region', { name: 'Versions' });
  const next = base.version + 1;
  await expect(versions.getByRole('listitem', { name: `Version ${next}` })).toBeVisible();
  await panel
    .getByLabel('What to run')
    .selectOption({ label: `v${base.version} (live) · A fixed seed` });
  await panel.getByRole('button', { name: /^Run/ }).click();
  await expect(panel.getByRole('listitem', { name: 'Variant 1' }).getByText('Done')).toBeVisible({
    timeout: RENDER_TIMEOUT,
  });

  // 4. Saved variants: compare the two side by side.
  await page.goto(`/admin/saved-variants?productId=${blueprint.product.id}`);
  const grid = page.getByRole('list', { name: 'Saved variants' });
  const liveCard = grid
    .getByRole('listitem', { name: new RegExp(`· v${base.version} · seed 4242$`) })
    .first();
  const newCard = grid.getByRole('listitem', { name: /· Draft · seed 4242$/ }).first();
  await liveCard.getByRole('checkbox', { name: 'Compare' }).check();
  await newCard.getByRole('checkbox', { name: 'Compare' }).check();
  await page.getByRole('button', { name: 'Compare (2)' }).click();
  const compare = page.getByRole('region', { name: 'Compare variants' });
  await expect(compare.getByRole('img')).toHaveCount(2);

  // 5. The live version's variant joins the regression set; run the set on the new version.
  await liveCard.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('checkbox', { name: /regression set/ }).check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);
  await openAdminPage(page, { path: `/admin/blueprints/${blueprint.id}`, heading: /^Blueprint/ });
  const newRow = versions.getByRole('listitem', { name: `Version ${next}` });
  await newRow.getByRole('button', { name: `Run the set on v${next}` }).click();
  await newRow.getByRole('link', { name: `See the regression run on v${next}` }).click();
  const run = page.getByRole('region', { name: 'Regression run' });
  // Every variant of the set re-runs (another spec may have marked one too).
  // The run's progress line (an image still loading is a status too: its placeholder).
  await expect(run.getByRole('status').filter({ hasText: / done/ })).toHaveText(
    /^(\d+) of \1 done/,
    {
      timeout: RENDER_TIMEOUT,
    },
  );
  const mine = run.getByRole('listitem', {
    name: new RegExp(`· v${base.version} · seed 4242: changed \\d+ of 64$`),
  });
  const change = Number(/changed (\d+) of 64$/.exec((await mine.getAttribute('aria-label'))!)![1]);
  expect(change).toBeGreaterThan(0);

  // 6. Make the new version live; the dialog shows the regression result.
  await openAdminPage(page, { path: `/admin/blueprints/${blueprint.id}`, heading: /^Blueprint/ });
  await versions
    .getByRole('listitem', { name: `Version ${next}` })
    .getByRole('button', { name: `Make v${next} live` })
    .click();
  const makeLive = page.getByRole('alertdialog', { name: `Make v${next} live?` });
  await expect(
    makeLive.getByText(new RegExp(`Regression set on v${next}: (\\d+) of \\1 done`)),
  ).toBeVisible();
  await makeLive.getByRole('button', { name: `Make v${next} live` }).click();
  await expect(versions.getByRole('listitem', { name: `Version ${next} (live)` })).toBeVisible();

  // 7. A shopper's next artwork records the new version and looks different.
  const after = await shopperArtwork(shopper, page);
  expect(after.version).toBe(next);
  expect(perceptualChange(before.look, after.look)).toBeGreaterThan(8);

  // 8. Roll back: the next artwork is the old version's, and looks as before.
  await versions
    .getByRole('listitem', { name: `Version ${base.version}` })
    .getByRole('button', { name: `Roll back to v${base.version}` })
    .click();
  const rollback = page.getByRole('alertdialog', { name: `Roll back to v${base.version}?` });
  await rollback.getByRole('button', { name: `Roll back to v${base.version}` }).click();
  await expect(
    versions.getByRole('listitem', { name: `Version ${base.version} (live)` }),
  ).toBeVisible();
  const again = await shopperArtwork(shopper, page);
  expect(again.version).toBe(base.version);
  expect(perceptualChange(before.look, again.look)).toBe(0);
  await shopperContext.close();
});

/** The draft a version answer holds: without what saving adds and the product's kind. */
function draftOf(version: Record<string, unknown>) {
  const skip = new Set([
    'id',
    'version',
    'changeNote',
    'author',
    'createdAt',
    'isLive',
    'blueprintId',
    'kind',
  ]);
  return Object.fromEntries(Object.entries(version).filter(([key]) => !skip.has(key)));
}
