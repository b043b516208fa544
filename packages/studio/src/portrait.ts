// The portrait (DESIGN.md §3): the subject cut out of their photo by the offline segmentation
// model and placed in a painted scene of the chosen style, the halo behind the head, the
// toggles' elements (wings, pets, gift card), the style's treatment, light and frame, then the
// words as real type: the name plaque (title, short lines, the date on its own line) and the
// verse scroll. Without a subject (a photo of a cup) the attention crop of the whole photo is set
// into the scene; without a photo the scene alone. The blueprint version's studio settings
// (input.studioSettings) may name the style's palette, light, frame and type set: the palette
// (paint/palette.ts) carries them to everything drawn here.
import sharp, { type OverlayOptions } from 'sharp';
import { throwIfAborted } from './abort';
import { svgDoc } from './svg';
import type { ArtworkBrief, GenerationInput } from './brief';
import { frameFor, paintBackdrop, stylePalette, stylize, type StylePalette } from './paint/paint';
import {
  behindSvg,
  elementLook,
  elementRng,
  giftCardFor,
  layerBehind,
  layOver,
  petsFor,
} from './portrait-ornaments';
import { lightSource, lightSvg } from './portrait-light';
import {
  layAttentionCrop,
  layCutOut,
  placeSubject,
  prepareCutOut,
  type Placement,
} from './portrait-place';
import { portraitStyleOf } from './portrait-style';
import { subjectOf } from './portrait-subject';
import { namePlaque } from './type/plaque';
import { verseScroll } from './type/scroll';
import type { Box, RawImage, StudioRender, TextBlock } from './types';

const ANIMAL =
  /\b(dogs?|cats?|horses?|birds?|rabbits?|bunn(y|ies)|pets?|pupp(y|ies)|kittens?|ponies|pony|parrots?|hamsters?|guinea pigs?|ferrets?|animals?)\b/i;

/** The subject finder's hint: an animal when the details name one, else a person. */
export function subjectHint(brief: ArtworkBrief): 'person' | 'animal' {
  return brief.details.some((d) => ANIMAL.test(d)) ? 'animal' : 'person';
}

/** The text zone at the foot of the window: the plaque at the bottom, the verse scroll above. */
export function textZone(brief: ArtworkBrief, win: Box, H: number) {
  const hasPlaque = Boolean(brief.title || brief.lines.length || brief.date);
  const plaqueH = hasPlaque
    ? H * (0.12 + 0.02 * Math.min(2, brief.lines.length + (brief.date ? 1 : 0)))
    : 0;
  const verses = brief.verses.filter((v) => v.trim());
  const scrollH = verses.length ? H * (0.11 + 0.035 * Math.min(2, verses.length - 1)) : 0;
  const bottom = win.y + win.h - H * 0.02;
  const plaque: Box = { x: win.x + win.w * 0.1, y: bottom - plaqueH, w: win.w * 0.8, h: plaqueH };
  const gap = hasPlaque && verses.length ? H * 0.012 : 0;
  const scroll: Box = {
    x: win.x + win.w * 0.05,
    y: plaque.y - gap - scrollH,
    w: win.w * 0.9,
    h: scrollH,
  };
  return { plaque, scroll, verses, top: Math.min(plaque.y, scroll.y), hasPlaque };
}

/**
 * The words of the brief in their zone: the verse scroll (scripture, blessing, message) and the
 * name plaque (title, short lines, date), in the palette's colours and type set. Portraits and
 * the text laid over an AI provider's image both set them here.
 */
export function briefWords(
  brief: ArtworkBrief,
  zone: ReturnType<typeof textZone>,
  palette: StylePalette,
): { defs: string; svg: string; blocks: TextBlock[] } {
  let defs = '';
  let svg = '';
  const blocks: TextBlock[] = [];
  if (zone.verses.length) {
    const scroll = verseScroll(
      zone.verses,
      zone.scroll,
      { fill: palette.paper, edge: palette.plaqueEdge, ink: palette.ink },
      palette.type,
    );
    defs += scroll.defs;
    svg += scroll.svg;
    blocks.push(...scroll.blocks);
  }
  if (zone.hasPlaque) {
    const plaque = namePlaque(
      { title: brief.title, lines: brief.lines, date: brief.date },
      zone.plaque,
      {
        fill: palette.plaque,
        edge: palette.plaqueEdge,
        ink: palette.ink,
        accent: palette.metal[2],
      },
      palette.type,
    );
    defs += plaque.defs;
    svg += plaque.svg;
    blocks.push(...plaque.blocks);
  }
  return { defs, svg, blocks };
}

