// Detection for the subject finder: people and animals (CenterNet, COCO classes) and faces
// (BlazeFace), as unit boxes of the image they were found in.
import {
  clampUnit,
  cropRegion,
  fromRegion,
  suppress,
  wholeSquare,
  type UnitBox,
} from './subject-geometry';
import { tf, type GraphModel } from './subject-models';

export type Detection = { box: UnitBox; score: number; kind: 'person' | 'animal' };

/** COCO's 80 classes in CenterNet's order: 0 = person, 14…23 = bird … giraffe. */
const PERSON_CLASS = 0;
const FIRST_ANIMAL_CLASS = 14;
const LAST_ANIMAL_CLASS = 23;

/**
 * Minimum scores. Measured on the test photos (letterboxed): the astronaut scores 0.61 as a
 * person, the cat 0.42 as a cat; the cat's best 'person' score is 0.10, and the coffee cup has
 * no person or animal score at all (its best are cup 0.65 and dining table 0.25).
 */
export const PERSON_MIN_SCORE = 0.3;
export const ANIMAL_MIN_SCORE = 0.25;
export const FACE_MIN_SCORE = 0.6;

const DETECTOR_SIZE = 512;
const FACE_SIZE = 256;

/**
 * People and animals in an image (a [1, h, w, 3] float tensor, 0…255), best first. The image
 * is letterboxed into the detector's square input: stretched instead, a wide photo of two
 * people scored 0.20 and 0.15 as persons where letterboxed it scored 0.65 and 0.62.
 */
export async function detectSubjects(
  detector: GraphModel,
  image: tf.Tensor4D,
): Promise<Detection[]> {
  const [, workH = 1, workW = 1] = image.shape;
  const square = wholeSquare(workW, workH);
  const output = tf.tidy(
    () =>
      detector.execute(cropRegion(image, square, DETECTOR_SIZE), [
        'tower_0/detections',
      ]) as tf.Tensor,
  );
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
    const box = clampUnit(
      fromRegion(
        {
          x: x1 / DETECTOR_SIZE,
          y: y1 / DETECTOR_SIZE,
          w: (x2 - x1) / DETECTOR_SIZE,
          h: (y2 - y1) / DETECTOR_SIZE,
        },
        square,
      ),
    );
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
    const input = tf.sub(tf.div(cropRegion(image, region, FACE_SIZE), 127.5), 1);
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
    const box = clampUnit(fromRegion({ x: cx - fw / 2, y: cy - fh / 2, w: fw, h: fh }, region));
    if (box) found.push({ box, score });
  });
  return suppress(found, 0.3);
}
