// Where the subject goes in the portrait, and the cut-out itself: the person or pet found in the
// photo is scaled so the face sits in the upper part of the picture (above the text zone), the
// seed varies scale and offset, and the mask is feathered before the subject is laid over the
// painted backdrop. Without a subject, the attention crop of the whole photo is set into the
// scene instead (the renderer's fallback).
import sharp from 'sharp';
import { mulberry32 } from './svg';
import { crownLine } from './portrait-crown';
import type { Box, RawImage, Subject } from './types';

/** Where the subject lands in the output: its photo → output transform and boxes. */
export type Placement = {
  scale: number;
  /** Output position of the photo's top-left corner. */
  left: number;
  top: number;
  /** The subject's box and face in output pixels (not clipped to the canvas). */
  box: Box;
  face: Box | null;
};

/** The frame's window and the top of the text zone the face must stay above. */
/**
 * The frame's window, the top of the text zone the face must stay above, and whether the
 * subject must leave room at its sides (for wings).
 */
export type Stage = { window: Box; textTop: number; narrow?: boolean };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The face to place by: the found face, else the top of the subject's box (a head's place). */
function anchorFace(subject: Subject): Box {
  if (subject.face) return subject.face;
  const { box } = subject;
  const side = Math.min(box.w * 0.6, box.h * 0.4);
  return { x: box.x + (box.w - side) / 2, y: box.y + box.h * 0.04, w: side, h: side };
}

/**
 * Scale and offset for the subject. The face's centre lands at 29–35 % of the height, a little
 * off centre by the seed; the face is 15–19 % of the height tall, larger when the subject is cut
 * at the photo's bottom edge (head-and-shoulders photos) so the body reaches the picture's
 * bottom rather than float, smaller when the subject would be too wide for the window, and
 * never so large that the face reaches the text zone.
 */
export function placeSubject(subject: Subject, W: number, H: number, seed: number, stage: Stage) {
  const r = mulberry32(seed ^ 0x51ab);
  const face = anchorFace(subject);
  const { box } = subject;
  const { window: win, textTop } = stage;
  const fx = face.x + face.w / 2;
  const fy = face.y + face.h / 2;
  const targetY = H * r.range(0.29, 0.35);
  // An animal's head box runs from the ears to the chin (a person's face box is the face
  // alone): it takes a larger share of the height.
  const pet = subject.kind === 'animal';
  let scale = (H * (pet ? r.range(0.24, 0.28) : r.range(0.15, 0.19))) / face.h;
  const bust = box.y + box.h >= subject.height * 0.97;
  if (bust) scale = Math.max(scale, (H - targetY) / (box.y + box.h - fy));
  // Wide subjects (a cat filling its photo) leave room at the sides for wings and light; a
  // bust may be a little wider than the window rather than float above the bottom edge.
  const widest = stage.narrow ? 0.62 : bust && subject.kind === 'person' ? 1.05 : 0.86;
  scale = Math.min(scale, (win.w * widest) / box.w);
  // The face stays clear of the text zone, with a margin.
  const room = Math.max(H * 0.08, textTop - H * 0.02 - targetY);
  scale = Math.min(scale, room / (face.h / 2), (H * (pet ? 0.32 : 0.24)) / face.h);
  const targetX = W / 2 + W * r.range(-0.07, 0.07);
  const left = clamp(
    targetX - fx * scale,
    win.x + win.w - (box.x + box.w) * scale - W * 0.2,
    win.x - box.x * scale + W * 0.2,
  );
  const top = targetY - fy * scale;
  const map = (b: Box): Box => ({
    x: left + b.x * scale,
    y: top + b.y * scale,
    w: b.w * scale,
    h: b.h * scale,
  });
  return { scale, left, top, box: map(box), face: map(face) } satisfies Placement;
}