async function overSvg(image: RawImage, svg: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .composite([{ input: svg, blend: 'over' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * Where things go in a portrait of `input` at W×H: its style, palette, frame, text zone, the
 * subject found in the photo and where it is placed (the photo → output transform). The render
 * and the tests that check what it covers read the same stage.
 */
export async function portraitStage(input: GenerationInput, W: number, H: number) {
  const { brief, seed, signal } = input;
  const style = portraitStyleOf(brief, input.stylePreset);
  const palette = stylePalette(style, seed, brief.options, input.studioSettings);
  const frame = frameFor(style, W, H, palette, seed);
  const win = frame.window;
  const zone = textZone(brief, win, H);
  const photo = input.photos[0];
  const subject = photo ? await subjectOf(photo, subjectHint(brief), signal) : null;
  throwIfAborted(signal);
  const placement: Placement | null = subject
    ? placeSubject(subject, W, H, seed, {
        window: win,
        textTop: zone.top,
        narrow: brief.elements.includes('wings'),
      })
    : null;
  return { style, palette, frame, win, zone, photo, subject, placement };
}

/** Renders a portrait of `input` at W×H. */
export async function renderPortrait(
  input: GenerationInput,
  W: number,
  H: number,
): Promise<StudioRender> {
  const { brief, seed, signal } = input;
  const style = portraitStyleOf(brief, input.stylePreset);
  const palette = stylePalette(style, seed, brief.options, input.studioSettings);
  // The backdrop is painted while the subject is found and cut out.
  const painting = paintBackdrop(style, W, H, palette, seed);
  painting.catch(() => undefined); // awaited below; a failure on the way must not go unhandled
  const { frame, win, zone, photo, subject, placement } = await portraitStage(input, W, H);
  const [backdrop, cut] = await Promise.all([
    painting,
    photo && subject && placement ? prepareCutOut(photo, subject, placement, W, H) : null,
  ]);
  throwIfAborted(signal);
  let base: RawImage =
    backdrop.channels === 3 ? backdrop : await overSvg(backdrop, svgDoc(W, H, '', ''));
  const face = placement?.face ?? null;
  // Behind the subject: the wings (painted with the scene) and the halo (laid over the painting).
  const behind = behindSvg(
    brief,
    seed,
    { W, H, win, face, body: placement?.box ?? null, kind: subject?.kind ?? 'person' },
    elementLook(palette),
  );

  // The subject, or the attention crop of the photo, or nothing (the scene alone).
  let mask: Buffer | undefined;
  if (subject) mask = layCutOut(base, cut);
  else if (photo) mask = await layAttentionCrop(base, photo, win);
  throwIfAborted(signal);
  // The wings go in under the subject's own pixels, before the style's painter: Stained Glass
  // leads them into panes, Watercolor washes them, Renaissance paints them in strokes. Modern
  // Minimal's few flat tones would cut their shading into blotches: there they are laid over the
  // painting, as the halo is.
  const hide = mask && subject ? mask : null;
  const wings = behind.wings ? await layerBehind(behind.wings, W, H, hide) : null;
  let finer: Buffer | undefined;
  if (wings && style !== 'minimal') {
    layOver(base, wings);
    finer = Buffer.alloc(W * H);
    for (let p = 0; p < W * H; p++) finer[p] = wings[p * 4 + 3]!;
  }

  const pets = petsFor(brief, seed, win, zone, H);
  if (pets) base = await overSvg(base, svgDoc(W, H, pets.defs, pets.body));

  // The face keeps the finest detail (painted glass in stained glass, its own tones in minimal).
  const painted = await stylize(
    style,
    base,
    palette,
    seed,
    mask ? { subjectMask: mask, face, finer } : { face, finer },
  );
  throwIfAborted(signal);

  // Over the painting: light, the frame, the words.
  const focus = face
    ? { x: face.x + face.w / 2, y: face.y + face.h / 2 }
    : { x: W / 2, y: H * 0.35 };
  const r = elementRng(seed, 'light');
  const src = lightSource(W, H, { x: palette.lightAt.x * W, y: focus.y }, r);
  const light = lightSvg(W, H, focus, src, palette.glow, style === 'minimal' ? 0.35 : 0.8, r);
  const set = briefWords(brief, zone, palette);
  const card = giftCardFor(brief, { win, zone, face, H }, palette);
  const words = set.svg + (card?.svg ?? '');
  const text: TextBlock[] = [...set.blocks, ...(card?.blocks ?? [])];
  const raw = { width: W, height: H, channels: 4 } as const;
  const behindLayer: OverlayOptions[] = [
    ...(wings && !finer ? [{ input: wings, raw, blend: 'over' as const }] : []),
    ...(behind.ring
      ? [{ input: await layerBehind(behind.ring, W, H, hide), raw, blend: 'over' as const }]
      : []),
  ];
  const png = await sharp(painted.data, {
    raw: { width: painted.width, height: painted.height, channels: painted.channels },
  })
    .composite([
      ...behindLayer,
      { input: light, blend: 'screen' },
      { input: Buffer.from(frame.svg), blend: 'over' },
      ...(words ? [{ input: svgDoc(W, H, set.defs, words), blend: 'over' as const }] : []),
    ])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  const halo = behind.halo;
  return { png, width: W, height: H, style, text, face, halo, segmented: Boolean(subject) };
}
