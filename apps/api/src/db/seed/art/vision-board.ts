import { esc, GOLD_STOPS, linear, n, rng, SANS, SERIF, svgDoc } from './kit';
import { SCENES, scene } from './scenes';

export type BoardStyle = 'cork' | 'linen' | 'golden' | 'night';

export type VisionBoardSpec = {
  seed: number;
  width: number;
  height: number;
  style?: BoardStyle;
  title?: string;
  affirmations?: string[];
};

const VW = 800;
const DEFAULT_AFFIRMATIONS = [
  'I am grateful',
  'Dream big',
  'Abundance flows to me',
  'Healthy & strong',
  'Love lives here',
];

function background(style: BoardStyle, vh: number, seed: number) {
  const r = rng(seed * 7 + 1);
  if (style === 'cork') {
    let dots = '';
    for (let i = 0; i < 520; i++) {
      dots += `<circle cx="${n(r.range(0, VW))}" cy="${n(r.range(0, vh))}" r="${n(r.range(1, 3.2))}" fill="${r.pick(['#8a5a2b', '#b07a45', '#e2b57f', '#6d4420'])}" fill-opacity="${r.range(0.35, 0.8).toFixed(2)}"/>`;
    }
    return `<rect width="${VW}" height="${vh}" fill="#c8935a"/>${dots}<rect x="0" y="0" width="${VW}" height="${vh}" fill="none" stroke="#6b4423" stroke-width="34"/><rect x="17" y="17" width="${VW - 34}" height="${vh - 34}" fill="none" stroke="#8b5a2b" stroke-width="6"/>`;
  }
  if (style === 'linen') {
    return `<rect width="${VW}" height="${vh}" fill="#eee4d3"/><rect width="${VW}" height="${vh}" fill="url(#weave)"/><rect x="0" y="0" width="${VW}" height="${vh}" fill="none" stroke="#d8c8ad" stroke-width="30"/>`;
  }
  if (style === 'night') {
    let stars = '';
    for (let i = 0; i < 140; i++) {
      stars += `<circle cx="${n(r.range(0, VW))}" cy="${n(r.range(0, vh))}" r="${n(r.range(0.8, 2.6))}" fill="#fff7da" fill-opacity="${r.range(0.4, 1).toFixed(2)}"/>`;
    }
    return `<rect width="${VW}" height="${vh}" fill="url(#nightbg)"/>${stars}<rect x="14" y="14" width="${VW - 28}" height="${vh - 28}" fill="none" stroke="url(#gold)" stroke-width="6"/>`;
  }
  return `<rect width="${VW}" height="${vh}" fill="#fbf8f2"/><rect x="22" y="22" width="${VW - 44}" height="${vh - 44}" fill="none" stroke="url(#gold)" stroke-width="8"/><rect x="36" y="36" width="${VW - 72}" height="${vh - 72}" fill="none" stroke="#d9b45a" stroke-width="1.5"/>`;
}

function pin(x: number, y: number, color: string) {
  return `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="9" fill="#000" fill-opacity="0.25"/><circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${color}"/><circle cx="${n(x - 3)}" cy="${n(y - 3)}" r="3" fill="#fff" fill-opacity="0.7"/>`;
}

