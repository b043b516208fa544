// The board's pinned pieces as SVG: goal and affirmation cards and the polaroids, each in its
// style's manner (cork: index cards and push pins; linen: pastel cards, stitches and washi
// tape; golden minimal: clean white cards with a gold hairline; night sky: pale glowing cards
// with a star). Text is set by the type helper's fitText/textSvg, never here.
import type { TypeSet } from '@atelier/shared/studio-vocabulary';
import { n, type Rng } from './svg';
import type { BoardPalette } from './board-style';
import type { Box } from './types';
import { fitText, type Fitted } from './type/fit';
import { faceIn } from './type/faces';
import type { Face } from './type/fonts';
import { textSvg } from './type/svg-text';

export type CardKind = 'goal' | 'affirmation';

/** The face each card kind is set in (in the classic type set; faceIn maps it for another). */
const CARD_FACE: Record<CardKind, Face> = { goal: 'serif', affirmation: 'serif-italic' };

/** The face a card kind is set in under the type set. */
export const cardFace = (kind: CardKind, type: TypeSet): Face => faceIn(type, CARD_FACE[kind]);

/** A card's padding around its text, per px of type size. */
const PAD = { x: 0.85, top: 1.05, bottom: 0.8 };

/** A long goal reads as a paragraph (ragged right); a short one is centred. */
const alignOf = (text: string) => (text.length > 140 ? 'start' : 'middle');

/** One line's extent at REF px (set by fitText), scaled for other sizes: metrics are linear. */
const REF = 100;
const oneLine = new Map<string, { w: number; h: number }>();

function lineAtRef(text: string, face: Face) {
  const key = `${face}\u0000${text}`;
  let m = oneLine.get(key);
  if (!m) {
    const f = fitText(
      text,
      { x: 0, y: 0, w: 1e7, h: 1e7 },
      { face, maxSize: REF, minSize: REF, lineHeight: 1.28 },
    );
    m = { w: f.extent.w, h: f.extent.h };
    if (oneLine.size > 5000) oneLine.clear();
    oneLine.set(key, m);
  }
  return m;
}

/**
 * Card size for `text` at `size` px in at most `maxWidth`, set in the type set's face (the
 * layout's MeasureCard, once the type set is given).
 */
export function measureCard(
  text: string,
  kind: CardKind,
  size: number,
  maxWidth: number,
  type: TypeSet,
) {
  const face = cardFace(kind, type);
  const inner = Math.max(size, maxWidth - 2 * PAD.x * size - 1);
  // Cards in a column keep a family likeness: none narrower than most of the column.
  const minW = Math.min(maxWidth, Math.max(size * 7.5, maxWidth * 0.7));
  const line = lineAtRef(text, face);
  const k = size / REF;
  // The layout measures thousands of cards on a crowded board: a card whose text fits on one
  // line (with a 1 % margin for rounding) is sized from its one-line extent, scaled.
  if (line.w * k * 1.01 <= inner) {
    return {
      w: Math.max(minW, line.w * k * 1.01 + 2 * PAD.x * size + 1),
      h: line.h * k * 1.01 + (PAD.top + PAD.bottom) * size + 1,
      size,
    };
  }
  const f = fitText(
    text,
    { x: 0, y: 0, w: inner, h: 1e7 },
    {
      face,
      maxSize: size,
      minSize: size,
      lineHeight: 1.28,
      align: alignOf(text),
    },
  );
  return {
    w: Math.max(minW, f.extent.w + 2 * PAD.x * size + 1),
    h: f.extent.h + (PAD.top + PAD.bottom) * size + 1,
    size: f.lines.length ? f.size : size,
  };
}

/** The text area inside a card of box `b` laid out at type size `size`. */
export function cardTextArea(b: Box, size: number): Box {
  return {
    x: b.x + PAD.x * size,
    y: b.y + PAD.top * size,
    w: b.w - 2 * PAD.x * size,
    h: b.h - (PAD.top + PAD.bottom) * size,
  };
}

/** Sets a card's text in its area (the same size the layout measured it at, or smaller). */
export function fitCard(
  text: string,
  kind: CardKind,
  area: Box,
  size: number,
  type: TypeSet,
): Fitted {
  return fitText(text, area, {
    face: cardFace(kind, type),
    maxSize: size,
    minSize: size * 0.5,
    lineHeight: 1.28,
    align: alignOf(text),
  });
}

export function pinSvg(x: number, y: number, rad: number, color: string): string {
  return (
    `<circle cx="${n(x + rad * 0.3)}" cy="${n(y + rad * 0.45)}" r="${n(rad)}" fill="#000" fill-opacity="0.3"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.62)}" fill="#000" fill-opacity="0.12"/>` +
    `<circle cx="${n(x - rad * 0.32)}" cy="${n(y - rad * 0.32)}" r="${n(rad * 0.3)}" fill="#fff" fill-opacity="0.75"/>`
  );
}

export function tapeSvg(x: number, y: number, w: number, h: number, angle: number, color: string) {
  const stripes = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${n(x - w / 2 + (w * (i + 0.3)) / 4)}" y="${n(y - h / 2)}" width="${n(w / 10)}" height="${n(h)}" fill="#fff" fill-opacity="0.25"/>`,
  ).join('');
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
    `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="${color}" fill-opacity="0.8"/>${stripes}</g>`
  );
}

