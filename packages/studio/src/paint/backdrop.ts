// The painted scene behind the subject, drawn in SVG per style and rasterised with sharp; the
// seed moves the light source, the horizon, the clouds and the hills. stylize() then paints the
// composed picture, so the scene and the subject share one hand.
import sharp from 'sharp';
import { linear, mix, mulberry32, n, radial, subSeed, svgDoc, type Rng } from '../svg';
import type { PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import type { RawImage } from '../types';
import type { StylePalette } from './palette';
import { minimalInks, minimalSun } from './minimal';
import { rgbOf } from './raster';

type Scene = { defs: string; body: string };

/** Rolling hills from y = base (fraction of H) with amplitude amp, filled with color. */
function hills(
  W: number,
  H: number,
  base: number,
  amp: number,
  color: string,
  r: Rng,
  opacity = 1,
) {
  const steps = r.int(3, 6);
  let d = `M0 ${n(H)} L0 ${n(H * base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (W * i) / steps;
    const cx = x - W / steps / 2;
    d += ` Q${n(cx)} ${n(H * (base - amp * r.range(-0.4, 1.4)))} ${n(x)} ${n(H * (base + amp * r.range(-0.5, 0.5)))}`;
  }
  return `<path d="${d} L${W} ${n(H)} Z" fill="${color}" fill-opacity="${opacity}"/>`;
}

function sunGlow(W: number, H: number, p: StylePalette, reach: number, strength: number) {
  const S = Math.min(W, H);
  return `<circle cx="${n(p.lightAt.x * W)}" cy="${n(p.lightAt.y * H)}" r="${n(S * reach)}" fill="url(#sunglow)" fill-opacity="${strength}"/>`;
}

const glowDefs = (p: StylePalette) =>
  radial('sunglow', [
    [0, p.glow, 0.95],
    [0.25, p.glow, 0.45],
    [1, p.glow, 0],
  ]);

function renaissanceScene(W: number, H: number, p: StylePalette, r: Rng): Scene {
  const S = Math.min(W, H);
  const horizon = r.range(0.58, 0.72);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>` + sunGlow(W, H, p, 0.9, 0.8);
  for (let i = 0, k = r.int(4, 8); i < k; i++) {
    const rx = S * r.range(0.15, 0.35);
    body += `<ellipse cx="${n(W * r.range(-0.1, 1.1))}" cy="${n(H * r.range(0.08, horizon - 0.1))}" rx="${n(rx)}" ry="${n(rx * r.range(0.2, 0.35))}" fill="url(#cloud)" fill-opacity="${r.range(0.35, 0.75).toFixed(2)}"/>`;
  }
  body += hills(W, H, horizon, 0.05, mix(p.land[0], p.sky[2], 0.35), r);
  body += hills(W, H, horizon + 0.07, 0.06, p.land[1], r);
  // Cypresses on the middle ground.
  for (let i = 0, k = r.int(2, 5); i < k; i++) {
    const x = W * r.range(0.05, 0.95);
    const th = H * r.range(0.1, 0.2);
    const y = H * (horizon + 0.08);
    body += `<ellipse cx="${n(x)}" cy="${n(y - th / 2)}" rx="${n(th * 0.12)}" ry="${n(th / 2)}" fill="${p.land[2]}"/>`;
  }
  body += hills(W, H, horizon + 0.16, 0.05, p.land[2], r);
  // A heavy curtain on one side, as in an old-master portrait.
  const left = p.lightAt.x > 0.5 || (p.lightAt.x > 0.4 && r.next() < 0.5);
  const cw = W * r.range(0.14, 0.24);
  const cx0 = left ? 0 : W - cw;
  body += `<path d="M${n(cx0)} 0 H${n(cx0 + cw)} C${n(cx0 + cw * (left ? 0.6 : 0.4))} ${n(H * 0.4)} ${n(cx0 + cw * (left ? 1.1 : -0.1))} ${n(H * 0.7)} ${n(left ? cx0 + cw * 0.5 : cx0 + cw * 0.5)} ${n(H)} H${n(left ? 0 : W)} Z" fill="url(#curtain)"/>`;
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.55, p.sky[1]],
      [horizon, p.sky[2]],
    ]) +
    glowDefs(p) +
    radial('cloud', [
      [0, mix(p.highlight, p.glow, 0.5), 0.9],
      [1, p.sky[1], 0],
    ]) +
    linear(
      'curtain',
      [
        [0, p.accents[0]!],
        [0.5, mix(p.accents[0]!, p.shadow, 0.6)],
        [1, p.shadow],
      ],
      `x1="${left ? 1 : 0}" y1="0" x2="${left ? 0 : 1}" y2="0"`,
    );
  return { defs, body };
}

