// Renaissance / old master: Kuwahara paint (finer on the subject), oriented brush strokes from
// line-integral convolution along the picture's contours, a warm umber gradient map and
// chiaroscuro — a pool of light on the subject, dark umber corners.
import { mix, mulberry32, subSeed } from '../svg';
import type { RawImage } from '../types';
import { radiiOf, workingCopy, type StylizeOptions } from './detail';
import { kuwahara, strokeField } from './filters';
import { castOf, gradientMap, lightField, maskCentre } from './light-field';
import type { StylePalette } from './palette';
import { blurGray, lumaOf, rgbToRaw, valueNoise } from './raster';

export async function renaissance(
  image: RawImage,
  p: StylePalette,
  seed: number,
  opts: StylizeOptions = {},
): Promise<RawImage> {
  const r = mulberry32(subSeed(seed, 'renaissance'));
  const { w, h, S, src, detail } = await workingCopy(image, opts);
  const m = detail.mask;
  const face = detail.face;
  const big = Math.max(2, Math.round(S * 0.011));
  const small = Math.max(1, Math.round(S * 0.005));
  const radii = radiiOf(detail, w * h, big, small, 1);
  const paint = kuwahara(src, big, radii);
  // Bristle marks: noise a few pixels across, dragged along the contours (and, where the
  // picture is flat, along a slowly swinging direction) into strokes.
  const [smooth, noise, swing] = await Promise.all([
    blurGray(lumaOf(paint), Math.max(1, S * 0.006)),
    valueNoise(w, h, Math.max(1, Math.round(S * 0.005)), subSeed(seed, 'strokes')),
    valueNoise(w, h, Math.max(8, Math.round(S * 0.2)), subSeed(seed, 'swing')),
  ]);
  const strokes = strokeField(
    smooth,
    noise.data,
    Math.round(S * 0.03),
    r.range(-2.4, -0.7),
    swing.data,
  );

  const gold = p.accents[2]!;
  const lut = gradientMap([
    [0, p.shadow],
    [0.38, mix(p.shadow, gold, 0.5)],
    [0.72, mix(gold, p.highlight, 0.45)],
    [1, p.highlight],
  ]);
  const focus = maskCentre(m) ?? { x: 0.5, y: 0.45 };
  const lit = lightField(w, h, focus, p.lightAt, 0.42, 0.4, 0.6);
  const [cr, cg, cb] = castOf(p);
  const d = paint.data;
  const out = new Uint8ClampedArray(d.length);
  const keep = 0.5; // how much of the picture's own colour survives the gradient map
  for (let i = 0, j = 0; i < w * h; i++, j += 3) {
    const R = d[j]!,
      G = d[j + 1]!,
      B = d[j + 2]!;
    const L = (R * 77 + G * 150 + B * 29) >> 8;
    // Own colour, a third desaturated and warmed (umber glaze).
    const R1 = ((R * 2 + L) / 3) * 1.06;
    const G1 = ((G * 2 + L) / 3) * 0.98;
    const B1 = ((B * 2 + L) / 3) * 0.8;
    // Broad strokes in the scene, barely any across the face.
    const stroke = 1 + strokes[i]! * (face ? 0.5 - (face[i]! / 255) * 0.4 : 0.5);
    const k = lit[i]! * stroke;
    out[j] = (R1 * keep + lut[L * 3]! * (1 - keep)) * k * cr;
    out[j + 1] = (G1 * keep + lut[L * 3 + 1]! * (1 - keep)) * k * cg;
    out[j + 2] = (B1 * keep + lut[L * 3 + 2]! * (1 - keep)) * k * cb;
  }
  return rgbToRaw({ data: out, width: w, height: h }, image.width, image.height);
}
