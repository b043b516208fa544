// The toggles' ornaments of a portrait, in output pixels: what stands behind the subject (wings,
// halo), the pets at its feet and the gift card. The render lays them (portrait.ts); the tests
// read where they cover the picture (ornamentCover), so a pet's ears and eyes, or a person's
// face, are shown to stay clear of them. The wings go into the scene before the style's painter
// (painted like the rest), the halo over the painting (a thin metal ring stays crisp).
import sharp from 'sharp';
import { mix, mulberry32, subSeed, svgDoc } from './svg';
import type { ArtworkBrief, GenerationInput } from './brief';
import type { StylePalette } from './paint/paint';
import {
  haloFor,
  haloSvg,
  petsSvg,
  wingAnchor,
  type ElementLook,
  type Halo,
} from './portrait-elements';
import { giftCardBox, giftCardSvg } from './portrait-gift';
import { wingsSvg } from './portrait-wings';
import { layCutOut, prepareCutOut } from './portrait-place';
import type { Box, RawImage, Subject, TextBlock } from './types';

type Zone = { top: number; hasPlaque: boolean; verses: string[] };

/** Each element draws from its own stream, so a toggle changes only its element. */
export const elementRng = (seed: number, part: string) =>
  mulberry32(subSeed(seed, `portrait:${part}`));

export function elementLook(p: StylePalette): ElementLook {
  return {
    glow: p.glow,
    metal: p.metal,
    feather: mix(p.highlight, '#ffffff', 0.5),
    featherShade: mix(p.highlight, p.shadow, 0.6),
    tint: mix(p.accents[0] ?? p.glow, p.highlight, 0.3),
    light: p.lightAt,
  };
}

type Svg = { defs: string; body: string };

/**
 * What stands behind the subject: the wings and the halo (the guardian angel's wings come with
 * a halo), each as SVG or null, and the halo's place.
 */
export function behindSvg(
  brief: ArtworkBrief,
  seed: number,
  at: { W: number; H: number; win: Box; face: Box | null; body: Box | null; kind: Subject['kind'] },
  look: ElementLook,
): { wings: Svg | null; ring: Svg | null; halo: Halo | null } {
  const { W, H, win, face } = at;
  const wants = new Set(brief.elements);
  const halo: Halo | null =
    wants.has('halo') || wants.has('wings')
      ? face
        ? haloFor(face, at.kind)
        : { cx: W / 2, cy: win.y + win.h * 0.2, r: Math.min(W, H) * 0.14 }
      : null;
  let wings: Svg | null = null;
  if (wants.has('wings')) {
    const box = at.body ?? { x: W * 0.3, y: H * 0.3, w: W * 0.4, h: H * 0.5 };
    const anchorFace = face ?? { x: W * 0.4, y: H * 0.22, w: W * 0.2, h: H * 0.16 };
    wings = wingsSvg(
      {
        ...wingAnchor(anchorFace, box, Math.min(W, H)),
        light: { x: look.light.x * W, y: look.light.y * H },
      },
      look,
      elementRng(seed, 'wings'),
    );
  }
  return { wings, ring: halo ? haloSvg(halo, look) : null, halo };
}

/**
 * Something behind the subject (the wings or the halo) as an RGBA layer, hidden where the
 * subject is, so it reads as behind them.
 */
export async function layerBehind(
  behind: Svg,
  W: number,
  H: number,
  subjectMask: Buffer | null,
): Promise<Buffer> {
  const data = await sharp(svgDoc(W, H, behind.defs, behind.body))
    .ensureAlpha()
    .raw()
    .toBuffer();
  if (subjectMask) {
    for (let p = 0, i = 3; p < subjectMask.length; p++, i += 4) {
      const m = subjectMask[p]!;
      // Doubled: where the cut-out fades out at the photo's edge, it still hides what is behind.
      if (m) data[i] = (data[i]! * Math.max(0, 255 - 2 * m)) / 255;
    }
  }
  return data;
}

/** `layer` (RGBA, the image's size) laid over an RGB image in place. */
export function layOver(image: RawImage, layer: Buffer): void {
  const d = image.data;
  for (let p = 0, i = 0; i < layer.length; p += 3, i += 4) {
    const a = layer[i + 3]! / 255;
    if (!a) continue;
    d[p] = d[p]! * (1 - a) + layer[i]! * a;
    d[p + 1] = d[p + 1]! * (1 - a) + layer[i + 1]! * a;
    d[p + 2] = d[p + 2]! * (1 - a) + layer[i + 2]! * a;
  }
}

