import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { products } from '../schema/catalogue';
import { blueprints } from '../schema/generation';
import { seedBlueprints } from './blueprints';
import { SEED_BLUEPRINTS } from './data/blueprints';
import { SEED_PRODUCTS } from './data/catalogue';
import { runSeed } from './seed';

const placeholders = (template: string) =>
  [...template.matchAll(/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g)].map((m) => m[1]!);

describe('seed blueprints', () => {
  it('one per seeded product; every placeholder is a field of that product', () => {
    expect(SEED_BLUEPRINTS.map((b) => b.product).sort()).toEqual(
      SEED_PRODUCTS.map((p) => p.slug).sort(),
    );
    for (const b of SEED_BLUEPRINTS) {
      const product = SEED_PRODUCTS.find((p) => p.slug === b.product)!;
      const fields = new Set(product.fields.map((f) => f.fieldName));
      const used = [...placeholders(b.promptTemplate), ...placeholders(b.captionTemplate)];
      expect(used.length, b.product).toBeGreaterThan(0);
      for (const name of used) expect(fields, `${b.product}: {{${name}}}`).toContain(name);
      expect(placeholders(b.captionTemplate).length, b.product).toBeGreaterThan(0);
      expect(b.kind).toBe(b.product === 'vision-board' ? 'vision_board' : 'portrait');
    }
  });

  describe('on a database seeded before blueprints existed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('adds the missing ones at start, once, and leaves an existing blueprint alone', async () => {
      // Products as an earlier seed wrote them: no blueprints.
      const rows = await t.app.db
        .insert(products)
        .values(SEED_PRODUCTS.map((p) => ({ slug: p.slug, title: p.title })))
        .returning({ id: products.id, slug: products.slug });
      const portrait = rows.find((r) => r.slug === 'divine-portrait')!;
      // An operator already gave one product its own blueprint.
      await t.app.db.insert(blueprints).values({
        productId: portrait.id,
        name: 'Hand-made',
        kind: 'portrait',
        promptTemplate: 'custom {{subject_name}}',
        version: 3,
      });

      await runSeed({ db: t.app.db, storage: t.app.storage, log: t.app.log }, { demo: false });
      expect(await seedBlueprints(t.app.db)).toEqual({ added: 0, rolesFilled: 0 });

      const all = await t.app.db.select().from(blueprints);
      expect(all).toHaveLength(SEED_PRODUCTS.length);
      for (const r of rows) {
        const own = all.filter((b) => b.productId === r.id);
        expect(own, r.slug).toHaveLength(1);
        expect(own[0]!.isActive).toBe(true);
      }
      const [kept] = await t.app.db
        .select()
        .from(blueprints)
        .where(eq(blueprints.productId, portrait.id));
      expect(kept).toMatchObject({ name: 'Hand-made', version: 3 });
      const board = all.find(
        (b) => b.productId === rows.find((r) => r.slug === 'vision-board')!.id,
      );
      expect(board).toMatchObject({ kind: 'vision_board', stylePreset: 'corkboard' });
      expect(board!.fieldRoles).toEqual(
        SEED_BLUEPRINTS.find((b) => b.product === 'vision-board')!.fieldRoles,
      );
    });
  });

  describe('on a database seeded before field roles existed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it("fills the seed's own blueprints' empty roles once; an operator's blueprint is not touched", async () => {
      const rows = await t.app.db
        .insert(products)
        .values(SEED_PRODUCTS.map((p) => ({ slug: p.slug, title: p.title })))
        .returning({ id: products.id, slug: products.slug });
      const id = (slug: string) => rows.find((r) => r.slug === slug)!.id;
      // The seed's blueprints as an earlier version wrote them: roles '{}' (the column default).
      await t.app.db.insert(blueprints).values(
        SEED_BLUEPRINTS.map(({ product, fieldRoles: _roles, ...b }) => ({
          ...b,
          productId: id(product),
          version: 1,
          isActive: product !== 'divine-portrait',
        })),
      );
      // An operator's own version 2 of the portrait, without roles: left for inference.
      await t.app.db.insert(blueprints).values({
        productId: id('divine-portrait'),
        name: 'Hand-made',
        kind: 'portrait',
        promptTemplate: 'custom {{subject_name}}',
        version: 2,
      });
      // An operator already gave the pet blueprint (the seed's own) roles of their choosing.
      const operatorRoles = { pet_name: { role: 'title' } } as const;
      await t.app.db
        .update(blueprints)
        .set({ fieldRoles: operatorRoles })
        .where(eq(blueprints.productId, id('guardian-angel-pet')));

      expect(await seedBlueprints(t.app.db)).toEqual({
        added: 0,
        rolesFilled: SEED_BLUEPRINTS.length - 1,
      });
      expect(await seedBlueprints(t.app.db)).toEqual({ added: 0, rolesFilled: 0 });

      const all = await t.app.db.select().from(blueprints);
      for (const seed of SEED_BLUEPRINTS) {
        const own = all.find((b) => b.productId === id(seed.product) && b.version === 1)!;
        expect(own.fieldRoles, seed.product).toEqual(
          seed.product === 'guardian-angel-pet' ? operatorRoles : seed.fieldRoles,
        );
      }
      expect(all.find((b) => b.name === 'Hand-made')!.fieldRoles).toEqual({});
    });
  });
});
