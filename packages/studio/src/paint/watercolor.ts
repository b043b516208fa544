// Watercolour: the picture simplified into washes (soft edges; the subject keeps more detail),
// pigment bleeding along a noise field, lightened towards the paper in rose, sky and honey,
// darker pigment pooled at the edges of each wash, paper grain, and an unpainted margin.
import { mix, subSeed } from '../svg';
import type { RawImage } from '../types';
import { radiiOf, workingCopy, type StylizeOptions } from './detail';
import { kuwahara } from './filters';
import { castOf, gradientMap } from './light-field';
import type { StylePalette } from './palette';
import { blurGray, blurRgb, lumaOf, rgbOf, rgbToRaw, valueNoise } from './raster';

export async function watercolor(
  image: RawImage,
  p: StylePalette,
  seed: number,
  opts: StylizeOptions = {},
): Promise<RawImage> {
  const { w, h, S, src, detail } = await workingCopy(image, opts);
  const m = detail.mask;
  const big = Math.max(2, Math.round(S * 0.008));
  const radii = radiiOf(detail, w * h, big, Math.max(1, Math.round(S * 0.003)), 1);
  const flat = kuwahara(src, big, radii);
  const [soft, crisp, nx, ny, blot, grain] = await Promise.all([
    blurRgb(flat, Math.max(1, S * 0.009)),
    blurRgb(flat, Math.max(0.5, S * 0.002)),
    valueNoise(w, h, Math.max(4, Math.round(S * 0.05)), subSeed(seed, 'bleed-x')),
    valueNoise(w, h, Math.max(4, Math.round(S * 0.05)), subSeed(seed, 'bleed-y')),
    valueNoise(w, h, Math.max(4, Math.round(S * 0.12)), subSeed(seed, 'blot')),
    valueNoise(w, h, Math.max(1, Math.round(S * 0.004)), subSeed(seed, 'grain')),
  ]);
  const md = m?.data;
  const fd = detail.face;
  const fn = detail.finer?.data;

  // Bleed: each pixel takes its colour from a point pushed along the noise field, so washes
  // run past their shapes; the subject bleeds a third as far and stays crisper.
  const amp = S * 0.016;
  const washed = new Uint8ClampedArray(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // The subject keeps most of its drawing, the face all of it.
      const keep = Math.max(
        md ? (md[i]! / 255) * 0.7 : 0,
        fd ? fd[i]! / 255 : 0,
        fn ? (fn[i]! / 255) * 0.5 : 0,
      );
      const a = amp * (1 - 0.65 * keep);
      const sx = Math.min(w - 1, Math.max(0, Math.round(x + ((nx.data[i]! - 128) / 128) * a)));
      const sy = Math.min(h - 1, Math.max(0, Math.round(y + ((ny.data[i]! - 128) / 128) * a)));
      const j = (sy * w + sx) * 3;
      const o = i * 3;
      washed[o] = soft.data[j]! * (1 - keep) + crisp.data[o]! * keep;
      washed[o + 1] = soft.data[j + 1]! * (1 - keep) + crisp.data[o + 1]! * keep;
      washed[o + 2] = soft.data[j + 2]! * (1 - keep) + crisp.data[o + 2]! * keep;
    }
  }
  // Pigment pools where a wash is darker than its surroundings: darker rims at wash edges.
  const luma = lumaOf({ data: washed, width: w, height: h });
  const around = await blurGray(luma, Math.max(2, S * 0.025));

  const paper = rgbOf(p.paper);
  const tint = gradientMap([
    [0, mix(p.shadow, p.accents[1]!, 0.3)],
    [0.45, p.accents[1]!],
    [0.75, p.accents[0]!],
    [1, p.accents[2]!],
  ]);
  const [cr, cg, cb] = castOf(p);
  const out = new Uint8ClampedArray(w * h * 3);
  const cx = w / 2,
    cy = h / 2;
  const lx = p.lightAt.x * w;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const o = i * 3;
      const L = luma.data[i]!;
      const pool = Math.max(0, around.data[i]! - L) / 255;
      // Pigment load: blotchy, heavier at wash edges; the margin fades to bare paper.
      const ex = Math.abs(x - cx) / cx,
        ey = Math.abs(y - cy) / cy;
      const edge = Math.max(ex, ey) + (blot.data[i]! - 128) / 900;
      const margin = edge < 0.9 ? 1 : edge > 0.99 ? 0 : (0.99 - edge) / 0.09;
      // Light side thinner (more paper shows), the far side loaded with pigment.
      const side = 0.75 + 0.6 * (Math.abs(x - lx) / w);
      const load = (0.7 + (blot.data[i]! - 128) / 600 + pool * 2.2) * margin * side;
      const g = 1 - ((grain.data[i]! - 128) / 128) * 0.06 * (0.4 + load);
      for (let c = 0; c < 3; c++) {
        const own = washed[o + c]! * 0.72 + tint[L * 3 + c]! * 0.28;
        const pig = paper[c]! - (paper[c]! - own) * Math.min(1.25, load);
        out[o + c] = pig * g * (c === 0 ? cr : c === 1 ? cg : cb);
      }
    }
  }
  return rgbToRaw({ data: out, width: w, height: h }, image.width, image.height);
}
