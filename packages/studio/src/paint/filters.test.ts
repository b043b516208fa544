import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../svg';
import { kuwahara } from './filters';
import type { Rgb } from './raster';
import { slic } from './slic';

/** Left half dark, right half light, with ±30 of noise on every pixel. */
function noisyStep(w: number, h: number): Rgb {
  const r = mulberry32(5);
  const data = new Uint8ClampedArray(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const base = x < w / 2 ? 60 : 190;
      for (let c = 0; c < 3; c++) data[(y * w + x) * 3 + c] = base + r.range(-30, 30);
    }
  return { data, width: w, height: h };
}

const at = (img: Rgb, x: number, y: number) => img.data[(y * img.width + x) * 3]!;

describe('kuwahara', () => {
  it('flattens texture but keeps the edge sharp', () => {
    const src = noisyStep(64, 48);
    const out = kuwahara(src, 4);
    const spread = (img: Rgb, x0: number, x1: number) => {
      const v: number[] = [];
      for (let y = 8; y < 40; y++) for (let x = x0; x < x1; x++) v.push(at(img, x, y));
      const m = v.reduce((a, b) => a + b, 0) / v.length;
      return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / v.length);
    };
    expect(spread(out, 4, 26)).toBeLessThan(spread(src, 4, 26) / 2.5);
    // Across the edge the value still jumps within two pixels.
    for (let y = 8; y < 40; y++) {
      expect(at(out, 30, y)).toBeLessThan(100);
      expect(at(out, 33, y)).toBeGreaterThan(150);
    }
  });

  it('keeps more detail where the per-pixel radius is smaller', () => {
    const src = noisyStep(64, 48);
    const radii = new Uint8Array(64 * 48).fill(5);
    for (let y = 0; y < 48; y++) for (let x = 0; x < 16; x++) radii[y * 64 + x] = 1;
    const out = kuwahara(src, 5, radii);
    let fine = 0,
      coarse = 0;
    for (let y = 8; y < 40; y++)
      for (let x = 4; x < 12; x++) {
        fine += Math.abs(at(out, x, y) - at(src, x, y));
        coarse += Math.abs(at(out, x + 12, y) - at(src, x + 12, y));
      }
    expect(fine).toBeLessThan(coarse * 0.8);
  });
});

describe('slic', () => {
  it('cuts compact single-piece cells, finer where the mask is set', () => {
    const w = 120,
      h = 90;
    const src = noisyStep(w, h);
    const mask = { data: new Uint8ClampedArray(w * h), width: w, height: h };
    for (let y = 0; y < h; y++) for (let x = 0; x < 40; x++) mask.data[y * w + x] = 255;
    const { labels, count } = slic(src, mask, 20, 10, 1);
    const sizes = new Map<number, { n: number; x: number }>();
    for (let i = 0; i < labels.length; i++) {
      const s = sizes.get(labels[i]!) ?? { n: 0, x: 0 };
      s.n++;
      s.x += i % w;
      sizes.set(labels[i]!, s);
    }
    expect(sizes.size).toBe(count);
    const left = [...sizes.values()].filter((s) => s.x / s.n < 35).map((s) => s.n);
    const right = [...sizes.values()].filter((s) => s.x / s.n > 45).map((s) => s.n);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(left)).toBeLessThan(mean(right) / 2);
    // Cells follow the step: almost no row has one cell on both sides of it.
    let straddles = 0;
    for (let y = 0; y < h; y++)
      if (labels[y * w + w / 2 - 1] === labels[y * w + w / 2]) straddles++;
    expect(straddles).toBeLessThanOrEqual(h * 0.1);
    // Every cell is one connected piece.
    const seen = new Set<number>();
    const visited = new Uint8Array(w * h);
    for (let start = 0; start < labels.length; start++) {
      if (visited[start]) continue;
      const k = labels[start]!;
      expect(seen.has(k)).toBe(false);
      seen.add(k);
      const stack = [start];
      visited[start] = 1;
      while (stack.length) {
        const i = stack.pop()!;
        const x = i % w;
        for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w])
          if (j >= 0 && j < w * h && !visited[j] && labels[j] === k) {
            visited[j] = 1;
            stack.push(j);
          }
      }
    }
  });
});
