import { describe, expect, it } from 'vitest';
import { EMPTY_BRIEF, type ArtworkBrief } from './brief';
import { portraitStyleOf } from './portrait-style';

const brief = (name: string, description = ''): ArtworkBrief => ({
  ...EMPTY_BRIEF,
  style: { name, description },
});

describe('portraitStyleOf', () => {
  it("reads each seeded visual-selector option's title as its style", () => {
    expect(portraitStyleOf(brief('Renaissance'), 'divine-glow')).toBe('renaissance');
    expect(portraitStyleOf(brief('Watercolor'), 'divine-glow')).toBe('watercolor');
    expect(portraitStyleOf(brief('Stained Glass'), 'divine-glow')).toBe('stained-glass');
    expect(portraitStyleOf(brief('Modern Minimal'), 'divine-glow')).toBe('minimal');
  });

  it('matches other wordings by keyword, whatever the preset', () => {
    expect(portraitStyleOf(brief('Soft Watercolour'), 'heritage')).toBe('watercolor');
    expect(portraitStyleOf(brief('Cathedral glass'), 'heritage')).toBe('stained-glass');
    expect(portraitStyleOf(brief('Clean lines'), 'heritage')).toBe('minimal');
    expect(portraitStyleOf(brief('Oil painting'), 'guardian-light')).toBe('renaissance');
    expect(portraitStyleOf(brief('Classic Gold'), 'guardian-light')).toBe('renaissance');
    expect(portraitStyleOf(brief('Old Master'), 'guardian-light')).toBe('renaissance');
  });

  it("falls back to the option's description when its name says nothing", () => {
    expect(
      portraitStyleOf(brief('Sunrise', 'Jewel-toned panes and leaded lines'), 'divine-glow'),
    ).toBe('stained-glass');
    expect(portraitStyleOf(brief('Sunrise', 'Like a stained glass window'), 'divine-glow')).toBe(
      'stained-glass',
    );
    // The name wins over a description that mentions another style's words.
    expect(
      portraitStyleOf(
        brief('Renaissance', 'Old-master warmth, a gilded halo, not a watercolor'),
        'x',
      ),
    ).toBe('renaissance');
  });

  it("uses the blueprint's preset when no style was chosen, else Renaissance", () => {
    expect(portraitStyleOf(EMPTY_BRIEF, 'guardian-light')).toBe('watercolor');
    expect(portraitStyleOf(EMPTY_BRIEF, 'heritage')).toBe('renaissance');
    expect(portraitStyleOf(EMPTY_BRIEF, 'stained-glass')).toBe('stained-glass');
    expect(portraitStyleOf(EMPTY_BRIEF, 'modern_minimal')).toBe('minimal');
    expect(portraitStyleOf(EMPTY_BRIEF, 'something-else')).toBe('renaissance');
    expect(portraitStyleOf(brief('Surprise me'), 'something-else')).toBe('renaissance');
  });
});
