// Modern minimal: the picture flattened (Kuwahara, finer on the subject), posterised by k-means
// to a handful of colours, each pulled towards the palette's calm flats, and cleaned with a
// majority filter so the shapes have clean edges. The result keeps at most K colours (plus the
// anti-aliasing of the edges when it is scaled back up).
import { mix, mulberry32, subSeed } from '../svg';
import type { RawImage } from '../types';
import { radiiOf, workingCopy, type StylizeOptions } from './detail';
import { castOf } from './light-field';
import { kuwahara } from './filters';
import type { StylePalette } from './palette';
import { blurRgb, rgbOf, rgbToRaw, type Rgb } from './raster';

/** Tones of the subject's own kept beside the palette's flats. */
const SUBJECT_TONES = 3;
/** Tones of the face's own. */
const FACE_TONES = 3;

/** k-means on a sample of the pixels; returns the centres. */
function kmeans(
  img: Rgb,
  k: number,
  seed: number,
  within: Uint8ClampedArray | null,
  iterations = 10,
): Float64Array {
  const { data } = img;
  const total = data.length / 3;
  const stride = Math.max(1, Math.floor(total / 24000));
  const r = mulberry32(seed);
  const sample: number[] = [];
  for (let i = r.int(0, stride - 1); i < total; i += stride)
    if (!within || within[i]! > 127) sample.push(i);
  if (sample.length === 0) sample.push(0);
  // Farthest-point start: the first centre at the sample's mean, each next one the pixel
  // farthest from all centres so far, so a small but distinct shape (the sun) gets its colour.
  const c = new Float64Array(k * 3);
  let mr = 0,
    mg = 0,
    mb = 0;
  for (const i of sample) {
    mr += data[i * 3]!;
    mg += data[i * 3 + 1]!;
    mb += data[i * 3 + 2]!;
  }
  c[0] = mr / sample.length;
  c[1] = mg / sample.length;
  c[2] = mb / sample.length;
  const far = new Float64Array(sample.length).fill(Infinity);
  for (let q = 1; q < k; q++) {
    let best = 0;
    for (let s = 0; s < sample.length; s++) {
      const i = sample[s]!;
      const d =
        (data[i * 3]! - c[(q - 1) * 3]!) ** 2 +
        (data[i * 3 + 1]! - c[(q - 1) * 3 + 1]!) ** 2 +
        (data[i * 3 + 2]! - c[(q - 1) * 3 + 2]!) ** 2;
      if (d < far[s]!) far[s] = d;
      if (far[s]! > far[best]!) best = s;
    }
    const i = sample[best]!;
    c[q * 3] = data[i * 3]!;
    c[q * 3 + 1] = data[i * 3 + 1]!;
    c[q * 3 + 2] = data[i * 3 + 2]!;
  }
  const sum = new Float64Array(k * 4);
  for (let it = 0; it < iterations; it++) {
    sum.fill(0);
    for (const i of sample) {
      const q = nearest(c, k, data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      sum[q * 4]! += data[i * 3]!;
      sum[q * 4 + 1]! += data[i * 3 + 1]!;
      sum[q * 4 + 2]! += data[i * 3 + 2]!;
      sum[q * 4 + 3]! += 1;
    }
    for (let q = 0; q < k; q++) {
      const n = sum[q * 4 + 3]!;
      if (!n) continue;
      c[q * 3] = sum[q * 4]! / n;
      c[q * 3 + 1] = sum[q * 4 + 1]! / n;
      c[q * 3 + 2] = sum[q * 4 + 2]! / n;
    }
  }
  return c;
}

function nearest(c: Float64Array, k: number, r: number, g: number, b: number): number {
  let best = 0,
    bd = Infinity;
  for (let q = 0; q < k; q++) {
    const d = (r - c[q * 3]!) ** 2 + (g - c[q * 3 + 1]!) ** 2 + (b - c[q * 3 + 2]!) ** 2;
    if (d < bd) {
      bd = d;
      best = q;
    }
  }
  return best;
}

/** 3×3 majority filter over labels: specks vanish, edges straighten (not where `keep` is set). */
function majority(
  labels: Uint8Array,
  w: number,
  h: number,
  k: number,
  keep: Uint8ClampedArray | null,
): Uint8Array {
  const out = new Uint8Array(labels.length);
  const votes = new Uint8Array(k);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (keep && keep[y * w + x]! > 128) {
        out[y * w + x] = labels[y * w + x]!;
        continue;
      }
      votes.fill(0);
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(h - 1, Math.max(0, y + dy));
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(w - 1, Math.max(0, x + dx));
          votes[labels[yy * w + xx]!]!++;
        }
      }
      let best = labels[y * w + x]!;
      for (let q = 0; q < k; q++) if (votes[q]! > votes[best]!) best = q;
      out[y * w + x] = best;
    }
  return out;
}

