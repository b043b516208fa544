import { describe, expect, it } from 'vitest';
import { DEFAULT_HERO_BULLETS, heroBulletPoints } from './hero-content';

const own = ['One', 'Two', 'Three', 'Four'];

describe('heroBulletPoints', () => {
  it("uses the product's bullets when there are exactly 4 non-empty ones", () => {
    expect(heroBulletPoints(own)).toEqual(own);
  });

  it.each([
    ['missing', null],
    ['3 bullets', own.slice(0, 3)],
    ['5 bullets', [...own, 'Five']],
    ['an empty one', ['One', '', 'Three', 'Four']],
    ['a blank one', ['One', 'Two', '   ', 'Four']],
    ['none', []],
  ])('falls back to the 4 defaults with %s', (_, bullets) => {
    expect(heroBulletPoints(bullets)).toEqual([...DEFAULT_HERO_BULLETS]);
    expect(DEFAULT_HERO_BULLETS).toHaveLength(4);
  });
});
