// Test support: measures that tell a painted part of a portrait from a flat or pasted one. The
// wings: how many tones they hold, how soft their outline is, how much lead crosses them. The
// Stained Glass face: how few colours it keeps of the photo's, how much of the photo's fine
// grain survives, how dark its trace lines are.
import type { Box } from '../types';

export type Pixels = { data: Buffer; width: number; height: number; channels: number };

/** Luma (0..255) of every pixel. */
export function lumaOf(p: Pixels): Float32Array {
  const out = new Float32Array(p.width * p.height);
  for (let i = 0, o = 0; i < out.length; i++, o += p.channels)
    out[i] = 0.299 * p.data[o]! + 0.587 * p.data[o + 1]! + 0.114 * p.data[o + 2]!;
  return out;
}

/** Tones a region holds: luma values (whole numbers) each covering at least 0.2 % of it. */
export function toneCount(luma: Float32Array, region: Uint8Array): number {
  const hist = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < luma.length; i++)
    if (region[i]) {
      hist[Math.round(luma[i]!)]!++;
      total++;
    }
  let tones = 0;
  for (const c of hist) if (c >= total * 0.002) tones++;
  return tones;
}

/**
 * How soft an outline is: of the outline pixels across which the picture changes (at least 16
 * luma within 3 px), the share where no single-pixel step carries more than 40 % of that change.
 * A crisp vector edge steps at once (share near 0); a painted edge ramps.
 */
export function softEdgeShare(luma: Float32Array, W: number, H: number, outline: Uint8Array) {
  let edges = 0;
  let soft = 0;
  for (let y = 3; y < H - 3; y++)
    for (let x = 3; x < W - 3; x++) {
      const i = y * W + x;
      if (!outline[i]) continue;
      let lo = 255;
      let hi = 0;
      let step = 0;
      for (let dy = -3; dy <= 3; dy++)
        for (let dx = -3; dx <= 3; dx++) {
          const j = i + dy * W + dx;
          const v = luma[j]!;
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
          if (dx < 3) step = Math.max(step, Math.abs(v - luma[j + 1]!));
          if (dy < 3) step = Math.max(step, Math.abs(v - luma[j + W]!));
        }
      if (hi - lo < 16) continue;
      edges++;
      if (step <= 0.4 * (hi - lo)) soft++;
    }
  return { edges, share: edges ? soft / edges : 0 };
}

/** Share of a region's pixels darker than `below` (lead came, trace lines). */
export function darkShare(luma: Float32Array, region: Uint8Array, below: number): number {
  let dark = 0;
  let total = 0;
  for (let i = 0; i < luma.length; i++)
    if (region[i]) {
      total++;
      if (luma[i]! < below) dark++;
    }
  return total ? dark / total : 0;
}

/** Distinct colours in a box after a light quantisation (32 levels a channel). */
export function colourCount(p: Pixels, box: Box): number {
  const seen = new Set<number>();
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) {
      const o = (y * p.width + x) * p.channels;
      seen.add(((p.data[o]! >> 3) << 10) | ((p.data[o + 1]! >> 3) << 5) | (p.data[o + 2]! >> 3));
    }
  return seen.size;
}

/**
 * Fine grain in a box: the mean absolute difference between luma and its 3×3 mean (fur, skin
 * and photo noise live there; broad shading and smooth panes do not).
 */
export function grain(luma: Float32Array, W: number, box: Box): number {
  let sum = 0;
  let n = 0;
  for (let y = box.y + 1; y < box.y + box.h - 1; y++)
    for (let x = box.x + 1; x < box.x + box.w - 1; x++) {
      const i = y * W + x;
      let mean = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) mean += luma[i + dy * W + dx]!;
      sum += Math.abs(luma[i]! - mean / 9);
      n++;
    }
  return n ? sum / n : 0;
}

/**
 * The wing region and its outline from the wings' own coverage (0..255 at the picture's size):
 * inside = fully covered, outline = covered pixels with an uncovered 4-neighbour; both outside
 * `exclude` (the subject, the halo, the frame).
 */
export function wingRegions(wings: Uint8Array, exclude: Uint8Array, W: number, H: number) {
  const inside = new Uint8Array(W * H);
  const outline = new Uint8Array(W * H);
  const on = (i: number) => wings[i]! >= 128;
  for (let y = 1; y < H - 1; y++)
    for (let x = 1; x < W - 1; x++) {
      const i = y * W + x;
      if (exclude[i] || !on(i)) continue;
      if (wings[i]! >= 250) inside[i] = 1;
      if (!on(i - 1) || !on(i + 1) || !on(i - W) || !on(i + W)) outline[i] = 1;
    }
  return { inside, outline };
}

/**
 * How broken up a box is: the share of its pixels that step by more than `t` luma to the next
 * pixel right or below. A photo's fur and its posterised copy are broken up all over; broad
 * painted shading is not, only its lines.
 */
export function edgeDensity(luma: Float32Array, W: number, box: Box, t = 10): number {
  let edges = 0;
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = y * W + x;
      n++;
      if (Math.max(Math.abs(luma[i]! - luma[i + 1]!), Math.abs(luma[i]! - luma[i + W]!)) > t)
        edges++;
    }
  return n ? edges / n : 0;
}

/**
 * Trace lines: the share of a region's pixels darker by more than `t` than the mean of the
 * (2r+1)² square round them, i.e. thin dark strokes rather than dark areas.
 */
export function traceShare(luma: Float32Array, W: number, region: Uint8Array, r = 4, t = 30) {
  let lines = 0;
  let n = 0;
  for (let i = 0; i < luma.length; i++) {
    if (!region[i]) continue;
    n++;
    let sum = 0;
    for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) sum += luma[i + dy * W + dx]!;
    if (sum / (2 * r + 1) ** 2 - luma[i]! > t) lines++;
  }
  return n ? lines / n : 0;
}