/** The minimal scene's single sun: the palette's most saturated flat, or a pale moon. */
export function minimalSun(p: StylePalette): string {
  if (p.light === 'moonlight') return mix(p.sun, p.sky[1], 0.15);
  const chroma = (c: string) => {
    const [r, g, b] = rgbOf(c);
    return Math.max(r, g, b) - Math.min(r, g, b);
  };
  return p.accents.reduce((a, b) => (chroma(b) > chroma(a) ? b : a));
}

/** The flat inks of the minimal palette, which the backdrop paints with and the poster keeps. */
export function minimalInks(p: StylePalette): string[] {
  const f = p.accents;
  return [p.sky[1], mix(f[2]!, p.sky[1], 0.2), ...f, p.shadow, minimalSun(p)];
}

export async function minimal(
  image: RawImage,
  p: StylePalette,
  seed: number,
  opts: StylizeOptions = {},
): Promise<RawImage> {
  const { w, h, S, src, detail } = await workingCopy(image, opts);
  const m = detail.mask;
  const big = Math.max(2, Math.round(S * 0.014));
  const radii = radiiOf(detail, w * h, big, Math.max(1, Math.round(S * 0.006)), 1);
  const flat = await blurRgb(kuwahara(src, big, radii), Math.max(0.6, S * 0.002));

  // The inks: the palette's flats, plus a few tones of the subject's own (k-means over the
  // subject) leaned towards the nearest flat, and a few of the face's own (barely leaned), so
  // a face keeps its tones — skin, hair, eyes — but not its texture.
  const inks = minimalInks(p).map(rgbOf);
  const P = inks.length;
  const face = detail.face;
  const F = face ? FACE_TONES : 0;
  const K = P + SUBJECT_TONES + F;
  const colours = new Float64Array(K * 3);
  inks.forEach((c, q) => colours.set(c, q * 3));
  const addTones = (centres: Float64Array, n: number, at: number, lean: number) => {
    for (let q = 0; q < n; q++) {
      const c = [centres[q * 3]!, centres[q * 3 + 1]!, centres[q * 3 + 2]!];
      const f = inks[nearest(colours, P, c[0]!, c[1]!, c[2]!)]!;
      for (let ch = 0; ch < 3; ch++)
        colours[(at + q) * 3 + ch] = c[ch]! * (1 - lean) + f[ch]! * lean;
    }
  };
  addTones(
    kmeans(flat, SUBJECT_TONES, subSeed(seed, 'kmeans'), m?.data ?? null),
    SUBJECT_TONES,
    P,
    0.4,
  );
  if (face) {
    // The head's own pixels: inside the ellipse and the subject (not the sky around it).
    const head = new Uint8ClampedArray(w * h);
    for (let i = 0; i < head.length; i++) head[i] = m ? Math.min(face[i]!, m.data[i]!) : face[i]!;
    addTones(kmeans(flat, F, subSeed(seed, 'face'), head), F, P + SUBJECT_TONES, 0.15);
  }
  // Background pixels take a flat; the subject may also take its own tones, the face its own.
  let labels: Uint8Array = new Uint8Array(w * h);
  for (let i = 0; i < labels.length; i++) {
    const r = flat.data[i * 3]!,
      g = flat.data[i * 3 + 1]!,
      b = flat.data[i * 3 + 2]!;
    const n = face && face[i]! > 128 ? K : !m || m.data[i]! > 60 ? P + SUBJECT_TONES : P;
    labels[i] = nearest(colours, n, r, g, b);
  }
  // The face keeps its small features (eyes, mouth); everything else is cleaned.
  labels = majority(majority(labels, w, h, K, face), w, h, K, face);
  const [cr, cg, cb] = castOf(p);
  const out = new Uint8ClampedArray(w * h * 3);
  for (let i = 0; i < labels.length; i++) {
    const q = labels[i]!;
    out[i * 3] = colours[q * 3]! * cr;
    out[i * 3 + 1] = colours[q * 3 + 1]! * cg;
    out[i * 3 + 2] = colours[q * 3 + 2]! * cb;
  }
  return rgbToRaw({ data: out, width: w, height: h }, image.width, image.height, 'linear');
}
