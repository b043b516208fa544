// The subject finder: the person or pet in a shopper's photo, separated from the photo's
// background, with their face, so the portrait renderer can cut them out and place them in a
// painted scene. Offline models from npm packages; see subject-models.ts and
// docs/decisions/013-subject-segmentation.md.
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { throwIfAborted } from './abort';
import type { Box, RawImage, Subject } from './types';
import { detectFaces, detectSubjects, type Detection, type Face } from './subject-detect';
import { shiftInside, squareAround, toPixels, unionUnit, type UnitBox } from './subject-geometry';
import {
  ANIMAL_RAMP,
  PERSON_RAMP,
  coverage,
  ellipseMap,
  headFromMask,
  maskBox,
  paintMask,
  segmentRegion,
} from './subject-mask';
import { recoverEars, type WorkRgb } from './subject-ears';
import { subjectModels, tf, type SubjectModels } from './subject-models';

export type SubjectHint = 'person' | 'animal' | null;

/** The working resolution: the photo's longer side is brought to this for the models. */
const WORK_SIZE = 512;
/** Photos smaller than this on either side hold no findable subject. */
const MIN_SIDE = 32;
/** Below this mean foreground probability in its box, the segmenter did not see the animal. */
const ANIMAL_MIN_COVERAGE = 0.12;

/** Loads the models now (the worker and the bench call it at start); safe to call many times. */
export async function warmSubjectFinder(): Promise<void> {
  await subjectModels();
}

type Photo = { width: number; height: number; image: tf.Tensor4D; workW: number; workH: number };