function watercolorScene(W: number, H: number, p: StylePalette, r: Rng): Scene {
  const S = Math.min(W, H);
  const horizon = r.range(0.6, 0.74);
  let body = `<rect width="${W}" height="${H}" fill="${p.paper}"/>`;
  body +=
    `<rect width="${W}" height="${n(H * horizon)}" fill="url(#sky)"/>` + sunGlow(W, H, p, 0.5, 0.9);
  // Loose washes of the pigments.
  for (let i = 0, k = r.int(5, 9); i < k; i++) {
    const c = r.pick(p.accents);
    const rx = S * r.range(0.12, 0.32);
    body += `<ellipse cx="${n(W * r.range(0, 1))}" cy="${n(H * r.range(0.05, horizon))}" rx="${n(rx)}" ry="${n(rx * r.range(0.4, 0.9))}" fill="${c}" fill-opacity="${r.range(0.25, 0.5).toFixed(2)}" transform="rotate(${n(r.range(-30, 30))} ${n(W / 2)} ${n(H / 2)})"/>`;
  }
  // The side away from the light takes a broad, darker wash and a mass of foliage.
  body += `<rect width="${W}" height="${H}" fill="url(#shade)"/>`;
  const away = p.lightAt.x < 0.5 ? 1 : 0;
  for (let i = 0, k = r.int(4, 7); i < k; i++) {
    const rr = S * r.range(0.12, 0.22);
    body += `<circle cx="${n(W * (away + (away ? -1 : 1) * r.range(0, 0.22)))}" cy="${n(H * r.range(0.25, horizon))}" r="${n(rr)}" fill="${mix(p.land[1], p.shadow, 0.5)}" fill-opacity="${r.range(0.55, 0.8).toFixed(2)}"/>`;
  }
  body += hills(W, H, horizon, 0.05, mix(p.land[0], p.shadow, 0.15), r, 0.85);
  body += hills(W, H, horizon + 0.08, 0.05, mix(p.land[1], p.shadow, 0.3), r, 0.85);
  // Flowers in the foreground: dabs of the first two pigments.
  for (let i = 0, k = r.int(10, 22); i < k; i++) {
    const rr = S * r.range(0.012, 0.03);
    body += `<circle cx="${n(W * r.range(0, 1))}" cy="${n(H * r.range(horizon + 0.1, 0.98))}" r="${n(rr)}" fill="${p.accents[i % 2]!}" fill-opacity="0.7"/>`;
  }
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]) +
    glowDefs(p) +
    linear(
      'shade',
      [
        [0, mix(p.shadow, p.accents[1]!, 0.5), 0],
        [1, mix(p.shadow, p.accents[1]!, 0.5), 0.75],
      ],
      p.lightAt.x < 0.5 ? 'x1="0.2" y1="0" x2="1" y2="0.3"' : 'x1="0.8" y1="0" x2="0" y2="0.3"',
    );
  return { defs, body };
}