/** The intersection of a box with the canvas, in whole pixels; null when nothing is visible. */
function visible(b: Box, W: number, H: number) {
  const x0 = Math.max(0, Math.floor(b.x));
  const y0 = Math.max(0, Math.floor(b.y));
  const x1 = Math.min(W, Math.ceil(b.x + b.w));
  const y1 = Math.min(H, Math.ceil(b.y + b.h));
  return x1 - x0 < 2 || y1 - y0 < 2 ? null : { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The subject's pixels and feathered mask at their output size, ready to lay (layCutOut). */
export type CutOut = {
  dest: Box;
  rgb: Buffer;
  alpha: Buffer;
  fades: ReturnType<typeof edgeFades>;
  /** Per column, how far below the photo's top edge a cut crown now starts (portrait-crown). */
  crown: Float32Array | null;
};

/**
 * Cuts the visible part of the subject out of the photo at its output size (W×H canvas). Only
 * needs the placement, so it runs while the backdrop is painted.
 */
export async function prepareCutOut(
  photo: Buffer,
  subject: Subject,
  at: Placement,
  W: number,
  H: number,
): Promise<CutOut | null> {
  const placed = {
    x: at.left,
    y: at.top,
    w: subject.width * at.scale,
    h: subject.height * at.scale,
  };
  const dest = visible(placed, W, H);
  if (!dest) return null;
  const sx = clamp(Math.floor((dest.x - at.left) / at.scale), 0, subject.width - 1);
  const sy = clamp(Math.floor((dest.y - at.top) / at.scale), 0, subject.height - 1);
  const src = {
    left: sx,
    top: sy,
    width: clamp(Math.ceil(dest.w / at.scale), 1, subject.width - sx),
    height: clamp(Math.ceil(dest.h / at.scale), 1, subject.height - sy),
  };
  const S = Math.min(W, H);
  const [rgb, alpha] = await Promise.all([
    sharp(photo, { failOn: 'truncated' })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .extract(src)
      .resize(dest.w, dest.h, { fit: 'fill' })
      .raw()
      .toBuffer(),
    sharp(subject.mask, { raw: { width: subject.width, height: subject.height, channels: 1 } })
      .extract(src)
      .resize(dest.w, dest.h, { fit: 'fill' })
      .blur(Math.max(0.6, S * 0.0025))
      // One channel out (sharp hands a one-channel raw input back as three).
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const fades = edgeFades(subject, at, H);
  const crown = fades.top !== null ? crownLine(subject, at, dest) : null;
  return { dest, rgb, alpha, fades, crown };
}

/**
 * Lays the cut-out over `base` (RGB, changed in place) and returns the output-size subject
 * mask. Where the subject runs off the photo's edge (a bust cut at the chest), it fades out
 * over a band instead of ending in a straight cut.
 */
export function layCutOut(base: RawImage, cut: CutOut | null): Buffer {
  const { width: W, height: H } = base;
  const mask = Buffer.alloc(W * H);
  if (!cut) return mask;
  const { dest, rgb, alpha, fades, crown } = cut;
  const data = base.data;
  const ch = base.channels;
  for (let y = 0; y < dest.h; y++) {
    const oy = dest.y + y;
    const rowFade = fades.bottom === null ? 1 : clamp((fades.bottom - oy) / fades.band, 0, 1);
    for (let x = 0; x < dest.w; x++) {
      const ox = dest.x + x;
      let colFade = 1;
      if (fades.top !== null)
        colFade = clamp((oy - fades.top - (crown ? crown[x]! : 0)) / fades.topBand, 0, 1);
      if (fades.left !== null)
        colFade = Math.min(colFade, clamp((ox - fades.left) / fades.band, 0, 1));
      if (fades.right !== null)
        colFade = Math.min(colFade, clamp((fades.right - ox) / fades.band, 0, 1));
      const a = (alpha[y * dest.w + x]! * rowFade * colFade) / 255;
      if (a <= 0) continue;
      const o = (oy * W + ox) * ch;
      const s = (y * dest.w + x) * 3;
      data[o] = data[o]! + (rgb[s]! - data[o]!) * a;
      data[o + 1] = data[o + 1]! + (rgb[s + 1]! - data[o + 1]!) * a;
      data[o + 2] = data[o + 2]! + (rgb[s + 2]! - data[o + 2]!) * a;
      mask[oy * W + ox] = Math.round(a * 255);
    }
  }
  return mask;
}

/** Output coordinates where the subject meets the photo's edges (null = it does not). */
function edgeFades(subject: Subject, at: Placement, H: number) {
  const band = H * 0.05;
  // At the top the photo's edge runs through the head (a close-up's ears, a cropped crown): a
  // wide fade there erased the ears and left the head cut flat across the forehead, so it is
  // only a soft edge.
  const topBand = H * 0.008;
  const { box } = subject;
  const touches = (gap: number, size: number) => gap <= size * 0.02;
  const photoBottom = at.top + subject.height * at.scale;
  const photoRight = at.left + subject.width * at.scale;
  return {
    band,
    topBand,
    bottom: touches(subject.height - box.y - box.h, subject.height)
      ? Math.min(photoBottom, H)
      : null,
    top: touches(box.y, subject.height) ? Math.max(at.top, 0) : null,
    left: touches(box.x, subject.width) ? Math.max(at.left, 0) : null,
    right: touches(subject.width - box.x - box.w, subject.width) ? photoRight : null,
  };
}

/**
 * The fallback without a subject: the whole photo, attention-cropped to the frame's window,
 * set into the scene with soft edges. Returns the output-size mask of where the photo shows.
 */
export async function layAttentionCrop(
  base: RawImage,
  photo: Buffer,
  window: Box,
): Promise<Buffer> {
  const { width: W, height: H } = base;
  const inset = Math.min(window.w, window.h) * 0.04;
  const area = visible(
    { x: window.x + inset, y: window.y + inset, w: window.w - 2 * inset, h: window.h - 2 * inset },
    W,
    H,
  );
  const mask = Buffer.alloc(W * H);
  if (!area) return mask;
  const rgb = await sharp(photo, { failOn: 'truncated' })
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .resize(area.w, area.h, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer();
  // Soft rounded edges: alpha rises over a band at each side.
  const band = Math.min(area.w, area.h) * 0.08;
  const data = base.data;
  const ch = base.channels;
  for (let y = 0; y < area.h; y++) {
    const fy = clamp(Math.min(y, area.h - 1 - y) / band, 0, 1);
    for (let x = 0; x < area.w; x++) {
      const a = fy * clamp(Math.min(x, area.w - 1 - x) / band, 0, 1);
      if (a <= 0) continue;
      const o = ((area.y + y) * W + area.x + x) * ch;
      const s = (y * area.w + x) * 3;
      data[o] = data[o]! + (rgb[s]! - data[o]!) * a;
      data[o + 1] = data[o + 1]! + (rgb[s + 1]! - data[o + 1]!) * a;
      data[o + 2] = data[o + 2]! + (rgb[s + 2]! - data[o + 2]!) * a;
      mask[(area.y + y) * W + area.x + x] = Math.round(a * 255);
    }
  }
  return mask;
}
