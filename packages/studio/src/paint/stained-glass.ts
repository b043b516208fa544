// Stained glass: the picture cut into SLIC cells (smaller on the subject), each cell one pane of
// saturated jewel colour — background panes pulled to the window's jewels, the subject's keep
// their own hue with grisaille shading painted from the photo so the face stays readable —
// light glowing through from the source, and dark lead came along every cell boundary.
import { subSeed } from '../svg';
import type { RawImage } from '../types';
import { workingCopy, type StylizeOptions } from './detail';
import { fromHsl, hueDistance, hueToward, toHsl } from './color';
import { castOf, lightField, maskCentre } from './light-field';
import type { StylePalette } from './palette';
import { blurGray, blurRgb, lumaOf, rgbOf, rgbToRaw, valueNoise } from './raster';
import { slic } from './slic';

export async function stainedGlass(
  image: RawImage,
  p: StylePalette,
  seed: number,
  opts: StylizeOptions = {},
): Promise<RawImage> {
  const { w, h, S, src, detail } = await workingCopy(image, opts);
  const m = detail.mask;
  const step = Math.max(9, S * 0.075);
  // Cells follow the picture's shapes, not its grain: cut on a smoothed copy.
  const smooth = await blurRgb(src, Math.max(1, S * 0.004));
  // The wings (detail.finer) are cut finer than the scene, a pane or so per feather, on a
  // softer copy: their painted shading would otherwise splinter the cells.
  const fine = detail.finer;
  if (fine) {
    const softer = await blurRgb(src, Math.max(2, S * 0.012));
    for (let i = 0; i < w * h; i++) {
      const a = fine.data[i]! / 255;
      if (!a) continue;
      for (let c = 0; c < 3; c++)
        smooth.data[i * 3 + c] = smooth.data[i * 3 + c]! * (1 - a) + softer.data[i * 3 + c]! * a;
    }
  }
  const cut = slic(
    smooth,
    m,
    step,
    Math.max(5, step * 0.45),
    subSeed(seed, 'cells'),
    4,
    40,
    fine ? { mask: fine, step: Math.max(7, step * 0.75) } : null,
  );

  // The face is one pane, painted in grisaille, as church windows paint faces.
  const faceMap = detail.face;
  const labels = cut.labels;
  let count = cut.count;
  if (faceMap) {
    for (let i = 0; i < w * h; i++) if (faceMap[i]! > 100) labels[i] = count;
    count++;
  }
  // Mean colour and subject share per cell.
  const sr = new Float64Array(count),
    sg = new Float64Array(count),
    sb = new Float64Array(count),
    sm = new Float64Array(count),
    sf = new Float64Array(count),
    sl = new Float64Array(count),
    n = new Float64Array(count);
  const luma = lumaOf(src);
  for (let i = 0; i < w * h; i++) {
    const k = labels[i]!;
    sr[k]! += src.data[i * 3]!;
    sg[k]! += src.data[i * 3 + 1]!;
    sb[k]! += src.data[i * 3 + 2]!;
    sl[k]! += luma.data[i]!;
    sm[k]! += m ? m.data[i]! / 255 : faceMap && faceMap[i]! > 100 ? 1 : 0;
    if (fine) sf[k]! += fine.data[i]! / 255;
    n[k]! += 1;
  }
  const jewels = p.accents.map((c) => toHsl(...rgbOf(c)));
  const pane = new Float32Array(count * 3);
  const subjectCell = new Float32Array(count);
  const wingCell = new Float32Array(count);
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
    // A wing's panes are pale, lightly tinted glass: white wings do not turn jewel-coloured.
    const wingPane = subj < 0.5 && sf[k]! / c > 0.5;
    wingCell[k] = wingPane ? 1 : 0;
    const pull = wingPane ? 0.5 : ss < 0.12 ? 1 : subj > 0.5 ? 0.25 : 0.7;
    const hue = hueToward(hh, near[0], pull);
    const sat = wingPane
      ? Math.min(0.6, Math.max(ss, 0.3))
      : Math.min(0.95, Math.max(ss, 0.5) * (subj > 0.5 ? 1.15 : 1.5));
    const light = wingPane
      ? Math.min(0.86, Math.max(0.45, ll * 0.85 + 0.12))
      : Math.min(0.72, Math.max(0.34, ll * 0.8 + 0.12));
    const rgb = fromHsl(hue, sat, light);
    pane[k * 3] = rgb[0];
    pane[k * 3 + 1] = rgb[1];
    pane[k * 3 + 2] = rgb[2];
  }

  const [ripple, shade0, matte] = await Promise.all([
    valueNoise(w, h, Math.max(3, Math.round(S * 0.02)), subSeed(seed, 'ripple')),
    blurGray(luma, 0.8),
    // The face's paint: broad smear shading (the photo's light, not its grain) ...
    blurGray(luma, Math.max(1.5, S * 0.012)),
  ]);
  const focus = maskCentre(m) ?? { x: 0.5, y: 0.45 };
  const lit = lightField(w, h, focus, p.lightAt, 0.72, 0.2, 0.3);
  const glass = new Uint8ClampedArray(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const k = labels[i]!;
    // Grisaille: the subject's panes carry the photo's shading, so eyes and mouth read.
    const subj = subjectCell[k]!;
    const shade =
      faceMap && k === count - 1
        ? faceGrisaille((matte.data[i]! + 8) / (meanL[k]! + 8), shade0.data[i]! - matte.data[i]!)
        : subj > 0 || wingCell[k]
          ? 1 +
            Math.max(subj, wingCell[k]! * 0.6) * 0.9 * ((shade0.data[i]! - meanL[k]!) / 255) * 2.2
          : 1;
    const glow = lit[i]! * (1 + (ripple.data[i]! - 128) / 900) * shade;
    glass[i * 3] = pane[k * 3]! * glow;
    glass[i * 3 + 1] = pane[k * 3 + 1]! * glow;
    glass[i * 3 + 2] = pane[k * 3 + 2]! * glow;
  }
  const full = await rgbToRaw({ data: glass, width: w, height: h }, image.width, image.height);
  const lead = await leadLines(labels, w, h, image.width, image.height);
  const [cr, cg, cb] = castOf(p);
  const came = rgbOf(p.shadow);
  const d = full.data;
  for (let i = 0, n = image.width * image.height; i < n; i++) {
    const a = lead[i]! / 255;
    const o = i * 3;
    d[o] = Math.min(255, (d[o]! * (1 - a) + came[0] * a) * cr);
    d[o + 1] = Math.min(255, (d[o + 1]! * (1 - a) + came[1] * a) * cg);
    d[o + 2] = Math.min(255, (d[o + 2]! * (1 - a) + came[2] * a) * cb);
  }
  return full;
}