function stainedGlassScene(W: number, H: number, p: StylePalette, r: Rng): Scene {
  const S = Math.min(W, H);
  // A rose window behind the head: rays of jewel colour, then rings; the sun apart from it.
  const sx = W * r.range(0.45, 0.55);
  const sy = H * r.range(0.28, 0.36);
  const reach = Math.hypot(W, H) * 1.5;
  let body = `<rect width="${W}" height="${H}" fill="${p.sky[1]}"/>`;
  const rays = 2 * r.int(5, 9);
  const turn = r.range(0, Math.PI * 2);
  // Light and dark jewels alternate, so every window has the same rhythm of light.
  const byLight = [...p.accents].sort((a, b) => lum(b) - lum(a));
  const light = byLight.slice(0, Math.ceil(byLight.length / 2));
  const dark = byLight.slice(Math.ceil(byLight.length / 2));
  for (let i = 0; i < rays; i++) {
    const a0 = turn + (i * 2 * Math.PI) / rays;
    const a1 = turn + ((i + 1) * 2 * Math.PI) / rays;
    body += `<path d="M${n(sx)} ${n(sy)} L${n(sx + Math.cos(a0) * reach)} ${n(sy + Math.sin(a0) * reach)} L${n(sx + Math.cos(a1) * reach)} ${n(sy + Math.sin(a1) * reach)} Z" fill="${i % 2 ? r.pick(dark) : r.pick(light)}"/>`;
  }
  for (let k = r.int(3, 5); k > 0; k--) {
    const rr = S * (0.09 + k * r.range(0.08, 0.12));
    body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rr)}" fill="none" stroke="${k % 2 ? r.pick(light) : r.pick(dark)}" stroke-width="${n(S * r.range(0.03, 0.06))}" stroke-opacity="0.85"/>`;
  }
  body += `<circle cx="${n(p.lightAt.x * W)}" cy="${n(p.lightAt.y * H)}" r="${n(S * 0.07)}" fill="${p.sun}"/>`;
  const horizon = r.range(0.68, 0.8);
  body += hills(W, H, horizon, 0.05, p.land[0], r);
  body += hills(W, H, horizon + 0.1, 0.04, p.land[1], r);
  return { defs: '', body };
}

function minimalScene(W: number, H: number, p: StylePalette, r: Rng): Scene {
  const S = Math.min(W, H);
  const flats = p.accents;
  const [sky, block] = minimalInks(p) as [string, string];
  const sun = minimalSun(p);
  const horizon = r.range(0.56, 0.8);
  let body = `<rect width="${W}" height="${H}" fill="${sky}"/>`;
  // Colour block: the half of the sky away from the sun in the second flat.
  const split = W * r.range(0.42, 0.58);
  body +=
    p.lightAt.x < 0.5
      ? `<rect x="${n(split)}" width="${n(W - split)}" height="${H}" fill="${block}"/>`
      : `<rect width="${n(split)}" height="${H}" fill="${block}"/>`;
  // An arch of the lightest flat behind the subject.
  const aw = W * r.range(0.5, 0.7);
  const ax =
    W * (p.lightAt.x < 0.4 ? r.range(0.55, 0.7) : p.lightAt.x > 0.6 ? r.range(0.3, 0.45) : 0.5) -
    aw / 2;
  const atop = H * r.range(0.16, 0.3);
  body += `<path d="M${n(ax)} ${n(H)} V${n(atop + aw / 2)} A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw)} ${n(atop + aw / 2)} V${n(H)} Z" fill="${flats[0]!}"/>`;
  // The single sun (or the moon).
  body += `<circle cx="${n(p.lightAt.x * W)}" cy="${n(p.lightAt.y * H)}" r="${n(S * r.range(0.07, 0.11))}" fill="${sun}"/>`;
  body += hills(W, H, horizon, 0.04, flats[1]!, r);
  // The foreground: a slope rising towards the light, or a low level band.
  const rise = r.range(0.08, 0.2) * (p.lightAt.x < 0.5 ? -1 : 1);
  const fy = horizon + r.range(0.1, 0.14);
  body += `<path d="M0 ${n(H * (fy + rise / 2))} L${W} ${n(H * (fy - rise / 2))} V${H} H0 Z" fill="${flats[2]!}"/>`;
  return { defs: '', body };
}

function lum(c: string): number {
  const [r, g, b] = rgbOf(c);
  return r * 0.299 + g * 0.587 + b * 0.114;
}

const SCENES: Record<PortraitStyleId, (W: number, H: number, p: StylePalette, r: Rng) => Scene> = {
  renaissance: renaissanceScene,
  watercolor: watercolorScene,
  'stained-glass': stainedGlassScene,
  minimal: minimalScene,
};

/** The painted scene behind the subject, in the style; seed varies light, horizon, clouds. */
export async function paintBackdrop(
  style: PortraitStyleId,
  width: number,
  height: number,
  palette: StylePalette,
  seed: number,
): Promise<RawImage> {
  const r = mulberry32(subSeed(seed, `backdrop:${style}`));
  const scene = SCENES[style](width, height, palette, r);
  const data = await sharp(svgDoc(width, height, scene.defs, scene.body))
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height, channels: 3 };
}
