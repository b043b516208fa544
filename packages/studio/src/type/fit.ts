import type { Box } from '../types';
import type { Face } from './fonts';
import { lineBox, measureText } from './measure';

/** Text set to fit an area: its lines (whole words only), size and where its ink lies. */
export type Fitted = {
  lines: string[];
  /** Font size, px. */
  size: number;
  /** Baseline to baseline, px. */
  lineHeight: number;
  /** The line box of the set text: every glyph's ink is inside it. */
  extent: Box;
  face: Face;
  align: 'middle' | 'start';
  /** Extra space after each character, px (0 = the face's own spacing). */
  letterSpacing: number;
  /** The face's ascent at this size, px: the first baseline is this far below extent.y. */
  ascent: number;
  /** Room kept at each side of a line for ink past its advance (italics), px. */
  overhang: number;
};

export type FitOptions = {
  face: Face;
  maxSize: number;
  minSize?: number;
  maxLines?: number;
  /** Baseline to baseline as a multiple of the size (default 1.2). */
  lineHeight?: number;
  align?: 'middle' | 'start';
  uppercase?: boolean;
  /** Extra space after each character, in em (e.g. 0.1 for spaced capitals). */
  letterSpacing?: number;
};

/** The size search stops when the interval is this narrow (px). */
const PRECISION = 0.05;
const SMALLEST = 1;

/**
 * Lines a greedy wrap gives (greedy is optimal for the count) of unit widths within `limit`;
 * a word in `breaks` starts a new line (the writer's own line break).
 */
function greedy(
  widths: number[],
  space: number,
  limit: number,
  breaks: ReadonlySet<number>,
): number[][] {
  const lines: number[][] = [];
  let current: number[] = [];
  let width = 0;
  widths.forEach((w, i) => {
    const next = current.length ? width + space + w : w;
    if (current.length && (next > limit || breaks.has(i))) {
      lines.push(current);
      current = [i];
      width = w;
    } else {
      current.push(i);
      width = next;
    }
  });
  if (current.length) lines.push(current);
  return lines;
}

/**
 * Largest size ≤ maxSize at which the text fits `area` in ≤ maxLines lines, wrapping at word
 * boundaries (balanced lines), shrinking below minSize only when it must; never drops a word.
 * maxLines holds down to minSize; below it, if the area is tall enough, more lines are used
 * first, since an extra line reads better than smaller type. A word is never broken: a word
 * too long for the width makes the type smaller.
 */
