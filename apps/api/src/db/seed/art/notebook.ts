// The "before" of the vision board: what a shopper starts from, their goals on paper.
import { esc, n, rng, SANS, SERIF, svgDoc } from './kit';

const VW = 800;

/** The "before" of a vision board: goals scribbled on lined notebook paper. */
export function notebookSvg(spec: {
  seed: number;
  width: number;
  height: number;
  lines: string[];
}): string {
  const r = rng(spec.seed);
  const vh = Math.round((VW * spec.height) / spec.width);
  let rules = '';
  for (let y = 170; y < vh - 40; y += 52)
    rules += `<path d="M40 ${y} H${VW - 40}" stroke="#9cc3e6" stroke-width="2"/>`;
  const text = spec.lines
    .map(
      (l, i) =>
        `<text x="${n(130 + r.range(-6, 6))}" y="${212 + i * 104}" font-family="${SANS}" font-style="oblique" font-size="34" fill="#2f3b66" transform="rotate(${n(r.range(-1.5, 1.5))} 130 ${212 + i * 104})">${esc(`${i + 1}. ${l}`)}</text>`,
    )
    .join('');
  const body = [
    `<rect width="${VW}" height="${vh}" fill="#6f5a45"/>`,
    `<rect x="40" y="30" width="${VW - 80}" height="${vh - 60}" fill="#fffdf6"/>`,
    rules,
    `<path d="M110 30 V${vh - 30}" stroke="#e58a8a" stroke-width="3"/>`,
    `<text x="130" y="120" font-family="${SERIF}" font-size="44" fill="#2f3b66">goals…</text>`,
    text,
    `<circle cx="${VW - 170}" cy="${vh - 200}" r="90" fill="none" stroke="#8b5a2b" stroke-width="10" stroke-opacity="0.18"/>`,
  ].join('');
  return svgDoc(spec.width, spec.height, VW, vh, '', body);
}
