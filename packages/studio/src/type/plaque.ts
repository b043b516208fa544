import type { TypeSet } from '@atelier/shared/studio-vocabulary';
import { esc } from '../svg-kit';
import type { Box, TextBlock } from '../types';
import { faceIn } from './faces';
import { diamond, idFor, num, rule, shadingDefs } from './ornaments';
import { type Piece, stackBlocks, stackPieces } from './stack';
import { textSvg } from './svg-text';
import { versePieces } from './verse';

export type PlaqueContent = { title: string; lines: string[]; date: string };
export type PlaqueLook = { fill: string; edge: string; ink: string; accent: string };

/** What a plaque or scroll gives the composition: its drawing, its defs, and its text. */
export type TextPiece = {
  /** The whole piece: body, ornaments and text (references ids in `defs`). */
  svg: string;
  defs: string;
  /** The text alone, as drawn in `svg` (tests render it by itself to look for stray ink). */
  text: string;
  blocks: TextBlock[];
  /** The body's box (its shadow falls a little outside). */
  box: Box;
};

export const emptyPiece = (area: Box): TextPiece => ({
  svg: '',
  defs: '',
  text: '',
  blocks: [],
  box: { x: area.x + area.w / 2, y: area.y + area.h / 2, w: 0, h: 0 },
});

/**
 * The plaque's text, largest first: the title, each short line in italics (a scripture line
 * as its quote, then its reference in small capitals), then the date in capitals, in the faces
 * of the type set.
 */
function pieces(content: PlaqueContent, type: TypeSet): Piece[] {
  return [
    { role: 'title', text: content.title, face: faceIn(type, 'display'), weight: 1, maxLines: 2 },
    ...content.lines
      .filter((line) => line.trim())
      .flatMap((line) => versePieces(line, { weight: 0.46, maxLines: 2, plainRole: 'line', type })),
    {
      role: 'date',
      text: content.date,
      face: faceIn(type, 'sans'),
      weight: 0.4,
      maxLines: 1,
      uppercase: true,
      letterSpacing: 0.1,
    },
  ];
}

/** A plaque centred in `area`: title large, then the short lines, then the date, each its own line. */
export function namePlaque(
  content: PlaqueContent,
  area: Box,
  look: PlaqueLook,
  type: TypeSet = 'classic',
): TextPiece {
  const all = pieces(content, type);
  if (!all.some((p) => p.text.trim())) return emptyPiece(area);
  const pad = Math.max(4, Math.min(area.w, area.h) * 0.09);
  const padX = pad * 1.6;
  const inner = { x: area.x + padX, y: area.y + pad, w: area.w - 2 * padX, h: area.h - 2 * pad };
  const { placed, box: used } = stackPieces(all, inner, 0.34);

  // The plaque hugs its text, but not narrower than a plaque should look.
  const w = Math.min(area.w, Math.max(used.w + 2 * padX, area.w * 0.55, (used.h + 2 * pad) * 1.5));
  const h = used.h + 2 * pad;
  const box = { x: area.x + (area.w - w) / 2, y: used.y - pad, w, h };
  const blocks = stackBlocks(placed, w - 2 * padX);

  const id = idFor('plaque', content, area, look);
  const r = Math.min(w, h) * 0.09;
  const edge = Math.max(1, pad * 0.16);
  const inset = pad * 0.42;
  const rivet = Math.max(1.2, pad * 0.12);
  const body = `x="${num(box.x)}" y="${num(box.y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}"`;
  const svg: string[] = [
    `<g filter="url(#${id}-shadow)"><rect ${body} fill="${esc(look.fill)}" stroke="${esc(look.edge)}" stroke-width="${num(edge)}"/></g>`,
    `<rect ${body} fill="url(#${id}-sheen)"/>`,
    // Bevel: a light line just inside the edge, then the accent border.
    `<rect x="${num(box.x + edge)}" y="${num(box.y + edge)}" width="${num(w - 2 * edge)}" height="${num(h - 2 * edge)}" rx="${num(Math.max(0, r - edge))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${num(edge * 0.6)}"/>`,
    `<rect x="${num(box.x + inset)}" y="${num(box.y + inset)}" width="${num(w - 2 * inset)}" height="${num(h - 2 * inset)}" rx="${num(Math.max(0, r - inset))}" fill="none" stroke="${esc(look.accent)}" stroke-width="${num(Math.max(0.8, edge * 0.5))}"/>`,
  ];
  // Rivets in the corners, lozenges at the middle of the sides.
  for (const [cx, cy] of [
    [box.x + inset * 1.9, box.y + inset * 1.9],
    [box.x + w - inset * 1.9, box.y + inset * 1.9],
    [box.x + inset * 1.9, box.y + h - inset * 1.9],
    [box.x + w - inset * 1.9, box.y + h - inset * 1.9],
  ] as const) {
    svg.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rivet)}" fill="${esc(look.accent)}" stroke="${esc(look.edge)}" stroke-width="${num(rivet * 0.3)}"/>`,
    );
  }
  svg.push(diamond(box.x + inset, box.y + h / 2, inset * 0.6, look.accent));
  svg.push(diamond(box.x + w - inset, box.y + h / 2, inset * 0.6, look.accent));
  // A rule between the title and what follows it.
  const afterTitle = placed.find((p, i) => i > 0 && placed[i - 1]!.piece.role === 'title');
  if (afterTitle?.gapAbove) {
    const g = afterTitle.gapAbove;
    const widest = Math.min(w - 2 * padX, used.w);
    svg.push(
      rule(
        g.x + g.w / 2,
        g.y + g.h / 2,
        Math.max(widest * 0.5, pad * 2),
        look.accent,
        Math.max(1, g.h * 0.12),
      ),
    );
  }
  const text = placed.map((p) => textSvg(p.fitted, { fill: look.ink })).join('');
  svg.push(text);
  return {
    svg: svg.join(''),
    defs: shadingDefs(id, Math.max(1.5, pad * 0.3)),
    text,
    blocks,
    box,
  };
}
