// Small helpers for composing SVG artwork in code (no network, no assets).

import { esc, mulberry32, type Rng } from '../../../lib/svg-kit';

export { esc, type Rng };
/** The seeded PRNG the seed art draws with. */
export const rng = mulberry32;

export const n = (v: number) => Math.round(v * 10) / 10;

/** A document of `width`x`height` pixels drawn in `vw`x`vh` design units. */
export function svgDoc(
  width: number,
  height: number,
  vw: number,
  vh: number,
  defs: string,
  body: string,
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

export const linear = (
  id: string,
  stops: [number, string, number?][],
  vertical = true,
  coords = `x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"`,
) =>
  `<linearGradient id="${id}" ${coords}>${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`)
    .join('')}</linearGradient>`;

export const radial = (id: string, stops: [number, string, number?][], extra = '') =>
  `<radialGradient id="${id}" ${extra}>${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`)
    .join('')}</radialGradient>`;

/** A four-point sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity = 1) {
  const k = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)} L${n(x + k)} ${n(y - k)} L${n(x + r)} ${n(y)} L${n(x + k)} ${n(y + k)} L${n(x)} ${n(y + r)} L${n(x - k)} ${n(y + k)} L${n(x - r)} ${n(y)} L${n(x - k)} ${n(y - k)} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

export function heartPath(cx: number, cy: number, s: number) {
  return `M${n(cx)} ${n(cy + s * 0.9)} C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 0.9)} ${n(cy - s * 0.95)} ${n(cx)} ${n(cy - s * 0.35)} C${n(cx + s * 0.9)} ${n(cy - s * 0.95)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)} Z`;
}

/** Gold used by frames, halos and plaques. */
export const GOLD_STOPS: [number, string][] = [
  [0, '#8a5a19'],
  [0.25, '#f3d27a'],
  [0.5, '#b8862b'],
  [0.75, '#fbe7a1'],
  [1, '#8a5a19'],
];

export const SERIF = 'DejaVu Serif, serif';
export const SANS = 'DejaVu Sans, sans-serif';

/** Blends two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}
