// Stained glass: the picture cut into SLIC cells (smaller on the subject), each cell one pane of
// saturated jewel colour — background panes pulled to the window's jewels, the subject's keep
// their own hue with grisaille shading painted from the photo so the face stays readable —
// light glowing through from the source, and dark lead came along every cell boundary.
import { subSeed } from '../../svg';
import type { RawImage } from '../types';
import { fromHsl, hueDistance, hueToward, toHsl } from './color';
import { castOf, lightField, maskCentre } from './light-field';
import type { StylePalette } from './palette';
import { blurGray, blurRgb, lumaOf, maskAt, rgbAt, rgbOf, rgbToRaw, valueNoise } from './raster';
import { slic } from './slic';

export async function stainedGlass(
  image: RawImage,
  p: StylePalette,
  seed: number,
  subjectMask?: Buffer,
): Promise<RawImage> {
  const w = Math.round(image.width / 2);
  const h = Math.round(image.height / 2);
  const S = Math.min(w, h);
  const [src, m] = await Promise.all([rgbAt(image, w, h), maskAt(subjectMask, image, w, h)]);
  const step = Math.max(6, S * 0.075);
  // Cells follow the picture's shapes, not its grain: cut on a smoothed copy.
  const smooth = await blurRgb(src, Math.max(1, S * 0.004));
  const { labels, count } = slic(smooth, m, step, step * 0.45, subSeed(seed, 'cells'));

  // Mean colour and subject share per cell.
  const sr = new Float64Array(count),
    sg = new Float64Array(count),
    sb = new Float64Array(count),
    sm = new Float64Array(count),
    sl = new Float64Array(count),
    n = new Float64Array(count);
  const luma = lumaOf(src);
  for (let i = 0; i < w * h; i++) {
    const k = labels[i]!;
    sr[k]! += src.data[i * 3]!;
    sg[k]! += src.data[i * 3 + 1]!;
    sb[k]! += src.data[i * 3 + 2]!;
    sl[k]! += luma.data[i]!;
    sm[k]! += m ? m.data[i]! / 255 : 0;
    n[k]! += 1;
  }
  const jewels = p.accents.map((c) => toHsl(...rgbOf(c)));
  const pane = new Float32Array(count * 3);
  const subjectCell = new Float32Array(count);
  const meanL = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    const c = n[k]! || 1;
    const [hh, ss, ll] = toHsl(sr[k]! / c, sg[k]! / c, sb[k]! / c);
    const subj = sm[k]! / c;
    subjectCell[k] = subj;
    meanL[k] = sl[k]! / c;
    let near = jewels[0]!;
    for (const j of jewels) if (hueDistance(j[0], hh) < hueDistance(near[0], hh)) near = j;
    // Greys carry no hue of their own: take the nearest jewel's outright.
    const pull = ss < 0.12 ? 1 : subj > 0.5 ? 0.25 : 0.7;
    const hue = hueToward(hh, near[0], pull);
    const sat = Math.min(0.95, Math.max(ss, 0.5) * (subj > 0.5 ? 1.15 : 1.5));
    const light = Math.min(0.68, Math.max(0.26, ll * 0.85 + 0.06));
    const rgb = fromHsl(hue, sat, light);
    pane[k * 3] = rgb[0];
    pane[k * 3 + 1] = rgb[1];
    pane[k * 3 + 2] = rgb[2];
  }

  // Lead: every pixel whose right or lower neighbour lies in another cell (and that neighbour).
  const lead = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const k = labels[i]!;
      if (x < w - 1 && labels[i + 1] !== k) lead[i] = lead[i + 1] = 255;
      if (y < h - 1 && labels[i + w] !== k) lead[i] = lead[i + w] = 255;
    }
  const [softLead, ripple, detail] = await Promise.all([
    blurGray({ data: lead, width: w, height: h }, 0.6),
    valueNoise(w, h, Math.max(3, Math.round(S * 0.02)), subSeed(seed, 'ripple')),
    blurGray(luma, 0.8),
  ]);
  const focus = maskCentre(m) ?? { x: 0.5, y: 0.45 };
  const lit = lightField(w, h, focus, p.lightAt, 0.62, 0.25);
  const [cr, cg, cb] = castOf(p);
  const came = rgbOf(p.shadow);
  const out = new Uint8ClampedArray(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const k = labels[i]!;
    // Grisaille: the subject's panes carry the photo's shading, so eyes and mouth read.
    const subj = subjectCell[k]!;
    const shade = subj > 0 ? 1 + subj * 0.9 * ((detail.data[i]! - meanL[k]!) / 255) * 2.2 : 1;
    const glow = lit[i]! * (1 + (ripple.data[i]! - 128) / 900) * shade;
    const a = softLead.data[i]! / 255;
    const o = i * 3;
    out[o] = (pane[k * 3]! * glow * (1 - a) + came[0] * a) * cr;
    out[o + 1] = (pane[k * 3 + 1]! * glow * (1 - a) + came[1] * a) * cg;
    out[o + 2] = (pane[k * 3 + 2]! * glow * (1 - a) + came[2] * a) * cb;
  }
  return rgbToRaw({ data: out, width: w, height: h }, image.width, image.height);
}
