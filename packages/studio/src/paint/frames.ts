// The frame of each style, as a full-size SVG overlay (transparent inside) and the window it
// leaves: a carved gilded frame (Renaissance), a deckled paper mat in a thin moulding
// (watercolour), a leaded arch of border panes (stained glass), a thin line on a plain margin
// (minimal). The frame's material comes from the palette (premium 'frame' option).
import { linear, mix, mulberry32, n, radial, subSeed, svgDoc, type Rng } from '../svg';
import type { PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import type { Box } from '../types';
import { bevelDefs, mitredBand } from './bevel';
import { deckledMat, leadedArch } from './frames-soft';
import type { StylePalette } from './palette';

export type Frame = { svg: string; window: Box };

function carvedGold(W: number, H: number, p: StylePalette, r: Rng): Frame {
  const S = Math.min(W, H);
  const b = Math.round(S * 0.085);
  let body = mitredBand(W, H, b);
  // Beading along the middle of the band.
  const bead = S * 0.007;
  const pitch = bead * r.range(2.6, 3.4);
  const mid = b * 0.42;
  for (let x = mid + pitch; x < W - mid - pitch / 2; x += pitch)
    body += `<circle cx="${n(x)}" cy="${n(mid)}" r="${n(bead)}" fill="url(#boss)"/><circle cx="${n(x)}" cy="${n(H - mid)}" r="${n(bead)}" fill="url(#boss)"/>`;
  for (let y = mid + pitch; y < H - mid - pitch / 2; y += pitch)
    body += `<circle cx="${n(mid)}" cy="${n(y)}" r="${n(bead)}" fill="url(#boss)"/><circle cx="${n(W - mid)}" cy="${n(y)}" r="${n(bead)}" fill="url(#boss)"/>`;
  // Sight edge: a dark reveal and a bright fillet.
  body += `<rect x="${b}" y="${b}" width="${W - 2 * b}" height="${H - 2 * b}" fill="none" stroke="${p.metal[0]}" stroke-width="${n(S * 0.006)}"/>`;
  body += `<rect x="${n(b - S * 0.008)}" y="${n(b - S * 0.008)}" width="${n(W - 2 * b + S * 0.016)}" height="${n(H - 2 * b + S * 0.016)}" fill="none" stroke="${p.metal[2]}" stroke-width="${n(S * 0.003)}"/>`;
  // Carved corner ornaments: acanthus scrolls around a boss (the seed picks leaves or shell).
  const leaves = r.int(5, 9);
  const shell = r.next() < 0.5;
  const corners: [number, number, number][] = [
    [b * 0.5, b * 0.5, 45],
    [W - b * 0.5, b * 0.5, 135],
    [W - b * 0.5, H - b * 0.5, 225],
    [b * 0.5, H - b * 0.5, 315],
  ];
  const rr = b * 0.95;
  for (const [cx, cy, rot] of corners) {
    let g = '';
    for (let k = 0; k < leaves; k++) {
      const a = -70 + (140 * k) / (leaves - 1);
      g += shell
        ? `<path d="M0 0 Q${n(rr * 0.3)} ${n(-rr * 0.22)} ${n(rr)} 0 Q${n(rr * 0.3)} ${n(rr * 0.22)} 0 0 Z" transform="rotate(${n(a)})" fill="url(#leaf)" stroke="${p.metal[0]}" stroke-width="1"/>`
        : `<path d="M0 0 C${n(rr * 0.4)} ${n(-rr * 0.35)} ${n(rr * 0.9)} ${n(-rr * 0.1)} ${n(rr * 0.75)} ${n(rr * 0.12)} C${n(rr * 0.6)} ${n(rr * 0.25)} ${n(rr * 0.45)} ${n(rr * 0.05)} ${n(rr * 0.55)} 0 C${n(rr * 0.35)} ${n(rr * 0.1)} ${n(rr * 0.2)} ${n(rr * 0.08)} 0 0 Z" transform="rotate(${n(a)})" fill="url(#leaf)" stroke="${p.metal[0]}" stroke-width="1"/>`;
    }
    g += `<circle r="${n(b * 0.3)}" fill="url(#boss)" stroke="${p.metal[0]}" stroke-width="1.5"/>`;
    body += `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rot})">${g}</g>`;
  }
  // A cartouche at the middle of the top rail.
  body += `<g transform="translate(${n(W / 2)} ${n(b * 0.55)})"><ellipse rx="${n(b * 1.1)}" ry="${n(b * 0.55)}" fill="url(#leaf)" stroke="${p.metal[0]}" stroke-width="1.5"/><ellipse rx="${n(b * 0.5)}" ry="${n(b * 0.3)}" fill="url(#boss)" stroke="${p.metal[0]}" stroke-width="1"/></g>`;
  const defs =
    bevelDefs(p, W, H, b) +
    radial(
      'boss',
      [
        [0, p.metal[2]],
        [0.55, p.metal[1]],
        [1, p.metal[0]],
      ],
      'cx="0.35" cy="0.35" r="0.75"',
    ) +
    linear('leaf', [
      [0, p.metal[2]],
      [0.5, p.metal[1]],
      [1, mix(p.metal[0], p.metal[1], 0.4)],
    ]);
  return {
    svg: svgDoc(W, H, defs, body).toString(),
    window: { x: b, y: b, w: W - 2 * b, h: H - 2 * b },
  };
}

function thinLine(W: number, H: number, p: StylePalette, r: Rng): Frame {
  const S = Math.min(W, H);
  // Full bleed: a thin moulding at the edge and a hairline set in from it, nothing more.
  const edge = Math.max(2, Math.round(S * 0.012));
  const line = Math.max(1.5, S * 0.004);
  const m = Math.round(S * r.range(0.03, 0.04));
  const body =
    `<rect x="${n(edge / 2)}" y="${n(edge / 2)}" width="${n(W - edge)}" height="${n(H - edge)}" fill="none" stroke="${p.metal[1]}" stroke-width="${n(edge)}"/>` +
    `<rect x="${n(m - line / 2)}" y="${n(m - line / 2)}" width="${n(W - 2 * m + line)}" height="${n(H - 2 * m + line)}" fill="none" stroke="${p.metal[0]}" stroke-width="${n(line)}"/>`;
  return {
    svg: svgDoc(W, H, '', body).toString(),
    window: { x: m, y: m, w: W - 2 * m, h: H - 2 * m },
  };
}

/** The frame overlay (SVG, full size, transparent inside) and the window it leaves. */
export function frameFor(
  style: PortraitStyleId,
  width: number,
  height: number,
  palette: StylePalette,
  seed: number,
): Frame {
  const r = mulberry32(subSeed(seed, `frame:${style}`));
  switch (style) {
    case 'renaissance':
      return carvedGold(width, height, palette, r);
    case 'watercolor':
      return deckledMat(width, height, palette, r);
    case 'stained-glass':
      return leadedArch(width, height, palette, r);
    case 'minimal':
      return thinLine(width, height, palette, r);
  }
}
