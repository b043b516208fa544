// Small helpers for drawing the studio's SVG layers in code (no network, no assets).

export { esc, mulberry32, type Rng } from './svg-kit';

/** Mixes a string into a seed, so separate concerns (palette, layout) draw separate numbers. */
export function subSeed(seed: number, salt: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Rounds to one decimal for compact SVG numbers. */
export const n = (v: number) => Math.round(v * 10) / 10;

export const SERIF = "'DejaVu Serif', serif";
export const SANS = "'DejaVu Sans', sans-serif";

export function svgDoc(width: number, height: number, defs: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`,
  );
}

type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (list: readonly Stop[]) =>
  list
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`)
    .join('');

export const linear = (id: string, list: readonly Stop[], attrs = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attrs}>${stops(list)}</linearGradient>`;

export const radial = (id: string, list: readonly Stop[], attrs = '') =>
  `<radialGradient id="${id}" ${attrs}>${stops(list)}</radialGradient>`;

/** A four-point sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)} L${n(x + k)} ${n(y - k)} L${n(x + r)} ${n(y)} L${n(x + k)} ${n(y + k)} L${n(x)} ${n(y + r)} L${n(x - k)} ${n(y + k)} L${n(x - r)} ${n(y)} L${n(x - k)} ${n(y - k)} Z" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>`;
}

/** `at`, or one less when that would cut a surrogate pair (an emoji) in half: U+FFFD on paper. */
const safeCut = (s: string, at: number) => (/[\ud800-\udbff]/.test(s[at - 1] ?? '') ? at - 1 : at);

/**
 * Greedy word wrap for a monospace-ish estimate of the glyph width (DejaVu averages ~0.55 em);
 * at most `maxLines`, the last one ending in an ellipsis when the text does not fit.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (word.length > maxChars) {
      // A word longer than a line is split hard.
      if (line) {
        lines.push(line);
        line = '';
      }
      const cut = safeCut(word, maxChars - 1);
      lines.push(word.slice(0, cut) + '-');
      word = word.slice(cut);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] =
    (last.length >= maxChars ? last.slice(0, safeCut(last, maxChars - 1)) : last) + '…';
  return kept;
}

/** Blends two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}
