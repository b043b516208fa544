// Where the picture must keep its detail: the subject's mask and, finer still, the face. Every
// style reads them at its working size: smaller strokes, cells and shapes there.
import type { Box, RawImage } from '../types';
import { maskAt, rgbAt, type Gray, type Rgb } from './raster';

export type StylizeOptions = {
  /** The subject's mask: one channel at the image's size, 0 = background … 255 = subject. */
  subjectMask?: Buffer;
  /** The face (or a pet's head) in the image's pixels. */
  face?: Box | null;
  /** What is painted with the subject's finer brush though it is not the subject (the wings),
   * one channel at the image's size: its feathers would otherwise dissolve into the scene. */
  finer?: Buffer;
};

export type Detail = {
  /** The subject mask at the working size, or null. */
  mask: Gray | null;
  /** A soft ellipse over the head (face and hair), within the subject, at the working size
   * (0..255), or null. */
  face: Uint8ClampedArray | null;
  /** StylizeOptions.finer at the working size, or null. */
  finer: Gray | null;
};

export async function detailAt(
  image: RawImage,
  opts: StylizeOptions,
  w: number,
  h: number,
): Promise<Detail> {
  const [mask, finer] = await Promise.all([
    maskAt(opts.subjectMask, image, w, h),
    maskAt(opts.finer, image, w, h),
  ]);
  const f = opts.face;
  if (!f || f.w <= 0 || f.h <= 0) return { mask, face: null, finer };
  const sx = w / image.width,
    sy = h / image.height;
  // The whole head: the face box widened a little and raised to take in the hair.
  const cx = (f.x + f.w / 2) * sx,
    cy = (f.y + f.h * 0.4) * sy;
  const rx = (f.w / 2) * sx * 1.3,
    ry = (f.h / 2) * sy * 1.6;
  const face = new Uint8ClampedArray(w * h);
  const y0 = Math.max(0, Math.floor(cy - ry * 1.3)),
    y1 = Math.min(h, Math.ceil(cy + ry * 1.3));
  const x0 = Math.max(0, Math.floor(cx - rx * 1.3)),
    x1 = Math.min(w, Math.ceil(cx + rx * 1.3));
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
      // Full inside, fading over the outer fifth.
      const v = d <= 0.8 ? 255 : d >= 1 ? 0 : ((1 - d) / 0.2) * 255;
      // Only the subject's own pixels: not the scene around the head.
      face[y * w + x] = mask ? Math.min(v, mask.data[y * w + x]! * 1.5) : v;
    }
  return { mask, face, finer };
}

/** Per-pixel radii: `fine` on the face, `small` on the subject (and the finer parts), `big`
 * elsewhere. */
export function radiiOf(
  d: Detail,
  n: number,
  big: number,
  small: number,
  fine: number,
): Uint8Array | null {
  if (!d.mask && !d.face && !d.finer) return null;
  const radii = new Uint8Array(n).fill(big);
  if (d.mask) for (let i = 0; i < n; i++) if (d.mask.data[i]! > 110) radii[i] = small;
  if (d.finer) for (let i = 0; i < n; i++) if (d.finer.data[i]! > 110) radii[i] = small;
  if (d.face) for (let i = 0; i < n; i++) if (d.face[i]! > 128) radii[i] = fine;
  return radii;
}

/**
 * What every style works on: the picture at half size (the filters are costly per pixel; the
 * result is scaled back up), its short side, and where the detail must stay.
 */
export async function workingCopy(
  image: RawImage,
  opts: StylizeOptions,
): Promise<{ w: number; h: number; S: number; src: Rgb; detail: Detail }> {
  const w = Math.round(image.width / 2);
  const h = Math.round(image.height / 2);
  const [src, detail] = await Promise.all([rgbAt(image, w, h), detailAt(image, opts, w, h)]);
  return { w, h, S: Math.min(w, h), src, detail };
}
