// Modern minimal: the picture flattened (Kuwahara, finer on the subject), posterised by k-means
// to a handful of colours, each pulled towards the palette's calm flats, and cleaned with a
// majority filter so the shapes have clean edges. The result keeps at most K colours (plus the
// anti-aliasing of the edges when it is scaled back up).
import { subSeed, mulberry32 } from '../../svg';
import type { RawImage } from '../types';
import { castOf } from './light-field';
import { kuwahara } from './filters';
import type { StylePalette } from './palette';
import { blurRgb, maskAt, rgbAt, rgbOf, rgbToRaw, type Rgb } from './raster';

const K = 6;

/** k-means on a sample of the pixels, centres started at luma quantiles; returns the centres. */
function kmeans(img: Rgb, k: number, seed: number, iterations = 10): Float64Array {
  const { data } = img;
  const total = data.length / 3;
  const stride = Math.max(1, Math.floor(total / 24000));
  const r = mulberry32(seed);
  const sample: number[] = [];
  for (let i = r.int(0, stride - 1); i < total; i += stride) sample.push(i);
  const lum = (i: number) =>
    data[i * 3]! * 0.299 + data[i * 3 + 1]! * 0.587 + data[i * 3 + 2]! * 0.114;
  const sorted = [...sample].sort((a, b) => lum(a) - lum(b));
  const c = new Float64Array(k * 3);
  for (let q = 0; q < k; q++) {
    const i = sorted[Math.floor(((q + 0.5) / k) * sorted.length)]!;
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

/** 3×3 majority filter over labels: specks vanish, edges straighten. */
function majority(labels: Uint8Array, w: number, h: number, k: number): Uint8Array {
  const out = new Uint8Array(labels.length);
  const votes = new Uint8Array(k);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
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

export async function minimal(
  image: RawImage,
  p: StylePalette,
  seed: number,
  subjectMask?: Buffer,
): Promise<RawImage> {
  const w = Math.round(image.width / 2);
  const h = Math.round(image.height / 2);
  const S = Math.min(w, h);
  const [src, m] = await Promise.all([rgbAt(image, w, h), maskAt(subjectMask, image, w, h)]);
  const big = Math.max(2, Math.round(S * 0.014));
  let radii: Uint8Array | null = null;
  if (m) {
    radii = new Uint8Array(w * h);
    const small = Math.max(1, Math.round(S * 0.006));
    for (let i = 0; i < radii.length; i++) radii[i] = m.data[i]! > 110 ? small : big;
  }
  const flat = await blurRgb(kuwahara(src, big, radii), Math.max(0.6, S * 0.002));
  const centres = kmeans(flat, K, subSeed(seed, 'kmeans'));

  // Each centre pulled 60 % towards its nearest flat of the palette, then the light's cast.
  const flats = p.accents.map(rgbOf);
  const [cr, cg, cb] = castOf(p);
  const colours = new Float64Array(K * 3);
  for (let q = 0; q < K; q++) {
    const c = [centres[q * 3]!, centres[q * 3 + 1]!, centres[q * 3 + 2]!] as const;
    let f = flats[0]!;
    let fd = Infinity;
    for (const fl of flats) {
      const d = (fl[0] - c[0]) ** 2 + (fl[1] - c[1]) ** 2 + (fl[2] - c[2]) ** 2;
      if (d < fd) {
        fd = d;
        f = fl;
      }
    }
    colours[q * 3] = (c[0] * 0.4 + f[0] * 0.6) * cr;
    colours[q * 3 + 1] = (c[1] * 0.4 + f[1] * 0.6) * cg;
    colours[q * 3 + 2] = (c[2] * 0.4 + f[2] * 0.6) * cb;
  }
  let labels: Uint8Array = new Uint8Array(w * h);
  for (let i = 0; i < labels.length; i++)
    labels[i] = nearest(
      centres,
      K,
      flat.data[i * 3]!,
      flat.data[i * 3 + 1]!,
      flat.data[i * 3 + 2]!,
    );
  labels = majority(majority(labels, w, h, K), w, h, K);
  const out = new Uint8ClampedArray(w * h * 3);
  for (let i = 0; i < labels.length; i++) {
    const q = labels[i]!;
    out[i * 3] = colours[q * 3]!;
    out[i * 3 + 1] = colours[q * 3 + 1]!;
    out[i * 3 + 2] = colours[q * 3 + 2]!;
  }
  void S;
  return rgbToRaw({ data: out, width: w, height: h }, image.width, image.height, 'linear');
}
