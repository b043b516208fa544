import { beforeAll, describe, expect, it } from 'vitest';
import { hammingDistance, phash } from '../phash';
import { PORTRAIT_STYLE_IDS, type PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import {
  edgeToCentreLuma,
  flatAreaGrain,
  hardEdgeShare,
  leadAndCells,
  lumaCorrelation,
  meanColour,
  topColourShare,
} from './pixel-metrics';
import { inset, renderStyle, type TestRender } from './render-fixture';

// Every style of the same composed photo (astronaut on the style's backdrop, 256×320), seeds 1–5.
const SEEDS = [1, 2, 3, 4, 5];
const renders = {} as Record<PortraitStyleId, TestRender[]>;
const hashes = {} as Record<PortraitStyleId, bigint[]>;

beforeAll(async () => {
  for (const style of PORTRAIT_STYLE_IDS) {
    renders[style] = [];
    for (const seed of SEEDS) renders[style].push(await renderStyle(style, seed));
    hashes[style] = await Promise.all(renders[style].map((r) => phash(r.png)));
  }
}, 60_000);

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('stylize: each style looks like itself, not like the others', () => {
  it('the four styles of the same picture and seed are far apart (pHash ≥ 14 bits)', () => {
    // Measured: 16–26 bits between styles at the same seed.
    SEEDS.forEach((_, i) => {
      for (const a of PORTRAIT_STYLE_IDS)
        for (const b of PORTRAIT_STYLE_IDS)
          if (a < b)
            expect(
              hammingDistance(hashes[a][i]!, hashes[b][i]!),
              `${a}/${b}`,
            ).toBeGreaterThanOrEqual(14);
    });
  });

  it('a style across seeds stays closer to itself than to any other style', () => {
    for (const a of PORTRAIT_STYLE_IDS) {
      const within: number[] = [];
      SEEDS.forEach((_, i) =>
        SEEDS.forEach((_, j) => {
          if (i < j) within.push(hammingDistance(hashes[a][i]!, hashes[a][j]!));
        }),
      );
      for (const b of PORTRAIT_STYLE_IDS) {
        if (b === a) continue;
        const across: number[] = [];
        SEEDS.forEach((_, i) =>
          SEEDS.forEach((_, j) => across.push(hammingDistance(hashes[a][i]!, hashes[b][j]!))),
        );
        expect(mean(within), `${a} vs ${b}`).toBeLessThan(mean(across) - 4);
      }
    }
  });

  it('the next seed changes the picture visibly inside every style (pHash ≥ 6 bits)', () => {
    // Measured over seeds 1–12: 6–30 bits (a re-encoded copy of one picture differs by ≤ 4).
    for (const style of PORTRAIT_STYLE_IDS)
      for (let i = 1; i < SEEDS.length; i++)
        expect(
          hammingDistance(hashes[style][i - 1]!, hashes[style][i]!),
          `${style} seeds ${SEEDS[i - 1]}→${SEEDS[i]}`,
        ).toBeGreaterThanOrEqual(6);
  });

  it('renders the same bytes for the same style, seed and picture', async () => {
    const again = await renderStyle('stained-glass', SEEDS[0]!);
    expect(again.png.equals(renders['stained-glass'][0]!.png)).toBe(true);
  });
});

describe('stylize: style signatures measured on the pixels', () => {
  it('stained glass: dark lead closing many saturated panes', () => {
    for (const r of renders['stained-glass']) {
      // The lower part of the window (the arch's spandrels cover the top corners).
      const box = {
        ...r.window,
        y: r.window.y + Math.round(r.window.h * 0.35),
        h: Math.round(r.window.h * 0.6),
      };
      const { leadShare, cells } = leadAndCells(r.pixels, box, 70);
      expect(leadShare).toBeGreaterThan(0.08);
      expect(leadShare).toBeLessThan(0.5);
      expect(cells).toBeGreaterThanOrEqual(100);
      expect(meanColour(r.pixels, box).saturation).toBeGreaterThan(0.5);
    }
    // No other style closes cells with dark lines.
    for (const style of PORTRAIT_STYLE_IDS.filter((s) => s !== 'stained-glass'))
      for (const r of renders[style])
        expect(leadAndCells(r.pixels, inset(r.window, 2), 70).cells).toBeLessThan(20);
  });

  it('watercolour: light and airy, soft-edged, with paper grain in its flat washes', () => {
    for (const r of renders.watercolor) {
      const win = inset(r.window, 2);
      const sky = { ...win, h: Math.round(win.h * 0.3) };
      expect(meanColour(r.pixels, win).luma).toBeGreaterThan(170);
      expect(hardEdgeShare(r.pixels, sky)).toBeLessThan(0.01);
      const { grain, flatShare } = flatAreaGrain(r.pixels, sky);
      expect(flatShare).toBeGreaterThan(0.9);
      expect(grain).toBeGreaterThan(1.5);
    }
    // The minimal style is as light but flat: no grain.
    for (const r of renders.minimal) {
      const win = inset(r.window, 2);
      expect(flatAreaGrain(r.pixels, { ...win, h: Math.round(win.h * 0.3) }).grain).toBeLessThan(
        0.5,
      );
    }
  });

  it('minimal: few flat colours (≥ 85 % of the picture within 8 colours, ≥ 90 % within 10)', () => {
    // Measured at 256×320: 86–91 % within 8, 92–93 % within 10 (the head keeps a few tones of its
    // own); the painterly styles stay under 35 %.
    for (const r of renders.minimal) {
      expect(topColourShare(r.pixels, inset(r.window, 2))).toBeGreaterThan(0.85);
      expect(topColourShare(r.pixels, inset(r.window, 2), 10)).toBeGreaterThan(0.9);
    }
    for (const style of PORTRAIT_STYLE_IDS.filter((s) => s !== 'minimal'))
      for (const r of renders[style])
        expect(topColourShare(r.pixels, inset(r.window, 2))).toBeLessThan(0.5);
  });

  it('renaissance: warm umber, the light on the subject and dark edges', () => {
    for (const r of renders.renaissance) {
      const win = inset(r.window, 2);
      const c = meanColour(r.pixels, win);
      expect(c.r - c.b).toBeGreaterThan(40);
      expect(edgeToCentreLuma(r.pixels, win)).toBeLessThan(0.75);
    }
  });
});

describe('stylize: the subject keeps its detail', () => {
  it('the masked subject follows the photo more closely than without the mask', async () => {
    for (const style of PORTRAIT_STYLE_IDS) {
      const masked = renders[style][0]!;
      const unmasked = await renderStyle(style, SEEDS[0]!, [], undefined, false);
      const withMask = lumaCorrelation(masked.composed, masked.pixels, masked.face);
      const without = lumaCorrelation(masked.composed, unmasked.pixels, masked.face);
      expect(withMask, style).toBeGreaterThan(without + 0.03);
      expect(withMask, style).toBeGreaterThan(0.5);
    }
  });
});
