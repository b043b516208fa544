// The watercolour's deckled paper mat and the stained glass's leaded arch (see frames.ts).
import { linear, mix, n, svgDoc, type Rng } from '../svg';
import type { Box } from '../types';
import { bevelDefs, mitredBand } from './bevel';
import type { StylePalette } from './palette';

type Frame = { svg: string; window: Box };

/** A thin moulding, then a paper mat whose torn (deckled) inner edge wanders a little. */
export function deckledMat(W: number, H: number, p: StylePalette, r: Rng): Frame {
  const S = Math.min(W, H);
  const mould = Math.round(S * 0.022);
  const mat = Math.round(S * r.range(0.06, 0.08));
  const m = mould + mat;
  const jag = S * 0.006;
  const pts: string[] = [];
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const steps = Math.max(8, Math.round(len / (S * 0.008)));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      // Inward normal: the edges run clockwise, so the inside is to the right.
      const nx = -(y1 - y0) / len,
        ny = (x1 - x0) / len;
      const d = r.range(-0.2, 1) * jag;
      pts.push(`${n(x0 + (x1 - x0) * t - nx * d)} ${n(y0 + (y1 - y0) * t - ny * d)}`);
    }
  };
  edge(m, m, W - m, m);
  edge(W - m, m, W - m, H - m);
  edge(W - m, H - m, m, H - m);
  edge(m, H - m, m, m);
  const hole = `M${pts.join(' L')} Z`;
  let body = `<path d="M0 0 H${W} V${H} H0 Z ${hole}" fill="url(#mat)" fill-rule="evenodd"/>`;
  // The mat's shadow on the painting and a pencil line around the deckle.
  body += `<path d="${hole}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${n(S * 0.006)}"/>`;
  body += `<rect x="${n(m - S * 0.018)}" y="${n(m - S * 0.018)}" width="${n(W - 2 * m + S * 0.036)}" height="${n(H - 2 * m + S * 0.036)}" fill="none" stroke="${mix(p.paper, p.ink, 0.35)}" stroke-width="${n(Math.max(1, S * 0.0015))}"/>`;
  body += mitredBand(W, H, mould);
  const defs =
    bevelDefs(p, W, H, mould) +
    linear('mat', [
      [0, mix(p.paper, '#ffffff', 0.5)],
      [1, mix(p.paper, p.metal[1], 0.08)],
    ]);
  const win = Math.ceil(m + jag);
  return {
    svg: svgDoc(W, H, defs, body).toString(),
    window: { x: win, y: win, w: W - 2 * win, h: H - 2 * win },
  };
}

/**
 * A window arch: the opening's top is a round or pointed arch, ringed by a border of small
 * jewel panes between lead lines; outside it the frame's material fills the spandrels.
 */
export function leadedArch(W: number, H: number, p: StylePalette, r: Rng): Frame {
  const S = Math.min(W, H);
  const b = Math.round(S * 0.05);
  const ring = Math.round(S * 0.045);
  const lead = Math.max(1.5, S * 0.006);
  const pointed = r.next() < 0.5;
  // Outer edge of the border ring and the opening inside it.
  const arch = (inset: number) => {
    const x0 = inset,
      x1 = W - inset;
    const half = (x1 - x0) / 2;
    const spring = b + (W - 2 * b) / 2 + (inset - b) * 0; // spring line is shared
    const top = inset;
    if (!pointed)
      return {
        d: `M${n(x0)} ${n(H - inset)} L${n(x0)} ${n(spring)} A${n(half)} ${n(spring - top)} 0 0 1 ${n(x1)} ${n(spring)} L${n(x1)} ${n(H - inset)} Z`,
        spring,
        top,
      };
    return {
      d: `M${n(x0)} ${n(H - inset)} L${n(x0)} ${n(spring)} Q${n(x0)} ${n(top + (spring - top) * 0.25)} ${n(W / 2)} ${n(top)} Q${n(x1)} ${n(top + (spring - top) * 0.25)} ${n(x1)} ${n(spring)} L${n(x1)} ${n(H - inset)} Z`,
      spring,
      top,
    };
  };
  const outer = arch(b);
  const inner = arch(b + ring);
  let body = `<path d="M0 0 H${W} V${H} H0 Z ${outer.d}" fill="url(#stone)" fill-rule="evenodd"/>`;
  body += mitredBand(W, H, Math.round(S * 0.018));
  // Border panes: the ring between outer and inner, cut by radial and vertical lead.
  const ringPath = `${outer.d} ${inner.d}`;
  body += `<path d="${ringPath}" fill="${p.accents[0]!}" fill-rule="evenodd"/>`;
  const panes = r.int(14, 22);
  const cx = W / 2,
    cy = outer.spring;
  let cuts = '';
  for (let k = 0; k <= panes; k++) {
    const a = Math.PI + (k * Math.PI) / panes;
    cuts += `M${n(cx + Math.cos(a) * (W / 2 - b - ring * 1.2))} ${n(cy + Math.sin(a) * (cy - b - ring * 1.2))} L${n(cx + Math.cos(a) * (W / 2))} ${n(cy + Math.sin(a) * cy)} `;
  }
  for (let y = cy + ring * 2; y < H - b; y += ring * 2.2)
    cuts += `M${b} ${n(y)} H${b + ring} M${W - b - ring} ${n(y)} H${W - b} `;
  // Colour the panes: small jewel rectangles clipped to the ring.
  let fills = '';
  for (let k = 0; k < panes; k++) {
    const a = Math.PI + ((k + 0.5) * Math.PI) / panes;
    fills += `<circle cx="${n(cx + Math.cos(a) * (W / 2 - b - ring / 2))}" cy="${n(cy + Math.sin(a) * (cy - b - ring / 2))}" r="${n(ring * 1.3)}" fill="${p.accents[(k + 1) % p.accents.length]!}"/>`;
  }
  for (let y = cy, k = 0; y < H - b; y += ring * 2.2, k++) {
    const c = p.accents[(k + 2) % p.accents.length]!;
    fills += `<rect x="${b}" y="${n(y)}" width="${ring}" height="${n(ring * 2.2)}" fill="${c}"/><rect x="${W - b - ring}" y="${n(y)}" width="${ring}" height="${n(ring * 2.2)}" fill="${c}"/>`;
  }
  body += `<g clip-path="url(#ringclip)">${fills}</g>`;
  body += `<path d="${cuts}" stroke="${p.shadow}" stroke-width="${n(lead)}" clip-path="url(#ringclip)"/>`;
  body += `<path d="${outer.d}" fill="none" stroke="${p.shadow}" stroke-width="${n(lead * 1.6)}"/>`;
  body += `<path d="${inner.d}" fill="none" stroke="${p.shadow}" stroke-width="${n(lead * 1.6)}"/>`;
  const defs =
    `<clipPath id="ringclip"><path d="${ringPath}" clip-rule="evenodd"/></clipPath>` +
    bevelDefs(p, W, H, Math.round(S * 0.018)) +
    linear('stone', [
      [0, p.metal[2]],
      [0.4, p.metal[1]],
      [1, mix(p.metal[0], p.metal[1], 0.3)],
    ]);
  const x = b + ring;
  return {
    svg: svgDoc(W, H, defs, body).toString(),
    window: { x, y: inner.top, w: W - 2 * x, h: H - x - inner.top },
  };
}