/**
 * The face's glass painted as church windows paint faces: the pane's colour, a matte of broad
 * shading in four soft steps (from the blurred photo: its light, not its fur or skin grain), and
 * dark trace lines where the photo is much darker than its surroundings (eyes, nostrils, the
 * mouth's line). Pasting the photo's own shading in (as before) read as an unstyled photo.
 */
function faceGrisaille(broad: number, detail: number): number {
  const t = broad * 4;
  const step = Math.floor(t);
  // Soft steps: flat inside a step, a short ramp between steps.
  const f = t - step;
  const smooth = (step + Math.min(1, Math.max(0, (f - 0.4) / 0.2))) / 4;
  const matte = Math.min(1.45, Math.max(0.4, smooth));
  // Trace: only clearly darker strokes, drawn firmly.
  const trace = detail < -14 ? Math.max(0.25, 1 - (-detail - 14) / 30) : 1;
  return matte * trace;
}

/**
 * The lead came at full size: the cells' boundaries (labels scaled up, nearest), thickened to
 * about 0.4 % of the short side and anti-aliased, as 0..255 coverage.
 */
async function leadLines(
  labels: Int32Array,
  w: number,
  h: number,
  W: number,
  H: number,
): Promise<Uint8ClampedArray> {
  const at = new Int32Array(W * H);
  for (let y = 0; y < H; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / H)) * w;
    for (let x = 0; x < W; x++)
      at[y * W + x] = labels[row + Math.min(w - 1, Math.floor((x * w) / W))]!;
  }
  let lead = new Uint8ClampedArray(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const k = at[i]!;
      if (x < W - 1 && at[i + 1] !== k) lead[i] = lead[i + 1] = 255;
      if (y < H - 1 && at[i + W] !== k) lead[i] = lead[i + W] = 255;
    }
  // Thicken (separable maximum) so the came stays in proportion at print sizes.
  const r = Math.max(0, Math.round(Math.min(W, H) * 0.0012));
  if (r > 0) {
    const tmp = new Uint8ClampedArray(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        let v = 0;
        for (let dx = Math.max(0, x - r); dx <= Math.min(W - 1, x + r); dx++)
          v = Math.max(v, lead[y * W + dx]!);
        tmp[y * W + x] = v;
      }
    lead = new Uint8ClampedArray(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        let v = 0;
        for (let dy = Math.max(0, y - r); dy <= Math.min(H - 1, y + r); dy++)
          v = Math.max(v, tmp[dy * W + x]!);
        lead[y * W + x] = v;
      }
  }
  const soft = await blurGray({ data: lead, width: W, height: H }, 0.5);
  return soft.data;
}
