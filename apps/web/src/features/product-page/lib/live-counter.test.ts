import { describe, expect, it } from 'vitest';
import { randomLiveCount } from './live-counter';

describe('randomLiveCount', () => {
  it('always draws an integer from 220 to 250 and reaches both ends', () => {
    const draws = Array.from({ length: 10_000 }, () => randomLiveCount(220, 250));
    expect(draws.every((n) => Number.isInteger(n) && n >= 220 && n <= 250)).toBe(true);
    expect(new Set(draws).size).toBe(31);
  });

  it('maps the extremes of the random source to the bounds', () => {
    expect(randomLiveCount(220, 250, () => 0)).toBe(220);
    expect(randomLiveCount(220, 250, () => 0.999999)).toBe(250);
    expect(randomLiveCount(250, 220, () => 0)).toBe(220);
  });
});
