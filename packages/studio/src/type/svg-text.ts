import { esc } from '../svg-kit';
import type { Box, TextBlock } from '../types';
import type { Fitted } from './fit';
import { TEXT_FONTS } from '../svg-fonts';
import { faceAttributes } from './fonts';

const n = (v: number) => String(Math.round(v * 100) / 100);

/**
 * SVG for fitted text: one <text> per line, at the positions fitText measured. A stroke is
 * drawn under the fill (paint-order) as a thin halo that keeps letters readable on a busy
 * background; its width is a small share of the size, so the ink stays within about 3 % of
 * the size around the extent.
 */
export function textSvg(
  fitted: Fitted,
  style: { fill: string; opacity?: number; stroke?: string },
): string {
  if (!fitted.lines.length) return '';
  const { extent, size, align } = fitted;
  const x = align === 'middle' ? extent.x + extent.w / 2 : extent.x + fitted.overhang;
  const anchor = align === 'middle' ? 'middle' : 'start';
  const paint = [
    `fill="${esc(style.fill)}"`,
    style.opacity !== undefined && style.opacity < 1 ? `opacity="${n(style.opacity)}"` : '',
    style.stroke
      ? `stroke="${esc(style.stroke)}" stroke-width="${n(Math.max(1, size * 0.06))}" stroke-linejoin="round" paint-order="stroke"`
      : '',
    fitted.letterSpacing ? `letter-spacing="${n(fitted.letterSpacing)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lines = fitted.lines.map(
    (line, i) =>
      `<text x="${n(x)}" y="${n(extent.y + fitted.ascent + i * fitted.lineHeight)}">${esc(line)}</text>`,
  );
  return `<g ${faceAttributes(fitted.face)} font-size="${n(size)}" text-anchor="${anchor}" ${paint}>${lines.join('')}</g>`;
}

/** The record tests and the reference script read: what was set, where it may go, where it is. */
export function textBlock(role: string, text: string, area: Box, fitted: Fitted): TextBlock {
  return {
    role,
    text,
    lines: fitted.lines,
    area,
    extent: fitted.extent,
    size: fitted.size,
    family: TEXT_FONTS[fitted.face].family,
  };
}