/** A four-point star (night sky's pin, and the glints between cards). */
export function starSvg(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.24;
  return `<path d="M${n(x)} ${n(y - r)} L${n(x + k)} ${n(y - k)} L${n(x + r)} ${n(y)} L${n(x + k)} ${n(y + k)} L${n(x)} ${n(y + r)} L${n(x - k)} ${n(y + k)} L${n(x - r)} ${n(y)} L${n(x - k)} ${n(y - k)} Z" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>`;
}

function shadow(b: Box, p: BoardPalette, off: number): string {
  return `<rect x="${n(b.x + off * 0.6)}" y="${n(b.y + off)}" width="${n(b.w)}" height="${n(b.h)}" rx="${n(off * 0.4)}" fill="#000" fill-opacity="${p.shadow}"/>`;
}

/** What holds a piece to the board, centred on its top edge. */
function fastener(b: Box, p: BoardPalette, size: number, r: Rng, photo: boolean): string {
  const cx = b.x + b.w / 2 + r.range(-0.12, 0.12) * b.w;
  switch (p.style) {
    case 'cork':
      return photo && r.next() < 0.5
        ? tapeSvg(cx, b.y, Math.min(b.w * 0.45, size * 6), size * 1.1, r.range(-9, 9), p.tape)
        : pinSvg(cx, b.y + size * 0.35, size * 0.42, r.pick(p.pins));
    case 'linen':
      return (
        tapeSvg(
          b.x + size * 0.3,
          b.y + size * 0.2,
          size * 3.2,
          size * 0.9,
          r.range(-50, -35),
          p.tape,
        ) +
        tapeSvg(
          b.x + b.w - size * 0.3,
          b.y + size * 0.2,
          size * 3.2,
          size * 0.9,
          r.range(35, 50),
          p.tape,
        )
      );
    case 'golden':
      return '';
    case 'night':
      return starSvg(cx, b.y, size * 0.6, p.accent.soft, 0.95);
  }
}

/** A goal or affirmation card with its text, turned by `angle` about its centre. */
export function cardSvg(
  b: Box,
  angle: number,
  fitted: Fitted,
  kind: CardKind,
  p: BoardPalette,
  size: number,
  r: Rng,
): string {
  const paper = kind === 'affirmation' ? p.affirmation.fill : r.pick(p.cards);
  const ink = kind === 'affirmation' ? p.affirmation.ink : p.ink;
  const off = size * 0.28;
  let g = p.style === 'golden' ? '' : shadow(b, p, off);
  const rx = p.style === 'cork' ? 1 : size * 0.25;
  g += `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" rx="${n(rx)}" fill="${paper}" stroke="${p.cardEdge}" stroke-width="${n(Math.max(0.6, size * 0.05))}"/>`;
  const inset = size * 0.32;
  if (p.style === 'cork' && kind === 'goal') {
    // An index card's red rule under its top edge.
    g += `<path d="M${n(b.x + inset)} ${n(b.y + size * 0.7)} H${n(b.x + b.w - inset)}" stroke="#e06666" stroke-opacity="0.7" stroke-width="${n(Math.max(0.6, size * 0.06))}"/>`;
  } else if (p.style === 'linen') {
    g += `<rect x="${n(b.x + inset)}" y="${n(b.y + inset)}" width="${n(b.w - 2 * inset)}" height="${n(b.h - 2 * inset)}" rx="${n(size * 0.18)}" fill="none" stroke="${p.accent.main}" stroke-opacity="0.6" stroke-dasharray="${n(size * 0.3)} ${n(size * 0.22)}" stroke-width="${n(Math.max(0.6, size * 0.05))}"/>`;
  } else if (p.style === 'golden') {
    g += `<rect x="${n(b.x + inset)}" y="${n(b.y + inset)}" width="${n(b.w - 2 * inset)}" height="${n(b.h - 2 * inset)}" fill="none" stroke="${p.line}" stroke-opacity="0.55" stroke-width="${n(Math.max(0.5, size * 0.03))}"/>`;
  }
  g += textSvg(fitted, { fill: ink });
  g += fastener(b, p, size, r, false);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  return angle ? `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${g}</g>` : g;
}

/** Polaroid geometry: the photo window inside a piece of box `b`. */
export function photoWindow(b: Box): Box {
  const border = b.w * 0.06;
  return { x: b.x + border, y: b.y + border, w: b.w - 2 * border, h: b.w - 2 * border };
}

/** A photo as a polaroid (a gold-edged mount on golden minimal), turned by `angle`. */
export function polaroidSvg(
  b: Box,
  angle: number,
  href: string,
  p: BoardPalette,
  size: number,
  r: Rng,
): string {
  const win = photoWindow(b);
  const off = size * 0.32;
  let g = p.style === 'golden' ? shadow(b, { ...p, shadow: 0.06 }, off) : shadow(b, p, off);
  const edge = p.style === 'golden' ? p.line : p.cardEdge;
  g += `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${p.polaroid}" stroke="${edge}" stroke-width="${n(Math.max(0.5, size * 0.04))}"/>`;
  g += `<image x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}" preserveAspectRatio="xMidYMid slice" href="${href}"/>`;
  g += fastener(b, p, size, r, true);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  return angle ? `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${g}</g>` : g;
}
