// The elements a portrait's toggles add (brief.elements), drawn as SVG in output pixels: the
// halo behind the head, where the angel wings sit, small pets at the subject's feet. (The wings
// themselves are painted in portrait-wings.ts, the gift card, which carries text, in
// portrait-gift.ts.)
import { mix, n, radial, type Rng } from './svg';
import type { Box } from './types';

/** The colours the elements take from the style's palette. */
export type ElementLook = {
  /** Light colour (halo glow, highlights). */
  glow: string;
  /** Metal from dark to light (halo ring). */
  metal: readonly [string, string, string];
  /** Wing feathers: light and shade. */
  feather: string;
  featherShade: string;
  /** The colour the primaries' tips shade into (the palette's first accent, softened). */
  tint: string;
  /** Where the scene's light comes from (fractions of the picture): the lit side of a wing. */
  light: { x: number; y: number };
};

export type Halo = { cx: number; cy: number; r: number };

/**
 * The halo's place: centred over the face, its centre above the face's centre (behind the top
 * of the head), its ring wider than the head. An animal's head box is wide and runs down to the
 * muzzle, so its halo is smaller and higher: a ring around the crown.
 */
export function haloFor(face: Box, kind: 'person' | 'animal'): Halo {
  const cx = face.x + face.w / 2;
  if (kind === 'animal') return { cx, cy: face.y + face.h * 0.12, r: face.w * 0.5 };
  const r = Math.min(Math.max(face.w, face.h) * 0.78, face.w * 0.62 + face.h * 0.3);
  return { cx, cy: face.y + face.h * 0.3, r };
}

/** A glowing disc, a metal ring and fine rays: drawn before the subject, so behind the head. */
export function haloSvg(h: Halo, look: ElementLook): { defs: string; body: string } {
  const defs = radial('haloGlow', [
    [0, look.glow, 0.3],
    [0.6, look.glow, 0.3],
    [0.74, look.glow, 0.55],
    [1, look.glow, 0],
  ]);
  let body = `<circle cx="${n(h.cx)}" cy="${n(h.cy)}" r="${n(h.r * 1.35)}" fill="url(#haloGlow)"/>`;
  const rays = 36;
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const r1 = h.r * 1.02;
    const r2 = h.r * (i % 2 ? 1.16 : 1.28);
    body += `<line x1="${n(h.cx + Math.cos(a) * r1)}" y1="${n(h.cy + Math.sin(a) * r1)}" x2="${n(h.cx + Math.cos(a) * r2)}" y2="${n(h.cy + Math.sin(a) * r2)}" stroke="${look.metal[2]}" stroke-opacity="0.7" stroke-width="${n(h.r * 0.018)}" stroke-linecap="round"/>`;
  }
  body += `<circle cx="${n(h.cx)}" cy="${n(h.cy)}" r="${n(h.r)}" fill="none" stroke="${look.metal[1]}" stroke-width="${n(h.r * 0.09)}"/>`;
  body += `<circle cx="${n(h.cx)}" cy="${n(h.cy)}" r="${n(h.r)}" fill="none" stroke="${look.metal[2]}" stroke-width="${n(h.r * 0.035)}"/>`;
  body += `<circle cx="${n(h.cx)}" cy="${n(h.cy)}" r="${n(h.r * 0.93)}" fill="none" stroke="${look.metal[0]}" stroke-opacity="0.6" stroke-width="${n(h.r * 0.012)}"/>`;
  return { defs, body };
}

/** Where the wings sit: the shoulders under the face, and how long a wing is. */
export function wingAnchor(face: Box, subject: Box, S: number) {
  // A person's shoulders are below the face; an animal's wings rise from behind its head.
  const y = Math.min(face.y + face.h * 1.45, subject.y + subject.h * 0.5);
  const cx = face.x + face.w / 2;
  const half = Math.min(face.w * 0.7, subject.w * 0.3);
  return { cx, y, half, length: Math.min(face.h * 2.6, S * 0.5) };
}

const FURS = [
  ['#8a5a34', '#d9b48a'],
  ['#2d2a28', '#8c8580'],
  ['#c8792f', '#f1cf9c'],
  ['#7d7f86', '#d2d4d8'],
  ['#f2ead9', '#ffffff'],
] as const;

