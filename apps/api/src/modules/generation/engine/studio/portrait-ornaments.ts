// The toggles' ornaments of a portrait, in output pixels: what stands behind the subject (wings,
// halo), the pets at its feet and the gift card. The render lays them (portrait.ts); the tests
// read where they cover the picture (ornamentCover), so a pet's ears and eyes, or a person's
// face, are shown to stay clear of them.
import sharp from 'sharp';
import { mix, mulberry32, subSeed, svgDoc } from '../svg';
import type { ArtworkBrief, GenerationInput } from '../types';
import type { StylePalette } from './paint/paint';
import {
  haloFor,
  haloSvg,
  petsSvg,
  wingAnchor,
  wingsSvg,
  type ElementLook,
  type Halo,
} from './portrait-elements';
import { giftCardBox, giftCardSvg } from './portrait-gift';
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
    featherShade: mix(p.highlight, p.shadow, 0.45),
    light: p.lightAt,
  };
}

/** The wings and the halo (the guardian angel's wings come with a halo), as one SVG. */
export function behindSvg(
  brief: ArtworkBrief,
  seed: number,
  at: { W: number; H: number; win: Box; face: Box | null; body: Box | null; kind: Subject['kind'] },
  look: ElementLook,
): { defs: string; body: string; halo: Halo | null } {
  const { W, H, win, face } = at;
  const wants = new Set(brief.elements);
  const halo: Halo | null =
    wants.has('halo') || wants.has('wings')
      ? face
        ? haloFor(face, at.kind)
        : { cx: W / 2, cy: win.y + win.h * 0.2, r: Math.min(W, H) * 0.14 }
      : null;
  let defs = '';
  let body = '';
  if (wants.has('wings')) {
    const box = at.body ?? { x: W * 0.3, y: H * 0.3, w: W * 0.4, h: H * 0.5 };
    const anchorFace = face ?? { x: W * 0.4, y: H * 0.22, w: W * 0.2, h: H * 0.16 };
    const wings = wingsSvg(
      wingAnchor(anchorFace, box, Math.min(W, H)),
      look,
      elementRng(seed, 'wings'),
    );
    defs += wings.defs;
    body += wings.body;
  }
  if (halo) {
    const ring = haloSvg(halo, look);
    defs += ring.defs;
    body += ring.body;
  }
  return { defs, body, halo };
}

/**
 * What stands behind the subject (wings, halo) as an RGBA layer over the painting, hidden where
 * the subject is: it reads as behind them while staying crisp (painted with the scene, the
 * styles' filters blur a thin ring or a feather's edge away).
 */
export async function layerBehind(
  behind: { defs: string; body: string },
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
  return giftCardSvg(giftWords(), giftCardBox(win, face, floor, H), {
    paper: palette.paper,
    edge: palette.plaqueEdge,
    ink: palette.ink,
    ribbon: palette.accents[0] ?? palette.metal[1],
  });
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
 * layer as laid, the pets and the gift card) and the subject's own output mask, from the same
 * stage and functions the render uses. `stage` is portraitStage's answer for this input.
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
): Promise<{ cover: Uint8Array; subjectMask: Buffer }> {
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
  if (behind.body) take(await layerBehind(behind, W, H, subject ? subjectMask : null), 4, 3);
  const pets = petsFor(brief, seed, win, zone, H);
  if (pets) take(await alphaOf(svgDoc(W, H, pets.defs, pets.body)), 1, 0);
  const card = giftCardFor(brief, { win, zone, face, H }, palette);
  if (card?.svg) take(await alphaOf(svgDoc(W, H, '', card.svg)), 1, 0);
  return { cover, subjectMask };
}
