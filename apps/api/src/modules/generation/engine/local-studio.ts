// The local studio renderer: real artwork made offline from the user's photos and text with
// sharp alone. Portraits = the attention-cropped photo, colour-graded, glowing, with light rays,
// a halo, an ornamental frame and the caption set as real type. Vision boards = a pin-board
// collage of the photos as polaroids with affirmation cards made from the text fields.
// The seed picks the palette (inside the style preset's family) and the layout, so the same
// seed and input always give the same bytes and another seed a visibly different picture.
import sharp, { type OverlayOptions } from 'sharp';
import { throwIfAborted } from './abort';
import { choosePalette, type StudioPalette } from './palettes';
import {
  esc,
  linear,
  mix,
  mulberry32,
  n,
  radial,
  SANS,
  SERIF,
  sparkle,
  subSeed,
  svgDoc,
  wrapText,
  type Rng,
} from './svg';
import {
  ProviderError,
  type GeneratedImage,
  type GenerationField,
  type GenerationInput,
  type ImageProvider,
} from './types';

export const DEFAULT_WIDTH = 1024;
export const DEFAULT_HEIGHT = 1280;
const MIN_SHORT_SIDE = 1024;
const MAX_LONG_SIDE = 3072;
const MAX_BOARD_PHOTOS = 6;
const MAX_BOARD_CARDS = 8;

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Output size: the requested one (default 1024×1280), scaled so the short side is ≥ 1024. */
export function outputSize(width: number, height: number): { width: number; height: number } {
  let w = Number.isFinite(width) && width > 0 ? width : DEFAULT_WIDTH;
  let h = Number.isFinite(height) && height > 0 ? height : DEFAULT_HEIGHT;
  const up = MIN_SHORT_SIDE / Math.min(w, h);
  if (up > 1) {
    w *= up;
    h *= up;
  }
  const down = MAX_LONG_SIDE / Math.max(w, h);
  if (down < 1) {
    w = Math.max(MIN_SHORT_SIDE, w * down);
    h = Math.max(MIN_SHORT_SIDE, h * down);
  }
  return { width: Math.round(w), height: Math.round(h) };
}

const YES_NO = /^(true|false|yes|no|on|off)$/i;

/**
 * The caption: the rendered caption template, else the most name-like field value (a field
 * called or labelled "name", else the first short value of at most four words).
 */
export function pickCaption(caption: string, fields: readonly GenerationField[]): string {
  const own = caption.replace(/\s+/g, ' ').trim();
  if (own) return own;
  const usable = fields
    .map((f) => ({ ...f, value: f.value.replace(/\s+/g, ' ').trim() }))
    .filter((f) => f.value && !YES_NO.test(f.value) && !/^https?:\/\//i.test(f.value));
  const named = usable.find((f) => /name/i.test(f.name) || /name/i.test(f.label));
  if (named && named.value.length <= 60) return named.value;
  const short = usable.find((f) => f.value.length <= 32 && f.value.split(' ').length <= 4);
  return short?.value ?? '';
}

// ---------------------------------------------------------------------------------------------
// Portrait

/** A painted scene for a portrait without a photo: sky, sun, clouds and layered hills. */
function paintedSceneSvg(W: number, H: number, p: StudioPalette, r: Rng) {
  const sun = { x: W * r.range(0.3, 0.7), y: H * r.range(0.28, 0.42) };
  const S = Math.min(W, H);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(S * 0.5)}" fill="url(#sunglow)"/>`;
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(S * 0.09)}" fill="${p.glow}"/>`;
  for (let i = 0; i < 7; i++) {
    const cy = H * r.range(0.12, 0.5);
    const cx = W * r.range(-0.1, 1.1);
    const rx = S * r.range(0.12, 0.28);
    body += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.28)}" fill="${p.glow}" fill-opacity="${r.range(0.15, 0.35).toFixed(2)}"/>`;
  }
  const layers = 4;
  for (let l = 0; l < layers; l++) {
    const base = H * (0.58 + l * 0.1);
    const amp = H * r.range(0.03, 0.08);
    const color = mix(p.sky[1], p.sky[0], 0.35 + l * 0.2);
    let d = `M0 ${n(H)} L0 ${n(base)}`;
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      const x = (W * i) / steps;
      const cx = x - W / steps / 2;
      d += ` Q${n(cx)} ${n(base - amp * r.range(-0.6, 1.4))} ${n(x)} ${n(base + amp * r.range(-0.5, 0.5))}`;
    }
    body += `<path d="${d} L${W} ${n(H)} Z" fill="${color}"/>`;
  }
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]) +
    radial('sunglow', [
      [0, p.glow, 0.9],
      [0.3, p.glow, 0.35],
      [1, p.glow, 0],
    ]);
  return { svg: svgDoc(W, H, defs, body), focus: sun };
}

