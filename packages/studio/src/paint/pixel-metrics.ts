// Measures on rendered pixels, for the painter's tests and the reference script: what a viewer
// would notice about a style (lead lines and closed panes, soft light washes and paper grain,
// few flat colours, warmth and dark edges), computed on RGB inside a box.
import type { Box } from '../types';

export type Pixels = { data: Uint8Array | Buffer; width: number; height: number; channels: number };

const lumaAt = (p: Pixels, i: number) =>
  0.299 * p.data[i * p.channels]! +
  0.587 * p.data[i * p.channels + 1]! +
  0.114 * p.data[i * p.channels + 2]!;

function* pixelsIn(p: Pixels, box: Box): Generator<number> {
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) yield y * p.width + x;
}

/** Mean R, G, B, luma (0..255) and HSV saturation (0..1) inside the box. */
export function meanColour(p: Pixels, box: Box) {
  let r = 0,
    g = 0,
    b = 0,
    s = 0,
    n = 0;
  for (const i of pixelsIn(p, box)) {
    const R = p.data[i * p.channels]!,
      G = p.data[i * p.channels + 1]!,
      B = p.data[i * p.channels + 2]!;
    const max = Math.max(R, G, B);
    r += R;
    g += G;
    b += B;
    s += max ? (max - Math.min(R, G, B)) / max : 0;
    n++;
  }
  return {
    r: r / n,
    g: g / n,
    b: b / n,
    luma: (0.299 * r + 0.587 * g + 0.114 * b) / n,
    saturation: s / n,
  };
}

/**
 * Dark lines and the cells they close: the share of pixels whose brightest channel is below
 * `dark` (lead is dark in every channel; a deep ruby pane is not), and how many 4-connected
 * regions of the other pixels (at least `minCell` pixels each) they enclose.
 */
export function leadAndCells(p: Pixels, box: Box, dark = 60, minCell = 12) {
  const w = box.w,
    h = box.h;
  const lead = new Uint8Array(w * h);
  let leadCount = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = ((box.y + y) * p.width + box.x + x) * p.channels;
      if (Math.max(p.data[i]!, p.data[i + 1]!, p.data[i + 2]!) < dark) {
        lead[y * w + x] = 1;
        leadCount++;
      }
    }
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  let cells = 0;
  for (let start = 0; start < w * h; start++) {
    if (lead[start] || seen[start]) continue;
    let size = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w])
        if (j >= 0 && j < w * h && !lead[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    if (size >= minCell) cells++;
  }
  return { leadShare: leadCount / (w * h), cells };
}

/** The share of pixels on a hard edge (Sobel magnitude of luma above `threshold`). */
export function hardEdgeShare(p: Pixels, box: Box, threshold = 160): number {
  let hard = 0,
    n = 0;
  for (let y = box.y + 1; y < box.y + box.h - 1; y++)
    for (let x = box.x + 1; x < box.x + box.w - 1; x++) {
      const L = (dx: number, dy: number) => lumaAt(p, (y + dy) * p.width + x + dx);
      const gx = L(1, -1) + 2 * L(1, 0) + L(1, 1) - L(-1, -1) - 2 * L(-1, 0) - L(-1, 1);
      const gy = L(-1, 1) + 2 * L(0, 1) + L(1, 1) - L(-1, -1) - 2 * L(0, -1) - L(1, -1);
      if (Math.hypot(gx, gy) > threshold) hard++;
      n++;
    }
  return hard / n;
}

/**
 * Grain: the mean absolute difference between each pixel and the mean of its 3×3
 * neighbourhood, over pixels in flat areas only (where the 5×5 luma range is below `flat`).
 */
export function flatAreaGrain(
  p: Pixels,
  box: Box,
  flat = 40,
): { grain: number; flatShare: number } {
  let sum = 0,
    n = 0,
    total = 0;
  for (let y = box.y + 2; y < box.y + box.h - 2; y++)
    for (let x = box.x + 2; x < box.x + box.w - 2; x++) {
      total++;
      let lo = 255,
        hi = 0,
        near = 0;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const v = lumaAt(p, (y + dy) * p.width + x + dx);
          if (v < lo) lo = v;
          if (v > hi) hi = v;
          if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) near += v;
        }
      if (hi - lo >= flat) continue;
      sum += Math.abs(lumaAt(p, y * p.width + x) - near / 9);
      n++;
    }
  return { grain: n ? sum / n : 0, flatShare: n / total };
}

/** The share of pixels within `tolerance` (per channel) of the `top` most frequent colours. */
export function topColourShare(p: Pixels, box: Box, top = 8, tolerance = 8): number {
  const counts = new Map<number, number>();
  const keys: number[] = [];
  for (const i of pixelsIn(p, box)) {
    const k =
      (p.data[i * p.channels]! << 16) |
      (p.data[i * p.channels + 1]! << 8) |
      p.data[i * p.channels + 2]!;
    keys.push(k);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const best = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k]) => k);
  let near = 0;
  for (const k of keys) {
    if (
      best.some(
        (c) =>
          Math.abs(((c >> 16) & 255) - ((k >> 16) & 255)) <= tolerance &&
          Math.abs(((c >> 8) & 255) - ((k >> 8) & 255)) <= tolerance &&
          Math.abs((c & 255) - (k & 255)) <= tolerance,
      )
    )
      near++;
  }
  return near / keys.length;
}

/** Mean luma of the box's outer band (`band` of its short side) over that of its middle. */
export function edgeToCentreLuma(p: Pixels, box: Box, band = 0.12): number {
  const b = Math.round(Math.min(box.w, box.h) * band);
  let edge = 0,
    ne = 0,
    centre = 0,
    nc = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) {
      const v = lumaAt(p, y * p.width + x);
      const inBand =
        x < box.x + b || x >= box.x + box.w - b || y < box.y + b || y >= box.y + box.h - b;
      if (inBand) {
        edge += v;
        ne++;
      } else if (
        x >= box.x + box.w / 4 &&
        x < box.x + (3 * box.w) / 4 &&
        y >= box.y + box.h / 4 &&
        y < box.y + (3 * box.h) / 4
      ) {
        centre += v;
        nc++;
      }
    }
  return edge / ne / (centre / nc);
}

/** Pearson correlation of two images' luma inside the box. */
export function lumaCorrelation(a: Pixels, b: Pixels, box: Box): number {
  let sa = 0,
    sb = 0,
    saa = 0,
    sbb = 0,
    sab = 0,
    n = 0;
  for (const i of pixelsIn(a, box)) {
    const x = lumaAt(a, i),
      y = lumaAt(b, i);
    sa += x;
    sb += y;
    saa += x * x;
    sbb += y * y;
    sab += x * y;
    n++;
  }
  const cov = sab / n - (sa / n) * (sb / n);
  return cov / Math.sqrt((saa / n - (sa / n) ** 2) * (sbb / n - (sb / n) ** 2));
}
