import { n } from './kit';

// Stylised figures built from simple shapes, all in one fill so they read as silhouettes.
// (cx, hy) is the centre of the head, r its radius; bodies run down to `bottom`.

export type Colors = { body: string; head?: string; hair?: string };

export function person(
  cx: number,
  hy: number,
  r: number,
  bottom: number,
  c: Colors,
  longHair = false,
) {
  const head = c.head ?? c.body;
  const hair = c.hair ?? c.body;
  const top = hy + 1.55 * r;
  // Neck to shoulders, then straight down: reads as a person at any size.
  const torso = `M${n(cx - 0.55 * r)} ${n(top - 0.05 * r)} C${n(cx - 1.5 * r)} ${n(top + 0.05 * r)} ${n(cx - 2.45 * r)} ${n(top + 0.3 * r)} ${n(cx - 2.65 * r)} ${n(top + 1.1 * r)} C${n(cx - 2.75 * r)} ${n(top + 1.8 * r)} ${n(cx - 2.85 * r)} ${n(bottom - r)} ${n(cx - 2.9 * r)} ${n(bottom)} L${n(cx + 2.9 * r)} ${n(bottom)} C${n(cx + 2.85 * r)} ${n(bottom - r)} ${n(cx + 2.75 * r)} ${n(top + 1.8 * r)} ${n(cx + 2.65 * r)} ${n(top + 1.1 * r)} C${n(cx + 2.45 * r)} ${n(top + 0.3 * r)} ${n(cx + 1.5 * r)} ${n(top + 0.05 * r)} ${n(cx + 0.55 * r)} ${n(top - 0.05 * r)} Z`;
  const hairBack = longHair
    ? `<path d="M${n(cx - 1.1 * r)} ${n(hy - 0.1 * r)} C${n(cx - 1.3 * r)} ${n(hy + 0.9 * r)} ${n(cx - 1.35 * r)} ${n(hy + 1.7 * r)} ${n(cx - 1.2 * r)} ${n(hy + 2.05 * r)} C${n(cx - 0.9 * r)} ${n(hy + 2.2 * r)} ${n(cx - 0.6 * r)} ${n(hy + 1.9 * r)} ${n(cx - 0.5 * r)} ${n(hy + 1.5 * r)} L${n(cx + 0.5 * r)} ${n(hy + 1.5 * r)} C${n(cx + 0.6 * r)} ${n(hy + 1.9 * r)} ${n(cx + 0.9 * r)} ${n(hy + 2.2 * r)} ${n(cx + 1.2 * r)} ${n(hy + 2.05 * r)} C${n(cx + 1.35 * r)} ${n(hy + 1.7 * r)} ${n(cx + 1.3 * r)} ${n(hy + 0.9 * r)} ${n(cx + 1.1 * r)} ${n(hy - 0.1 * r)} Z" fill="${hair}"/>`
    : '';
  const hairTop = `<path d="M${n(cx - 1.04 * r)} ${n(hy + 0.1 * r)} C${n(cx - 1.1 * r)} ${n(hy - 1.2 * r)} ${n(cx + 1.1 * r)} ${n(hy - 1.25 * r)} ${n(cx + 1.04 * r)} ${n(hy + 0.1 * r)} C${n(cx + 0.6 * r)} ${n(hy - 0.45 * r)} ${n(cx - 0.5 * r)} ${n(hy - 0.5 * r)} ${n(cx - 1.04 * r)} ${n(hy + 0.1 * r)} Z" fill="${hair}"/>`;
  return `<g>${hairBack}<path d="M${n(cx - 0.36 * r)} ${n(hy + 0.6 * r)} L${n(cx - 0.45 * r)} ${n(top + 0.2 * r)} L${n(cx + 0.45 * r)} ${n(top + 0.2 * r)} L${n(cx + 0.36 * r)} ${n(hy + 0.6 * r)} Z" fill="${head}"/><path d="${torso}" fill="${c.body}"/><ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(r * 0.92)}" ry="${n(r * 1.08)}" fill="${head}"/>${hairTop}</g>`;
}