/** Light rays from above, a bloom and a halo ring around the focal point, sparkles. */
function lightSvg(
  W: number,
  H: number,
  focus: { x: number; y: number },
  p: StudioPalette,
  r: Rng,
  aroundFocus: boolean,
) {
  const S = Math.min(W, H);
  const src = { x: focus.x + W * r.range(-0.3, 0.3), y: -H * r.range(0.05, 0.2) };
  const reach = Math.hypot(W, H) * 1.2;
  const count = r.int(9, 16);
  const spread = r.range(0.5, 0.9); // half-angle of the fan, radians
  const toFocus = Math.atan2(focus.y - src.y, focus.x - src.x);
  let body = '';
  for (let i = 0; i < count; i++) {
    const a = toFocus - spread + (2 * spread * (i + r.range(0.2, 0.8))) / count;
    const w = r.range(0.012, 0.04);
    const x1 = src.x + Math.cos(a - w) * reach;
    const y1 = src.y + Math.sin(a - w) * reach;
    const x2 = src.x + Math.cos(a + w) * reach;
    const y2 = src.y + Math.sin(a + w) * reach;
    body += `<path d="M${n(src.x)} ${n(src.y)} L${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} Z" fill="url(#ray)" fill-opacity="${r.range(0.45, 1).toFixed(2)}"/>`;
  }
  body += `<circle cx="${n(focus.x)}" cy="${n(focus.y)}" r="${n(S * 0.6)}" fill="url(#bloom)"/>`;
  // The halo rings the top of the head: centred above the focal point (the face).
  // (A painted scene has no head: there the halo rings the sun.)
  const haloR = S * r.range(0.13, 0.17);
  const hy = aroundFocus ? focus.y : focus.y - S * r.range(0.24, 0.28);
  body += `<circle cx="${n(focus.x)}" cy="${n(hy)}" r="${n(haloR * 1.15)}" fill="url(#halo)"/>`;
  body += `<circle cx="${n(focus.x)}" cy="${n(hy)}" r="${n(haloR)}" fill="none" stroke="${p.metal[2]}" stroke-opacity="0.75" stroke-width="${n(S * 0.005)}"/>`;
  body += `<circle cx="${n(focus.x)}" cy="${n(hy)}" r="${n(haloR * 1.06)}" fill="none" stroke="${p.glow}" stroke-opacity="0.35" stroke-width="${n(S * 0.012)}"/>`;
  for (let i = 0; i < 36; i++) {
    body += sparkle(
      r.range(0.05, 0.95) * W,
      r.range(0.04, 0.7) * H,
      S * r.range(0.004, 0.014),
      p.glow,
      r.range(0.4, 0.95),
    );
  }
  const defs =
    radial(
      'ray',
      [
        [0, p.glow, 0.55],
        [0.55, p.glow, 0.18],
        [1, p.glow, 0],
      ],
      `gradientUnits="userSpaceOnUse" cx="${n(src.x)}" cy="${n(src.y)}" r="${n(reach)}"`,
    ) +
    radial('bloom', [
      [0, p.glow, 0.35],
      [0.4, p.glow, 0.12],
      [1, p.glow, 0],
    ]) +
    radial('halo', [
      [0, p.glow, 0],
      [0.72, p.glow, 0],
      [0.86, p.glow, 0.5],
      [0.93, p.metal[2], 0.65],
      [1, p.glow, 0],
    ]);
  return svgDoc(W, H, defs, body);
}

/** Gradients the caption plaque uses (ids metalV and plaque). */
function plaqueDefs(p: StudioPalette) {
  return (
    linear('metalV', [
      [0, p.metal[2]],
      [0.5, p.metal[1]],
      [1, p.metal[0]],
    ]) +
    linear('plaque', [
      [0, mix(p.plaque, '#ffffff', 0.4)],
      [1, p.plaque],
    ])
  );
}

