// Where the light falls: a soft pool of light on the subject and from the light source, dark
// towards the edges (chiaroscuro and vignette), plus the gradient maps the styles grade with.
import { mix } from '../svg';
import type { Gray } from './raster';
import { rgbOf } from './raster';
import type { StylePalette } from './palette';

/** The subject's centre of mass in the mask, as fractions; null = no mask or an empty one. */
export function maskCentre(m: Gray | null): { x: number; y: number } | null {
  if (!m) return null;
  let sx = 0,
    sy = 0,
    s = 0;
  const { data, width: w, height: h } = m;
  for (let y = 0; y < h; y += 2)
    for (let x = 0; x < w; x += 2) {
      const v = data[y * w + x]!;
      sx += v * x;
      sy += v * y;
      s += v;
    }
  return s > 255 * 20 ? { x: sx / s / w, y: sy / s / h } : null;
}

/**
 * Illumination per pixel (about `floor`..1.15): a pool of light around the focus and a second
 * one at the light source, falling off to dark corners.
 */
export function lightField(
  w: number,
  h: number,
  focus: { x: number; y: number },
  source: { x: number; y: number },
  floor: number,
  vignette: number,
  /** How much darker the side away from the light is (0 = none). */
  sidelong = 0,
): Float32Array {
  const out = new Float32Array(w * h);
  const S = Math.min(w, h);
  const fx = focus.x * w,
    fy = focus.y * h,
    sx = source.x * w,
    sy = source.y * h;
  const f2 = 1 / (2 * (0.42 * S) ** 2);
  const s2 = 1 / (2 * (0.3 * S) ** 2);
  const cx = w / 2,
    cy = h / 2;
  const rmax2 = cx * cx + cy * cy;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const a = Math.exp(-((x - fx) ** 2 + (y - fy) ** 2) * f2);
      const b = Math.exp(-((x - sx) ** 2 + (y - sy) ** 2) * s2);
      const r2 = ((x - cx) ** 2 + (y - cy) ** 2) / rmax2;
      const lit = floor + (1.15 - floor) * Math.max(a, 0.75 * b);
      const away = Math.abs(x - sx) / w;
      out[y * w + x] = lit * (1 - vignette * r2 * r2) * (1 - sidelong * away);
    }
  }
  return out;
}

/** A 256-entry RGB lookup through colour stops at luma positions 0..1 (a gradient map). */
export function gradientMap(stops: readonly (readonly [number, string])[]): Float32Array {
  const lut = new Float32Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const t = i / 255;
    let k = 0;
    while (k < stops.length - 2 && t > stops[k + 1]![0]) k++;
    const [t0, c0] = stops[k]!;
    const [t1, c1] = stops[k + 1]!;
    const c = rgbOf(mix(c0, c1, Math.min(1, Math.max(0, (t - t0) / (t1 - t0 || 1)))));
    lut[i * 3] = c[0];
    lut[i * 3 + 1] = c[1];
    lut[i * 3 + 2] = c[2];
  }
  return lut;
}

/** Per-channel multipliers of the light's colour cast. */
export function castOf(p: StylePalette): [number, number, number] {
  const c = rgbOf(p.cast);
  const s = p.castStrength;
  // Normalised so the cast shifts the colour, not the overall brightness.
  const mean = (c[0] + c[1] + c[2]) / 3 || 1;
  return [1 + s * (c[0] / mean - 1), 1 + s * (c[1] / mean - 1), 1 + s * (c[2] / mean - 1)];
}
