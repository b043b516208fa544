// The subject's mask: MediaPipe's selfie segmenter run on the region around what the detector
// found, then pasted, soft-edged, into a mask of the photo's own size.
import type { Box } from './types';
import { cropRegion, type UnitBox } from './subject-geometry';
import { tf, type GraphModel } from './subject-models';

const SEG_SIZE = 256;

/** A probability map (0…1), row-major. */
export type ProbMap = { data: Float32Array; width: number; height: number };

/** Foreground probability over `region` of the image, at the segmenter's 256×256 output. */
export async function segmentRegion(
  segmenter: GraphModel,
  image: tf.Tensor4D,
  region: UnitBox,
): Promise<ProbMap> {
  const out = tf.tidy(
    () => segmenter.execute(tf.div(cropRegion(image, region, SEG_SIZE), 255)) as tf.Tensor,
  );
  const data = (await out.data()) as Float32Array;
  out.dispose();
  return { data, width: SEG_SIZE, height: SEG_SIZE };
}

/**
 * How the segmenter's probabilities become mask bytes: a smoothstep from `low` (0) to `high`
 * (255), so the mask is clearly 0 or 255 away from the outline and soft across it. People use
 * 0.3…0.7. For animals the person-trained model is less sure of itself, and background beside
 * the animal comes out near 0.5…0.8, so only its surer answers count: 0.55…0.95.
 */
export type MaskRamp = { low: number; high: number };
export const PERSON_RAMP: MaskRamp = { low: 0.3, high: 0.7 };
export const ANIMAL_RAMP: MaskRamp = { low: 0.55, high: 0.95 };

function rampByte(p: number, { low, high }: MaskRamp): number {
  const t = Math.min(1, Math.max(0, (p - low) / (high - low)));
  return Math.round(255 * t * t * (3 - 2 * t));
}

/** Mean probability (0…1) of a map over `part` (a unit box of the map's region). */
export function coverage(map: ProbMap, part: UnitBox): number {
  const x0 = Math.max(0, Math.floor(part.x * map.width));
  const y0 = Math.max(0, Math.floor(part.y * map.height));
  const x1 = Math.min(map.width, Math.ceil((part.x + part.w) * map.width));
  const y1 = Math.min(map.height, Math.ceil((part.y + part.h) * map.height));
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += map.data[y * map.width + x]!;
  return x1 > x0 && y1 > y0 ? sum / ((x1 - x0) * (y1 - y0)) : 0;
}

/**
 * A soft ellipse filling the map: the animal path's stand-in when the segmenter sees no
 * foreground in the detector's box (the box is then the best evidence there is).
 */
export function ellipseMap(width: number, height: number): ProbMap {
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x + 0.5) / width - 0.5;
      const dy = (y + 0.5) / height - 0.5;
      const r = Math.sqrt(dx * dx + dy * dy) * 2; // 1 on the inscribed ellipse
      data[y * width + x] = Math.min(1, Math.max(0, (1.05 - r) / 0.2 + 0.5));
    }
  }
  return { data, width, height };
}

/**
 * Paints a region's probabilities into a width×height mask, scaled up with bilinear
 * interpolation; where the mask already holds a higher value (another person of a group) it is
 * kept. The region may reach past the photo's edges: only its part inside is written.
 */
export function paintMask(
  mask: Buffer,
  width: number,
  height: number,
  map: ProbMap,
  region: UnitBox,
  ramp: MaskRamp,
): void {
  const rx = region.x * width;
  const ry = region.y * height;
  const rw = region.w * width;
  const rh = region.h * height;
  const x0 = Math.max(0, Math.floor(rx));
  const y0 = Math.max(0, Math.floor(ry));
  const x1 = Math.min(width, Math.ceil(rx + rw));
  const y1 = Math.min(height, Math.ceil(ry + rh));
  const lut = new Uint8Array(1025);
  for (let i = 0; i <= 1024; i++) lut[i] = rampByte(i / 1024, ramp);
  const { data, width: mw, height: mh } = map;
  // Where each photo column falls in the map: left index and weight (same for every row).
  const ix = new Int32Array(x1 - x0);
  const wx = new Float32Array(x1 - x0);
  for (let x = x0; x < x1; x++) {
    const fx = Math.min(mw - 1, Math.max(0, ((x + 0.5 - rx) / rw) * mw - 0.5));
    ix[x - x0] = Math.min(mw - 2, Math.floor(fx));
    wx[x - x0] = fx - ix[x - x0]!;
  }
  for (let y = y0; y < y1; y++) {
    const fy = Math.min(mh - 1, Math.max(0, ((y + 0.5 - ry) / rh) * mh - 0.5));
    const iy = Math.min(mh - 2, Math.floor(fy));
    const wy = fy - iy;
    const row0 = iy * mw;
    const row1 = row0 + mw;
    for (let x = x0; x < x1; x++) {
      const i = ix[x - x0]!;
      const w = wx[x - x0]!;
      const top = data[row0 + i]! * (1 - w) + data[row0 + i + 1]! * w;
      const bottom = data[row1 + i]! * (1 - w) + data[row1 + i + 1]! * w;
      const p = top * (1 - wy) + bottom * wy;
      const v = lut[Math.round(Math.min(1, Math.max(0, p)) * 1024)]!;
      if (v > mask[y * width + x]!) mask[y * width + x] = v;
    }
  }
}

/** The bounding box of the mask's pixels at or above `threshold`, or null when there are none. */
export function maskBox(mask: Buffer, width: number, height: number, threshold = 128): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x]! < threshold) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

/**
 * An animal's head, best effort: no model here finds animal faces, so the head is taken to be
 * the top of the animal's silhouette. Rows from the mask's top down to half the box's height
 * (at most 0.8 of its width) are measured; their mask-weighted horizontal centre ± 1.7 standard
 * deviations gives the head's sides. A close-up, where the animal fills the photo from its top
 * edge down (chelsea.png), is mostly head: the head then runs down to 0.9 of the box, so the
 * muzzle and mouth are in it (the half-box head stopped at the eyes).
 */
export function headFromMask(
  mask: Buffer,
  width: number,
  box: Box,
  photo?: { height: number },
): Box {
  const closeUp =
    photo !== undefined && box.y <= photo.height * 0.03 && box.h >= photo.height * 0.85;
  const h = Math.max(1, Math.round(closeUp ? box.h * 0.9 : Math.min(box.h * 0.5, box.w * 0.8)));
  let sum = 0;
  let sumX = 0;
  let sumXX = 0;
  for (let y = box.y; y < box.y + h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const m = mask[y * width + x]!;
      sum += m;
      sumX += m * x;
      sumXX += m * x * x;
    }
  }
  if (sum === 0) return { x: box.x, y: box.y, w: box.w, h };
  const cx = sumX / sum;
  const sd = Math.sqrt(Math.max(0, sumXX / sum - cx * cx));
  const left = Math.max(box.x, Math.round(cx - 1.7 * sd));
  const right = Math.min(box.x + box.w, Math.round(cx + 1.7 * sd));
  return { x: left, y: box.y, w: Math.max(1, right - left), h };
}