/** Caption plaque: the text as real type, fitted to the width, up to two lines. */
function captionPlaque(W: number, H: number, caption: string, p: StudioPalette, bottom: number) {
  if (!caption) return '';
  const S = Math.min(W, H);
  const maxW = W * 0.72;
  const lines = wrapText(caption, 26, 2);
  const longest = Math.max(...lines.map((l) => l.length));
  const pad = S * 0.035;
  const size = Math.min(S * 0.056, (maxW - 2 * pad) / (Math.max(longest, 4) * 0.64));
  const w = Math.max(W * 0.34, longest * size * 0.64 + 2 * pad);
  const h = lines.length * size * 1.25 + pad * 1.1;
  const x = (W - w) / 2;
  const y = bottom - h;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${n(W / 2)}" y="${n(y + pad * 0.55 + size * (1 + i * 1.25) - size * 0.18)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-weight="bold" font-size="${n(size)}" fill="${p.ink}">${esc(l)}</text>`,
    )
    .join('');
  const flourish = (cx: number) =>
    `<path d="M${n(cx - S * 0.018)} ${n(y + h / 2)} L${n(cx)} ${n(y + h / 2 - S * 0.014)} L${n(cx + S * 0.018)} ${n(y + h / 2)} L${n(cx)} ${n(y + h / 2 + S * 0.014)} Z" fill="url(#metalV)" stroke="${p.metal[0]}" stroke-width="1"/>`;
  return (
    `<rect x="${n(x + S * 0.006)}" y="${n(y + S * 0.008)}" width="${n(w)}" height="${n(h)}" rx="${n(S * 0.012)}" fill="#000" fill-opacity="0.3"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(S * 0.012)}" fill="url(#plaque)" stroke="${p.metal[0]}" stroke-width="${n(S * 0.003)}"/>` +
    `<rect x="${n(x + S * 0.008)}" y="${n(y + S * 0.008)}" width="${n(w - S * 0.016)}" height="${n(h - S * 0.016)}" rx="${n(S * 0.008)}" fill="none" stroke="${p.metal[1]}" stroke-width="${n(S * 0.002)}"/>` +
    flourish(x - S * 0.03) +
    flourish(x + w + S * 0.03) +
    text
  );
}

/** Vignette, the ornamental frame (one of three seed-picked ornaments) and the caption. */
function frameSvg(W: number, H: number, caption: string, p: StudioPalette, variant: number) {
  const S = Math.min(W, H);
  const band = S * 0.034;
  const inset = S * 0.012;
  let body = `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  body += `<rect x="${n(band / 2)}" y="${n(band / 2)}" width="${n(W - band)}" height="${n(H - band)}" fill="none" stroke="url(#metalH)" stroke-width="${n(band)}"/>`;
  body += `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" fill="none" stroke="${p.metal[0]}" stroke-width="3"/>`;
  body += `<rect x="${n(band)}" y="${n(band)}" width="${n(W - 2 * band)}" height="${n(H - 2 * band)}" fill="none" stroke="${p.metal[0]}" stroke-width="${n(S * 0.003)}"/>`;
  body += `<rect x="${n(band + inset)}" y="${n(band + inset)}" width="${n(W - 2 * (band + inset))}" height="${n(H - 2 * (band + inset))}" fill="none" stroke="${p.metal[2]}" stroke-opacity="0.85" stroke-width="${n(S * 0.0025)}"/>`;
  const corners: [number, number][] = [
    [band, band],
    [W - band, band],
    [band, H - band],
    [W - band, H - band],
  ];
  if (variant === 0) {
    // Rosettes: eight petals around a boss in each corner.
    for (const [cx, cy] of corners) {
      const pr = S * 0.03;
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        body += `<ellipse cx="${n(cx + Math.cos(a) * pr * 0.6)}" cy="${n(cy + Math.sin(a) * pr * 0.6)}" rx="${n(pr * 0.5)}" ry="${n(pr * 0.22)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(cx + Math.cos(a) * pr * 0.6)} ${n(cy + Math.sin(a) * pr * 0.6)})" fill="url(#metalV)" stroke="${p.metal[0]}" stroke-width="1"/>`;
      }
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(pr * 0.36)}" fill="url(#metalV)" stroke="${p.metal[0]}" stroke-width="1.5"/>`;
    }
  } else if (variant === 1) {
    // Beads: diamonds set along the band, larger ones in the corners.
    const step = S * 0.07;
    const d = (cx: number, cy: number, s: number) =>
      `<path d="M${n(cx)} ${n(cy - s)} L${n(cx + s)} ${n(cy)} L${n(cx)} ${n(cy + s)} L${n(cx - s)} ${n(cy)} Z" fill="url(#metalV)" stroke="${p.metal[0]}" stroke-width="1"/>`;
    for (let x = band + step; x < W - band - step / 2; x += step)
      body += d(x, band / 2, band * 0.3) + d(x, H - band / 2, band * 0.3);
    for (let y = band + step; y < H - band - step / 2; y += step)
      body += d(band / 2, y, band * 0.3) + d(W - band / 2, y, band * 0.3);
    for (const [cx, cy] of corners) body += d(cx, cy, band * 0.75);
  } else {
    // Arch: an arched inner window with spandrels filled in metal, scallops along the top.
    const top = band + inset;
    const archR = (W - 2 * top) / 2;
    const cy = top + archR * 0.9;
    const left = top;
    const right = W - top;
    body += `<path d="M${n(left)} ${n(top)} L${n(right)} ${n(top)} L${n(right)} ${n(cy)} A${n(archR)} ${n(archR * 0.9)} 0 0 0 ${n(left)} ${n(cy)} Z" fill="url(#metalV)" fill-opacity="0.92" stroke="${p.metal[0]}" stroke-width="${n(S * 0.003)}"/>`;
    body += `<path d="M${n(right - S * 0.012)} ${n(cy)} A${n(archR - S * 0.012)} ${n((archR - S * 0.012) * 0.9)} 0 0 0 ${n(left + S * 0.012)} ${n(cy)}" fill="none" stroke="${p.metal[2]}" stroke-width="${n(S * 0.004)}"/>`;
    for (let k = 0; k < 7; k++) {
      const a = Math.PI + ((k + 0.5) * Math.PI) / 7;
      body += `<circle cx="${n(W / 2 + Math.cos(a) * (archR + S * 0.005))}" cy="${n(cy + Math.sin(a) * (archR + S * 0.005) * 0.9)}" r="${n(S * 0.008)}" fill="${p.metal[2]}" stroke="${p.metal[0]}" stroke-width="1"/>`;
    }
  }
  body += captionPlaque(W, H, caption, p, H - band - inset - S * 0.035);
  const defs =
    linear('metalH', [
      [0, p.metal[0]],
      [0.25, p.metal[2]],
      [0.5, p.metal[1]],
      [0.75, p.metal[2]],
      [1, p.metal[0]],
    ]) +
    plaqueDefs(p) +
    radial('vignette', [
      [0.55, '#000000', 0],
      [1, mix(p.sky[0], '#000000', 0.5), 0.6],
    ]);
  return svgDoc(W, H, defs, body);
}

