import * as studio from '@atelier/studio/testing';
import { describe, expect, it } from 'vitest';
import { productStyles, sampleInput, seedProduct } from './studio-samples';

// The studio's own tests render the pet portrait from inputs written out in the studio package
// (it knows nothing of the shop); they must stay the ones the seeded product and its blueprint
// give a sample shopper.
describe("the studio's sample pet is the seeded Guardian Angel Pet", () => {
  const styles = productStyles(seedProduct('guardian-angel-pet'));

  it('has the same styles, in form order', () => {
    const own = studio.productStyles(studio.seedProduct('guardian-angel-pet'));
    expect(own).toEqual(styles.map((s) => ({ title: s.title, description: s.description })));
  });

  for (const style of styles)
    for (const everything of [false, true])
      it(`${style.title}${everything ? ', everything chosen' : ''}: the same input`, () => {
        const opts = { style: style.title, seed: 7, everything, width: 512, height: 640 };
        const { signal: _a, ...shop } = sampleInput('guardian-angel-pet', opts);
        const { signal: _b, ...own } = studio.sampleInput('guardian-angel-pet', opts);
        expect(own).toEqual(shop);
      });
});
