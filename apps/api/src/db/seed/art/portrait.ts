import { cat, dog, person, wings } from './figures';
import {
  esc,
  GOLD_STOPS,
  mix,
  linear,
  n,
  radial,
  rng,
  SANS,
  SERIF,
  sparkle,
  svgDoc,
  type Rng,
} from './kit';
import { JEWELS, PALETTES, WATERCOLOR } from './palettes';

export type PortraitStyle = 'renaissance' | 'watercolor' | 'stained-glass' | 'minimal' | 'radiant';
export type Subject = 'person' | 'woman' | 'dog' | 'cat' | 'family' | 'couple';

export type PortraitSpec = {
  seed: number;
  width: number;
  height: number;
  subject: Subject;
  style?: PortraitStyle;
  angelWings?: boolean;
  caption?: string;
  subcaption?: string;
  frame?: boolean;
};

const VW = 800;

function figures(subject: Subject, vh: number, r: Rng) {
  const fill = { body: 'url(#fig)' };
  // Figures in front are a shade lighter so a group still reads as separate people.
  const front = { body: 'url(#fig2)' };
  const bottom = vh + 10;
  const cx = VW / 2;
  switch (subject) {
    case 'dog': {
      const hy = vh * 0.88 - 4.3 * 82;
      return { svg: dog(cx, hy, 82, bottom, fill), head: [cx, hy, 82] as const };
    }
    case 'cat': {
      const hy = vh * 0.5;
      return { svg: cat(cx, hy, 76, bottom, fill), head: [cx, hy, 76] as const };
    }
    case 'family': {
      const hy = vh * 0.5;
      const svg =
        person(cx - 95, hy, 46, bottom, fill) +
        person(cx + 95, hy + 16, 43, bottom, fill, true) +
        person(cx + 225, hy + 150, 27, bottom, front, r.next() > 0.5) +
        person(cx + 10, hy + 105, 33, bottom, front, r.next() > 0.5) +
        dog(cx - 225, vh * 0.95 - 4.3 * 30, 30, bottom, front);
      return { svg, head: [cx, hy + 10, 140] as const };
    }
    case 'couple': {
      const hy = vh * 0.47;
      const svg =
        person(cx - 78, hy, 54, bottom, fill) + person(cx + 78, hy + 20, 50, bottom, fill, true);
      return { svg, head: [cx, hy, 118] as const };
    }
    default: {
      const hy = vh * 0.44;
      return {
        svg: person(cx, hy, 64, bottom, fill, subject === 'woman'),
        head: [cx, hy, 64] as const,
      };
    }
  }
}

function rays(cx: number, cy: number, reach: number, count: number, r: Rng) {
  let out = '';
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i++) {
    const a = i * step + r.range(-0.05, 0.05);
    const w = step * r.range(0.18, 0.38);
    const x1 = cx + Math.cos(a - w) * reach;
    const y1 = cy + Math.sin(a - w) * reach;
    const x2 = cx + Math.cos(a + w) * reach;
    const y2 = cy + Math.sin(a + w) * reach;
    out += `<path d="M${n(cx)} ${n(cy)} L${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} Z" fill="url(#ray)"/>`;
  }
  return out;
}

function clouds(vh: number, color: string, r: Rng) {
  let out = '';
  for (let row = 0; row < 3; row++) {
    const y = vh - 40 - row * 55;
    for (let x = -40; x < VW + 60; x += r.range(70, 120)) {
      out += `<circle cx="${n(x)}" cy="${n(y + r.range(-15, 15))}" r="${n(r.range(55, 95) - row * 12)}" fill="${color}" fill-opacity="${(0.18 + row * 0.06).toFixed(2)}"/>`;
    }
  }
  return out;
}

function stainedGlass(vh: number, r: Rng) {
  const cols = 7;
  const rows = Math.round((vh / VW) * cols);
  const cw = VW / cols;
  const ch = vh / rows;
  const pts: [number, number][][] = [];
  for (let j = 0; j <= rows; j++) {
    pts[j] = [];
    for (let i = 0; i <= cols; i++) {
      const edgeX = i === 0 || i === cols;
      const edgeY = j === 0 || j === rows;
      pts[j]![i] = [
        i * cw + (edgeX ? 0 : r.range(-cw * 0.3, cw * 0.3)),
        j * ch + (edgeY ? 0 : r.range(-ch * 0.3, ch * 0.3)),
      ];
    }
  }
  let out = '';
  const tri = (a: [number, number], b: [number, number], c: [number, number]) => {
    out += `<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])} L${n(c[0])} ${n(c[1])} Z" fill="${r.pick(JEWELS)}" fill-opacity="${r.range(0.75, 1).toFixed(2)}"/>`;
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const a = pts[j]![i]!;
      const b = pts[j]![i + 1]!;
      const c = pts[j + 1]![i + 1]!;
      const d = pts[j + 1]![i]!;
      tri(a, b, c);
      tri(a, c, d);
    }
  }
  return `<g stroke="#1d160f" stroke-width="6" stroke-linejoin="round">${out}</g>`;
}

