// The painted scene behind the subject, drawn in SVG per style and rasterised with sharp; the
// seed moves the light source, the horizon, the clouds and the hills. stylize() then paints the
// composed picture, so the scene and the subject share one hand.
import sharp from 'sharp';
import { linear, mix, mulberry32, n, radial, subSeed, svgDoc, type Rng } from '../../svg';
import type { PortraitStyleId, RawImage } from '../types';
import type { StylePalette } from './palette';
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
  const left = r.next() < 0.5;
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
  body += hills(W, H, horizon, 0.05, p.land[0], r, 0.8);
  body += hills(W, H, horizon + 0.08, 0.05, p.land[1], r, 0.75);
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
    ]) + glowDefs(p);
  return { defs, body };
}

function stainedGlassScene(W: number, H: number, p: StylePalette, r: Rng): Scene {
  const S = Math.min(W, H);
  const sx = p.lightAt.x * W;
  const sy = p.lightAt.y * H;
  const reach = Math.hypot(W, H) * 1.5;
  let body = `<rect width="${W}" height="${H}" fill="${p.sky[1]}"/>`;
  // Rays of jewel colour from the light, then rings around it.
  const rays = r.int(10, 18);
  const turn = r.range(0, Math.PI * 2);
  for (let i = 0; i < rays; i++) {
    const a0 = turn + (i * 2 * Math.PI) / rays;
    const a1 = turn + ((i + 1) * 2 * Math.PI) / rays;
    body += `<path d="M${n(sx)} ${n(sy)} L${n(sx + Math.cos(a0) * reach)} ${n(sy + Math.sin(a0) * reach)} L${n(sx + Math.cos(a1) * reach)} ${n(sy + Math.sin(a1) * reach)} Z" fill="${p.accents[(i + r.int(0, 1)) % p.accents.length]!}"/>`;
  }
  for (let k = r.int(3, 5); k > 0; k--) {
    const rr = S * (0.09 + k * r.range(0.08, 0.12));
    body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rr)}" fill="none" stroke="${r.pick(p.accents)}" stroke-width="${n(S * r.range(0.03, 0.06))}" stroke-opacity="0.85"/>`;
  }
  body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(S * 0.09)}" fill="${p.sun}"/>`;
  const horizon = r.range(0.68, 0.8);
  body += hills(W, H, horizon, 0.05, p.land[0], r);
  body += hills(W, H, horizon + 0.1, 0.04, p.land[1], r);
  return { defs: '', body };
}

function minimalScene(W: number, H: number, p: StylePalette, r: Rng): Scene {
  const S = Math.min(W, H);
  const flats = p.accents;
  const horizon = r.range(0.62, 0.76);
  let body = `<rect width="${W}" height="${H}" fill="${p.sky[1]}"/>`;
  // An arch of the lightest flat behind the subject.
  const aw = W * r.range(0.5, 0.7);
  const ax = W * r.range(0.3, 0.7) - aw / 2;
  const atop = H * r.range(0.16, 0.3);
  body += `<path d="M${n(ax)} ${n(H)} V${n(atop + aw / 2)} A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw)} ${n(atop + aw / 2)} V${n(H)} Z" fill="${flats[0]!}"/>`;
  // The single sun, in the most saturated flat.
  body += `<circle cx="${n(p.lightAt.x * W)}" cy="${n(p.lightAt.y * H)}" r="${n(S * r.range(0.07, 0.11))}" fill="${mostSaturated(flats)}"/>`;
  body += hills(W, H, horizon, 0.04, flats[1]!, r);
  body += hills(W, H, horizon + 0.1, 0.03, flats[2]!, r);
  return { defs: '', body };
}

function mostSaturated(colours: readonly string[]): string {
  const chroma = (c: string) => {
    const [r, g, b] = rgbOf(c);
    return Math.max(r, g, b) - Math.min(r, g, b);
  };
  return colours.reduce((a, b) => (chroma(b) > chroma(a) ? b : a));
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
