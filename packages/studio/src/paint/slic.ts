// SLIC superpixels (Achanta et al. 2012) with per-centre cell sizes: the picture is broken into
// compact cells that follow its edges; a finer grid where the subject is keeps the face
// readable in glass.
import { mulberry32 } from '../svg';
import type { Gray, Rgb } from './raster';

/**
 * Labels per pixel (0..count-1). `step` is the cell size in pixels, `fineStep` the size where
 * the mask is set, `mid.step` where `mid.mask` is set and the mask is not (the wings: a pane or
 * so per feather); the seed jitters the starting grid, so each seed cuts different cells.
 */
export function slic(
  img: Rgb,
  mask: Gray | null,
  step: number,
  fineStep: number,
  seed: number,
  iterations = 4,
  compactness = 40,
  mid: { mask: Gray; step: number } | null = null,
): { labels: Int32Array; count: number } {
  const { data, width: w, height: h } = img;
  const r = mulberry32(seed);
  const cx: number[] = [],
    cy: number[] = [],
    cs: number[] = [];
  const seedGrid = (s: number, keep: (x: number, y: number) => boolean) => {
    for (let y = s / 2; y < h; y += s)
      for (let x = s / 2; x < w; x += s) {
        const jx = Math.min(w - 1, Math.max(0, x + r.range(-0.35, 0.35) * s));
        const jy = Math.min(h - 1, Math.max(0, y + r.range(-0.35, 0.35) * s));
        if (keep(jx, jy)) {
          cx.push(jx);
          cy.push(jy);
          cs.push(s);
        }
      }
  };
  const inMask = (x: number, y: number) => (mask ? mask.data[(y | 0) * w + (x | 0)]! > 127 : false);
  const inMid = (x: number, y: number) =>
    mid ? mid.mask.data[(y | 0) * w + (x | 0)]! > 127 && !inMask(x, y) : false;
  seedGrid(step, (x, y) => !inMask(x, y) && !inMid(x, y));
  if (mask) seedGrid(fineStep, inMask);
  if (mid) seedGrid(mid.step, inMid);
  const K = cx.length;
  const cr = new Float64Array(K),
    cg = new Float64Array(K),
    cb = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    const j = ((cy[k]! | 0) * w + (cx[k]! | 0)) * 3;
    cr[k] = data[j]!;
    cg[k] = data[j + 1]!;
    cb[k] = data[j + 2]!;
  }
  const labels = new Int32Array(w * h).fill(-1);
  const dist = new Float32Array(w * h);
  const m2 = compactness * compactness;
  for (let it = 0; it < iterations; it++) {
    dist.fill(Infinity);
    for (let k = 0; k < K; k++) {
      const s = cs[k]!;
      const inv = m2 / (s * s);
      const x0 = Math.max(0, Math.floor(cx[k]! - s)),
        x1 = Math.min(w, Math.ceil(cx[k]! + s));
      const y0 = Math.max(0, Math.floor(cy[k]! - s)),
        y1 = Math.min(h, Math.ceil(cy[k]! + s));
      const R = cr[k]!,
        G = cg[k]!,
        B = cb[k]!,
        X = cx[k]!,
        Y = cy[k]!;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = y * w + x;
          const j = i * 3;
          const dr = data[j]! - R,
            dg = data[j + 1]! - G,
            db = data[j + 2]! - B;
          const d = dr * dr + dg * dg + db * db + ((x - X) ** 2 + (y - Y) ** 2) * inv;
          if (d < dist[i]!) {
            dist[i] = d;
            labels[i] = k;
          }
        }
      }
    }
    const sx = new Float64Array(K),
      sy = new Float64Array(K),
      sr = new Float64Array(K),
      sg = new Float64Array(K),
      sb = new Float64Array(K),
      n = new Float64Array(K);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        let k = labels[i]!;
        // A pixel no centre reached takes its left (or upper) neighbour's cell.
        if (k < 0) k = labels[i] = x > 0 ? labels[i - 1]! : y > 0 ? labels[i - w]! : 0;
        sx[k]! += x;
        sy[k]! += y;
        sr[k]! += data[i * 3]!;
        sg[k]! += data[i * 3 + 1]!;
        sb[k]! += data[i * 3 + 2]!;
        n[k]! += 1;
      }
    for (let k = 0; k < K; k++) {
      if (!n[k]) continue;
      cx[k] = sx[k]! / n[k]!;
      cy[k] = sy[k]! / n[k]!;
      cr[k] = sr[k]! / n[k]!;
      cg[k] = sg[k]! / n[k]!;
      cb[k] = sb[k]! / n[k]!;
    }
  }
  return connect(labels, w, h, K, Math.max(4, Math.round((fineStep * fineStep) / 4)));
}

/**
 * SLIC leaves fragments of a cell apart from it; each connected piece becomes its own cell, and
 * pieces smaller than `minSize` join the cell they touch first (so every pane is one piece).
 */
function connect(
  labels: Int32Array,
  w: number,
  h: number,
  count: number,
  minSize: number,
): { labels: Int32Array; count: number } {
  const out = new Int32Array(w * h).fill(-1);
  const queue = new Int32Array(w * h);
  const around = new Int32Array(4);
  let next = 0;
  void count;
  for (let start = 0; start < w * h; start++) {
    if (out[start]! >= 0) continue;
    const k = labels[start]!;
    // The cell already labelled that this piece touches (left or up of its first pixel).
    const sx = start % w;
    const adjacent = sx > 0 ? out[start - 1]! : start >= w ? out[start - w]! : -1;
    let head = 0,
      tail = 0;
    queue[tail++] = start;
    out[start] = next;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % w;
      around[0] = x > 0 ? i - 1 : -1;
      around[1] = x < w - 1 ? i + 1 : -1;
      around[2] = i - w;
      around[3] = i < w * (h - 1) ? i + w : -1;
      for (let a = 0; a < 4; a++) {
        const j = around[a]!;
        if (j >= 0 && out[j]! < 0 && labels[j] === k) {
          out[j] = next;
          queue[tail++] = j;
        }
      }
    }
    if (tail < minSize && adjacent >= 0) {
      for (let q = 0; q < tail; q++) out[queue[q]!] = adjacent;
    } else next++;
  }
  return { labels: out, count: next };
}
