// Typed-array filters the styles share: the Kuwahara painterly filter (integral images, so any
// radius costs the same), the structure direction of a picture, and line-integral convolution
// that smears noise along it into brush strokes.
import type { Gray, Rgb } from './raster';

/**
 * Kuwahara filter: each pixel takes the mean colour of its four (r+1)² quadrants, weighted
 * towards the one with the least luma variance, which flattens texture into strokes of colour while keeping
 * edges. `radiusAt` gives a per-pixel radius (smaller = more detail); null = `radius` everywhere.
 */
export function kuwahara(src: Rgb, radius: number, radiusAt: Uint8Array | null = null): Rgb {
  const { data, width: w, height: h } = src;
  const W1 = w + 1;
  const size = W1 * (h + 1);
  const sr = new Float64Array(size);
  const sg = new Float64Array(size);
  const sb = new Float64Array(size);
  const sl = new Float64Array(size);
  const sll = new Float64Array(size);
  for (let y = 0; y < h; y++) {
    let ar = 0,
      ag = 0,
      ab = 0,
      al = 0,
      all = 0;
    const row = (y + 1) * W1;
    const prev = y * W1;
    for (let x = 0; x < w; x++) {
      const j = (y * w + x) * 3;
      const r = data[j]!,
        g = data[j + 1]!,
        b = data[j + 2]!;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      ar += r;
      ag += g;
      ab += b;
      al += l;
      all += l * l;
      const k = row + x + 1;
      sr[k] = sr[prev + x + 1]! + ar;
      sg[k] = sg[prev + x + 1]! + ag;
      sb[k] = sb[prev + x + 1]! + ab;
      sl[k] = sl[prev + x + 1]! + al;
      sll[k] = sll[prev + x + 1]! + all;
    }
  }
  const out = new Uint8ClampedArray(data.length);
  const box = (a: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    a[y1 * W1 + x1]! - a[y0 * W1 + x1]! - a[y1 * W1 + x0]! + a[y0 * W1 + x0]!;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const rad = radiusAt ? radiusAt[i]! : radius;
      // Soft choice (Papari et al.'s weighting): each quadrant's mean counts by 1/(1+var)²,
      // so the calmest quadrant dominates but neighbours do not flip wholesale from one
      // quadrant to the next. The hard choice left square patches with stair-stepped edges
      // (blocky, posterised cheeks and hair at the full PNG's size).
      let wr = 0,
        wg = 0,
        wb = 0,
        wsum = 0;
      for (let q = 0; q < 4; q++) {
        const x0 = Math.max(0, q & 1 ? x : x - rad);
        const x1 = Math.min(w, (q & 1 ? x + rad : x) + 1);
        const y0 = Math.max(0, q & 2 ? y : y - rad);
        const y1 = Math.min(h, (q & 2 ? y + rad : y) + 1);
        const n = (x1 - x0) * (y1 - y0);
        const m = box(sl, x0, y0, x1, y1) / n;
        const v = Math.max(0, box(sll, x0, y0, x1, y1) / n - m * m);
        const k = 1 / ((1 + v) * (1 + v) * n);
        wr += box(sr, x0, y0, x1, y1) * k;
        wg += box(sg, x0, y0, x1, y1) * k;
        wb += box(sb, x0, y0, x1, y1) * k;
        wsum += k * n;
      }
      out[i * 3] = wr / wsum;
      out[i * 3 + 1] = wg / wsum;
      out[i * 3 + 2] = wb / wsum;
    }
  }
  return { data: out, width: w, height: h };
}

/** Sobel gradient of a grey image: gx, gy per pixel (edges replicate). */
export function sobel(g: Gray): { gx: Float32Array; gy: Float32Array } {
  const { data, width: w, height: h } = g;
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const ym = (y > 0 ? y - 1 : 0) * w;
    const y0 = y * w;
    const yp = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const xm = x > 0 ? x - 1 : 0;
      const xp = x < w - 1 ? x + 1 : x;
      const a = data[ym + xm]!,
        b = data[ym + x]!,
        c = data[ym + xp]!;
      const d = data[y0 + xm]!,
        f = data[y0 + xp]!;
      const gg = data[yp + xm]!,
        hh = data[yp + x]!,
        ii = data[yp + xp]!;
      gx[y0 + x] = c + 2 * f + ii - a - 2 * d - gg;
      gy[y0 + x] = gg + 2 * hh + ii - a - 2 * b - c;
    }
  }
  return { gx, gy };
}

/**
 * Brush strokes: noise smeared by line-integral convolution along the direction of the
 * picture's contours (perpendicular to the smoothed gradient); flat areas take `fallback`
 * radians. Returns values around 0 (about −0.5..0.5).
 */
export function strokeField(
  smoothLuma: Gray,
  noise: Uint8ClampedArray,
  length: number,
  fallback: number,
  /** Low-frequency noise (0..255) that swings the flat areas' direction by up to ±0.9 rad. */
  swing: Uint8ClampedArray | null = null,
): Float32Array {
  const { width: w, height: h } = smoothLuma;
  const { gx, gy } = sobel(smoothLuma);
  const dx = new Float32Array(w * h);
  const dy = new Float32Array(w * h);
  let fx = Math.cos(fallback),
    fy = Math.sin(fallback);
  for (let i = 0; i < dx.length; i++) {
    if (swing) {
      const a = fallback + ((swing[i]! - 128) / 128) * 0.9;
      fx = Math.cos(a);
      fy = Math.sin(a);
    }
    const mx = gx[i]!,
      my = gy[i]!;
    const m = Math.hypot(mx, my);
    // Blend towards the fallback direction where the picture is flat.
    const t = Math.min(1, m / 40);
    const ux = m > 0 ? -my / m : fx;
    const uy = m > 0 ? mx / m : fy;
    const vx = ux * t + fx * (1 - t);
    const vy = uy * t + fy * (1 - t);
    const vm = Math.hypot(vx, vy) || 1;
    dx[i] = vx / vm;
    dy[i] = vy / vm;
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = noise[y * w + x]!;
      let count = 1;
      for (let dir = -1; dir <= 1; dir += 2) {
        let px = x + 0.5,
          py = y + 0.5;
        for (let s = 0; s < length; s++) {
          const k = (py | 0) * w + (px | 0);
          px += dx[k]! * dir;
          py += dy[k]! * dir;
          if (px < 0 || py < 0 || px >= w || py >= h) break;
          sum += noise[(py | 0) * w + (px | 0)]!;
          count++;
        }
      }
      out[y * w + x] = sum / count / 255 - 0.5;
    }
  }
  return out;
}
