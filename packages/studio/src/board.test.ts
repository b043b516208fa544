import { beforeAll, describe, expect, it } from 'vitest';
import { renderBoard } from './board';
import {
  boardInput,
  countColour,
  histogram,
  histogramDistance,
  pixels,
  signature,
  STYLE_NAMES,
  testPhoto,
  type Pixels,
} from './board.test-helpers';
import { hammingDistance, phash } from './phash';
import { BOARD_STYLE_IDS, type BoardStyleId } from '@atelier/shared/studio-vocabulary';
import type { StudioRender } from './types';

const W = 512;
const H = 640;
const SEEDS = [1, 2] as const;

type Rendered = { out: StudioRender; px: Pixels; hash: bigint };
const boards = new Map<string, Rendered>();
const at = (style: BoardStyleId, seed: number) => boards.get(`${style}/${seed}`)!;

beforeAll(async () => {
  const photo = testPhoto('astronaut');
  for (const style of BOARD_STYLE_IDS) {
    for (const seed of SEEDS) {
      const input = boardInput(
        {
          style: { name: STYLE_NAMES[style], description: '' },
          title: 'My Year of Yes',
          lines: ['Health & Wellness'],
          list: ['Run a half marathon', 'Visit Italy with Mom', 'Open my bakery'],
          elements: ['affirmations'],
        },
        { photos: [photo], seed },
      );
      const out = await renderBoard(input, W, H);
      boards.set(`${style}/${seed}`, {
        out,
        px: await pixels(out.png),
        hash: await phash(out.png),
      });
    }
  }
});

describe('renderBoard: the board style', () => {
  it('renders the chosen style, never the preset, at the size asked for', () => {
    for (const style of BOARD_STYLE_IDS)
      for (const seed of SEEDS) {
        const { out, px } = at(style, seed);
        expect(out.style).toBe(style);
        expect([px.width, px.height]).toEqual([W, H]);
      }
  });

  it('gives each style its own surface: night dark indigo, golden light ivory, cork warm brown texture, linen light and unsaturated', () => {
    for (const seed of SEEDS) {
      const night = signature(at('night', seed).px);
      const golden = signature(at('golden', seed).px);
      const cork = signature(at('cork', seed).px);
      const linen = signature(at('linen', seed).px);
      // Night sky: dark, and blue above red and green.
      expect(night.lum).toBeLessThan(100);
      expect(night.rgb[2]).toBeGreaterThan(night.rgb[0] + 20);
      expect(night.rgb[2]).toBeGreaterThan(night.rgb[1] + 20);
      // Golden minimal: light ivory, smooth.
      expect(golden.lum).toBeGreaterThan(215);
      expect(golden.sat).toBeLessThan(0.15);
      // Cork: warm (red over blue) with the strongest texture.
      expect(cork.rgb[0]).toBeGreaterThan(cork.rgb[2] + 35);
      expect(cork.texture).toBeGreaterThan(1.6 * golden.texture);
      expect(cork.texture).toBeGreaterThan(linen.texture);
      // Linen: light and low in saturation, its weave rougher than ivory paper.
      expect(linen.lum).toBeGreaterThan(180);
      expect(linen.sat).toBeLessThan(0.15);
      expect(linen.texture).toBeGreaterThan(1.2 * golden.texture);
    }
  });

  it('draws the golden board inside a fine gold border', () => {
    const { px } = at('golden', 1);
    const S = Math.min(W, H);
    const inset = Math.round(S * 0.024);
    let gold = 0;
    let samples = 0;
    for (let x = inset * 2; x < W - inset * 2; x++) {
      for (const y of [inset, H - 1 - inset]) {
        const i = (y * W + x) * 3;
        const [r, g, b] = [px.data[i]!, px.data[i + 1]!, px.data[i + 2]!];
        samples++;
        // Gold: warm, red over green over blue, clearly saturated.
        if (r > g && g > b && r - b > 50 && r > 120) gold++;
      }
    }
    expect(gold / samples).toBeGreaterThan(0.9);
    // The same line on the ivory board of another style is not gold.
    const linen = at('linen', 1).px;
    let linenGold = 0;
    for (let x = inset * 2; x < W - inset * 2; x++) {
      const i = (inset * W + x) * 3;
      if (linen.data[i]! - linen.data[i + 2]! > 50) linenGold++;
    }
    expect(linenGold / (W - 4 * inset)).toBeLessThan(0.2);
  });

  it('looks unlike the other styles, and stays itself across seeds while the pieces move', () => {
    for (const seed of SEEDS)
      for (const a of BOARD_STYLE_IDS)
        for (const b of BOARD_STYLE_IDS) {
          if (a >= b) continue;
          // Same content, same seed, another style: another picture.
          expect(hammingDistance(at(a, seed).hash, at(b, seed).hash)).toBeGreaterThanOrEqual(14);
        }
    for (const style of BOARD_STYLE_IDS) {
      // A new seed moves the pieces visibly ...
      expect(hammingDistance(at(style, 1).hash, at(style, 2).hash)).toBeGreaterThanOrEqual(12);
      // ... but its colours stay far closer to its own style than to any other.
      const own = histogramDistance(histogram(at(style, 1).px), histogram(at(style, 2).px));
      for (const other of BOARD_STYLE_IDS) {
        if (other === style) continue;
        for (const seed of SEEDS) {
          const across = histogramDistance(
            histogram(at(style, 1).px),
            histogram(at(other, seed).px),
          );
          expect(own).toBeLessThan(across * 0.8);
        }
      }
    }
  });

  it('changes the pieces, not the style, with the seed: card order and places differ', () => {
    for (const style of BOARD_STYLE_IDS) {
      const place = (seed: number) =>
        at(style, seed)
          .out.text.filter((b) => b.role === 'list')
          .map((b) => `${b.text}@${Math.round(b.area.x)},${Math.round(b.area.y)}`)
          .join(' ');
      expect(place(1)).not.toBe(place(2));
    }
  });
});

describe('renderBoard: the accent colours option', () => {
  it('paints the accents in the chosen colours, inside the same style', async () => {
    const render = (value: string) =>
      renderBoard(
        boardInput(
          {
            style: { name: 'Cork Board', description: '' },
            title: 'My Year of Yes',
            lines: ['Love & Family'],
            list: ['Plan a family trip', 'Cook together on Sundays'],
            elements: ['affirmations'],
            options: [{ aspect: 'palette', value }],
          },
          { seed: 3 },
        ),
        W,
        H,
      );
    const blush = await render('Blush & Gold');
    const ocean = await render('Ocean Blue');
    expect([blush.style, ocean.style]).toEqual(['cork', 'cork']);
    const BLUSH: [number, number, number] = [0xd9, 0x8c, 0x9a];
    const OCEAN: [number, number, number] = [0x3d, 0x7f, 0xb5];
    const [pb, po] = await Promise.all([pixels(blush.png), pixels(ocean.png)]);
    // The ribbon and the affirmation cards carry the accent.
    expect(countColour(pb, BLUSH, 24)).toBeGreaterThan(3000);
    expect(countColour(pb, OCEAN, 24)).toBeLessThan(300);
    expect(countColour(po, OCEAN, 24)).toBeGreaterThan(3000);
    expect(countColour(po, BLUSH, 24)).toBeLessThan(300);
  });
});
