// The subject finder: the person or pet in a shopper's photo, separated from the photo's
// background, with their face, so the portrait renderer can cut them out and place them in a
// painted scene. Offline models from npm packages; see subject-models.ts and
// docs/decisions/013-subject-segmentation.md.
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { throwIfAborted } from '../abort';
import type { Box, Subject } from './types';
import {
  detectFaces,
  detectSubjects,
  type Detection,
  type Face,
  type UnitBox,
} from './subject-detect';
import {
  assembleMask,
  coverage,
  ellipseMap,
  expandUnit,
  headFromMask,
  maskBox,
  ANIMAL_RAMP,
  PERSON_RAMP,
  segmentRegion,
  unionUnit,
  type ProbMap,
} from './subject-mask';
import { subjectModels, tf, type SubjectModels } from './subject-models';

export type SubjectHint = 'person' | 'animal' | null;

/** The working resolution: the photo's longer side is brought to this for the models. */
const WORK_SIZE = 512;
/** Photos smaller than this on either side hold no findable subject. */
const MIN_SIDE = 32;
/** A face found without a person detection must be this sure to stand for a person. */
const LONE_FACE_MIN_SCORE = 0.75;
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

function toPixels(box: UnitBox, width: number, height: number): Box {
  const x = Math.round(box.x * width);
  const y = Math.round(box.y * height);
  return {
    x,
    y,
    w: Math.max(1, Math.min(width, Math.round((box.x + box.w) * width)) - x),
    h: Math.max(1, Math.min(height, Math.round((box.y + box.h) * height)) - y),
  };
}

/** A square (in pixels) over the top of a person's box, where their head is. */
function headRegion(box: UnitBox, workW: number, workH: number): UnitBox {
  const side = Math.min(box.w * workW, box.h * workH) * 1.05;
  const cx = (box.x + box.w / 2) * workW;
  const top = box.y * workH - side * 0.05;
  return { x: (cx - side / 2) / workW, y: top / workH, w: side / workW, h: side / workH };
}

/** A square over the whole photo (BlazeFace wants an undistorted square input). */
function wholeSquare(workW: number, workH: number): UnitBox {
  const side = Math.max(workW, workH);
  return {
    x: (workW - side) / 2 / workW,
    y: (workH - side) / 2 / workH,
    w: side / workW,
    h: side / workH,
  };
}

/** A person's likely extent from their face alone: shoulders either side, down to the bottom. */
function personFromFace(face: UnitBox): Detection {
  const x = Math.max(0, face.x - face.w * 1.5);
  const y = Math.max(0, face.y - face.h * 0.6);
  return {
    kind: 'person',
    score: 1,
    box: { x, y, w: Math.min(1, face.x + face.w * 2.5) - x, h: 1 - y },
  };
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
  let chosen = choose(await detectSubjects(models.detector, photo.image), hint);
  let faces: Face[] | null = null;
  if (chosen.length === 0) {
    // A close-up face can fill the frame so the detector sees no "person"; a sure face can.
    const lone = await detectFaces(
      models.faces,
      photo.image,
      wholeSquare(photo.workW, photo.workH),
    );
    const sure = lone.filter((f) => f.score >= LONE_FACE_MIN_SCORE);
    if (sure.length === 0) return null;
    chosen = [personFromFace(sure[0]!.box)];
    faces = [sure[0]!];
  }
  if (signal) throwIfAborted(signal);
  const kind = chosen[0]!.kind;
  const detected = unionUnit(chosen.map((d) => d.box));
  const region = expandUnit(detected, 0.1);
  let map: ProbMap = await segmentRegion(models.segmenter, photo.image, region);
  let mapRegion = region;
  if (kind === 'animal' && coverage(map) < ANIMAL_MIN_COVERAGE) {
    map = ellipseMap(64, 64);
    mapRegion = detected;
  }
  const mask = assembleMask(
    map,
    mapRegion,
    width,
    height,
    kind === 'person' ? PERSON_RAMP : ANIMAL_RAMP,
  );
  const box = maskBox(mask, width, height) ?? toPixels(detected, width, height);
  let face: Box | null;
  if (kind === 'person') {
    faces ??= await facesOf(models, photo, chosen);
    face = faces.length > 0 ? toPixels(unionUnit(faces.map((f) => f.box)), width, height) : null;
  } else {
    face = headFromMask(mask, width, box);
  }
  return { width, height, mask, box, face, kind };
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
