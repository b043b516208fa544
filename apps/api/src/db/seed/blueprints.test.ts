import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { products } from '../schema/catalogue';
import { blueprints } from '../schema/blueprints';
import { liveVersionOfProduct } from '../../modules/blueprints/blueprints.repository';
import { addBlueprint, addLiveVersion } from '../../modules/blueprints/blueprints.test-helpers';
import { SEED_ROLES_NOTE, seedBlueprints } from './blueprints';
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
      await addBlueprint(t.app.db, portrait.id, { promptTemplate: 'custom {{subject_name}}' });

      await runSeed({ db: t.app.db, storage: t.app.storage, log: t.app.log }, { demo: false });
      expect(await seedBlueprints(t.app.db)).toEqual({ added: 0, rolesFilled: 0 });

      const all = await t.app.db.select().from(blueprints);
      expect(all).toHaveLength(SEED_PRODUCTS.length);
      for (const r of rows) {
        const live = await liveVersionOfProduct(t.app.db, r.id);
        expect(live, r.slug).toMatchObject({ version: 1 });
      }
      expect(await liveVersionOfProduct(t.app.db, portrait.id)).toMatchObject({
        promptTemplate: 'custom {{subject_name}}',
        changeNote: 'Test version',
      });
      const board = await liveVersionOfProduct(
        t.app.db,
        rows.find((r) => r.slug === 'vision-board')!.id,
      );
      expect(board).toMatchObject({
        kind: 'vision_board',
        stylePreset: 'corkboard',
        changeNote: 'First version',
        authorId: null,
        provider: null,
      });
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

    it("gives the seed's own live versions with empty roles a version with the seed's roles, once; an operator's is not touched", async () => {
      const rows = await t.app.db
        .insert(products)
        .values(SEED_PRODUCTS.map((p) => ({ slug: p.slug, title: p.title })))
        .returning({ id: products.id, slug: products.slug });
      const id = (slug: string) => rows.find((r) => r.slug === slug)!.id;
      // The seed's blueprints as an earlier version wrote them: roles '{}' (the column default).
      for (const { product, fieldRoles: _roles, name: _name, ...b } of SEED_BLUEPRINTS)
        await addBlueprint(t.app.db, id(product), b);
      // An operator's own version 2 of the portrait, without roles: left for inference.
      await addLiveVersion(t.app.db, id('divine-portrait'), {
        promptTemplate: 'custom {{subject_name}}',
      });
      // An operator already gave the pet blueprint (the seed's own) roles of their choosing.
      const operatorRoles = { pet_name: { role: 'title' } } as const;
      await addLiveVersion(t.app.db, id('guardian-angel-pet'), { fieldRoles: operatorRoles });

      expect(await seedBlueprints(t.app.db)).toEqual({
        added: 0,
        rolesFilled: SEED_BLUEPRINTS.length - 2,
      });
      expect(await seedBlueprints(t.app.db)).toEqual({ added: 0, rolesFilled: 0 });

      for (const seed of SEED_BLUEPRINTS) {
        const live = (await liveVersionOfProduct(t.app.db, id(seed.product)))!;
        if (seed.product === 'guardian-angel-pet') expect(live.fieldRoles).toEqual(operatorRoles);
        else if (seed.product === 'divine-portrait') expect(live.fieldRoles).toEqual({});
        else {
          expect(live, seed.product).toMatchObject({ version: 2, changeNote: SEED_ROLES_NOTE });
          expect(live.fieldRoles, seed.product).toEqual(seed.fieldRoles);
        }
      }
    });
  });
});
