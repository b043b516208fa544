// Angel wings painted, not clip-art: four layered rows of feathers (primaries at the tip,
// secondaries, greater and lesser coverts), each feather shaded across its width from the
// scene's light, the primaries' tips tinted with the palette, each row casting a soft shadow on
// the row behind it, soft edges, and a glow round the whole wing. The portrait lays them into
// the scene before the style's painter runs, so they are painted like the rest of the picture.
import { mix, n, type Rng } from './svg';
import type { ElementLook } from './portrait-elements';

/** Where the wings sit (wingAnchor) and the scene's light in output pixels. */
export type WingPlace = {
  cx: number;
  y: number;
  half: number;
  length: number;
  light: { x: number; y: number };
};

type Row = {
  count: number;
  /** Where along the leading edge the row starts and ends (0 root … 1 tip). */
  from: number;
  to: number;
  len: (t: number) => number;
  width: number;
  /** How far the row hangs below the leading edge, as a share of the wing's length. */
  drop: number;
  /** Base colour: 0 the feather's light tone … 1 its shade. */
  depth: number;
};

// Back to front: the long flight feathers first, the small coverts near the leading edge last.
const ROWS: Row[] = [
  { count: 11, from: 0.45, to: 1, len: (t) => 0.5 + 0.42 * t, width: 0.16, drop: 0.02, depth: 0.5 },
  { count: 10, from: 0, to: 0.55, len: (t) => 0.36 + 0.2 * t, width: 0.2, drop: 0.02, depth: 0.4 },
  { count: 12, from: 0, to: 1, len: (t) => 0.24 + 0.2 * t, width: 0.26, drop: 0.01, depth: 0.2 },
  { count: 10, from: 0, to: 0.95, len: (t) => 0.13 + 0.09 * t, width: 0.34, drop: 0, depth: 0 },
];

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The leading edge: root at 0,0, arching up and out along +x to the tip. */
const edge = (L: number, t: number) => ({
  x: 2 * (1 - t) * t * L * 0.3 + t * t * L,
  y: 2 * (1 - t) * t * -L * 0.85 + t * t * -L * 0.5,
});

/** A feather's outline along +x: rounded at the root, an asymmetric vane, a soft point. */
function featherPath(len: number, w: number): string {
  return `M0 0 C${n(len * 0.22)} ${n(-w * 1.05)} ${n(len * 0.78)} ${n(-w * 0.95)} ${n(len)} ${n(-w * 0.08)} C${n(len * 0.82)} ${n(w * 0.75)} ${n(len * 0.3)} ${n(w * 0.85)} 0 0 Z`;
}

/**
 * One wing (side +1 right, −1 left, mirrored): its feathers with their own gradients. Light is
 * worked out in the picture's coordinates, then turned into each feather's own frame.
 */
