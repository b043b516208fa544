// Detection for the subject finder: people and animals (CenterNet, COCO classes) and faces
// (BlazeFace). Boxes here are fractions of the image they were found in (0…1), so callers can
// map them to any resolution.
import { tf, type GraphModel } from './subject-models';

/** A box as fractions of an image: left, top, width, height. */
export type UnitBox = { x: number; y: number; w: number; h: number };

export type Detection = { box: UnitBox; score: number; kind: 'person' | 'animal' };

/** COCO's 80 classes in CenterNet's order: 0 = person, 14…23 = bird … giraffe. */
const PERSON_CLASS = 0;
const FIRST_ANIMAL_CLASS = 14;
const LAST_ANIMAL_CLASS = 23;

/**
 * Minimum scores. Measured on the test photos: the astronaut scores 0.61 as a person, the cat
 * 0.48 (as 'dog'; any animal class counts), while the coffee cup's best person or animal
 * score is below 0.15 and the cat's best 'person' score is 0.23.
 */
export const PERSON_MIN_SCORE = 0.3;
export const ANIMAL_MIN_SCORE = 0.25;
export const FACE_MIN_SCORE = 0.6;

const DETECTOR_SIZE = 512;
const FACE_SIZE = 256;

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

function clampUnit(box: UnitBox): UnitBox | null {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const w = Math.min(1, box.x + box.w) - x;
  const h = Math.min(1, box.y + box.h) - y;
  return w > 0.01 && h > 0.01 ? { x, y, w, h } : null;
}

/**
 * People and animals in an image (a [1, h, w, 3] float tensor, 0…255), best first.
 * The image is stretched to the detector's square input, as the model was used in training.
 */
export async function detectSubjects(
  detector: GraphModel,
  image: tf.Tensor4D,
): Promise<Detection[]> {
  const output = tf.tidy(() => {
    const input = tf.image.resizeBilinear(image, [DETECTOR_SIZE, DETECTOR_SIZE]);
    return detector.execute(input, ['tower_0/detections']) as tf.Tensor;
  });
  // Rows of [x1, y1, x2, y2, score, class], in detector pixels.
  const rows = (await output.array()) as number[][][];
  output.dispose();
  const found: Detection[] = [];
  for (const [x1, y1, x2, y2, score, cls] of rows[0] ?? []) {
    if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) continue;
    if (score === undefined || cls === undefined || Number.isNaN(cls)) continue;
    const kind =
      cls === PERSON_CLASS
        ? 'person'
        : cls >= FIRST_ANIMAL_CLASS && cls <= LAST_ANIMAL_CLASS
          ? 'animal'
          : null;
    if (!kind || score < (kind === 'person' ? PERSON_MIN_SCORE : ANIMAL_MIN_SCORE)) continue;
    const box = clampUnit({
      x: x1 / DETECTOR_SIZE,
      y: y1 / DETECTOR_SIZE,
      w: (x2 - x1) / DETECTOR_SIZE,
      h: (y2 - y1) / DETECTOR_SIZE,
    });
    if (box) found.push({ box, score, kind });
  }
  return suppress(found);
}

/** BlazeFace's anchors for its 256 px input: 16×16 cells × 2, then 8×8 cells × 6. */
const ANCHORS: [number, number][] = (() => {
  const anchors: [number, number][] = [];
  for (const [stride, perCell] of [
    [16, 2],
    [32, 6],
  ] as const) {
    const cells = FACE_SIZE / stride;
    for (let gy = 0; gy < cells; gy++) {
      for (let gx = 0; gx < cells; gx++) {
        for (let n = 0; n < perCell; n++) anchors.push([stride * (gx + 0.5), stride * (gy + 0.5)]);
      }
    }
  }
  return anchors;
})();

export type Face = { box: UnitBox; score: number };

/**
 * Faces in one region of an image (a unit box of `image`), as unit boxes of the whole image.
 * The region is resized to BlazeFace's 256 px square input (this is the "back camera" model,
 * trained for faces from about a twentieth to most of the frame).
 */
export async function detectFaces(
  faces: GraphModel,
  image: tf.Tensor4D,
  region: UnitBox,
): Promise<Face[]> {
  const outputs = tf.tidy(() => {
    const crop = tf.image.cropAndResize(
      image,
      [[region.y, region.x, region.y + region.h, region.x + region.w]],
      [0],
      [FACE_SIZE, FACE_SIZE],
    );
    const input = tf.sub(tf.div(crop, 127.5), 1);
    const out = faces.execute(input);
    return Array.isArray(out) ? out : [out];
  });
  // This conversion of the model outputs four tensors: scores [1, n, 1] and boxes with
  // keypoints [1, n, 16], for the 512 anchors of the fine grid and the 384 of the coarse one.
  const byShape = (n: number, d: number) =>
    outputs.find((t) => t.shape[1] === n && t.shape[2] === d);
  const parts = [byShape(512, 1), byShape(512, 16), byShape(384, 1), byShape(384, 16)];
  if (parts.some((t) => !t)) {
    tf.dispose(outputs);
    throw new Error(
      `unexpected face model outputs: ${outputs.map((t) => t.shape.join('×')).join(', ')}`,
    );
  }
  const [s1, b1, s2, b2] = (await Promise.all(parts.map((t) => t!.data()))) as Float32Array[];
  tf.dispose(outputs);
  const scores = [...s1!, ...s2!];
  const regressors = new Float32Array(b1!.length + b2!.length);
  regressors.set(b1!);
  regressors.set(b2!, b1!.length);
  const found: Face[] = [];
  scores.forEach((logit, i) => {
    const score = 1 / (1 + Math.exp(-logit));
    const anchor = ANCHORS[i];
    if (score < FACE_MIN_SCORE || !anchor) return;
    const [dx, dy, w, h] = regressors.subarray(i * 16, i * 16 + 4);
    const cx = (anchor[0] + dx!) / FACE_SIZE;
    const cy = (anchor[1] + dy!) / FACE_SIZE;
    const fw = w! / FACE_SIZE;
    const fh = h! / FACE_SIZE;
    const box = clampUnit({
      x: region.x + (cx - fw / 2) * region.w,
      y: region.y + (cy - fh / 2) * region.h,
      w: fw * region.w,
      h: fh * region.h,
    });
    if (box) found.push({ box, score });
  });
  return suppress(found, 0.3);
}
