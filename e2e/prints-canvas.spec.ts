import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { bearer, startGeneratedBoard } from './support/artwork';
import { signUp, visibleText } from './support/auth';
import { startIsolatedInstance } from './support/server';
import { DATABASE } from './support/tags';

// A canvas print from order to parcel: a shopper orders a canvas of a
// finished artwork on the canvas page and pays through the demo checkout; the shop owner finds it on /admin/orders
// and downloads its print file, but cannot start production: the shopper first gets the print
// proof (front and edges), asks for one change (a new version is made, its proof follows),
// and approves. Then the owner marks it in production and shipped with UPS; the shopper's order
// page has the tracking link, and the proof and shipped mails are in the outbox. On its own
// instance, run as a developer runs the shop (NODE_ENV=development, no SMTP): the log is the
// mailbox.

const PRODUCT_SLUG = 'divine-portrait';
const PROOF_FRONT = 'The front of your canvas as it will be printed';
/** Generation and the print file on a loaded 2-core machine: generous, never a measurement. */
const RENDER_TIMEOUT = 90_000;

type LogEntry = { mailId?: string; to?: string; kind?: string; msg?: string };

/** The mails the instance's processes logged for `to` (pino JSON lines), each once. */
function mailsTo(logFiles: string[], to: string): string[] {
  const byId = new Map<string, string>();
  for (const line of logFiles.flatMap((file) => readFileSync(file, 'utf8').split('\n'))) {
    try {
      const entry = JSON.parse(line) as LogEntry;
      if (entry.kind === 'order-status' && entry.to === to && entry.msg && entry.mailId)
        byId.set(entry.mailId, entry.msg);
    } catch {
      // Not a JSON line.
    }
  }
  return [...byId.values()];
}

/**
 * A paid canvas order of a fresh artwork, through the shopper's screens: the artwork page's
 * "Order canvas print", size and wrap, the shipping address, the review with the server's
 * prices, Pay, and the labelled demo checkout. Answers the order's id.
 */
async function orderAndPayCanvas(shopper: Page) {
  const { boardId, artworkId, productTitle } = await startGeneratedBoard(
    shopper.request,
    await bearer(shopper),
    {
      productSlug: PRODUCT_SLUG,
      items:
        'subject_name: Ada\nart_style: Renaissance\nscripture_verse: Psalm 23:1 — The Lord is my shepherd\npersonal_message: Always loved',
    },
  );
  await shopper.goto(`/artwork/${boardId}/${artworkId}`);
  await expect(shopper.getByRole('img', { name: `${productTitle} artwork` })).toBeVisible({
    timeout: RENDER_TIMEOUT,
  });
  await shopper.getByRole('link', { name: 'Order canvas print' }).click();

  await expect(shopper.getByText('Print-ready · 150+ PPI').first()).toBeVisible();
  await shopper.getByRole('radio', { name: 'Mirror wrap' }).check();
  await expect(
    shopper.getByRole('img', { name: /canvas with mirror wrap, on a wall$/ }),
  ).toBeVisible();
  await shopper.getByRole('button', { name: 'Continue to shipping' }).click();

  await shopper.getByLabel('Full name').fill('Ada Shopper');
  await shopper.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await shopper.getByLabel('City').fill('New York');
  await shopper.getByLabel('State / region').fill('NY');
  await shopper.getByLabel('ZIP code').fill('10118');
  await shopper.getByRole('button', { name: 'Continue to review' }).click();

  // The review shows the server's prices; Pay opens the checkout.
  const pay = shopper.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await expect(shopper.getByText('New York, NY 10118')).toBeVisible();
  await pay.click();

  // Without Stripe the shopper pays on the labelled demo checkout page.
  await expect(shopper).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await expect(shopper.getByText(/Demo checkout — no card is charged/)).toBeVisible();
  await shopper.getByRole('button', { name: /^Pay / }).click();
  await expect(shopper).toHaveURL(/\/orders\/[0-9a-f-]{36}\?placed=1$/);
  return new URL(shopper.url()).pathname.split('/').at(-1)!;
}