export function fitText(text: string, area: Box, opts: FitOptions): Fitted {
  const { face, maxSize } = opts;
  const minSize = Math.min(opts.minSize ?? maxSize * 0.5, maxSize);
  const lh = opts.lineHeight ?? 1.2;
  const ls = opts.letterSpacing ?? 0;
  const align = opts.align ?? 'middle';
  const cased = opts.uppercase ? text.toUpperCase() : text;
  // The writer's line breaks are kept ("Happy birthday,⏎love Mum"); blank lines are not.
  // No-break spaces ("June 14", "10 km") join their words.
  const paragraphs = cased
    .split(/\s*\n\s*/)
    .map((p) => p.split(/[^\S\u00a0\u2007\u202f]+/).filter((w) => w.trim()));
  const words = paragraphs.flat();
  const breaks = new Set<number>();
  paragraphs.reduce((at, p) => {
    if (at > 0 && p.length) breaks.add(at);
    return at + p.length;
  }, 0);
  const unit = lineBox(cased, face, 1);
  const empty: Fitted = {
    lines: [],
    size: 0,
    lineHeight: 0,
    extent: { x: area.x + area.w / 2, y: area.y + area.h / 2, w: 0, h: 0 },
    face,
    align,
    letterSpacing: 0,
    ascent: 0,
    overhang: 0,
  };
  if (!words.length || area.w <= 0 || area.h <= 0) return empty;

  const measured = words.map((w) => measureText(w, face, 1, ls));
  const widths = measured.map((m) => m.width);
  const space = measureText(' ', face, 1, ls).width;
  // A line ends in words: its ink reaches no further past its advance than a word's does.
  const over = Math.max(...measured.map((m) => m.overhang));
  const widest = Math.max(...widths);
  /** The advance a line may have at `size` (px ÷ size), keeping room for the overhang. */
  const measure = (size: number) => area.w / size - 2 * over;
  const boxHeight = (lines: number) => (lines - 1) * lh + unit.ascent + unit.descent;

  const fits = (size: number, maxLines: number) => {
    if (widest > measure(size)) return false;
    const n = greedy(widths, space, measure(size), breaks).length;
    return n <= maxLines && boxHeight(n) * size <= area.h;
  };
  /** The largest size in [lo, hi] that fits, given that lo fits. */
  const largest = (lo: number, hi: number, maxLines: number) => {
    if (fits(hi, maxLines)) return hi;
    while (hi - lo > PRECISION) {
      const mid = (lo + hi) / 2;
      if (fits(mid, maxLines)) lo = mid;
      else hi = mid;
    }
    return lo;
  };

  const capped = opts.maxLines ?? Infinity;
  let size: number;
  if (fits(minSize, capped)) size = largest(minSize, maxSize, capped);
  else if (fits(minSize, Infinity)) size = minSize;
  else {
    // It must shrink: as large as whatever the area allows, however small that is.
    let lo = SMALLEST;
    while (!fits(lo, Infinity) && lo > 0.01) lo /= 2;
    size = largest(lo, minSize, Infinity);
  }

  // Balance: the narrowest measure that keeps the same number of lines.
  const count = greedy(widths, space, measure(size), breaks).length;
  let lo = widest;
  let hi = measure(size);
  if (count > 1) {
    for (let i = 0; i < 24 && hi - lo > 1e-4; i++) {
      const mid = (lo + hi) / 2;
      if (greedy(widths, space, mid, breaks).length <= count) hi = mid;
      else lo = mid;
    }
  }
  const lines = greedy(widths, space, count > 1 ? hi : measure(size), breaks).map((idx) =>
    idx.map((i) => words[i]!).join(' '),
  );

  // The words were measured one by one; a whole line can kern a hair wider. Make sure.
  const lineWidth = (line: string, s: number) => measureText(line, face, s, ls).width;
  const widestLine = Math.max(...lines.map((l) => lineWidth(l, size))) + 2 * over * size;
  if (widestLine > area.w) size *= (area.w / widestLine) * 0.999;
  // SVG carries the size with two decimals: round down, never up.
  size = Math.floor(size * 100 + 1e-6) / 100;

  const m = lineBox(cased, face, size);
  const width = Math.max(...lines.map((l) => lineWidth(l, size))) + 2 * over * size;
  const height = (lines.length - 1) * lh * size + m.ascent + m.descent;
  return {
    lines,
    size,
    lineHeight: lh * size,
    extent: {
      x: align === 'middle' ? area.x + (area.w - width) / 2 : area.x,
      y: area.y + (area.h - height) / 2,
      w: width,
      h: height,
    },
    face,
    align,
    letterSpacing: ls * size,
    ascent: m.ascent,
    overhang: over * size,
  };
}

/**
 * Several texts set alike (the goals on a board's cards): each fitted to its own area, then
 * all at the size the most crowded one needs, so none looks more important than another.
 */
export function fitAll(items: { text: string; area: Box }[], opts: FitOptions): Fitted[] {
  const first = items.map((it) => fitText(it.text, it.area, opts));
  const sizes = first.filter((f) => f.lines.length).map((f) => f.size);
  if (!sizes.length) return first;
  const size = Math.min(...sizes);
  return items.map((it, i) =>
    first[i]!.size > size
      ? fitText(it.text, it.area, {
          ...opts,
          maxSize: size,
          minSize: Math.min(size, opts.minSize ?? size),
        })
      : first[i]!,
  );
}
