// Boxes for the subject finder. The models work on crops of a reduced copy of the photo, so
// boxes travel as fractions of the image (0…1, "unit boxes") and become pixels only at the end.
// A unit box may reach past the image's edges: crops there are padded with grey.
import type { Box } from './types';
import { tf } from './subject-models';

/** A box as fractions of an image: left, top, width, height. */
export type UnitBox = { x: number; y: number; w: number; h: number };

/** What crops outside the image are filled with (mid grey, as transparent photos are flattened). */
export const PAD_VALUE = 128;

export function iou(a: UnitBox, b: UnitBox): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/** Greedy non-maximum suppression: the best-scoring of overlapping boxes survives. */
export function suppress<T extends { box: UnitBox; score: number }>(items: T[], maxIou = 0.4): T[] {
  const kept: T[] = [];
  for (const item of [...items].sort((a, b) => b.score - a.score)) {
    if (kept.every((k) => iou(k.box, item.box) <= maxIou)) kept.push(item);
  }
  return kept;
}

/** The part of a box inside the image, or null when (almost) nothing is. */
export function clampUnit(box: UnitBox): UnitBox | null {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const w = Math.min(1, box.x + box.w) - x;
  const h = Math.min(1, box.y + box.h) - y;
  return w > 0.01 && h > 0.01 ? { x, y, w, h } : null;
}

export function unionUnit(boxes: UnitBox[]): UnitBox {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const r = Math.max(...boxes.map((b) => b.x + b.w));
  const btm = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: r - x, h: btm - y };
}

/**
 * A square (in pixels of a workW×workH image) centred on a box and `scale` times its longer
 * side: the models take square inputs, and stretching a tall figure to fit one distorts it.
 */
export function squareAround(box: UnitBox, workW: number, workH: number, scale: number): UnitBox {
  const side = Math.max(box.w * workW, box.h * workH) * scale;
  const cx = (box.x + box.w / 2) * workW;
  const cy = (box.y + box.h / 2) * workH;
  return {
    x: (cx - side / 2) / workW,
    y: (cy - side / 2) / workH,
    w: side / workW,
    h: side / workH,
  };
}

/**
 * The box moved inside the image, and cut to it along a side it is longer than. The segmenter
 * is given crops of the photo only: padded with grey, it took the photo's own edge for an outline
 * and the flag behind the astronaut for part of her.
 */
export function shiftInside(box: UnitBox): UnitBox {
  const w = Math.min(1, box.w);
  const h = Math.min(1, box.h);
  return {
    x: Math.min(1 - w, Math.max(0, box.x)),
    y: Math.min(1 - h, Math.max(0, box.y)),
    w,
    h,
  };
}

/** A square over the whole image (the longer side), the image centred in it. */
export function wholeSquare(workW: number, workH: number): UnitBox {
  return squareAround({ x: 0, y: 0, w: 1, h: 1 }, workW, workH, 1);
}

/** Maps a unit box of `region` to a unit box of the image the region was cut from. */
export function fromRegion(box: UnitBox, region: UnitBox): UnitBox {
  return {
    x: region.x + box.x * region.w,
    y: region.y + box.y * region.h,
    w: box.w * region.w,
    h: box.h * region.h,
  };
}

export function toPixels(box: UnitBox, width: number, height: number): Box {
  const x = Math.max(0, Math.round(box.x * width));
  const y = Math.max(0, Math.round(box.y * height));
  return {
    x,
    y,
    w: Math.max(1, Math.min(width, Math.round((box.x + box.w) * width)) - x),
    h: Math.max(1, Math.min(height, Math.round((box.y + box.h) * height)) - y),
  };
}

/** `region` of a [1, h, w, 3] image resized to size×size, grey where it leaves the image. */
export function cropRegion(image: tf.Tensor4D, region: UnitBox, size: number): tf.Tensor4D {
  return tf.image.cropAndResize(
    image,
    [[region.y, region.x, region.y + region.h, region.x + region.w]],
    [0],
    [size, size],
    'bilinear',
    PAD_VALUE,
  );
}
