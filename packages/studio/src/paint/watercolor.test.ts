import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stylePalette } from './palette';
import { watercolor } from './watercolor';

const W = 256,
  H = 320;
const CX = 128,
  CY = 160,
  R = 64;

/** A flat mid-blue disc on white: one wash with one edge. */
async function disc() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#ffffff"/><circle cx="${CX}" cy="${CY}" r="${R}" fill="#4a78b0"/></svg>`;
  const data = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  return { data, width: W, height: H, channels: 3 as const };
}

const luma = (d: Buffer, x: number, y: number) => {
  const i = (Math.round(y) * W + Math.round(x)) * 3;
  return 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
};

describe('watercolor', () => {
  it('pools darker pigment at the rim of a wash than in its middle', async () => {
    const out = await watercolor(await disc(), stylePalette('watercolor', 1, []), 1);
    let rim = 0,
      core = 0,
      nr = 0,
      nc = 0;
    for (let a = 0; a < 360; a += 3) {
      const c = Math.cos((a * Math.PI) / 180),
        s = Math.sin((a * Math.PI) / 180);
      for (let r = 0; r < 30; r += 3) {
        core += luma(out.data, CX + c * r, CY + s * r);
        nc++;
      }
      for (let r = R - 12; r < R - 5; r++) {
        rim += luma(out.data, CX + c * r, CY + s * r);
        nr++;
      }
    }
    // Measured: 23 darker at the rim with pooling, 11 without (the wash blurring into paper).
    expect(core / nc - rim / nr).toBeGreaterThan(16);
  });

  it('bleeds: the edge of the wash wanders instead of following the circle', async () => {
    const out = await watercolor(await disc(), stylePalette('watercolor', 1, []), 1);
    // Where, along each ray, the wash gives way to paper (halfway between the two).
    const inside = luma(out.data, CX, CY);
    const paper = luma(out.data, 20, 30);
    const half = (inside + paper) / 2;
    const radii: number[] = [];
    for (let a = 0; a < 360; a += 5) {
      const c = Math.cos((a * Math.PI) / 180),
        s = Math.sin((a * Math.PI) / 180);
      let r = R - 20;
      while (r < R + 25 && luma(out.data, CX + c * r, CY + s * r) < half) r++;
      radii.push(r);
    }
    const mean = radii.reduce((x, y) => x + y, 0) / radii.length;
    const sd = Math.sqrt(radii.reduce((x, y) => x + (y - mean) ** 2, 0) / radii.length);
    expect(Math.abs(mean - R)).toBeLessThan(8);
    expect(sd).toBeGreaterThan(1);
  });
});
