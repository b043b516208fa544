import { createHash } from 'node:crypto';
import { esc } from '../svg-kit';

// Small drawn ornaments shared by the plaque and the scroll (no glyphs: a font may lack them).

export const num = (v: number) => String(Math.round(v * 100) / 100);

/** An id prefix for defs, derived from what is drawn: the same input gives the same SVG. */
export function idFor(kind: string, ...parts: unknown[]): string {
  return `${kind}-${createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 10)}`;
}

/** A lozenge centred on (cx, cy), `s` px from its centre to a tip. */
export function diamond(cx: number, cy: number, s: number, fill: string): string {
  const d = `M${num(cx)} ${num(cy - s)}L${num(cx + s * 0.7)} ${num(cy)}L${num(cx)} ${num(cy + s)}L${num(cx - s * 0.7)} ${num(cy)}Z`;
  return `<path d="${d}" fill="${esc(fill)}"/>`;
}

/** A fine rule `w` px wide with a lozenge at its centre and tapering ends. */
export function rule(cx: number, cy: number, w: number, colour: string, thickness: number): string {
  const half = w / 2;
  const t = thickness / 2;
  const wing = (dir: 1 | -1) => {
    const tip = cx + dir * half;
    const near = cx + dir * thickness * 3;
    return `<path d="M${num(near)} ${num(cy - t)}L${num(tip)} ${num(cy)}L${num(near)} ${num(cy + t)}Z" fill="${esc(colour)}"/>`;
  };
  return `${wing(-1)}${wing(1)}${diamond(cx, cy, thickness * 2.6, colour)}`;
}

/** A drop shadow filter and a top-light/bottom-dark sheen gradient, under `id`. */
export function shadingDefs(id: string, depth: number, horizontal = false): string {
  const axis = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return [
    `<filter id="${id}-shadow" x="-20%" y="-20%" width="140%" height="150%">`,
    `<feDropShadow dx="0" dy="${num(depth * 0.6)}" stdDeviation="${num(depth)}" flood-color="#000" flood-opacity="0.45"/>`,
    `</filter>`,
    `<linearGradient id="${id}-sheen" ${axis}>`,
    `<stop offset="0" stop-color="#fff" stop-opacity="0.32"/>`,
    `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/>`,
    `<stop offset="0.7" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0.28"/>`,
    `</linearGradient>`,
  ].join('');
}
