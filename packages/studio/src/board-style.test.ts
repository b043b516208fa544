import { describe, expect, it } from 'vitest';
import { EMPTY_BRIEF, type ArtworkBrief } from './brief';
import { AFFIRMATIONS, affirmationsFor, GENERAL_AFFIRMATIONS } from './board-affirmations';
import { accentOf, boardPalette, boardStyleOf } from './board-style';

const brief = (name: string | null, description = ''): ArtworkBrief => ({
  ...EMPTY_BRIEF,
  style: name === null ? null : { name, description },
});

describe('boardStyleOf', () => {
  it("reads each seeded board style from the shopper's choice, whatever the preset", () => {
    expect(boardStyleOf(brief('Cork Board'), 'corkboard')).toBe('cork');
    expect(boardStyleOf(brief('Linen Collage'), 'corkboard')).toBe('linen');
    expect(boardStyleOf(brief('Golden Minimal'), 'corkboard')).toBe('golden');
    expect(boardStyleOf(brief('Night Sky'), 'corkboard')).toBe('night');
  });

  it('falls back to the description, then the preset, then cork', () => {
    expect(boardStyleOf(brief('Dreamer', 'Deep indigo scattered with stars'), 'corkboard')).toBe(
      'night',
    );
    expect(boardStyleOf(brief(null), 'golden-minimal')).toBe('golden');
    expect(boardStyleOf(brief(null), 'corkboard')).toBe('cork');
    expect(boardStyleOf(brief('Sunshine'), 'something-else')).toBe('cork');
  });
});

describe('boardPalette', () => {
  it('takes the accent colours from the premium palette option, else from the seed', () => {
    const blush = boardPalette('cork', 1, [{ aspect: 'palette', value: 'Blush & Gold' }]);
    const ocean = boardPalette('cork', 1, [{ aspect: 'palette', value: 'Ocean Blue' }]);
    expect(blush.accent.name).toBe('blush');
    expect(ocean.accent.name).toBe('ocean');
    expect(blush.ribbon.fill).not.toBe(ocean.ribbon.fill);
    expect(accentOf([{ aspect: 'palette', value: 'Sage & Cream' }])?.name).toBe('sage');
    expect(accentOf([{ aspect: 'palette', value: 'Sunset Coral' }])?.name).toBe('coral');
    // Another aspect's option does not change the accents.
    expect(accentOf([{ aspect: 'light', value: 'Ocean Blue' }])).toBeNull();
    const seeds = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((s) => boardPalette('night', s, []).accent.name),
    );
    expect(seeds.size).toBeGreaterThan(1);
  });
});

describe('affirmationsFor', () => {
  it('writes a few affirmations for the focus area, the seed picking which', () => {
    const health = AFFIRMATIONS.find(([re]) => re.test('Health & Wellness'))![1];
    expect(health).toContain('My body is strong and cared for');
    const picked = affirmationsFor(['Health & Wellness'], 3);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    for (const line of picked) expect(health).toContain(line);
    const career = affirmationsFor(['Career & Purpose'], 3);
    for (const line of career) expect(health).not.toContain(line);
    expect(GENERAL_AFFIRMATIONS).toContain(affirmationsFor([], 1, 1)[0]);
    const orders = new Set(
      [1, 2, 3, 4, 5].map((s) => affirmationsFor(['Faith & Spirit'], s).join('|')),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
