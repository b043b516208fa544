import type { TypeSet } from '@atelier/shared/studio-vocabulary';
import { esc } from '../svg-kit';
import type { Box } from '../types';
import { idFor, num, diamond, shadingDefs } from './ornaments';
import { type TextPiece, emptyPiece } from './plaque';
import { stackBlocks, stackPieces } from './stack';
import { textSvg } from './svg-text';
import { versePieces } from './verse';

export type ScrollLook = { fill: string; edge: string; ink: string };

/** A scroll/ribbon with each verse (scripture, blessing, message) on its own line(s). */
export function verseScroll(
  verses: string[],
  area: Box,
  look: ScrollLook,
  type: TypeSet = 'classic',
): TextPiece {
  // Each verse as its words (italic), then its scripture reference, if any, in small capitals.
  const all = verses
    .filter((v) => v.trim())
    .flatMap((v) => versePieces(v, { weight: 1, maxLines: 3, plainRole: 'verse', type }));
  if (!all.length) return emptyPiece(area);
  const roll = Math.max(4, Math.min(area.h * 0.14, area.w * 0.05));
  const pad = Math.max(4, Math.min(area.w, area.h) * 0.08);
  const padX = roll + pad * 1.4;
  const sag = area.h * 0.035;
  const inner = {
    x: area.x + padX,
    y: area.y + roll * 0.35 + sag + pad,
    w: area.w - 2 * padX,
    h: area.h - roll * 0.7 - sag - 2 * pad,
  };
  const { placed, box: used } = stackPieces(all, inner, 0.32);

  const w = Math.min(area.w, Math.max(used.w + 2 * padX, area.w * 0.7));
  const x0 = area.x + (area.w - w) / 2 + roll / 2;
  const x1 = x0 + w - roll;
  const y0 = used.y - pad - sag;
  const y1 = used.y + used.h + pad;
  const cx = (x0 + x1) / 2;
  const blocks = stackBlocks(placed, w - 2 * padX);

  const id = idFor('scroll', verses, area, look);
  const stroke = Math.max(1, pad * 0.12);
  // The paper sags a little between the rolls, top and bottom alike, like a hung ribbon.
  const paper = `M${num(x0)} ${num(y0)}Q${num(cx)} ${num(y0 + 2 * sag)} ${num(x1)} ${num(y0)}L${num(x1)} ${num(y1)}Q${num(cx)} ${num(y1 + 2 * sag)} ${num(x0)} ${num(y1)}Z`;
  const rollAt = (x: number) =>
    `<rect x="${num(x - roll / 2)}" y="${num(y0 - roll * 0.35)}" width="${num(roll)}" height="${num(y1 - y0 + roll * 0.7)}" rx="${num(roll / 2)}" fill="${esc(look.fill)}" stroke="${esc(look.edge)}" stroke-width="${num(stroke)}"/>` +
    `<rect x="${num(x - roll / 2)}" y="${num(y0 - roll * 0.35)}" width="${num(roll)}" height="${num(y1 - y0 + roll * 0.7)}" rx="${num(roll / 2)}" fill="url(#${id}-roll)"/>`;
  const svg: string[] = [
    `<g filter="url(#${id}-shadow)"><path d="${paper}" fill="${esc(look.fill)}" stroke="${esc(look.edge)}" stroke-width="${num(stroke)}"/></g>`,
    `<path d="${paper}" fill="url(#${id}-sheen)" opacity="0.6"/>`,
    // A fine border inside the paper, following its curve.
    `<path d="M${num(x0 + pad * 0.5)} ${num(y0 + pad * 0.4)}Q${num(cx)} ${num(y0 + 2 * sag + pad * 0.4)} ${num(x1 - pad * 0.5)} ${num(y0 + pad * 0.4)}M${num(x0 + pad * 0.5)} ${num(y1 - pad * 0.4)}Q${num(cx)} ${num(y1 + 2 * sag - pad * 0.4)} ${num(x1 - pad * 0.5)} ${num(y1 - pad * 0.4)}" fill="none" stroke="${esc(look.edge)}" stroke-opacity="0.55" stroke-width="${num(stroke * 0.6)}"/>`,
    rollAt(x0),
    rollAt(x1),
  ];
  // Between two verses: three small lozenges in the gap.
  placed.forEach((p, i) => {
    if (i === 0 || p.piece.role !== 'verse' || !p.gapAbove) return;
    const g = p.gapAbove;
    const s = Math.max(1.5, g.h * 0.2);
    for (const dx of [-3, 0, 3])
      svg.push(diamond(g.x + g.w / 2 + dx * s, g.y + g.h / 2, s * (dx ? 0.7 : 1), look.edge));
  });
  const text = placed.map((p) => textSvg(p.fitted, { fill: look.ink })).join('');
  svg.push(text);
  const defs =
    shadingDefs(id, Math.max(1.5, pad * 0.3)) +
    `<linearGradient id="${id}-roll" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>`;
  return {
    svg: svg.join(''),
    defs,
    text,
    blocks,
    box: {
      x: x0 - roll / 2,
      y: y0 - roll * 0.35,
      w: x1 - x0 + roll,
      h: y1 - y0 + roll * 0.7 + sag,
    },
  };
}