/** The pets at the subject's feet, above the words; '' when not wanted. */
export function petsFor(brief: ArtworkBrief, seed: number, win: Box, zone: Zone, H: number) {
  if (!brief.elements.includes('pets')) return null;
  const floor = zone.hasPlaque || zone.verses.length ? zone.top : win.y + win.h * 0.96;
  return petsSvg(win, floor, H, elementRng(seed, 'pets'));
}

/**
 * The gift card, when wanted: at the side away from the face. It carries a dedication, not the
 * plaque's words: the names, the occasion and the date are printed once, on the plaque.
 */
export function giftCardFor(
  brief: ArtworkBrief,
  at: { win: Box; zone: Zone; face: Box | null; H: number },
  palette: StylePalette,
): { svg: string; blocks: TextBlock[] } | null {
  if (!brief.elements.includes('gift_card')) return null;
  const { win, zone, face, H } = at;
  const floor = brief.elements.includes('pets') ? zone.top - H * 0.14 : zone.top;
  return giftCardSvg(
    giftWords(),
    giftCardBox(win, face, floor, H),
    {
      paper: palette.paper,
      edge: palette.plaqueEdge,
      ink: palette.ink,
      ribbon: palette.accents[0] ?? palette.metal[1],
    },
    palette.type,
  );
}

/**
 * What the gift card says: a dedication. The names, occasion and date are the plaque's; a card
 * that repeated them printed them twice on one picture.
 */
export function giftWords(): { title: string; lines: string[]; date: string } {
  return { title: 'With Love', lines: ['and every blessing'], date: '' };
}

async function alphaOf(svg: Buffer): Promise<Buffer> {
  return sharp(svg).ensureAlpha().extractChannel(3).raw().toBuffer();
}

/**
 * Where the portrait's ornaments cover it (0..255 per output pixel: the larger of the behind
 * layers as laid, the pets and the gift card), the wings' and the halo's alone, and the subject's own output
 * mask, from the same stage and functions the render uses. `stage` is portraitStage's answer for this input.
 */
export async function ornamentCover(
  input: GenerationInput,
  stage: {
    palette: StylePalette;
    win: Box;
    zone: Zone;
    photo: Buffer | undefined;
    subject: Subject | null;
    placement: { box: Box; face: Box | null; scale: number; left: number; top: number } | null;
  },
  W: number,
  H: number,
): Promise<{ cover: Uint8Array; wings: Uint8Array; ring: Uint8Array; subjectMask: Buffer }> {
  const { brief, seed } = input;
  const { photo, subject, placement, win, zone, palette } = stage;
  const blank: RawImage = { data: Buffer.alloc(W * H * 3), width: W, height: H, channels: 3 };
  const cut =
    photo && subject && placement ? await prepareCutOut(photo, subject, placement, W, H) : null;
  const subjectMask = layCutOut(blank, cut);
  const face = placement?.face ?? null;
  const cover = new Uint8Array(W * H);
  const take = (alpha: Buffer, step: number, offset: number) => {
    for (let p = 0; p < W * H; p++) cover[p] = Math.max(cover[p]!, alpha[p * step + offset]!);
  };
  const behind = behindSvg(
    brief,
    seed,
    { W, H, win, face, body: placement?.box ?? null, kind: subject?.kind ?? 'person' },
    elementLook(palette),
  );
  const hide = subject ? subjectMask : null;
  const wings = new Uint8Array(W * H);
  if (behind.wings) {
    const layer = await layerBehind(behind.wings, W, H, hide);
    for (let p = 0; p < W * H; p++) wings[p] = layer[p * 4 + 3]!;
    take(layer, 4, 3);
  }
  const ring = new Uint8Array(W * H);
  if (behind.ring) {
    const layer = await layerBehind(behind.ring, W, H, hide);
    for (let p = 0; p < W * H; p++) ring[p] = layer[p * 4 + 3]!;
    take(layer, 4, 3);
  }
  const pets = petsFor(brief, seed, win, zone, H);
  if (pets) take(await alphaOf(svgDoc(W, H, pets.defs, pets.body)), 1, 0);
  const card = giftCardFor(brief, { win, zone, face, H }, palette);
  if (card?.svg) take(await alphaOf(svgDoc(W, H, '', card.svg)), 1, 0);
  return { cover, wings, ring, subjectMask };
}
