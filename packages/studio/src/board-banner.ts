// The board's head: the title on a banner and the focus area on a ribbon under it, each in
// its style's manner and the palette's type set. Returns where the head ends, so the cards
// start below it.
import { n, type Rng } from './svg';
import { pinSvg, starSvg, tapeSvg } from './board-cards';
import type { BoardPalette } from './board-style';
import type { Box, TextBlock } from './types';
import { faceIn } from './type/faces';
import { fitText } from './type/fit';
import { textBlock, textSvg } from './type/svg-text';

export type BoardHead = { svg: string; blocks: TextBlock[]; bottom: number; boxes: Box[] };

const padBox = (b: Box, px: number, py: number): Box => ({
  x: b.x - px,
  y: b.y - py,
  w: b.w + 2 * px,
  h: b.h + 2 * py,
});

function bannerShape(b: Box, p: BoardPalette, S: number, r: Rng): string {
  const shadow = `<rect x="${n(b.x + S * 0.005)}" y="${n(b.y + S * 0.008)}" width="${n(b.w)}" height="${n(b.h)}" fill="#000" fill-opacity="${p.shadow}"/>`;
  const rect = (fill: string, extra = '') =>
    `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${fill}" stroke="${p.banner.edge}" stroke-width="${n(S * 0.003)}" ${extra}/>`;
  switch (p.style) {
    case 'cork':
      return (
        shadow +
        rect(p.banner.fill) +
        pinSvg(b.x + S * 0.025, b.y + S * 0.022, S * 0.011, r.pick(p.pins)) +
        pinSvg(b.x + b.w - S * 0.025, b.y + S * 0.022, S * 0.011, r.pick(p.pins))
      );
    case 'linen':
      return (
        shadow +
        rect(p.banner.fill, `rx="${n(S * 0.01)}"`) +
        `<rect x="${n(b.x + S * 0.01)}" y="${n(b.y + S * 0.01)}" width="${n(b.w - S * 0.02)}" height="${n(b.h - S * 0.02)}" rx="${n(S * 0.006)}" fill="none" stroke="${p.accent.main}" stroke-dasharray="${n(S * 0.008)} ${n(S * 0.006)}" stroke-width="${n(S * 0.0025)}"/>` +
        tapeSvg(b.x + b.w / 2, b.y, S * 0.12, S * 0.03, r.range(-4, 4), p.tape)
      );
    case 'golden': {
      // No plate: the title stands on the ivory between two fine gold rules.
      const rule = (y: number) =>
        `<path d="M${n(b.x)} ${n(y)} H${n(b.x + b.w)}" stroke="${p.line}" stroke-width="${n(S * 0.0022)}"/>`;
      return rule(b.y) + rule(b.y + b.h);
    }
    case 'night':
      return (
        rect(p.banner.fill, `rx="${n(S * 0.012)}"`) +
        starSvg(b.x, b.y + b.h / 2, S * 0.018, p.accent.soft) +
        starSvg(b.x + b.w, b.y + b.h / 2, S * 0.018, p.accent.soft)
      );
  }
}

function ribbonShape(b: Box, p: BoardPalette, S: number): string {
  const { fill, edge } = p.ribbon;
  if (p.style === 'golden') {
    const y = b.y + b.h / 2;
    const len = S * 0.06;
    return (
      `<path d="M${n(b.x - len)} ${n(y)} H${n(b.x)} M${n(b.x + b.w)} ${n(y)} H${n(b.x + b.w + len)}" stroke="${p.line}" stroke-width="${n(S * 0.002)}"/>` +
      `<circle cx="${n(b.x - len * 1.15)}" cy="${n(y)}" r="${n(S * 0.003)}" fill="${p.line}"/>` +
      `<circle cx="${n(b.x + b.w + len * 1.15)}" cy="${n(y)}" r="${n(S * 0.003)}" fill="${p.line}"/>`
    );
  }
  // A ribbon with notched tails behind its ends.
  const t = b.h * 0.55;
  const tail = (x: number, dir: number) =>
    `<path d="M${n(x)} ${n(b.y + b.h * 0.2)} L${n(x + dir * t * 1.6)} ${n(b.y + b.h * 0.2)} L${n(x + dir * t)} ${n(b.y + b.h * 0.7)} L${n(x + dir * t * 1.6)} ${n(b.y + b.h * 1.2)} L${n(x)} ${n(b.y + b.h * 1.2)} Z" fill="${edge}"/>`;
  return (
    tail(b.x + t * 0.4, -1) +
    tail(b.x + b.w - t * 0.4, 1) +
    `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" rx="${n(p.style === 'cork' ? 1 : b.h * 0.2)}" fill="${fill}" stroke="${edge}" stroke-width="${n(S * 0.002)}"/>`
  );
}

/** The title banner and the focus ribbon, from the top margin `top` down. */
export function boardHead(
  title: string,
  focus: string,
  W: number,
  H: number,
  top: number,
  p: BoardPalette,
  r: Rng,
  /** Below 1 on crowded boards: a smaller title leaves the goals more room. */
  scale = 1,
): BoardHead {
  const S = Math.min(W, H) * scale;
  let svg = '';
  const blocks: TextBlock[] = [];
  const boxes: Box[] = [];
  let bottom = top;
  if (title) {
    const padX = S * 0.05;
    const padY = S * 0.022;
    const area: Box = {
      x: W * 0.12,
      y: top + padY,
      w: W * 0.76,
      h: Math.min(H * 0.13 * scale, S * 0.16),
    };
    const fitted = fitText(title, area, {
      face: faceIn(p.type, 'display'),
      maxSize: S * 0.072,
      minSize: S * 0.034,
      maxLines: 2,
      lineHeight: 1.12,
    });
    // The banner hugs the set title, at least half the board wide.
    const hug = padBox(fitted.extent, padX, padY);
    const bw = Math.max(W * 0.5, hug.w);
    const box: Box = { x: (W - bw) / 2, y: top, w: bw, h: fitted.extent.h + 2 * padY };
    const shift = box.y + padY - fitted.extent.y;
    const placed = { ...fitted, extent: { ...fitted.extent, y: fitted.extent.y + shift } };
    const placedArea = padBox(box, -padX, -padY);
    svg += bannerShape(box, p, S, r) + textSvg(placed, { fill: p.banner.ink });
    blocks.push(textBlock('title', title, placedArea, placed));
    boxes.push(box);
    bottom = box.y + box.h;
  }
  if (focus) {
    const padX = S * 0.04;
    const padY = S * 0.012;
    const y = bottom + S * 0.022;
    const area: Box = { x: W * 0.2, y: y + padY, w: W * 0.6, h: S * 0.075 };
    const fitted = fitText(focus, area, {
      face: faceIn(p.type, 'sans'),
      maxSize: S * 0.03,
      minSize: S * 0.016,
      maxLines: 2,
      uppercase: true,
      letterSpacing: 0.14,
    });
    const hug = padBox(fitted.extent, padX, padY);
    const box: Box = { x: hug.x, y, w: hug.w, h: fitted.extent.h + 2 * padY };
    const shift = box.y + padY - fitted.extent.y;
    const placed = { ...fitted, extent: { ...fitted.extent, y: fitted.extent.y + shift } };
    const placedArea = padBox(box, -padX, -padY);
    svg += ribbonShape(box, p, S) + textSvg(placed, { fill: p.ribbon.ink });
    blocks.push(textBlock('line', focus, placedArea, placed));
    boxes.push(box);
    bottom = box.y + box.h + (p.style === 'golden' ? 0 : box.h * 0.2);
  }
  return { svg, blocks, bottom, boxes };
}
