// A close-up's crown where the photo itself ends. When the photo's top edge cuts through the
// head, the cut-out ended in a straight line across it. Each wide stretch of the subject along
// that edge (the crown; not a narrow ear tip, which stands alone there) is rounded off into an
// arc: highest in its middle, where it still meets the edge, curving down towards its ends.
import type { Box, Subject } from './types';

/** How deep the arc goes at a stretch's ends, as a share of its half width. */
const DEPTH = 0.25;
/** How far past a stretch's ends (a share of its half width) the arc eases back to the edge. */
const TAPER = 0.3;
/** Narrower stretches (ear tips, stray edge pixels) are left as they are. */
const MIN_SHARE = 0.15;

/**
 * Per output column of `dest` (the cut-out's box in output pixels), how far below the photo's
 * top edge the subject now starts (output pixels, 0 = at the edge), or null when the subject
 * does not meet the photo's top edge inside the picture.
 */
export function crownLine(
  subject: Subject,
  at: { left: number; top: number; scale: number },
  dest: Box,
): Float32Array | null {
  // The photo's top row must be in the picture and the subject must reach it.
  if (at.top < 0 || subject.box.y > subject.height * 0.02) return null;
  const { mask, width } = subject;
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= width; x++) {
    const on = x < width && Math.max(mask[x]!, mask[width + x]!) >= 128;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      if (x - start >= subject.box.w * MIN_SHARE) runs.push([start, x]);
      start = -1;
    }
  }
  if (!runs.length) return null;
  const dip = new Float32Array(dest.w);
  for (let x = 0; x < dest.w; x++) {
    const px = (dest.x + x + 0.5 - at.left) / at.scale;
    for (const [a, b] of runs) {
      const half = (b - a) / 2;
      const u = Math.abs(px - (a + half)) / half;
      if (u >= 1 + TAPER) continue;
      // A quarter ellipse each side, flat in the middle and steepening to the ends; past the
      // ends it eases back to the edge, so no step is left where the stretch ends.
      const k = u <= 1 ? 1 - Math.sqrt(1 - u * u) : 1 - (u - 1) / TAPER;
      dip[x] = Math.max(dip[x]!, half * DEPTH * k * at.scale);
    }
  }
  return dip;
}