/** Nothing on the page is wider than a 390 px phone. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test(
  'a canvas order is paid, shipped from /admin/orders, tracked by the shopper and mailed',
  DATABASE,
  async ({ browser }) => {
    test.setTimeout(360_000);
    // On PostgreSQL a separate worker renders the print file and sends (here: logs) the mail.
    const instance = await startIsolatedInstance(
      { LOG_LEVEL: 'info', NODE_ENV: 'development' },
      { worker: true },
    );
    const shopperContext = await browser.newContext({ baseURL: instance.url });
    const adminContext = await browser.newContext({ baseURL: instance.url, acceptDownloads: true });
    try {
      const shopper = await shopperContext.newPage();
      const email = await signUp(shopper);
      const orderId = await orderAndPayCanvas(shopper);
      const short = orderId.slice(0, 8);

      // The owner finds the paid order by the customer's e-mail.
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/admin/orders');
      await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await admin.getByRole('searchbox', { name: 'Search by order number or e-mail' }).fill(email);
      await expect(admin).toHaveURL(/[?&]q=/);
      const link = admin.getByRole('link', { name: `Order ${short}, Canvas print` });
      // Paid, or already waiting for the customer's approval if its proof is made.
      await expect(link.locator('xpath=ancestor::tr')).toContainText(
        /Paid|Awaiting customer approval/,
      );
      expect(await seriousViolations(admin)).toEqual([]);
      await link.click();

      await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
      await expect(admin.getByRole('heading', { level: 1, name: `Order ${short}` })).toBeVisible();
      await expect(admin.getByRole('region', { name: 'Shipping address' })).toContainText(
        '350 Fifth Avenue',
      );

      // The print file is rendered after payment; once ready it downloads under a readable name.
      const download = admin.getByRole('button', { name: 'Download print file' });
      await expect(async () => {
        await admin.reload();
        await expect(download).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: RENDER_TIMEOUT });
      const saved = admin.waitForEvent('download');
      await download.click();
      expect((await saved).suggestedFilename()).toMatch(
        new RegExp(`^atelier-print-${short}-\\d+(\\.\\d+)?x\\d+(\\.\\d+)?in-mirror\\.jpg$`),
      );
      expect(await seriousViolations(admin)).toEqual([]);

      // The proof waits for the customer: production cannot start before.
      await expect(async () => {
        await admin.reload();
        await expect(admin.getByRole('region', { name: 'Print proof' })).toContainText(
          'Waiting for the customer to approve. Production cannot start before.',
          { timeout: 2_000 },
        );
      }).toPass({ timeout: RENDER_TIMEOUT });
      const actions = admin.getByRole('region', { name: 'Actions' });
      await expect(actions.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);

      // The shopper sees the proof on the order page and asks for one change.
      await shopper.goto(`/orders/${orderId}`);
      const proof = shopper.getByRole('region', { name: 'Your print proof: please approve' });
      await expect(proof.getByRole('img', { name: PROOF_FRONT })).toBeVisible();
      await expect(
        proof.getByRole('img', { name: /edge as it wraps around the frame$/ }),
      ).toHaveCount(4);
      expect(await seriousViolations(shopper)).toEqual([]);
      await proof.getByRole('button', { name: 'Ask for a change' }).click();
      const dialog = shopper.getByRole('dialog', { name: 'Ask for a change' });
      // What it costs, before sending: the product's two free revisions are all left.
      await expect(
        dialog.getByText('This change is free: 2 of 2 free revisions left for this artwork.'),
      ).toBeVisible();
      await dialog.getByLabel('What should we change?').fill('A brighter sky, please.');
      await dialog.getByRole('button', { name: 'Send change request' }).click();
      const waiting = shopper.getByRole('region', { name: 'Your print proof' });
      await expect(waiting).toContainText(
        'We are making a new version of your artwork with your change (a free revision).',
      );
      await expect(waiting.getByRole('link', { name: 'See the new version' })).toBeVisible();

      // The new version is made, the order takes it and its proof follows: the shopper approves.
      await expect(async () => {
        await shopper.reload();
        await expect(proof.getByRole('button', { name: 'Approve proof' })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: RENDER_TIMEOUT * 2 });
      await expect(proof.getByRole('img', { name: PROOF_FRONT })).toBeVisible();
      await proof.getByRole('button', { name: 'Approve proof' }).click();
      await expect(
        visibleText(shopper, 'We are starting production of your canvas.'),
      ).toBeVisible();
      await expect(
        shopper.getByRole('list', { name: 'Tracking timeline' }).locator('[aria-current="step"]'),
      ).toContainText('Proof approved');

      // The owner sees each step on the timeline; production may start now.
      await admin.reload();
      const timeline = admin.getByRole('list', { name: 'Order timeline' });
      await expect(timeline).toContainText('A brighter sky, please.');
      await expect(timeline).toContainText('Proof approved.');

      // In production, then shipped with UPS: each asks first and says what happens.
      await actions.getByRole('button', { name: 'Mark in production' }).click();
      await admin
        .getByRole('alertdialog', { name: 'Mark this order in production?' })
        .getByRole('button', { name: 'Mark in production' })
        .click();
      await expect(visibleText(admin, 'Order marked in production')).toBeVisible();
      await expect(admin.getByRole('list', { name: 'Order timeline' })).toContainText(
        'In production',
      );

      const trackingNumber = `1Z${Date.now()}`;
      const trackingUrl = `https://www.ups.com/track?tracknum=${trackingNumber}`;
      const ship = actions.getByRole('form', { name: 'Mark shipped' });
      await ship.getByLabel('Carrier').fill('UPS');
      await ship.getByLabel('Tracking number').fill(trackingNumber);
      await ship.getByLabel('Tracking URL').fill(trackingUrl);
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      const confirm = admin.getByRole('alertdialog', { name: 'Mark shipped with UPS?' });
      await expect(confirm).toContainText(trackingNumber);
      await confirm.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(visibleText(admin, 'Order marked shipped')).toBeVisible();
      await expect(
        admin.getByRole('region', { name: 'Shipments' }).getByRole('link', { name: /Track/ }),
      ).toHaveAttribute('href', trackingUrl);
      await expect(actions.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

      // Both admin screens fit a phone.
      await admin.setViewportSize({ width: 390, height: 844 });
      expect(await scrollsSideways(admin)).toBe(false);
      await admin.goto('/admin/orders');
      await expect(admin.getByRole('link', { name: `Order ${short}, Canvas print` })).toBeVisible();
      expect(await scrollsSideways(admin)).toBe(false);

      // The shopper's order page links to the carrier's tracking page.
      await shopper.goto(`/orders/${orderId}`);
      await expect(shopper.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
        'href',
        trackingUrl,
      );

      // The proof mails (the first and the one after the change) and the shipped mail, with the
      // tracking link, are in the outbox: the outbox sender logs what it cannot send every 30 s
      // (MAIL_OUTBOX_INTERVAL_MS).
      await expect
        .poll(
          () =>
            mailsTo(instance.logFiles, email).filter((m) =>
              m.includes('Your print proof is ready to approve'),
            ).length,
          { timeout: 45_000 },
        )
        .toBe(2);
      await expect
        .poll(() => mailsTo(instance.logFiles, email).find((m) => m.includes('on its way')), {
          timeout: 45_000,
        })
        .toContain(trackingUrl);
    } finally {
      await shopperContext.close();
      await adminContext.close();
      await instance.dispose();
    }
  },
);
