import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminSettings } from '@atelier/shared/schemas/admin-settings';
import type { ContentPage, PublicSettings } from '@atelier/shared/schemas/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../../db/schema/content';
import { mailOutbox } from '../../../db/schema/mail';
import { createTestApp, type TestApp } from '../../../test/app';
import { createWebDist, jsonLdOf } from '../../web/web-dist.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// The stand-in server renderer shows the settings it was given (see static-shell.test.ts).
const SHELL = `export function renderShell(data) {
  const s = data.settings;
  return '<p>' + s.socialProof.landing.families + ' families, counter ' + (s.liveCounter.enabled ? 'on' : 'off') + '</p>';
}`;

const bodyOf = (s: AdminSettings) => {
  const { updatedAt, ...values } = s;
  return { ...values, updatedAt };
};

describe('/api/admin/settings', () => {
  let t: TestApp;
  let admin: AdminClient;
  let dist: ReturnType<typeof createWebDist>;
  const get = async () => (await admin.call({ url: '/api/admin/settings' })).json<AdminSettings>();
  const put = (payload: object) =>
    admin.call({ method: 'PUT', url: '/api/admin/settings', payload });
  const json = async <T>(url: string) => (await t.app.inject(url)).json<T>();

  beforeAll(async () => {
    dist = createWebDist();
    mkdirSync(path.join(dist.dir, 'ssr'));
    writeFileSync(path.join(dist.dir, 'ssr', 'static-shell.mjs'), SHELL);
    t = await createTestApp({
      SEED_DEMO: 'true',
      SHOP_EMAIL: 'owner@shop.example',
      WEB_DIST_DIR: dist.dir,
      PUBLIC_URL: 'https://shop.example',
    });
    admin = await newAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('answers the seeded settings, the FAQ as entries and SHOP_EMAIL as the default e-mail', async () => {
    const res = await admin.call({ url: '/api/admin/settings' });
    expect(res.statusCode).toBe(200);
    const s = res.json<AdminSettings>();
    expect(s.socialProof).toEqual({
      landing: { families: 1847, rating: 4.9 },
      product: { count: 12847, rating: 4.8 },
    });
    expect(s.liveCounter).toEqual({ enabled: true, min: 220, max: 250 });
    expect(s.guarantee).toEqual({ days: 30, text: '100% Satisfaction Guaranteed' });
    expect(s.pages.terms.title).toBe('Terms of Service');
    expect(s.pages.faq.title).toBe('Frequently Asked Questions');
    expect(s.pages.faq.entries.length).toBeGreaterThanOrEqual(8);
    expect(s.pages.faq.entries[0]).toEqual({
      question: 'How does personalisation work?',
      answer: expect.stringMatching(/^Choose a product, upload one or more photos/),
    });
    expect(s.shopEmail).toBe('owner@shop.example');
    expect(Number.isNaN(Date.parse(s.updatedAt))).toBe(false);
  });

  it('saves everything; the storefront, its first paint, JSON-LD and contact mail follow at once', async () => {
    const before = await get();
    // Warm every cache the change must get past.
    await json('/api/public/settings');
    await json('/api/pages/faq');
    await t.app.inject('/');
    await t.app.inject('/products/vision-board');

    const entries = [
      { question: 'Do you ship worldwide?', answer: 'Yes.\n\nShipping is priced by country.' },
      ...before.pages.faq.entries.slice(1),
    ];
    const res = await put({
      ...bodyOf(before),
      socialProof: {
        landing: { families: 2000, rating: 5 },
        product: { count: 20000, rating: 4.7 },
      },
      liveCounter: { enabled: false, min: 10, max: 20 },
      pages: {
        ...before.pages,
        terms: { title: 'Our Terms', markdown: '## Updated\n\nNew terms.' },
        faq: { title: 'FAQ', entries },
      },
      shopEmail: 'hello@shop.example',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminSettings>();
    expect(saved.updatedAt > before.updatedAt).toBe(true);
    expect(saved.pages.faq).toEqual({ title: 'FAQ', entries });
    expect(saved.shopEmail).toBe('hello@shop.example');
    expect(await get()).toEqual(saved);

    const pub = await json<PublicSettings>('/api/public/settings');
    expect(pub.socialProof.landing).toEqual({ families: 2000, rating: 5 });
    // /contact shows the address the owner set.
    expect(pub.shopEmail).toBe('hello@shop.example');
    expect(pub.liveCounter.enabled).toBe(false);
    const faq = await json<ContentPage>('/api/pages/faq');
    expect(faq.title).toBe('FAQ');
    expect(faq.markdown).toMatch(
      /^## Do you ship worldwide\?\n\nYes\.\n\nShipping is priced by country\.\n\n## /,
    );
    expect(faq.markdown).not.toContain('How does personalisation work?');
    expect((await json<ContentPage>('/api/pages/terms')).title).toBe('Our Terms');

    const landing = (await t.app.inject('/')).body;
    expect(landing).toContain('<p>2000 families, counter off</p>');
    const product = (await t.app.inject('/products/vision-board')).body;
    expect(product).toContain('<p>2000 families, counter off</p>');
    // The banner's figures are marketing copy, not reviews: JSON-LD rates only approved reviews.
    const [ld] = jsonLdOf(product);
    expect(ld?.aggregateRating).toBeUndefined();

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '203.0.113.77',
      payload: {
        name: 'Ruth',
        email: 'ruth@example.com',
        message: 'Hello, a question about sizes.',
      },
    });
    expect(contact.statusCode).toBe(201);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact'));
    expect(mail!.to).toBe('hello@shop.example');
  });

  it('a stale save gets 409 and changes nothing', async () => {
    const first = await get();
    const ok = await put({ ...bodyOf(first), guarantee: { days: 60, text: 'Sixty days' } });
    expect(ok.statusCode).toBe(200);
    const stale = await put({ ...bodyOf(first), guarantee: { days: 10, text: 'Ten days' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'STALE_EDIT',
      message: expect.stringMatching(/Someone else changed this site content/),
    });
    expect((await get()).guarantee).toEqual({ days: 60, text: 'Sixty days' });
    expect((await json<PublicSettings>('/api/public/settings')).guarantee.days).toBe(60);
  });

  it('refuses unknown keys and bad values with 400, writing nothing', async () => {
    const s = await get();
    const cases: [object, RegExp][] = [
      [{ ...bodyOf(s), extra: true }, /extra/],
      [{ ...bodyOf(s), landing: { ...s.landing, heroColour: 'red' } }, /heroColour/],
      [
        { ...bodyOf(s), liveCounter: { enabled: true, min: 30, max: 20 } },
        /lowest number must not be above/,
      ],
      [{ ...bodyOf(s), shopEmail: 'not-an-address' }, /Shop e-mail must be an e-mail address/],
      [
        {
          ...bodyOf(s),
          pages: { ...s.pages, faq: { title: 'FAQ', entries: [{ question: 'Q?', answer: '' }] } },
        },
        /Answer is required/,
      ],
      [(({ updatedAt: _u, ...rest }) => rest)(bodyOf(s)), /updatedAt/],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await get()).toEqual(s);
  });

  it('keeps an FAQ introduction written by hand when entries are saved', async () => {
    const s = await get();
    await put({
      ...bodyOf(s),
      pages: { ...s.pages, faq: { title: 'FAQ', entries: s.pages.faq.entries.slice(0, 1) } },
    });
    const { markdown } = await json<ContentPage>('/api/pages/faq');
    await t.app.db
      .update(siteSettings)
      .set({ value: { title: 'FAQ', markdown: `Read this first.\n\n${markdown}` } })
      .where(eq(siteSettings.key, 'pages.faq'));
    const withIntro = await get();
    expect(withIntro.pages.faq.entries).toHaveLength(1);
    await put({
      ...bodyOf(withIntro),
      pages: {
        ...withIntro.pages,
        faq: {
          title: 'FAQ',
          entries: [...withIntro.pages.faq.entries, { question: 'Q2?', answer: 'A2.' }],
        },
      },
    });
    const after = await json<ContentPage>('/api/pages/faq');
    expect(after.markdown.startsWith('Read this first.\n\n## ')).toBe(true);
    expect(after.markdown).toMatch(/## Q2\?\n\nA2\.\n$/);
  });
});