/** Decodes the photo upright (EXIF rotation applied) at the working resolution. */
async function decode(photo: Buffer): Promise<Photo | null> {
  let meta: Metadata;
  let raw: { data: Buffer; info: OutputInfo };
  try {
    meta = await sharp(photo).metadata();
    const { width, height } = meta.autoOrient;
    if (Math.min(width, height) < MIN_SIDE) return null;
    raw = await sharp(photo)
      .rotate()
      .flatten({ background: '#808080' })
      .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new Error(`findSubject: the photo cannot be read: ${(err as Error).message}`);
  }
  const { data, info } = raw;
  const pixels = new Float32Array(info.width * info.height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = data[i]!;
  const image = tf.tensor4d(pixels, [1, info.height, info.width, 3]);
  return {
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    image,
    workW: info.width,
    workH: info.height,
  };
}

/** The models' copy of the photo as RGB numbers. */
async function workRgb(photo: Photo): Promise<WorkRgb> {
  const data = (await photo.image.data()) as Float32Array;
  return { data, width: photo.workW, height: photo.workH };
}

/** Which of the detections is the subject, given the product's hint. */
function choose(found: Detection[], hint: SubjectHint): Detection[] {
  const persons = found.filter((d) => d.kind === 'person');
  const animals = found.filter((d) => d.kind === 'animal');
  const order: Detection[][] =
    hint === 'animal'
      ? [animals, persons]
      : hint === 'person'
        ? [persons, animals]
        : [persons, animals].sort((a, b) => (b[0]?.score ?? 0) - (a[0]?.score ?? 0));
  const group = order.find((g) => g.length > 0);
  if (!group) return [];
  // Everyone in a couple or family photo, but not a stray low-scoring passer-by.
  const best = group[0]!.score;
  return group.filter((d) => d.score >= best * 0.5).slice(0, group[0]!.kind === 'person' ? 4 : 1);
}

/** A square (in pixels) over the top of a person's box, where their head is. */
function headRegion(box: UnitBox, workW: number, workH: number): UnitBox {
  const side = Math.min(box.w * workW, box.h * workH) * 1.05;
  const cx = (box.x + box.w / 2) * workW;
  const top = box.y * workH - side * 0.05;
  return { x: (cx - side / 2) / workW, y: top / workH, w: side / workW, h: side / workH };
}

async function facesOf(models: SubjectModels, photo: Photo, people: Detection[]): Promise<Face[]> {
  const found: Face[] = [];
  for (const person of people) {
    found.push(
      ...(await detectFaces(
        models.faces,
        photo.image,
        headRegion(person.box, photo.workW, photo.workH),
      )),
    );
  }
  return found;
}

async function find(
  models: SubjectModels,
  photo: Photo,
  hint: SubjectHint,
  signal?: AbortSignal,
): Promise<Subject | null> {
  const { width, height } = photo;
  const chosen = choose(await detectSubjects(models.detector, photo.image), hint);
  if (chosen.length === 0) return null;
  if (signal) throwIfAborted(signal);
  const kind = chosen[0]!.kind;
  const detected = unionUnit(chosen.map((d) => d.box));
  const mask = Buffer.alloc(width * height);
  const ramp = kind === 'person' ? PERSON_RAMP : ANIMAL_RAMP;
  // Each person or animal is segmented on its own square crop with a margin, so outlines are
  // not cut and a group is not squeezed into one square (stretched where the photo is too
  // narrow for the square).
  for (const { box: one } of chosen) {
    const region = shiftInside(squareAround(one, photo.workW, photo.workH, 1.2));
    const map = await segmentRegion(models.segmenter, photo.image, region);
    const inBox = {
      x: (one.x - region.x) / region.w,
      y: (one.y - region.y) / region.h,
      w: one.w / region.w,
      h: one.h / region.h,
    };
    if (kind === 'animal' && coverage(map, inBox) < ANIMAL_MIN_COVERAGE) {
      paintMask(mask, width, height, ellipseMap(64, 64), one, ramp);
    } else {
      paintMask(mask, width, height, map, region, ramp);
    }
  }
  if (kind === 'animal') {
    const found = maskBox(mask, width, height);
    if (found) recoverEars(mask, width, height, found, await workRgb(photo));
  }
  const box = maskBox(mask, width, height) ?? toPixels(detected, width, height);
  let face: Box | null;
  if (kind === 'person') {
    const faces = await facesOf(models, photo, chosen);
    face = faces.length > 0 ? toPixels(unionUnit(faces.map((f) => f.box)), width, height) : null;
  } else {
    face = headFromMask(mask, width, box, { height });
  }
  return { width, height, mask, box, face, kind, count: chosen.length };
}

/**
 * The person or animal in a photo, or null when there is none (the renderer then falls back to
 * an attention crop). `hint` says which to prefer when both are present ('animal' for pet
 * portraits). Coordinates are in the photo's own pixels after EXIF rotation. Throws an Error
 * naming the cause when the photo cannot be decoded at all.
 */
export async function findSubject(
  photo: Buffer,
  opts: { hint?: SubjectHint; signal?: AbortSignal } = {},
): Promise<Subject | null> {
  const { hint = null, signal } = opts;
  if (signal) throwIfAborted(signal);
  const models = await subjectModels();
  if (signal) throwIfAborted(signal);
  const decoded = await decode(photo);
  if (!decoded) return null;
  try {
    return await find(models, decoded, hint, signal);
  } finally {
    decoded.image.dispose();
  }
}

/**
 * The subject cut out of its photo: the upright photo's RGB with the subject's mask as alpha
 * (RGBA, the photo's size), ready for `sharp(data, { raw: { width, height, channels: 4 } })`.
 */
export async function cutOut(photo: Buffer, subject: Subject): Promise<RawImage> {
  const { width, height } = subject;
  const rgb = await sharp(photo)
    .rotate()
    .flatten({ background: '#808080' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (rgb.info.width !== width || rgb.info.height !== height || rgb.info.channels !== 3) {
    throw new Error('cutOut: the subject was not found in this photo');
  }
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += 3) {
    data[i * 4] = rgb.data[j]!;
    data[i * 4 + 1] = rgb.data[j + 1]!;
    data[i * 4 + 2] = rgb.data[j + 2]!;
    data[i * 4 + 3] = subject.mask[i]!;
  }
  return { data, width, height, channels: 4 };
}
