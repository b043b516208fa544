// Blockiness: how much a picture steps at the edges of a block grid (JPEG-like 8×8 artefacts,
// or a painter working block by block) compared with everywhere else. The mean absolute luma
// difference across the grid's lines, at the grid offset where it is largest, over the mean at
// the other offsets of the same parity (the styles paint at half size and scale up, which
// leaves a faint 2-pixel rhythm that must not count as blocks). About 1 for a clean picture;
// a JPEG at quality 10 measures well over 1.5.
import type { Box } from '../types';
import type { Pixels } from './pixel-metrics';

function ratio(sums: Float64Array): number {
  const B = sums.length;
  let best = 0;
  for (let o = 0; o < B; o++) {
    let other = 0;
    let n = 0;
    for (let k = 0; k < B; k++)
      if (k !== o && (k - o) % 2 === 0) {
        other += sums[k]!;
        n++;
      }
    if (n && other > 0) best = Math.max(best, sums[o]! / (other / n));
  }
  return best;
}

/** The median of a list of numbers (0 for none). */
function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Blockiness of a `block`-pixel grid inside `box` (the larger of the two directions). Each
 * offset counts the median step over its grid lines, not their sum: blocks step at every line
 * of the grid, while one straight edge that happens to fall on a line (a halo's ring, a panel's
 * side) is a single line and must not count as a grid.
 */
export function blockiness(p: Pixels, box: Box, block = 8): number {
  const luma = (x: number, y: number) => {
    const i = (y * p.width + x) * p.channels;
    return 0.299 * p.data[i]! + 0.587 * p.data[i + 1]! + 0.114 * p.data[i + 2]!;
  };
  const colSteps = new Float64Array(box.w);
  const rowSteps = new Float64Array(box.h);
  for (let y = box.y + 1; y < box.y + box.h; y++)
    for (let x = box.x + 1; x < box.x + box.w; x++) {
      const v = luma(x, y);
      colSteps[x - box.x]! += Math.abs(v - luma(x - 1, y));
      rowSteps[y - box.y]! += Math.abs(v - luma(x, y - 1));
    }
  const perOffset = (steps: Float64Array, start: number) => {
    const lines: number[][] = Array.from({ length: block }, () => []);
    for (let k = 1; k < steps.length; k++) lines[(start + k) % block]!.push(steps[k]!);
    return Float64Array.from(lines, median);
  };
  return Math.max(ratio(perOffset(colSteps, box.x)), ratio(perOffset(rowSteps, box.y)));
}
