// Small helpers for composing SVG artwork in code (no network, no assets).

import { esc, mulberry32, type Rng } from '@atelier/studio';

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

export const SERIF = 'DejaVu Serif, serif';
export const SANS = 'DejaVu Sans, sans-serif';
