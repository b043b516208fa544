// The gift card a toggle adds (element 'gift_card'): a tag hanging on a ribbon at one side of
// the picture with the names and the occasion (and the date), set as real type.
import type { TypeSet } from '@atelier/shared/studio-vocabulary';
import { n } from './svg';
import { faceIn } from './type/faces';
import { fitText } from './type/fit';
import { textBlock, textSvg } from './type/svg-text';
import type { Box, TextBlock } from './types';

export type GiftLook = { paper: string; edge: string; ink: string; ribbon: string };

/**
 * Where the card goes: at the side away from the face, above the pets' line when pets are
 * there, below the face when the two would share a column.
 */
export function giftCardBox(window: Box, face: Box | null, floor: number, H: number): Box {
  const w = window.w * 0.32;
  const h = H * 0.1;
  const faceX = face ? face.x + face.w / 2 : window.x + window.w / 2;
  const right = faceX <= window.x + window.w / 2;
  const x = right ? window.x + window.w * 0.96 - w : window.x + window.w * 0.04;
  let y = floor - h - H * 0.015;
  if (face && x < face.x + face.w && x + w > face.x) y = Math.max(y, face.y + face.h + H * 0.02);
  return { x, y, w, h };
}

/** The card, its ribbon and its text (in the type set's faces); empty when there is nothing to write on it. */
export function giftCardSvg(
  content: { title: string; lines: string[]; date: string },
  card: Box,
  look: GiftLook,
  type: TypeSet,
): { svg: string; blocks: TextBlock[] } {
  const second = [...content.lines, content.date].filter(Boolean).join(' · ');
  if (!content.title && !second) return { svg: '', blocks: [] };
  const pad = card.h * 0.12;
  const hole = { x: card.x + pad * 1.3, y: card.y + card.h / 2, r: card.h * 0.07 };
  const inner: Box = {
    x: hole.x + hole.r + pad,
    y: card.y + pad,
    w: card.x + card.w - pad - (hole.x + hole.r + pad),
    h: card.h - 2 * pad,
  };
  const blocks: TextBlock[] = [];
  let text = '';
  const titleArea: Box = second ? { ...inner, h: inner.h * 0.56 } : inner;
  if (content.title) {
    const fitted = fitText(content.title, titleArea, {
      face: faceIn(type, 'display'),
      maxSize: titleArea.h * 0.8,
      maxLines: 2,
    });
    text += textSvg(fitted, { fill: look.ink });
    blocks.push(textBlock('gift-title', content.title, titleArea, fitted));
  }
  if (second) {
    const area: Box = content.title
      ? { x: inner.x, y: inner.y + inner.h * 0.6, w: inner.w, h: inner.h * 0.4 }
      : inner;
    const fitted = fitText(second, area, {
      face: faceIn(type, 'serif-italic'),
      maxSize: area.h * 0.8,
      maxLines: 2,
    });
    text += textSvg(fitted, { fill: look.ink });
    blocks.push(textBlock('gift-line', second, area, fitted));
  }
  const r = card.h * 0.08;
  const svg =
    `<path d="M${n(hole.x)} ${n(hole.y)} C${n(hole.x - card.w * 0.1)} ${n(card.y - card.h * 0.4)} ${n(hole.x + card.w * 0.1)} ${n(card.y - card.h * 0.8)} ${n(hole.x + card.w * 0.05)} ${n(card.y - card.h * 1.2)}" fill="none" stroke="${look.ribbon}" stroke-width="${n(card.h * 0.05)}" stroke-linecap="round"/>` +
    `<rect x="${n(card.x + card.h * 0.04)}" y="${n(card.y + card.h * 0.06)}" width="${n(card.w)}" height="${n(card.h)}" rx="${n(r)}" fill="#000000" fill-opacity="0.3"/>` +
    `<rect x="${n(card.x)}" y="${n(card.y)}" width="${n(card.w)}" height="${n(card.h)}" rx="${n(r)}" fill="${look.paper}" stroke="${look.edge}" stroke-width="${n(card.h * 0.025)}"/>` +
    `<rect x="${n(card.x + pad * 0.4)}" y="${n(card.y + pad * 0.4)}" width="${n(card.w - pad * 0.8)}" height="${n(card.h - pad * 0.8)}" rx="${n(r * 0.6)}" fill="none" stroke="${look.edge}" stroke-opacity="0.6" stroke-width="${n(card.h * 0.01)}"/>` +
    `<circle cx="${n(hole.x)}" cy="${n(hole.y)}" r="${n(hole.r)}" fill="#000000" fill-opacity="0.45" stroke="${look.ribbon}" stroke-width="${n(card.h * 0.02)}"/>` +
    text;
  return { svg, blocks };
}