async function renderPortrait(
  input: GenerationInput,
  W: number,
  H: number,
  p: StudioPalette,
): Promise<Buffer> {
  const r = mulberry32(subSeed(input.seed, 'portrait'));
  let base: Raw;
  let focus: { x: number; y: number };
  const photo = input.photos[0];
  if (photo) {
    const { data, info } = await sharp(photo, { failOn: 'truncated' })
      .rotate()
      .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha()
      .modulate({ saturation: p.saturation, brightness: p.brightness })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    base = { data, info: { width: info.width, height: info.height, channels: info.channels } };
    // Attention decides the crop; as the subject's position it is a hint only (it can fall on
    // a bright window as well as a face, and portraits are mostly framed around the subject).
    // Barely cropped photos keep the composition's centre; the others lean towards attention.
    const cropped =
      Math.abs(info.cropOffsetLeft ?? 0) > W * 0.05 || Math.abs(info.cropOffsetTop ?? 0) > H * 0.05;
    const fx = info.attentionX !== undefined ? info.attentionX + (info.cropOffsetLeft ?? 0) : W / 2;
    const fy =
      info.attentionY !== undefined ? info.attentionY + (info.cropOffsetTop ?? 0) : H * 0.4;
    const lean = cropped ? 0.4 : 0;
    focus = {
      x: Math.min(W * 0.7, Math.max(W * 0.3, W / 2 + (fx - W / 2) * lean)),
      y: Math.min(H * 0.55, Math.max(H * 0.3, H * 0.4 + (fy - H * 0.4) * lean)),
    };
  } else {
    const scene = paintedSceneSvg(W, H, p, r);
    const { data, info } = await sharp(scene.svg)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    base = { data, info: { width: info.width, height: info.height, channels: info.channels } };
    focus = scene.focus;
  }
  throwIfAborted(input.signal);

  // Soft glow: a blurred, brightened copy screened over the photo.
  const small = await sharp(base.data, { raw: base.info })
    .resize(Math.round(W / 4), Math.round(H / 4))
    .blur(3)
    .modulate({ brightness: 1.15 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const glow = await sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: small.info.channels },
  })
    .resize(W, H)
    .ensureAlpha(p.glowStrength)
    .raw()
    .toBuffer();
  throwIfAborted(input.signal);

  const grade = svgDoc(
    W,
    H,
    linear('grade', [
      [0, p.gradeTop],
      [0.55, mix(p.gradeTop, p.gradeBottom, 0.5)],
      [1, p.gradeBottom],
    ]),
    `<rect width="${W}" height="${H}" fill="url(#grade)"/>`,
  );
  // A colour wash of the palette's sky, so each palette reads clearly in the result.
  const wash = svgDoc(
    W,
    H,
    linear('wash', [
      [0, p.sky[0], 0.45],
      [0.6, p.sky[1], 0.3],
      [1, p.sky[2], 0.25],
    ]),
    `<rect width="${W}" height="${H}" fill="url(#wash)"/>`,
  );
  // Palette cycles with the seed; the frame ornament changes every full palette cycle.
  const frameVariant = Math.floor((input.seed >>> 0) / 3) % 3;
  const caption = pickCaption(input.caption, input.fields);
  const out = await sharp(base.data, { raw: base.info })
    .composite([
      { input: grade, blend: 'soft-light' },
      { input: wash, blend: 'overlay' },
      { input: glow, raw: { width: W, height: H, channels: 4 }, blend: 'screen' },
      { input: lightSvg(W, H, focus, p, r, !photo), blend: 'screen' },
      { input: frameSvg(W, H, caption, p, frameVariant), blend: 'over' },
    ])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Vision board

