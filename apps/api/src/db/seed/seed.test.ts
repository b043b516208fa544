import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import type { Database } from '../client';
import { categories, productFields, products } from '../schema/catalogue';
import { canvasSizes, pricingPlans } from '../schema/commerce';
import { galleryItems, siteSettings, testimonials } from '../schema/content';
import { blueprints } from '../schema/blueprints';
import { liveVersionOfProduct } from '../../modules/blueprints/blueprints.repository';
import { runSeed, seedDemoShop } from './seed';

const SEED_SLUGS = [
  'divine-portrait',
  'guardian-angel-pet',
  'sacred-milestone',
  'family-blessing',
  'vision-board',
];

const rows = async (db: Database, table: PgTable) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

async function getProduct(t: TestApp, slug: string): Promise<ProductDetail> {
  const res = await t.app.inject(`/api/products/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('seed shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('seeds products including the vision board and a faith portrait, with full copy', async () => {
    const all = await t.app.db.select().from(products);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const slugs = all.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['vision-board', 'divine-portrait']));
    expect(all.find((p) => p.slug === 'vision-board')?.title).toBe('Vision Board');
    for (const p of all) {
      expect(p.heroBulletPoints, p.slug).toHaveLength(4);
      expect(p.heroBulletPoints!.every((b) => b.trim().length > 0)).toBe(true);
      for (const value of [
        p.description,
        p.sampleImageUrl,
        p.heroBeforeImage,
        p.heroAfterImage,
        p.heroButtonText,
        p.heroBadgeText,
        p.personalizeSectionTitle,
        p.personalizeSectionSubtitle,
        p.personalizeFormTitle,
        p.benefitsSectionTitle,
        p.benefitsSectionSubtitle,
        p.benefitItem1Title,
        p.benefitItem1Description,
        p.benefitItem2Title,
        p.benefitItem2Description,
        p.benefitItem3Title,
        p.benefitItem3Description,
        p.benefitItem4Title,
        p.benefitItem4Description,
        p.benefitsCardImage,
        p.benefitsCardTitle,
        p.benefitsCardDescription,
        p.categoryId,
      ]) {
        expect(value, p.slug).toBeTruthy();
      }
    }
    const cats = await t.app.db.select().from(categories);
    expect(cats.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Faith Portraits', 'Family & Pets', 'Vision Boards', 'Celebrations']),
    );
  });

  it('uses all six field types across at least two steps, with required image fields', async () => {
    const fields = await t.app.db.select().from(productFields);
    expect(new Set(fields.map((f) => f.fieldType))).toEqual(
      new Set(['text', 'textarea', 'select', 'checkbox', 'image', 'visual_selector']),
    );
    expect(new Set(fields.map((f) => f.stepNumber)).size).toBeGreaterThanOrEqual(2);
    expect(fields.some((f) => f.fieldType === 'image' && f.isRequired)).toBe(true);
    for (const f of fields.filter((x) => x.fieldType === 'select')) {
      expect(f.fieldOptions!.length).toBeGreaterThan(1);
      expect(f.fieldOptions!.every((o) => typeof o === 'string')).toBe(true);
    }
  });

  it("a portrait's subject photo takes one photo; the family and vision board photos several", async () => {
    const photos = async () => {
      const found: Record<string, number | null> = {};
      for (const slug of SEED_SLUGS) {
        for (const f of (await getProduct(t, slug)).fields) {
          if (f.fieldType === 'image') found[`${slug}/${f.fieldLabel}`] = f.maxImages;
          else expect(f.maxImages, `${slug}/${f.fieldName}`).toBeNull();
        }
      }
      return found;
    };
    const seeded = {
      'divine-portrait/Your Photo': 1,
      'guardian-angel-pet/Photo of Your Pet': 1,
      'sacred-milestone/Photo of the Occasion': 1,
      'family-blessing/Family Photo': null,
      'vision-board/Inspiration Photos': null,
    };
    expect(await photos()).toEqual(seeded);

    // A shop seeded before the column existed (the seed never rewrites fields) gets the same
    // values from migration 0008's own statements.
    await t.app.db.update(productFields).set({ maxImages: null });
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0008_field_max_images.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').slice(1))
      await t.app.db.execute(sql.raw(statement));
    expect(await photos()).toEqual(seeded);
  });

  it('gives visual-selector options images that the media route serves as WebP', async () => {
    const board = await getProduct(t, 'vision-board');
    const portrait = await getProduct(t, 'divine-portrait');
    const options = [...board.fields, ...portrait.fields]
      .filter((f) => f.fieldType === 'visual_selector')
      .flatMap(
        (f) => f.fieldOptions as { title: string; imageUrl: string; description?: string }[],
      );
    expect(options.length).toBeGreaterThanOrEqual(8);
    for (const o of options) {
      expect(o.title).toBeTruthy();
      expect(o.description).toBeTruthy();
      expect(o.imageUrl).toMatch(/^\/media\/static-assets\/seed\/[a-z0-9-]+-[0-9a-f]{12}\.webp$/);
      const img = await t.app.inject(o.imageUrl);
      expect(img.statusCode, o.imageUrl).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
    }
  });

  it('seeds gallery items, testimonials, canvas sizes, plans and settings', async () => {
    const db = t.app.db;
    const gallery = await db.select().from(galleryItems);
    expect(gallery.length).toBeGreaterThanOrEqual(6);
    expect(gallery.some((g) => g.isHero)).toBe(true);
    expect(gallery.every((g) => g.productId && g.categoryId)).toBe(true);

    const quotes = await db.select().from(testimonials);
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    expect(quotes.filter((q) => q.isActive && q.featured).length).toBeGreaterThanOrEqual(3);
    expect(quotes.some((q) => !q.isActive)).toBe(true);
    for (const q of quotes) {
      expect(q.rating).toBeGreaterThanOrEqual(4);
      expect(q.rating).toBeLessThanOrEqual(5);
      expect(q.name && q.location && q.avatar && q.artwork && q.quote).toBeTruthy();
    }

    const sizes = await db.select().from(canvasSizes).orderBy(canvasSizes.sortOrder);
    expect(sizes.map((s) => [s.widthInches, s.heightInches, s.priceCents])).toEqual([
      [8, 10, 4900],
      [12, 16, 7900],
      [16, 20, 9900],
      [24, 36, 14900],
    ]);

    const plans = await db.select().from(pricingPlans);
    const free = plans.find((p) => p.id === 'free');
    const premium = plans.find((p) => p.id === 'premium');
    expect([free?.priceCents, free?.generationsPerMonth]).toEqual([0, 3]);
    expect([premium?.priceCents, premium?.generationsPerMonth, premium?.interval]).toEqual([
      999,
      100,
      'month',
    ]);
    expect(premium?.features).toEqual([
      '100 AI generations per month',
      'Priority generation queue',
      'Advanced customization options',
      'Premium support',
    ]);

    const settings = Object.fromEntries(
      (await db.select().from(siteSettings)).map((s) => [s.key, s.value]),
    );
    expect(settings['socialProof.landing']).toEqual({ families: 1847, rating: 4.9 });
    expect(settings['socialProof.product']).toEqual({ count: 12847, rating: 4.8 });
    expect(settings['guarantee']).toEqual({ days: 30, text: '100% Satisfaction Guaranteed' });
    expect(settings['liveCounter']).toEqual({ enabled: true, min: 220, max: 250 });
  });

  it('renders artwork, not flat boxes', async () => {
    const portrait = await getProduct(t, 'divine-portrait');
    for (const url of [portrait.heroAfterImage!, portrait.sampleImageUrl!]) {
      const res = await t.app.inject(url);
      const image = sharp(res.rawPayload);
      const meta = await image.metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThanOrEqual(600);
      const stats = await image.stats();
      for (const c of stats.channels.slice(0, 3)) expect(c.stdev).toBeGreaterThan(25);
      const { data } = await sharp(res.rawPayload)
        .resize(64, 80)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 3) {
        colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
      }
      expect(colours.size).toBeGreaterThan(60);
    }
  });

  it('gives every product one active generation blueprint, and a second run adds none', async () => {
    const all = await t.app.db.select().from(products);
    const bps = await t.app.db.select().from(blueprints);
    for (const p of all) {
      expect(
        bps.filter((b) => b.productId === p.id),
        p.slug,
      ).toHaveLength(1);
      const live = await liveVersionOfProduct(t.app.db, p.id);
      expect(live, p.slug).toMatchObject({
        version: 1,
        kind: p.slug === 'vision-board' ? 'vision_board' : 'portrait',
      });
      expect(live!.promptTemplate).toMatch(/\{\{\w+\}\}/);
    }
    await runSeed({ db: t.app.db, storage: t.app.storage, log: t.app.log }, { demo: true });
    expect(await rows(t.app.db, blueprints)).toBe(bps.length);
  });

  it('running the seed again changes nothing', async () => {
    const before = await Promise.all(
      [
        products,
        productFields,
        galleryItems,
        testimonials,
        canvasSizes,
        pricingPlans,
        siteSettings,
        categories,
      ].map((tb) => rows(t.app.db, tb)),
    );
    const result = await runSeed(
      { db: t.app.db, storage: t.app.storage, log: t.app.log },
      { demo: true },
    );
    expect(result.demo).toBe('skipped');
    const after = await Promise.all(
      [
        products,
        productFields,
        galleryItems,
        testimonials,
        canvasSizes,
        pricingPlans,
        siteSettings,
        categories,
      ].map((tb) => rows(t.app.db, tb)),
    );
    expect(after).toEqual(before);
  });
});

describe('seed safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const deps = () => ({ db: t.app.db, storage: t.app.storage, log: t.app.log });

  it('without SEED_DEMO only the plans and settings exist', async () => {
    expect(await rows(t.app.db, products)).toBe(0);
    expect(await rows(t.app.db, pricingPlans)).toBe(2);
    expect(await rows(t.app.db, siteSettings)).toBeGreaterThanOrEqual(4);
  });

  it('never touches a database that already has products', async () => {
    const [own] = await t.app.db
      .insert(products)
      .values({ slug: 'my-own', title: 'My Own Product' })
      .returning();
    const result = await seedDemoShop(deps());
    expect(result).toEqual({ demo: 'skipped', products: 0, imagesRendered: 0 });
    expect(await rows(t.app.db, products)).toBe(1);
    expect(await rows(t.app.db, galleryItems)).toBe(0);
    await t.app.db.delete(products).where(eq(products.id, own!.id));
  });

  it('two instances seeding at once seed exactly once, and stored images are reused', async () => {
    const results = await Promise.all([seedDemoShop(deps()), seedDemoShop(deps())]);
    expect(results.map((r) => r.demo).sort()).toEqual(['seeded', 'skipped']);
    const seeded = await rows(t.app.db, products);
    expect(seeded).toBeGreaterThanOrEqual(4);
    expect(await rows(t.app.db, testimonials)).toBeGreaterThanOrEqual(6);

    // A fresh database on the same storage renders nothing again.
    await t.app.db.delete(products);
    await t.app.db.delete(galleryItems);
    await t.app.db.delete(testimonials);
    await t.app.db.delete(canvasSizes);
    const again = await seedDemoShop(deps());
    expect(again.demo).toBe('seeded');
    expect(again.imagesRendered).toBe(0);
    expect(await rows(t.app.db, products)).toBe(seeded);
    // Renders the whole image set twice; a busy 2-core CI machine needs more than the default.
  }, 120_000);
});