/** A sitting dog facing the viewer; about 4.3 r tall from the head centre to the paws. */
export function dog(cx: number, hy: number, r: number, _bottom: number, c: Colors) {
  const head = c.head ?? c.body;
  const ear = c.hair ?? c.body;
  const paws = hy + 4.3 * r;
  return `<g>
<path d="M${n(cx + 1.2 * r)} ${n(paws - 0.3 * r)} C${n(cx + 2.4 * r)} ${n(paws - 0.2 * r)} ${n(cx + 2.5 * r)} ${n(paws - 1.2 * r)} ${n(cx + 2.2 * r)} ${n(paws - 1.9 * r)}" stroke="${c.body}" stroke-width="${n(0.32 * r)}" fill="none" stroke-linecap="round"/>
<ellipse cx="${n(cx - 0.95 * r)}" cy="${n(paws - 0.75 * r)}" rx="${n(0.85 * r)}" ry="${n(0.75 * r)}" fill="${c.body}"/>
<ellipse cx="${n(cx + 0.95 * r)}" cy="${n(paws - 0.75 * r)}" rx="${n(0.85 * r)}" ry="${n(0.75 * r)}" fill="${c.body}"/>
<path d="M${n(cx - 0.7 * r)} ${n(hy + 0.5 * r)} C${n(cx - 1.5 * r)} ${n(hy + 1.6 * r)} ${n(cx - 1.5 * r)} ${n(paws - 1.2 * r)} ${n(cx - 1.1 * r)} ${n(paws - 0.4 * r)} L${n(cx + 1.1 * r)} ${n(paws - 0.4 * r)} C${n(cx + 1.5 * r)} ${n(paws - 1.2 * r)} ${n(cx + 1.5 * r)} ${n(hy + 1.6 * r)} ${n(cx + 0.7 * r)} ${n(hy + 0.5 * r)} Z" fill="${c.body}"/>
<rect x="${n(cx - 0.75 * r)}" y="${n(hy + 2 * r)}" width="${n(0.5 * r)}" height="${n(2.2 * r)}" rx="${n(0.25 * r)}" fill="${c.body}"/>
<rect x="${n(cx + 0.25 * r)}" y="${n(hy + 2 * r)}" width="${n(0.5 * r)}" height="${n(2.2 * r)}" rx="${n(0.25 * r)}" fill="${c.body}"/>
<ellipse cx="${n(cx - 0.5 * r)}" cy="${n(paws - 0.05 * r)}" rx="${n(0.36 * r)}" ry="${n(0.2 * r)}" fill="${c.body}"/>
<ellipse cx="${n(cx + 0.5 * r)}" cy="${n(paws - 0.05 * r)}" rx="${n(0.36 * r)}" ry="${n(0.2 * r)}" fill="${c.body}"/>
<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(0.9 * r)}" ry="${n(0.85 * r)}" fill="${head}"/>
<ellipse cx="${n(cx)}" cy="${n(hy + 0.55 * r)}" rx="${n(0.48 * r)}" ry="${n(0.4 * r)}" fill="${head}"/>
<ellipse cx="${n(cx - 0.88 * r)}" cy="${n(hy + 0.2 * r)}" rx="${n(0.3 * r)}" ry="${n(0.75 * r)}" transform="rotate(22 ${n(cx - 0.88 * r)} ${n(hy + 0.2 * r)})" fill="${ear}"/>
<ellipse cx="${n(cx + 0.88 * r)}" cy="${n(hy + 0.2 * r)}" rx="${n(0.3 * r)}" ry="${n(0.75 * r)}" transform="rotate(-22 ${n(cx + 0.88 * r)} ${n(hy + 0.2 * r)})" fill="${ear}"/>
</g>`;
}

export function cat(cx: number, hy: number, r: number, bottom: number, c: Colors) {
  const head = c.head ?? c.body;
  const by = hy + 2.2 * r;
  return `<g>
<path d="M${n(cx + 1.4 * r)} ${n(bottom - 0.3 * r)} C${n(cx + 3 * r)} ${n(bottom - 0.4 * r)} ${n(cx + 3.1 * r)} ${n(bottom - 2.4 * r)} ${n(cx + 2.2 * r)} ${n(bottom - 3 * r)}" stroke="${c.body}" stroke-width="${n(0.3 * r)}" fill="none" stroke-linecap="round"/>
<path d="M${n(cx - 0.7 * r)} ${n(hy + 0.6 * r)} C${n(cx - 1.9 * r)} ${n(by)} ${n(cx - 2 * r)} ${n(bottom)} ${n(cx - 1.4 * r)} ${n(bottom)} L${n(cx + 1.4 * r)} ${n(bottom)} C${n(cx + 2 * r)} ${n(bottom)} ${n(cx + 1.9 * r)} ${n(by)} ${n(cx + 0.7 * r)} ${n(hy + 0.6 * r)} Z" fill="${c.body}"/>
<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(r)}" ry="${n(0.88 * r)}" fill="${head}"/>
<path d="M${n(cx - 0.95 * r)} ${n(hy - 0.2 * r)} L${n(cx - 0.8 * r)} ${n(hy - 1.35 * r)} L${n(cx - 0.15 * r)} ${n(hy - 0.75 * r)} Z" fill="${head}"/>
<path d="M${n(cx + 0.95 * r)} ${n(hy - 0.2 * r)} L${n(cx + 0.8 * r)} ${n(hy - 1.35 * r)} L${n(cx + 0.15 * r)} ${n(hy - 0.75 * r)} Z" fill="${head}"/>
</g>`;
}

/** Feathered wings spreading from (x, y), drawn behind a figure. */
export function wings(x: number, y: number, span: number, fill: string, edge: string) {
  const side = (dir: 1 | -1) => {
    let out = '';
    for (let i = 0; i < 9; i++) {
      const angle = dir * (-18 - i * 8.5);
      const len = span * (0.55 + i * 0.07) * (i > 6 ? 0.85 : 1);
      out += `<g transform="translate(${n(x + dir * span * 0.08)} ${n(y)}) rotate(${n(angle)})"><ellipse cx="0" cy="${n(-len / 2)}" rx="${n(span * 0.075)}" ry="${n(len / 2)}" fill="${fill}" fill-opacity="${(0.5 + i * 0.04).toFixed(2)}" stroke="${edge}" stroke-width="${n(span * 0.006)}" stroke-opacity="0.8"/></g>`;
    }
    return out;
  };
  return `<g>${side(-1)}${side(1)}</g>`;
}