/** Deterministic value noise (the PRNG, not libvips' noise) for cork and linen texture. */
async function textureLayer(W: number, H: number, seed: number, contrast: number) {
  const w = Math.max(8, Math.round(W / 3));
  const h = Math.max(8, Math.round(H / 3));
  const r = mulberry32(seed);
  const buf = Buffer.alloc(w * h);
  for (let i = 0; i < buf.length; i++) buf[i] = Math.round(128 + (r.next() - 0.5) * 2 * contrast);
  return sharp(buf, { raw: { width: w, height: h, channels: 1 } })
    .resize(W, H, { kernel: 'cubic' })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function surfaceSvg(W: number, H: number, p: StudioPalette, r: Rng) {
  const S = Math.min(W, H);
  let defs = '';
  let body = `<rect width="${W}" height="${H}" fill="${p.surfaceColor}"/>`;
  if (p.surface === 'cork') {
    const dots = ['#8a5a2b', '#b07a45', '#e2b57f', '#6d4420'];
    for (let i = 0; i < 700; i++)
      body += `<circle cx="${n(r.range(0, W))}" cy="${n(r.range(0, H))}" r="${n(S * r.range(0.001, 0.004))}" fill="${r.pick(dots)}" fill-opacity="${r.range(0.3, 0.8).toFixed(2)}"/>`;
    body += `<rect x="${n(S * 0.02)}" y="${n(S * 0.02)}" width="${n(W - S * 0.04)}" height="${n(H - S * 0.04)}" fill="none" stroke="#6b4423" stroke-width="${n(S * 0.04)}"/>`;
    body += `<rect x="${n(S * 0.04)}" y="${n(S * 0.04)}" width="${n(W - S * 0.08)}" height="${n(H - S * 0.08)}" fill="none" stroke="#4a2c14" stroke-opacity="0.6" stroke-width="${n(S * 0.004)}"/>`;
  } else if (p.surface === 'linen') {
    const step = Math.max(4, Math.round(S * 0.006));
    defs += `<pattern id="weave" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M0 ${step / 2} H${step} M${step / 2} 0 V${step}" stroke="${mix(p.surfaceColor, '#6b5a45', 0.25)}" stroke-width="1" stroke-opacity="0.6"/></pattern>`;
    body += `<rect width="${W}" height="${H}" fill="url(#weave)"/>`;
    body += `<rect x="${n(S * 0.015)}" y="${n(S * 0.015)}" width="${n(W - S * 0.03)}" height="${n(H - S * 0.03)}" fill="none" stroke="${mix(p.surfaceColor, '#5a4632', 0.4)}" stroke-width="${n(S * 0.03)}"/>`;
  } else if (p.surface === 'night') {
    defs += linear('nightbg', [
      [0, p.surfaceColor],
      [1, mix(p.surfaceColor, p.sky[1], 0.6)],
    ]);
    body += `<rect width="${W}" height="${H}" fill="url(#nightbg)"/>`;
    for (let i = 0; i < 160; i++)
      body += `<circle cx="${n(r.range(0, W))}" cy="${n(r.range(0, H))}" r="${n(S * r.range(0.0008, 0.0026))}" fill="#fff7da" fill-opacity="${r.range(0.35, 1).toFixed(2)}"/>`;
    body += `<rect x="${n(S * 0.014)}" y="${n(S * 0.014)}" width="${n(W - S * 0.028)}" height="${n(H - S * 0.028)}" fill="none" stroke="${p.metal[1]}" stroke-width="${n(S * 0.006)}"/>`;
  } else {
    defs += linear('paperbg', [
      [0, '#ffffff'],
      [1, p.surfaceColor],
    ]);
    body += `<rect width="${W}" height="${H}" fill="url(#paperbg)"/>`;
    body += `<rect x="${n(S * 0.022)}" y="${n(S * 0.022)}" width="${n(W - S * 0.044)}" height="${n(H - S * 0.044)}" fill="none" stroke="${p.metal[1]}" stroke-width="${n(S * 0.008)}"/>`;
    body += `<rect x="${n(S * 0.036)}" y="${n(S * 0.036)}" width="${n(W - S * 0.072)}" height="${n(H - S * 0.072)}" fill="none" stroke="${p.metal[2]}" stroke-width="${n(S * 0.0015)}"/>`;
  }
  return svgDoc(W, H, defs, body);
}

function pin(x: number, y: number, rad: number, color: string) {
  return (
    `<circle cx="${n(x + rad * 0.25)}" cy="${n(y + rad * 0.35)}" r="${n(rad)}" fill="#000" fill-opacity="0.28"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}"/>` +
    `<circle cx="${n(x - rad * 0.3)}" cy="${n(y - rad * 0.3)}" r="${n(rad * 0.35)}" fill="#fff" fill-opacity="0.7"/>`
  );
}

function tape(x: number, y: number, w: number, h: number, angle: number) {
  return `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="#f6e7a8" fill-opacity="0.72" stroke="#e0cf88" stroke-opacity="0.5" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;
}

type BoardItem = { kind: 'photo'; photo: Buffer } | { kind: 'card'; label: string; value: string };

function boardItems(input: GenerationInput): BoardItem[] {
  const photos: BoardItem[] = input.photos
    .slice(0, MAX_BOARD_PHOTOS)
    .map((photo) => ({ kind: 'photo', photo }));
  const cards: BoardItem[] = [];
  for (const f of input.fields) {
    const value = f.value.replace(/\s+/g, ' ').trim();
    if (!value || /^(false|no|off)$/i.test(value)) continue;
    const label = f.label.replace(/\s+/g, ' ').trim();
    // A ticked checkbox reads as its label alone.
    if (/^(true|yes|on)$/i.test(value)) cards.push({ kind: 'card', label: '', value: label });
    else cards.push({ kind: 'card', label, value });
    if (cards.length >= MAX_BOARD_CARDS) break;
  }
  if (photos.length + cards.length === 0) {
    for (const value of ['Dream big', 'I am grateful', 'Love lives here'])
      cards.push({ kind: 'card', label: '', value });
  }
  return [...photos, ...cards];
}

async function polaroidPhoto(photo: Buffer, size: number, p: StudioPalette) {
  const jpeg = await sharp(photo, { failOn: 'truncated' })
    .rotate()
    .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
    .removeAlpha()
    .modulate({ saturation: p.saturation, brightness: p.brightness })
    .toColourspace('srgb')
    .jpeg({ quality: 88 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

function cardSvg(
  cx: number,
  cy: number,
  w: number,
  maxH: number,
  item: { label: string; value: string },
  p: StudioPalette,
  r: Rng,
  S: number,
) {
  const pad = w * 0.09;
  const labelSize = S * 0.016;
  const labelGap = item.label ? labelSize * 1.9 : 0;
  // The largest type (from 0.042 down to 0.02 of the short side) at which the value fits the
  // card's height in at most three lines — or, for long values, fits at all.
  let size = S * 0.042;
  let lines: string[] = [];
  for (;;) {
    const maxChars = Math.max(6, Math.floor((w - 2 * pad) / (size * 0.56)));
    const maxLines = Math.max(1, Math.floor((maxH - 2 * pad - labelGap) / (size * 1.3)));
    lines = wrapText(item.value, maxChars, maxLines);
    const overflow = lines.at(-1)?.endsWith('…') && !item.value.endsWith('…');
    const smallest = size <= S * 0.02;
    if (smallest || (!overflow && (lines.length <= 3 || size <= S * 0.03))) break;
    size *= 0.92;
  }
  const h = Math.min(maxH, 2 * pad + labelGap + lines.length * size * 1.3);
  const x = cx - w / 2;
  const y = cy - h / 2;
  const paper = r.pick(p.papers);
  let body = `<rect x="${n(x + S * 0.006)}" y="${n(y + S * 0.008)}" width="${n(w)}" height="${n(h)}" fill="#000" fill-opacity="0.22"/>`;
  body += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${paper}"/>`;
  // Ruled lines, like an index card.
  body += `<path d="M${n(x + pad * 0.6)} ${n(y + pad * 0.75)} H${n(x + w - pad * 0.6)}" stroke="#e58a8a" stroke-opacity="0.55" stroke-width="${n(S * 0.0015)}"/>`;
  let ty = y + pad;
  if (item.label) {
    body += `<text x="${n(cx)}" y="${n(ty + labelSize)}" text-anchor="middle" font-family="${SANS}" font-size="${n(labelSize)}" letter-spacing="${n(labelSize * 0.15)}" fill="${p.ink}" fill-opacity="0.7">${esc(item.label.toUpperCase().slice(0, 40))}</text>`;
    ty += labelGap;
  }
  lines.forEach((l, i) => {
    body += `<text x="${n(cx)}" y="${n(ty + size * (1 + i * 1.3) - size * 0.2)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${n(size)}" fill="${p.ink}">${esc(l)}</text>`;
  });
  return { body, top: y, h };
}

async function renderVisionBoard(
  input: GenerationInput,
  W: number,
  H: number,
  p: StudioPalette,
): Promise<Buffer> {
  const r = mulberry32(subSeed(input.seed, 'board'));
  const S = Math.min(W, H);
  const margin = S * 0.07;
  const parts: string[] = [];

  // Title banner.
  const title = (input.title.replace(/\s+/g, ' ').trim() || 'My Vision Board').slice(0, 60);
  const titleLines = wrapText(title.toUpperCase(), 24, 2);
  const titleSize = Math.min(
    S * 0.05,
    (W * 0.7) / (Math.max(...titleLines.map((l) => l.length), 6) * 0.72),
  );
  const bannerH = titleLines.length * titleSize * 1.3 + S * 0.04;
  const bannerW = Math.min(
    W - 2 * margin,
    Math.max(W * 0.45, Math.max(...titleLines.map((l) => l.length)) * titleSize * 0.78 + S * 0.1),
  );
  const bannerY = margin * 0.9;
  const dark = p.surface === 'night';
  parts.push(
    `<g transform="rotate(${n(r.range(-1.8, 1.8))} ${n(W / 2)} ${n(bannerY + bannerH / 2)})">` +
      `<rect x="${n((W - bannerW) / 2 + S * 0.006)}" y="${n(bannerY + S * 0.008)}" width="${n(bannerW)}" height="${n(bannerH)}" fill="#000" fill-opacity="0.22"/>` +
      `<rect x="${n((W - bannerW) / 2)}" y="${n(bannerY)}" width="${n(bannerW)}" height="${n(bannerH)}" fill="${dark ? '#f6e7c1' : '#ffffff'}" stroke="${p.metal[1]}" stroke-width="${n(S * 0.003)}"/>` +
      titleLines
        .map(
          (l, i) =>
            `<text x="${n(W / 2)}" y="${n(bannerY + S * 0.02 + titleSize * (1 + i * 1.3) - titleSize * 0.15)}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${n(titleSize)}" letter-spacing="${n(titleSize * 0.08)}" fill="${p.ink}">${esc(l)}</text>`,
        )
        .join('') +
      tape(W / 2 - bannerW / 2 + S * 0.02, bannerY, S * 0.1, S * 0.03, r.range(-30, -15)) +
      tape(W / 2 + bannerW / 2 - S * 0.02, bannerY, S * 0.1, S * 0.03, r.range(15, 30)) +
      `</g>`,
  );

  // The caption, when there is one, as a ribbon along the bottom.
  const caption = input.caption.replace(/\s+/g, ' ').trim();
  let areaBottom = H - margin;
  if (caption) {
    const lines = wrapText(caption, 40, 2);
    const size = Math.min(
      S * 0.036,
      (W * 0.7) / (Math.max(...lines.map((l) => l.length), 6) * 0.56),
    );
    const rh = lines.length * size * 1.3 + S * 0.03;
    const ry = H - margin - rh;
    const rw = Math.min(
      W - 2 * margin,
      Math.max(...lines.map((l) => l.length)) * size * 0.6 + S * 0.12,
    );
    parts.push(
      `<rect x="${n((W - rw) / 2 + S * 0.005)}" y="${n(ry + S * 0.007)}" width="${n(rw)}" height="${n(rh)}" fill="#000" fill-opacity="0.22"/>` +
        `<rect x="${n((W - rw) / 2)}" y="${n(ry)}" width="${n(rw)}" height="${n(rh)}" fill="${p.plaque}" stroke="${p.metal[1]}" stroke-width="${n(S * 0.003)}"/>` +
        lines
          .map(
            (l, i) =>
              `<text x="${n(W / 2)}" y="${n(ry + S * 0.015 + size * (1 + i * 1.3) - size * 0.18)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-weight="bold" font-size="${n(size)}" fill="${p.ink}">${esc(l)}</text>`,
          )
          .join(''),
    );
    areaBottom = ry - S * 0.02;
  }

  // Items on a loose grid, order and jitter from the seed.
  const items = boardItems(input);
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  const top = bannerY + bannerH + S * 0.04;
  const areaW = W - 2 * margin;
  const areaH = Math.max(S * 0.2, areaBottom - top);
  const count = items.length;
  const cols = Math.max(1, Math.min(4, count, Math.round(Math.sqrt((count * areaW) / areaH))));
  const rows = Math.ceil(count / cols);
  const cellW = areaW / cols;
  const cellH = areaH / rows;
  const photoSide = Math.round(Math.min(cellW * 0.86, cellH * 0.76, S * 0.46));
  const embedded = await Promise.all(
    items.map((it) => (it.kind === 'photo' ? polaroidPhoto(it.photo, photoSide, p) : null)),
  );
  throwIfAborted(input.signal);

  items.forEach((item, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - row * cols : cols;
    const col = i % cols;
    const rowOffset = ((cols - inRow) * cellW) / 2;
    const cx = margin + rowOffset + cellW * (col + 0.5) + cellW * r.range(-0.07, 0.07);
    const cy = top + cellH * (row + 0.5) + cellH * r.range(-0.06, 0.06);
    const angle = r.range(-8, 8);
    const pinColor = r.pick(p.pins);
    let g = '';
    if (item.kind === 'photo') {
      const border = photoSide * 0.06;
      const w = photoSide + 2 * border;
      const h = photoSide + border + photoSide * 0.2;
      const x = cx - w / 2;
      const y = cy - h / 2;
      g += `<rect x="${n(x + S * 0.007)}" y="${n(y + S * 0.009)}" width="${n(w)}" height="${n(h)}" fill="#000" fill-opacity="0.25"/>`;
      g += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#fdfcf8"/>`;
      g += `<image x="${n(x + border)}" y="${n(y + border)}" width="${photoSide}" height="${photoSide}" preserveAspectRatio="xMidYMid slice" href="${embedded[i]}"/>`;
      g +=
        r.next() < 0.5
          ? tape(cx, y, w * 0.4, S * 0.032, r.range(-8, 8))
          : pin(cx, y + border * 0.5, S * 0.011, pinColor);
    } else {
      const card = cardSvg(cx, cy, Math.min(cellW * 0.84, S * 0.46), cellH * 0.84, item, p, r, S);
      g += card.body + pin(cx, card.top + S * 0.014, S * 0.01, pinColor);
    }
    parts.push(`<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${g}</g>`);
  });

  // A few sparkles and stars for a finished look.
  for (let i = 0; i < 10; i++)
    parts.push(
      sparkle(
        r.range(margin, W - margin),
        r.range(margin, H - margin),
        S * r.range(0.006, 0.014),
        dark ? '#fff7da' : p.metal[1],
        r.range(0.5, 0.9),
      ),
    );

  const surface = sharp(surfaceSvg(W, H, p, r)).removeAlpha();
  const texture =
    p.surface === 'cork' || p.surface === 'linen'
      ? await textureLayer(W, H, subSeed(input.seed, 'texture'), p.surface === 'cork' ? 70 : 30)
      : null;
  const board = svgDoc(W, H, '', parts.join(''));
  const layers: OverlayOptions[] = [];
  if (texture) layers.push({ input: texture, blend: 'soft-light' });
  layers.push({ input: board, blend: 'over' });
  return surface
    .composite(layers)
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------

/**
 * Sets the caption as real type on an image a model made (models garble lettering, so the
 * prompt asks for none): the portrait caption (or name-like field), or the board's caption,
 * on a plaque along the bottom. Without a caption the image is returned unchanged.
 */
export async function overlayCaption(
  image: GeneratedImage,
  input: GenerationInput,
): Promise<GeneratedImage> {
  const caption =
    input.kind === 'portrait'
      ? pickCaption(input.caption, input.fields)
      : input.caption.replace(/\s+/g, ' ').trim();
  if (!caption) return image;
  throwIfAborted(input.signal);
  const { width: W, height: H } = image;
  const p = choosePalette(input.stylePreset, input.kind, input.seed);
  const S = Math.min(W, H);
  const plaque = svgDoc(W, H, plaqueDefs(p), captionPlaque(W, H, caption, p, H - S * 0.06));
  const data = await sharp(image.data)
    .composite([{ input: plaque, blend: 'over' }])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { data, width: W, height: H, contentType: 'image/png' };
}

/** The offline renderer; the default provider. */
export class LocalStudioProvider implements ImageProvider {
  readonly name = 'local' as const;

  async generate(input: GenerationInput): Promise<GeneratedImage> {
    throwIfAborted(input.signal);
    const { width, height } = outputSize(input.width, input.height);
    const palette = choosePalette(input.stylePreset, input.kind, input.seed);
    let data: Buffer;
    try {
      data =
        input.kind === 'vision_board'
          ? await renderVisionBoard(input, width, height, palette)
          : await renderPortrait(input, width, height, palette);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throwIfAborted(input.signal);
      // A photo sharp cannot read fails the same way on every attempt.
      const reason = err instanceof Error ? err.message : String(err);
      throw new ProviderError(`studio render failed: ${reason}`, false);
    }
    throwIfAborted(input.signal);
    return { data, width, height, contentType: 'image/png' };
  }
}
