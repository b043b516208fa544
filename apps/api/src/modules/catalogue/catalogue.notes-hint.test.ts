import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// The local studio paints no notes, so the product read says which fields those are
// and the form tells the shopper; a shop on an AI provider sends them in its prompt.
const flagged = (p: ProductDetail) =>
  p.fields.filter((f) => f.textNotPainted).map((f) => f.fieldName);

describe('product fields whose text the shop does not paint', () => {
  describe('with the local studio', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ SEED_DEMO: 'true' });
    });
    afterAll(() => t.close());

    it('flags the notes fields only (a chosen pet type steers the studio, names are painted)', async () => {
      const pet: ProductDetail = (await t.app.inject('/api/products/guardian-angel-pet')).json();
      expect(flagged(pet)).toEqual(['memorial_note']);
      const family: ProductDetail = (await t.app.inject('/api/products/family-blessing')).json();
      expect(flagged(family)).toEqual(['notes']);
      const board: ProductDetail = (await t.app.inject('/api/products/vision-board')).json();
      expect(flagged(board)).toEqual([]);
    });
  });

  describe('with an AI provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        SEED_DEMO: 'true',
        GENERATION_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
      });
    });
    afterAll(() => t.close());

    it('flags nothing: the provider reads the notes in its prompt', async () => {
      const pet: ProductDetail = (await t.app.inject('/api/products/guardian-angel-pet')).json();
      expect(pet.fields.some((f) => f.fieldName === 'memorial_note')).toBe(true);
      expect(flagged(pet)).toEqual([]);
    });
  });
});
