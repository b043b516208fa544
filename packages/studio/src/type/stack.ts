import type { Box, TextBlock } from '../types';
import { type FitOptions, type Fitted, fitText } from './fit';
import type { Face } from './fonts';
import { textBlock } from './svg-text';

/** One piece of a stacked text group (a plaque's title, a verse, its reference, a date). */
export type Piece = {
  role: string;
  text: string;
  face: Face;
  /** Share of the height: one line of this piece is about weight × unit tall. */
  weight: number;
  maxLines: number;
  uppercase?: boolean;
  letterSpacing?: number;
  /** Pieces of one group (e.g. every verse) are set at one size: the smallest any needs. */
  group?: string;
};

export type Stacked = {
  piece: Piece;
  fitted: Fitted;
  /** The area the piece was given: the stack's width, its own height. */
  area: Box;
  /** The gap above it (a place for a rule or an ornament), 0 for the first. */
  gapAbove: Box | null;
};

/** The em box of one line as a share of the size (the faces' ascent + descent ≈ 1.3). */
const LINE_EM = 1.35;

function setAll(pieces: Piece[], width: number, unit: number): Fitted[] {
  const fit = (p: Piece, maxSize: number) => {
    const slot = { x: 0, y: 0, w: width, h: p.weight * unit * (1 + 1.2 * (p.maxLines - 1)) };
    const opts: FitOptions = {
      face: p.face,
      maxSize,
      minSize: maxSize * 0.6,
      maxLines: p.maxLines,
      uppercase: p.uppercase,
      letterSpacing: p.letterSpacing,
    };
    return fitText(p.text, slot, opts);
  };
  const first = pieces.map((p) => fit(p, (p.weight * unit) / LINE_EM));
  // One size per group: refit the group's pieces at the smallest size any of them took.
  return pieces.map((p, i) => {
    if (!p.group) return first[i]!;
    const sizes = pieces.flatMap((q, j) => (q.group === p.group ? [first[j]!.size] : []));
    const smallest = Math.min(...sizes);
    return smallest < first[i]!.size ? fit(p, smallest) : first[i]!;
  });
}

/**
 * Sets pieces one under another, centred in `inner`: each as large as its weight allows,
 * wrapped at word boundaries, and the whole stack grown until it fills the height it may use.
 * Returns the pieces placed (extents moved into place) and the box the stack takes.
 */
export function stackPieces(
  pieces: Piece[],
  inner: Box,
  gap = 0.3,
): { placed: Stacked[]; box: Box } {
  const live = pieces.filter((p) => p.text.trim());
  if (!live.length || inner.w <= 0 || inner.h <= 0) {
    return { placed: [], box: { x: inner.x + inner.w / 2, y: inner.y + inner.h / 2, w: 0, h: 0 } };
  }
  const weights = live.reduce((sum, p) => sum + p.weight, 0) + gap * (live.length - 1);
  let unit = inner.h / weights;
  const heightOf = (set: Fitted[], u: number) =>
    set.reduce((sum, f) => sum + f.extent.h, 0) + gap * u * (set.length - 1);

  // Set with one unit, the stack may come out shorter (pieces held by their width) or taller
  // (pieces that wrapped) than the height: rescale the unit and set again, keeping the
  // largest that fits.
  let best: Fitted[] | null = null;
  let bestUnit = 0;
  for (let round = 0; round < 24; round++) {
    const set = setAll(live, inner.w, unit);
    const used = heightOf(set, unit);
    if (used <= inner.h) {
      if (unit > bestUnit) {
        best = set;
        bestUnit = unit;
      }
      if (used >= inner.h * 0.97 || round >= 6) break;
    } else if (best && round >= 6) break;
    unit *= Math.min(2, Math.max(0.5, inner.h / used)) * (used > inner.h ? 0.995 : 1);
  }
  if (!best) {
    best = setAll(live, inner.w, unit);
    bestUnit = unit;
  }

  const gapPx = gap * bestUnit;
  const total = heightOf(best, bestUnit);
  let y = inner.y + (inner.h - total) / 2;
  const placed: Stacked[] = best.map((f, i) => {
    const gapAbove = i === 0 ? null : { x: inner.x, y: y - gapPx, w: inner.w, h: gapPx };
    const area = { x: inner.x, y, w: inner.w, h: f.extent.h };
    const fitted: Fitted = {
      ...f,
      extent: { ...f.extent, x: f.extent.x + inner.x, y },
    };
    y += f.extent.h + gapPx;
    return { piece: live[i]!, fitted, area, gapAbove };
  });
  const width = Math.max(...placed.map((p) => p.fitted.extent.w));
  return {
    placed,
    box: {
      x: inner.x + (inner.w - width) / 2,
      y: inner.y + (inner.h - total) / 2,
      w: width,
      h: total,
    },
  };
}

/** The blocks of placed pieces, each narrowed to `width` around the stack's centre. */
export function stackBlocks(placed: Stacked[], width?: number): TextBlock[] {
  return placed.map(({ piece, fitted, area }) => {
    const w = Math.min(area.w, width ?? area.w);
    return textBlock(piece.role, piece.text, { ...area, x: area.x + (area.w - w) / 2, w }, fitted);
  });
}
