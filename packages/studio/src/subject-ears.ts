// A pet's ears, given back to its mask. The segmenter is trained on people: on a cat's
// close-up it marks the head but not the ears above it (chelsea.png: 0 at both ears), so the
// portrait lost them and the head ended flat across the forehead. Above the silhouette's top,
// column by column, the photo's pixels that look like the animal's own top (nearer its colour
// than the background's there) and join the silhouette are added to the mask.
import type { Box } from './types';

/** RGB at the working size (the models' copy of the photo), row-major. */
export type WorkRgb = { data: Float32Array; width: number; height: number };

const dist2 = (a: number[], r: number, g: number, b: number) =>
  (a[0]! - r) ** 2 + (a[1]! - g) ** 2 + (a[2]! - b) ** 2;

/**
 * Adds the ears (and whatever else of the head's outline stands above the mask's top) to an
 * animal's mask, in place. `box` is the mask's box in the photo's pixels; `rgb` the photo at
 * the working size. Only the top third of the box is looked at.
 */
export function recoverEars(mask: Buffer, width: number, height: number, box: Box, rgb: WorkRgb) {
  const top = box.y;
  const bottom = Math.min(height, Math.round(box.y + box.h * 0.35));
  if (bottom - top < 4) return;
  const sx = rgb.width / width;
  const sy = rgb.height / height;
  const colour = (x: number, y: number): [number, number, number] => {
    const i =
      (Math.min(rgb.height - 1, Math.floor(y * sy)) * rgb.width +
        Math.min(rgb.width - 1, Math.floor(x * sx))) *
      3;
    return [rgb.data[i]!, rgb.data[i + 1]!, rgb.data[i + 2]!];
  };
  // The animal's and the background's mean colour in that band.
  const fg = [0, 0, 0, 0];
  const bg = [0, 0, 0, 0];
  for (let y = top; y < bottom; y += 2)
    for (let x = box.x; x < box.x + box.w; x += 2) {
      const m = mask[y * width + x]!;
      const into = m >= 220 ? fg : m <= 20 ? bg : null;
      if (!into) continue;
      const [r, g, b] = colour(x, y);
      into[0]! += r;
      into[1]! += g;
      into[2]! += b;
      into[3]! += 1;
    }
  if (fg[3]! < 20 || bg[3]! < 20) return;
  const f = fg.slice(0, 3).map((v) => v / fg[3]!);
  const k = bg.slice(0, 3).map((v) => v / bg[3]!);
  // Too alike to tell apart: leave the mask as the segmenter made it.
  if (Math.sqrt(dist2(f, k[0]!, k[1]!, k[2]!)) < 40) return;
  const animalLike = (x: number, y: number) => {
    const [r, g, b] = colour(x, y);
    return dist2(f, r, g, b) < dist2(k, r, g, b) * 0.85;
  };
  // From the silhouette's edge outwards while the photo looks like the animal (a gap of a few
  // pixels, a whisker or a highlight, is bridged); returns the farthest such pixel.
  const walk = (from: number, to: number, step: number, at: (t: number) => boolean) => {
    let gap = 0;
    let reach = from;
    for (let t = from + step; step > 0 ? t < to : t >= to; t += step) {
      if (at(t)) {
        reach = t;
        gap = 0;
      } else if (++gap > 5) break;
    }
    return reach;
  };
  const add: number[] = [];
  // Up from the top of the silhouette, column by column (ears standing above the head) ...
  for (let x = box.x; x < box.x + box.w; x++) {
    let y0 = -1;
    for (let y = top; y < bottom; y++)
      if (mask[y * width + x]! >= 128) {
        y0 = y;
        break;
      }
    if (y0 <= top) continue;
    const reach = walk(y0, top, -1, (y) => animalLike(x, y));
    for (let y = reach; y < y0; y++) add.push(y * width + x);
  }
  // ... and out from the sides of the head's run in each row (ears set wide, beside the head;
  // a patch of wall the segmenter took in may stand beyond them, so not from the row's ends).
  const x0 = box.x;
  const x1 = box.x + box.w;
  const mid = Math.round(box.x + box.w / 2);
  for (let y = top; y < bottom; y++) {
    const row = y * width;
    const on = (x: number) => mask[row + x]! >= 128;
    if (!on(mid)) continue;
    let left = mid;
    while (left > x0 && on(left - 1)) left--;
    let right = mid;
    while (right < x1 - 1 && on(right + 1)) right++;
    const l = walk(left, x0, -1, (x) => !on(x) && animalLike(x, y));
    const r = walk(right, x1, 1, (x) => !on(x) && animalLike(x, y));
    for (let x = l; x < left; x++) add.push(row + x);
    for (let x = right + 1; x <= r; x++) add.push(row + x);
  }
  for (const i of add) mask[i] = 255;
}
