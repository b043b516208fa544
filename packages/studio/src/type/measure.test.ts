import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { esc } from '../svg-kit';
import { FACES, faceAttributes } from './fonts';
import { lineBox, measureText } from './measure';

/** Leftmost and rightmost columns with ink, and the top and bottom rows, of one line drawn. */
async function inkSpan(text: string, face: (typeof FACES)[number], size: number) {
  const W = 900;
  const H = 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><text x="20" y="120" ${faceAttributes(face)} font-size="${size}">${esc(text)}</text></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let x0 = W;
  let x1 = -1;
  let y0 = H;
  let y1 = -1;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (data[(y * W + x) * 4 + 3]! < 48) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x + 1);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y + 1);
    }
  }
  return { left: x0 - 20, right: x1 - 20, top: 120 - y0, bottom: y1 - 120 };
}

describe('measureText', () => {
  it('measures what librsvg draws: the ink spans the measured width, give or take the bearings', async () => {
    const size = 40;
    for (const face of FACES) {
      const text = 'Wavy Affirmation, Grace & Joy 14';
      const m = measureText(text, face, size);
      const ink = await inkSpan(text, face, size);
      expect(ink.left).toBeGreaterThanOrEqual(-m.overhang - 1);
      expect(ink.right).toBeLessThanOrEqual(m.width + m.overhang + 1);
      // Only the side bearings of the first and last glyph are blank: at most ~0.1 em.
      expect(ink.right).toBeGreaterThan(m.width - size * 0.1);
      // The line box holds the ink, accents and descenders included.
      const box = lineBox('ÉÅgjy', face, size);
      const tall = await inkSpan('ÉÅgjy', face, size);
      expect(tall.top).toBeLessThanOrEqual(box.ascent + 1);
      expect(tall.bottom).toBeLessThanOrEqual(box.descent + 1);
    }
  });

  it('scales with the size and adds letter spacing per character', () => {
    const one = measureText('Grace', 'display', 10);
    expect(measureText('Grace', 'display', 30).width).toBeCloseTo(one.width * 3, 6);
    expect(measureText('Grace', 'display', 10, 0.1).width).toBeCloseTo(one.width + 5 * 0.1 * 10, 6);
  });

  it('measures emoji with the emoji font, not as an empty box', () => {
    const flower = measureText('🌸', 'serif', 40);
    expect(flower.width).toBeGreaterThan(30);
  });
});