function wing(place: WingPlace, side: 1 | -1, look: ElementLook, r: Rng) {
  const L = place.length;
  const rootX = place.cx + side * place.half;
  const reach = L * 1.4;
  let defs = '';
  let body = '';
  let outline = '';
  const soft = n(Math.max(0.6, L * 0.0035));
  ROWS.forEach((row, ri) => {
    let shadows = '';
    let feathers = '';
    for (let i = 0; i < row.count; i++) {
      const t = row.from + ((i + 0.5) / row.count) * (row.to - row.from);
      const p = edge(L, t * 0.97);
      const px = p.x + r.range(-0.01, 0.01) * L;
      const py = p.y + L * (row.drop + 0.02);
      const len = L * row.len(t) * r.range(0.93, 1.07);
      const w = len * row.width * r.range(0.9, 1.1);
      const angle = 100 - 50 * t + r.range(-4, 4);
      const a = (angle * Math.PI) / 180;
      // The feather's middle in the picture, and how near the light it is.
      const mx = rootX + side * (px + Math.cos(a) * len * 0.5);
      const my = place.y + py + Math.sin(a) * len * 0.5;
      const dx = place.light.x - mx;
      const dy = place.light.y - my;
      const near = clamp01(1.1 - Math.hypot(dx, dy) / reach);
      // The light's direction in the feather's frame (unmirror, then unrotate).
      const lx = side * dx;
      const ux = lx * Math.cos(a) + dy * Math.sin(a);
      const uy = -lx * Math.sin(a) + dy * Math.cos(a);
      const ul = Math.hypot(ux, uy) || 1;
      const gx = ux / ul / 2;
      const gy = uy / ul / 2;
      const base = mix(look.feather, look.featherShade, row.depth * (1.1 - 0.5 * near));
      const lit = mix(base, look.glow, 0.25 + 0.45 * near);
      const dark = mix(base, look.featherShade, 0.7 + 0.3 * (1 - near));
      const id = `wf${side > 0 ? 'r' : 'l'}${ri}-${i}`;
      defs += `<linearGradient id="${id}" x1="${n(0.5 - gx)}" y1="${n(0.5 - gy)}" x2="${n(0.5 + gx)}" y2="${n(0.5 + gy)}"><stop offset="0" stop-color="${dark}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${lit}"/></linearGradient>`;
      const at = `translate(${n(px)} ${n(py)}) rotate(${n(angle)})`;
      const d = featherPath(len, w);
      shadows += `<path transform="${at}" d="${d}"/>`;
      outline += `<path transform="${at}" d="${d}"/>`;
      feathers += `<g transform="${at}"><path d="${d}" fill="url(#${id})"/>`;
      // The primaries' tips take the palette's tint, as painted wings shade into colour.
      if (ri === 0) feathers += `<path d="${d}" fill="url(#wingTip)"/>`;
      // The shaft, faint, lit on the light's side.
      feathers += `<path d="M${n(len * 0.04)} 0 Q${n(len * 0.5)} ${n(-w * 0.12)} ${n(len * 0.9)} ${n(-w * 0.06)}" fill="none" stroke="${lit}" stroke-opacity="0.45" stroke-width="${n(Math.max(0.6, L * 0.004))}" stroke-linecap="round"/></g>`;
    }
    // Each row's soft shadow falls on the row behind it (away from the light).
    body += `<g fill="${look.featherShade}" fill-opacity="0.7" filter="url(#wingShadow)">${shadows}</g>`;
    body += `<g filter="url(#wingSoft)">${feathers}</g>`;
  });
  const glow = edge(L, 0.55);
  const halo = `<ellipse cx="${n(glow.x * 0.8)}" cy="${n(glow.y * 0.5)}" rx="${n(L * 0.75)}" ry="${n(L * 0.6)}" fill="${look.glow}" fill-opacity="0.16" filter="url(#wingGlow)"/>`;
  // The whole wing's soft shadow on the scene, so a pale wing reads on a pale sky.
  const cast = `<g fill="${mix(look.featherShade, '#000000', 0.35)}" fill-opacity="0.45" filter="url(#wingCast)">${outline}</g>`;
  const placeAt =
    side > 0
      ? `translate(${n(rootX)} ${n(place.y)})`
      : `translate(${n(rootX)} ${n(place.y)}) scale(-1 1)`;
  return { defs, body: `<g transform="${placeAt}">${halo}${cast}${body}</g>`, soft };
}

/** A pair of painted angel wings, mirrored about the body's centre, behind the shoulders. */
export function wingsSvg(
  place: WingPlace,
  look: ElementLook,
  r: Rng,
): { defs: string; body: string } {
  const right = wing(place, 1, look, r);
  const left = wing(place, -1, look, r);
  const L = place.length;
  const shadowAway = (place.light.y < place.y ? 1 : -1) * L * 0.012;
  const defs =
    right.defs +
    left.defs +
    `<linearGradient id="wingTip" x1="0" y1="0" x2="1" y2="0"><stop offset="0.45" stop-color="${look.tint}" stop-opacity="0"/><stop offset="1" stop-color="${look.tint}" stop-opacity="0.55"/></linearGradient>` +
    `<filter id="wingSoft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${right.soft}"/></filter>` +
    `<filter id="wingShadow" x="-20%" y="-20%" width="140%" height="140%"><feOffset dx="0" dy="${n(shadowAway)}"/><feGaussianBlur stdDeviation="${n(L * 0.014)}"/></filter>` +
    `<filter id="wingCast" x="-20%" y="-20%" width="140%" height="140%"><feOffset dx="0" dy="${n(shadowAway * 2)}"/><feGaussianBlur stdDeviation="${n(L * 0.025)}"/></filter>` +
    `<filter id="wingGlow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(L * 0.12)}"/></filter>`;
  return { defs, body: left.body + right.body };
}
