import { cat, dog, person } from './figures';
import { esc, linear, n, radial, rng, SANS, SERIF, svgDoc } from './kit';
import type { Subject } from './portrait';

const VW = 800;
const SKIN = ['#e0ac84', '#c68863', '#8d5a3b', '#f1c7a5', '#a8704a'];
const HAIR = ['#2b1d14', '#5a3a22', '#a0703a', '#1a1a1a', '#7b4a2a'];
const SHIRTS = ['#4f6d8f', '#8f4f5a', '#5d7f58', '#8a7a5a', '#6a5a8f', '#c07a3a'];

/** The plain "before" snapshot: a room, a window, the subject in everyday colours, a date stamp. */
export function photoSvg(spec: {
  seed: number;
  width: number;
  height: number;
  subject: Subject;
}): string {
  const r = rng(spec.seed);
  const vh = Math.round((VW * spec.height) / spec.width);
  const wall = r.pick(['#d9d2c5', '#cfd6d9', '#e3d9c6', '#d6cdd4']);
  const who = (k: number) => ({
    body: SHIRTS[(spec.seed + k) % SHIRTS.length]!,
    head: SKIN[(spec.seed + k) % SKIN.length]!,
    hair: HAIR[(spec.seed + k * 2) % HAIR.length]!,
  });
  const fur = { body: r.pick(['#b07a45', '#d9b38c', '#3b2a20', '#8c8c8c']) };
  const bottom = vh + 10;
  const cx = VW / 2;
  let subject: string;
  switch (spec.subject) {
    case 'dog': {
      const hy = vh * 0.9 - 4.3 * 82;
      // Eyes and nose, so the plain snapshot clearly faces the camera.
      subject =
        dog(cx, hy, 82, bottom, { ...fur, hair: '#5a3a22' }) +
        `<circle cx="${n(cx - 30)}" cy="${n(hy - 8)}" r="9" fill="#1d1410"/><circle cx="${n(cx + 30)}" cy="${n(hy - 8)}" r="9" fill="#1d1410"/><ellipse cx="${n(cx)}" cy="${n(hy + 36)}" rx="15" ry="10" fill="#1d1410"/>`;
      break;
    }
    case 'cat':
      subject = cat(cx, vh * 0.5, 76, bottom, fur);
      break;
    case 'family':
      subject =
        person(cx - 95, vh * 0.5, 46, bottom, who(0)) +
        person(cx + 95, vh * 0.5 + 16, 43, bottom, who(1), true) +
        person(cx + 225, vh * 0.5 + 150, 27, bottom, who(2)) +
        person(cx + 10, vh * 0.5 + 105, 33, bottom, who(3), true) +
        dog(cx - 225, vh * 0.95 - 4.3 * 30, 30, bottom, fur);
      break;
    case 'couple':
      subject =
        person(cx - 78, vh * 0.47, 54, bottom, who(0)) +
        person(cx + 78, vh * 0.47 + 20, 50, bottom, who(1), true);
      break;
    default:
      subject = person(cx, vh * 0.44, 64, bottom, who(0), spec.subject === 'woman');
  }
  const wx = r.pick([70, 470]);
  const defs =
    linear('wall', [
      [0, wall],
      [1, '#9c958a'],
    ]) +
    linear('win', [
      [0, '#eaf4fb'],
      [1, '#b9d3e6'],
    ]) +
    radial(
      'flash',
      [
        [0.5, '#000000', 0],
        [1, '#000000', 0.35],
      ],
      'r="0.75"',
    );
  const body = [
    `<rect width="${VW}" height="${vh}" fill="url(#wall)"/>`,
    `<rect x="${wx}" y="${n(vh * 0.12)}" width="260" height="${n(vh * 0.42)}" fill="url(#win)" stroke="#f4f1ea" stroke-width="14"/>`,
    `<path d="M${wx + 130} ${n(vh * 0.12)} V${n(vh * 0.54)} M${wx} ${n(vh * 0.33)} H${wx + 260}" stroke="#f4f1ea" stroke-width="8"/>`,
    `<rect y="${n(vh * 0.78)}" width="${VW}" height="${n(vh * 0.22)}" fill="#8b6b4a"/>`,
    `<rect x="${wx === 70 ? 560 : 110}" y="${n(vh * 0.2)}" width="120" height="90" fill="#f3efe6" stroke="#6b5a45" stroke-width="6"/>`,
    subject,
    `<rect width="${VW}" height="${vh}" fill="url(#flash)"/>`,
    `<text x="${VW - 40}" y="${vh - 36}" text-anchor="end" font-family="${SANS}" font-weight="bold" font-size="28" fill="#ff8a2a" fill-opacity="0.9">'${String(18 + (spec.seed % 7)).padStart(2, '0')} ${String(1 + (spec.seed % 12)).padStart(2, '0')} ${String(3 + (spec.seed % 25)).padStart(2, '0')}</text>`,
  ].join('');
  return svgDoc(spec.width, spec.height, VW, vh, defs, body);
}

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
