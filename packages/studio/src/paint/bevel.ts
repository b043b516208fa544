// Bevelled frame bands shared by the frames: four mitred sides, each shaded across its width.
import { linear, n } from '../svg';
import type { StylePalette } from './palette';

/** Four mitred bevelled sides of a band `b` wide, each shaded from its outer to inner edge. */
export function mitredBand(W: number, H: number, b: number, inset = 0): string {
  const o = inset,
    i = inset + b;
  const sides = [
    [`M${o} ${o} L${W - o} ${o} L${W - i} ${i} L${i} ${i} Z`, 'bevT'],
    [`M${W - o} ${o} L${W - o} ${H - o} L${W - i} ${H - i} L${W - i} ${i} Z`, 'bevR'],
    [`M${W - o} ${H - o} L${o} ${H - o} L${i} ${H - i} L${W - i} ${H - i} Z`, 'bevB'],
    [`M${o} ${H - o} L${o} ${o} L${i} ${i} L${i} ${H - i} Z`, 'bevL'],
  ] as const;
  return sides.map(([d, id]) => `<path d="${d}" fill="url(#${id})"/>`).join('');
}

/** Bevel gradients bevT/R/B/L (light at the outside, a bright rib, dark at the sight edge). */
export function bevelDefs(p: StylePalette, W: number, H: number, b: number, inset = 0): string {
  const stopsList = [
    [0, p.metal[1]],
    [0.18, p.metal[2]],
    [0.42, p.metal[1]],
    [0.62, p.metal[0]],
    [0.78, p.metal[2]],
    [1, p.metal[0]],
  ] as const;
  const g = (id: string, x1: number, y1: number, x2: number, y2: number) =>
    linear(
      id,
      stopsList,
      `gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`,
    );
  const o = inset,
    i = inset + b;
  return (
    g('bevT', 0, o, 0, i) +
    g('bevB', 0, H - o, 0, H - i) +
    g('bevL', o, 0, i, 0) +
    g('bevR', W - o, 0, W - i, 0)
  );
}
