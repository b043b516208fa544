import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtworkBrief } from '../brief';
import { PORTRAIT_STYLE_IDS, type PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import { lightOf } from './lights';
import { frameOf } from './materials';
import { frameFor, stylePalette } from './paint';
import { meanColour } from './pixel-metrics';
import { inset, renderStyle } from './render-fixture';

const frame = (value: string): ArtworkBrief['options'] => [{ aspect: 'frame', value }];
const light = (value: string): ArtworkBrief['options'] => [{ aspect: 'light', value }];

/** Mean colour of the frame's outer moulding (its outermost 3 px), drawn alone at 256×320. */
async function frameColour(style: PortraitStyleId, options: ArtworkBrief['options']) {
  const p = stylePalette(style, 3, options);
  const { svg } = frameFor(style, 256, 320, p, 3);
  const { data } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % 256,
      y = Math.floor(i / 4 / 256);
    const outer = x < 3 || y < 3 || x >= 253 || y >= 317;
    if (outer && data[i + 3]! > 240) {
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n++;
    }
  }
  return { r: r / n, g: g / n, b: b / n, n };
}

describe('premium options by keyword', () => {
  it("reads the frame option's text", () => {
    expect(frameOf('Gilded Gold')).toBe('gold');
    expect(frameOf('Antique Silver')).toBe('silver');
    expect(frameOf('Rose Gold')).toBe('rose-gold');
    expect(frameOf('Carved Walnut')).toBe('walnut');
    expect(frameOf('Something else')).toBeNull();
  });

  it("reads the light option's text", () => {
    expect(lightOf('Dawn')).toBe('dawn');
    expect(lightOf('Golden Hour')).toBe('golden-hour');
    expect(lightOf('Candlelight')).toBe('candlelight');
    expect(lightOf('Moonlight')).toBe('moonlight');
    expect(lightOf('Surprise me')).toBeNull();
  });

  it("an unknown option keeps the style's own frame and the seed's light", () => {
    for (const style of PORTRAIT_STYLE_IDS) {
      const plain = stylePalette(style, 7, []);
      const odd = stylePalette(style, 7, [...frame('Plexiglass'), ...light('Surprise me')]);
      expect(odd).toEqual(plain);
    }
    expect(stylePalette('renaissance', 7, []).frame).toBe('gold');
  });
});

describe('stylePalette', () => {
  it('keeps the light inside the style and relights from the other side on the next seed', () => {
    for (const style of PORTRAIT_STYLE_IDS)
      for (let seed = 1; seed < 12; seed++) {
        const a = stylePalette(style, seed, []);
        const b = stylePalette(style, seed + 1, []);
        expect(a.style).toBe(style);
        expect(a.light).not.toBe('moonlight');
        expect(Math.sign(a.lightAt.x - 0.5)).toBe(-Math.sign(b.lightAt.x - 0.5));
      }
  });
});

describe('premium options change the artwork', () => {
  it("'Antique Silver' and 'Gilded Gold' give the frame a different metal", async () => {
    for (const style of PORTRAIT_STYLE_IDS) {
      const gold = await frameColour(style, frame('Gilded Gold'));
      const silver = await frameColour(style, frame('Antique Silver'));
      // Gold is yellow (red well above blue); silver is neutral to cool.
      expect(gold.r - gold.b, style).toBeGreaterThan(silver.r - silver.b + 40);
      expect(Math.abs(silver.r - silver.b), style).toBeLessThan(gold.r - gold.b);
    }
  });

  it("'Carved Walnut' is a dark wood, 'Rose Gold' a pink metal", async () => {
    const walnut = await frameColour('renaissance', frame('Carved Walnut'));
    const gold = await frameColour('renaissance', frame('Gilded Gold'));
    const rose = await frameColour('renaissance', frame('Rose Gold'));
    expect(walnut.r + walnut.g + walnut.b).toBeLessThan((gold.r + gold.g + gold.b) * 0.6);
    expect(rose.r - rose.g).toBeGreaterThan(gold.r - gold.g + 10);
  });

  it("'Moonlight' is cooler than 'Golden Hour' over the whole picture", async () => {
    for (const style of PORTRAIT_STYLE_IDS) {
      const warm = await renderStyle(style, 2, light('Golden Hour'));
      const cool = await renderStyle(style, 2, light('Moonlight'));
      const w = meanColour(warm.pixels, inset(warm.window, 2));
      const c = meanColour(cool.pixels, inset(cool.window, 2));
      expect(w.r - w.b - (c.r - c.b), style).toBeGreaterThan(15);
    }
  });
});