function frame(
  vh: number,
  caption: string | undefined,
  subcaption: string | undefined,
  style: PortraitStyle,
) {
  if (style === 'minimal') {
    const text = caption
      ? `<text x="${VW / 2}" y="${vh - 46}" text-anchor="middle" font-family="${SANS}" font-size="26" letter-spacing="8" fill="#2b2b2b">${esc(caption.toUpperCase())}</text>`
      : '';
    const band = caption
      ? `<rect x="0" y="${vh - 100}" width="${VW}" height="100" fill="#f7f1e8"/>`
      : '';
    return `${band}<rect x="18" y="18" width="${VW - 36}" height="${vh - 36}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.9"/>${text}`;
  }
  if (style === 'watercolor') {
    const text = caption
      ? `<text x="${VW / 2}" y="${vh - 40}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="#5b4a6b">${esc(caption)}</text>`
      : '';
    const band = caption
      ? `<rect x="0" y="${vh - 96}" width="${VW}" height="96" fill="#fbf7f0"/>`
      : '';
    return `<rect x="0" y="0" width="${VW}" height="${vh}" fill="none" stroke="#fbf7f0" stroke-width="56"/>${band}${text}`;
  }
  const corners = [
    [52, 52],
    [VW - 52, 52],
    [52, vh - 52],
    [VW - 52, vh - 52],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="16" fill="url(#gold)" stroke="#6b4210" stroke-width="2"/><path d="M${x! - 10} ${y} L${x} ${y! - 10} L${x! + 10} ${y} L${x} ${y! + 10} Z" fill="#fff3c9" fill-opacity="0.8"/>`,
    )
    .join('');
  let plaque = '';
  if (caption) {
    const w = Math.min(
      600,
      Math.max(90 + caption.length * 19, 80 + (subcaption?.length ?? 0) * 14),
    );
    const h = subcaption ? 96 : 70;
    const y = vh - 58 - h;
    plaque = `<rect x="${n((VW - w) / 2)}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#goldH)" stroke="#6b4210" stroke-width="3"/><rect x="${n((VW - w) / 2 + 7)}" y="${y + 7}" width="${w - 14}" height="${h - 14}" rx="6" fill="none" stroke="#fff1c2" stroke-width="1.5" stroke-opacity="0.8"/><text x="${VW / 2}" y="${y + 45}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-weight="bold" font-size="32" fill="#3d2407">${esc(caption)}</text>${
      subcaption
        ? `<text x="${VW / 2}" y="${y + 76}" text-anchor="middle" font-family="${SERIF}" font-size="18" letter-spacing="3" fill="#4d300c">${esc(subcaption.toUpperCase())}</text>`
        : ''
    }`;
  }
  return `<rect x="16" y="16" width="${VW - 32}" height="${vh - 32}" fill="none" stroke="url(#goldH)" stroke-width="32"/><rect x="2" y="2" width="${VW - 4}" height="${vh - 4}" fill="none" stroke="#5a370c" stroke-width="4"/><rect x="34" y="34" width="${VW - 68}" height="${vh - 68}" fill="none" stroke="#fff0bd" stroke-width="3"/><rect x="40" y="40" width="${VW - 80}" height="${vh - 80}" fill="none" stroke="#5a370c" stroke-width="2" stroke-opacity="0.7"/>${corners}${plaque}`;
}

/** A faith-inspired portrait: sky, light rays, halo, glowing silhouette, gold frame, caption. */
export function portraitSvg(spec: PortraitSpec): string {
  const r = rng(spec.seed);
  const style = spec.style ?? 'radiant';
  const vh = Math.round((VW * spec.height) / spec.width);
  const p = style === 'watercolor' ? WATERCOLOR : PALETTES[spec.seed % PALETTES.length]!;
  const fig = figures(spec.subject, vh, r);
  const [hx, hy, hr] = fig.head;
  const haloR = spec.subject === 'family' || spec.subject === 'couple' ? hr * 1.6 : hr * 1.75;
  const figStops: [number, string, number?][] =
    style === 'minimal'
      ? [
          [0, p.silhouette],
          [1, p.silhouette],
        ]
      : style === 'watercolor'
        ? [
            [0, p.silhouette],
            [1, '#7d6aa0'],
          ]
        : [
            [0, p.silhouette],
            [0.6, p.silhouette],
            [1, '#000000'],
          ];

  const defs = [
    linear('sky', [
      [0, p.skyTop],
      [0.55, p.skyMid],
      [1, p.skyBottom],
    ]),
    linear(
      'fig',
      figStops,
      true,
      `gradientUnits="userSpaceOnUse" x1="0" y1="${n(hy - hr)}" x2="0" y2="${vh}"`,
    ),
    linear(
      'fig2',
      figStops.map(([o, c]) => [o, mix(c, p.rim, 0.18)]),
      true,
      `gradientUnits="userSpaceOnUse" x1="0" y1="${n(hy - hr)}" x2="0" y2="${vh}"`,
    ),
    linear('gold', GOLD_STOPS),
    linear('goldH', GOLD_STOPS, false),
    radial('glow', [
      [0, p.glow, 1],
      [0.35, p.glow, 0.55],
      [1, p.glow, 0],
    ]),
    radial('halo', [
      [0, '#fff8dc', 0.95],
      [0.7, '#f6d47a', 0.75],
      [1, '#d9a441', 0.2],
    ]),
    radial(
      'ray',
      [
        [0, p.glow, 0.42],
        [0.6, p.glow, 0.12],
        [1, p.glow, 0],
      ],
      `gradientUnits="userSpaceOnUse" cx="${hx}" cy="${hy}" r="${vh * 0.9}"`,
    ),
    radial('vignette', [
      [0.55, '#000', 0],
      [1, '#140a02', style === 'renaissance' ? 0.75 : 0.35],
    ]),
  ].join('');

  const parts: string[] = [];
  if (style === 'stained-glass') parts.push(stainedGlass(vh, r));
  else if (style === 'minimal')
    parts.push(`<rect width="${VW}" height="${vh}" fill="${p.skyBottom}"/>`);
  else parts.push(`<rect width="${VW}" height="${vh}" fill="url(#sky)"/>`);

  if (style === 'watercolor') {
    for (let i = 0; i < 16; i++) {
      parts.push(
        `<ellipse cx="${n(r.range(0, VW))}" cy="${n(r.range(0, vh))}" rx="${n(r.range(80, 220))}" ry="${n(r.range(60, 180))}" fill="${r.pick(['#f4b6c2', '#b6d7f4', '#f9dca0', '#c9b6f4', '#b8e3cf'])}" fill-opacity="${r.range(0.18, 0.4).toFixed(2)}"/>`,
      );
    }
  }
  if (style === 'minimal') {
    parts.push(
      `<circle cx="${hx}" cy="${n(hy - hr * 0.2)}" r="${n(hr * 2.6)}" fill="${p.skyMid}" fill-opacity="0.85"/>`,
    );
  } else {
    parts.push(`<circle cx="${hx}" cy="${hy}" r="${n(vh * 0.55)}" fill="url(#glow)"/>`);
    parts.push(rays(hx, hy, vh * 1.1, r.int(20, 28), r));
  }
  if (style !== 'minimal') {
    for (let i = 0; i < 40; i++) {
      parts.push(
        sparkle(
          r.range(40, VW - 40),
          r.range(40, vh * 0.75),
          r.range(3, 11),
          '#fffbe8',
          r.range(0.4, 0.95),
        ),
      );
    }
  }
  if (style !== 'minimal' && style !== 'stained-glass') parts.push(clouds(vh, p.cloud, r));

  // Halo disc and ring behind the head(s).
  parts.push(
    `<circle cx="${hx}" cy="${n(hy - hr * 0.15)}" r="${n(haloR)}" fill="url(#halo)" fill-opacity="${style === 'minimal' ? 0.55 : 0.9}"/>`,
  );
  parts.push(
    `<circle cx="${hx}" cy="${n(hy - hr * 0.15)}" r="${n(haloR)}" fill="none" stroke="url(#gold)" stroke-width="6"/>`,
  );
  if (spec.angelWings) parts.push(wings(hx, hy + hr * 2.2, hr * 4.2, '#ffffff', '#e9c46a'));
  // A soft rim of light around the figure, then the figure itself.
  if (style !== 'minimal') {
    // A rim of light: stroked copies of the figure, far cheaper to render than a blur filter
    // (per-element opacities, never group opacity, which costs a full offscreen layer).
    const rim = fig.svg.replace(/url\(#fig2?\)/g, p.rim);
    for (const [w, o] of [
      [34, 0.12],
      [20, 0.2],
      [9, 0.45],
    ] as const) {
      parts.push(
        `<g style="fill-opacity:${o};stroke:${p.rim};stroke-opacity:${o};stroke-width:${w};stroke-linejoin:round">${rim}</g>`,
      );
    }
  }
  parts.push(style === 'watercolor' ? `<g opacity="0.82">${fig.svg}</g>` : fig.svg);
  if (style !== 'minimal') parts.push(`<rect width="${VW}" height="${vh}" fill="url(#vignette)"/>`);
  if (spec.frame !== false) parts.push(frame(vh, spec.caption, spec.subcaption, style));

  return svgDoc(spec.width, spec.height, VW, vh, defs, parts.join(''));
}