/** A pin-board collage of "photos" and affirmation cards. */
export function visionBoardSvg(spec: VisionBoardSpec): string {
  const r = rng(spec.seed);
  const style = spec.style ?? 'cork';
  const vh = Math.round((VW * spec.height) / spec.width);
  const dark = style === 'night';
  let defs =
    linear('gold', GOLD_STOPS, false) +
    linear('nightbg', [
      [0, '#141c3a'],
      [1, '#3a2c5e'],
    ]) +
    '<pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3 H6 M3 0 V6" stroke="#d6c7ab" stroke-width="1" fill-opacity="0.7"/></pattern>';
  const parts: string[] = [background(style, vh, spec.seed)];

  // Title banner.
  const title = spec.title ?? 'My Vision';
  const bannerW = Math.min(VW - 120, Math.max(420, 100 + title.length * 33));
  parts.push(
    `<g transform="rotate(${n(r.range(-2, 2))} ${VW / 2} 95)"><rect x="${n((VW - bannerW) / 2)}" y="52" width="${bannerW}" height="86" fill="${dark ? '#f6e7c1' : '#ffffff'}" stroke="#d9b45a" stroke-width="2"/><text x="${VW / 2}" y="108" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="40" letter-spacing="4" fill="#3b2a1a">${esc(title.toUpperCase())}</text></g>`,
  );

  // Photos in a loose 3-column grid, each slightly turned.
  const cols = 3;
  const rows = Math.max(2, Math.floor((vh - 190) / 230));
  const cellW = (VW - 80) / cols;
  const cellH = (vh - 190) / rows;
  const cards = [...(spec.affirmations ?? DEFAULT_AFFIRMATIONS)];
  const pins = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8e7dbe'];
  let k = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = 40 + cellW * (col + 0.5) + r.range(-14, 14);
      const cy = 170 + cellH * (row + 0.5) + r.range(-10, 10);
      const angle = r.range(-7, 7);
      const isCard = (row + col + spec.seed) % 3 === 1 && cards.length > 0;
      if (isCard) {
        const text = cards.shift()!;
        const words = text.split(' ');
        const half = Math.ceil(words.length / 2);
        const lines =
          words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [text];
        const longest = Math.max(...lines.map((l) => l.length));
        const size = Math.min(26, Math.floor(176 / (longest * 0.56)));
        const paper = r.pick(['#fff8e1', '#fde2e4', '#e2f0cb', '#dbeafe', '#fef3c7']);
        parts.push(
          `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"><rect x="${n(cx - 98)}" y="${n(cy - 62)}" width="196" height="124" fill="#000" fill-opacity="0.18" transform="translate(4 5)"/><rect x="${n(cx - 98)}" y="${n(cy - 62)}" width="196" height="124" fill="${paper}"/>${lines
            .map(
              (l, i) =>
                `<text x="${n(cx)}" y="${n(cy + 8 + (i - (lines.length - 1) / 2) * 32)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${size}" fill="#4a3426">${esc(l)}</text>`,
            )
            .join('')}${pin(cx, cy - 50, pins[k % pins.length]!)}</g>`,
        );
      } else {
        const id = `sc${k}`;
        const sc = scene(SCENES[(k + spec.seed) % SCENES.length]!, id, r);
        defs += sc.defs;
        const w = 210;
        const h = 190;
        const tape = r.next() > 0.5;
        parts.push(
          `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"><rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${w}" height="${h}" fill="#000" fill-opacity="0.22" transform="translate(5 6)"/><rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${w}" height="${h}" fill="#ffffff"/><svg x="${n(cx - 95)}" y="${n(cy - h / 2 + 10)}" width="190" height="142" viewBox="0 0 200 150" preserveAspectRatio="xMidYMid slice">${sc.body}</svg>${
            tape
              ? `<rect x="${n(cx - 40)}" y="${n(cy - h / 2 - 14)}" width="80" height="26" fill="#f6e7a8" fill-opacity="0.75" transform="rotate(${n(r.range(-8, 8))} ${n(cx)} ${n(cy - h / 2)})"/>`
              : pin(cx, cy - h / 2 + 4, pins[k % pins.length]!)
          }</g>`,
        );
      }
      k++;
    }
  }
  parts.push(
    `<text x="${VW - 60}" y="${vh - 48}" text-anchor="end" font-family="${SANS}" font-size="16" letter-spacing="3" fill="${dark ? '#f6e7c1' : '#6b4423'}" fill-opacity="0.8">BELIEVE · BECOME</text>`,
  );
  return svgDoc(spec.width, spec.height, VW, vh, defs, parts.join(''));
}