/** A sitting cat in a 100×120 box, feet at the bottom. */
function cat(fur: readonly [string, string], eye: string) {
  const [coat, light] = fur;
  return (
    `<path d="M68 112 Q102 112 96 74" fill="none" stroke="${coat}" stroke-width="9" stroke-linecap="round"/>` +
    `<ellipse cx="50" cy="86" rx="28" ry="32" fill="${coat}"/>` +
    `<ellipse cx="50" cy="94" rx="14" ry="20" fill="${light}"/>` +
    `<path d="M33 34 L36 10 L48 26 Z M67 34 L64 10 L52 26 Z" fill="${coat}"/>` +
    `<circle cx="50" cy="40" r="20" fill="${coat}"/>` +
    `<ellipse cx="42" cy="38" rx="3.2" ry="4.2" fill="${eye}"/><ellipse cx="58" cy="38" rx="3.2" ry="4.2" fill="${eye}"/>` +
    `<path d="M47 47 L53 47 L50 51 Z" fill="#d77b7b"/>` +
    `<ellipse cx="40" cy="116" rx="9" ry="5" fill="${light}"/><ellipse cx="60" cy="116" rx="9" ry="5" fill="${light}"/>`
  );
}

/** A sitting dog in a 100×120 box, feet at the bottom. */
function dog(fur: readonly [string, string]) {
  const [coat, light] = fur;
  return (
    `<path d="M76 108 Q98 98 94 78" fill="none" stroke="${coat}" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cx="54" cy="84" rx="30" ry="34" fill="${coat}"/>` +
    `<ellipse cx="38" cy="76" rx="8" ry="13" fill="${light}"/>` +
    `<ellipse cx="46" cy="42" rx="21" ry="19" fill="${coat}"/>` +
    `<ellipse cx="28" cy="50" rx="13" ry="9" fill="${light}"/>` +
    `<circle cx="18" cy="47" r="4" fill="#1d1a18"/>` +
    `<circle cx="40" cy="36" r="3.2" fill="#1d1a18"/>` +
    `<ellipse cx="60" cy="46" rx="8" ry="17" fill="${mix(coat, '#000000', 0.3)}" transform="rotate(-12 60 46)"/>` +
    `<rect x="32" y="100" width="12" height="18" rx="5" fill="${coat}"/><rect x="50" y="100" width="12" height="18" rx="5" fill="${coat}"/>`
  );
}

/**
 * Two small pets sitting at the subject's feet: a dog at one side, a cat at the other, on the
 * line `ground` (the top of the text zone), inside the window. The seed picks coats and sides.
 */
export function petsSvg(
  window: Box,
  ground: number,
  H: number,
  r: Rng,
): { defs: string; body: string; boxes: Box[] } {
  const h = H * 0.13;
  const w = (h * 100) / 120;
  const dogLeft = r.next() < 0.5;
  const furA = r.pick(FURS);
  const furB = r.pick(FURS.filter((f) => f !== furA));
  const xs = [window.x + window.w * 0.1, window.x + window.w * 0.9 - w];
  const boxes: Box[] = [];
  let body = '';
  xs.forEach((x, i) => {
    const isDog = (i === 0) === dogLeft;
    const y = ground - h;
    boxes.push({ x, y, w, h });
    const flip =
      i === 1
        ? `translate(${n(x + w)} ${n(y)}) scale(${n(-w / 100)} ${n(h / 120)})`
        : `translate(${n(x)} ${n(y)}) scale(${n(w / 100)} ${n(h / 120)})`;
    body += `<ellipse cx="${n(x + w / 2)}" cy="${n(ground - h * 0.01)}" rx="${n(w * 0.5)}" ry="${n(h * 0.05)}" fill="#000000" fill-opacity="0.3"/>`;
    // A light rim around each figure, so a dark coat reads on a dark scene and a pale one on
    // a pale scene.
    const fur = isDog ? furA : furB;
    const figure = isDog ? dog(fur) : cat(fur, '#3f6b2a');
    body += `<g transform="${flip}"><g stroke="${mix(fur[0], fur[0] === '#f2ead9' ? '#5a4a3a' : '#ffffff', 0.65)}" stroke-width="5" stroke-linejoin="round">${figure}</g>${figure}</g>`;
  });
  return { defs: '', body, boxes };
}
