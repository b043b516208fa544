// The vision board (DESIGN.md §3): a designed board made from the brief. The title on a
// banner, the focus area on a ribbon, each goal on its own card in the shopper's words, the
// photos pinned as polaroids, affirmation cards for the focus area when the shopper asks for
// them, on the chosen board style's surface and palette. No field label is ever printed.
// The seed varies the order, tilt and placement of the pieces and the light, never the style.
// The blueprint version's studio settings (input.studioSettings) may name the style's accent
// set and type set (board-style.ts).
import sharp, { type OverlayOptions } from 'sharp';
import { throwIfAborted } from './abort';
import { mulberry32, n, subSeed, svgDoc, type Rng } from './svg';
import type { GenerationInput } from './brief';
import { affirmationsFor } from './board-affirmations';
import { boardHead } from './board-banner';
import {
  cardSvg,
  cardTextArea,
  fitCard,
  measureCard,
  photoWindow,
  polaroidSvg,
  starSvg,
} from './board-cards';
import { layoutBoard, rotatedBounds } from './board-layout';
import type { BoardItem, LayoutOptions, MeasureCard } from './board-layout-types';
import { boardPalette, boardStyleOf, type BoardPalette } from './board-style';
import { paintSurface } from './board-surface';
import type { BoardStyleId } from '@atelier/shared/studio-vocabulary';
import type { Box, StudioRender, TextBlock } from './types';
import { textBlock } from './type/svg-text';

/** More photos than this crowd out the goals; the first ones (in field order) are used. */
export const MAX_BOARD_PHOTOS = 9;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Per style: how much the pieces tilt and how airy the board is. */
const MANNER: Record<BoardStyleId, { tilt: number; gap: number }> = {
  cork: { tilt: 4, gap: 0.022 },
  linen: { tilt: 2.5, gap: 0.026 },
  golden: { tilt: 0, gap: 0.03 },
  night: { tilt: 1.5, gap: 0.026 },
};

/** The photo grading each style gives its polaroids. */
const GRADE: Record<BoardStyleId, { saturation: number; brightness: number }> = {
  cork: { saturation: 1.08, brightness: 1.02 },
  linen: { saturation: 0.82, brightness: 1.05 },
  golden: { saturation: 0.9, brightness: 1.03 },
  night: { saturation: 0.95, brightness: 0.97 },
};

/** The goals and affirmations in a seeded order, with the photos spread evenly among them. */
function boardItems(goals: string[], affirmations: string[], photos: number, r: Rng): BoardItem[] {
  const cards: BoardItem[] = [
    ...goals.map((text) => ({ kind: 'goal' as const, text })),
    ...affirmations.map((text) => ({ kind: 'affirmation' as const, text })),
  ];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const items = [...cards];
  const step = (cards.length + photos) / Math.max(1, photos);
  // The seed picks where in the run the photos fall: top, middle or foot of a column (the
  // layout may also mirror the columns), a change anyone sees.
  const offset = r.int(0, Math.max(0, Math.ceil(step) - 1));
  for (let k = 0; k < photos; k++) {
    const at = Math.min(items.length, Math.floor(offset + k * step));
    items.splice(at, 0, { kind: 'photo', index: k });
  }
  return items;
}

async function photoHref(photo: Buffer, side: number, style: BoardStyleId): Promise<string> {
  const jpeg = await sharp(photo, { failOn: 'truncated' })
    .rotate()
    .resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
    .removeAlpha()
    .modulate(GRADE[style])
    .toColourspace('srgb')
    .jpeg({ quality: 86 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The border each style draws around the whole board (cork's frame is painted). */
function borderSvg(W: number, H: number, p: BoardPalette): string {
  const S = Math.min(W, H);
  const rect = (inset: number, stroke: string, width: number, extra = '') =>
    `<rect x="${n(inset)}" y="${n(inset)}" width="${n(W - 2 * inset)}" height="${n(H - 2 * inset)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`;
  if (p.style === 'golden')
    return rect(S * 0.024, 'url(#gold)', S * 0.006) + rect(S * 0.036, p.line, S * 0.0016);
  if (p.style === 'linen')
    return rect(
      S * 0.022,
      p.accent.main,
      S * 0.0025,
      `stroke-dasharray="${n(S * 0.012)} ${n(S * 0.008)}" stroke-opacity="0.7"`,
    );
  if (p.style === 'night') return rect(S * 0.018, p.accent.main, S * 0.003, 'stroke-opacity="0.6"');
  return '';
}

/** A soft light around the night board's pieces: drawn small, blurred, scaled up (raw RGB). */
async function glowLayer(W: number, H: number, boxes: Box[], color: string): Promise<Buffer> {
  const k = 4;
  const w = Math.ceil(W / k);
  const h = Math.ceil(H / k);
  const rects = boxes
    .map(
      (b) =>
        `<rect x="${n(b.x / k)}" y="${n(b.y / k)}" width="${n(b.w / k)}" height="${n(b.h / k)}" rx="${n(4 / k)}" fill="${color}"/>`,
    )
    .join('');
  const small = await sharp(
    svgDoc(w, h, '', `<rect width="${w}" height="${h}" fill="#000"/>${rects}`),
  )
    .removeAlpha()
    .blur(Math.max(1, Math.min(W, H) / 90 / k))
    .linear(0.75, 0)
    .raw()
    .toBuffer();
  return sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(W, H, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/** Renders the vision board of `input.brief` at width × height. */
export async function renderBoard(
  input: GenerationInput,
  width: number,
  height: number,
): Promise<StudioRender> {
  throwIfAborted(input.signal);
  const W = width;
  const H = height;
  const S = Math.min(W, H);
  const { brief } = input;
  const style = boardStyleOf(brief, input.stylePreset);
  const p = boardPalette(style, input.seed, brief.options, input.studioSettings);
  // Each style draws its own arrangement from the seed: the same seed in another style is
  // another board, not the same one recoloured.
  const r = mulberry32(subSeed(input.seed, `board-pieces-${style}`));
  const surface = paintSurface(style, W, H, input.seed);

  const title = clean(brief.title) || clean(input.caption) || 'My Vision Board';
  // A no-break space keeps each dot with the area before it when the ribbon wraps.
  const focus = brief.lines.map(clean).filter(Boolean).join('\u00a0· ');
  const goals = brief.list.map(clean).filter(Boolean);
  const photos = input.photos.slice(0, MAX_BOARD_PHOTOS);
  const wantAffirmations =
    brief.elements.includes('affirmations') || (goals.length === 0 && photos.length === 0);
  const affirmations = wantAffirmations
    ? affirmationsFor(brief.lines, input.seed, goals.length > 12 ? 2 : 3)
    : [];

  const margin = S * (style === 'cork' ? 0.065 : 0.06);
  const items = boardItems(
    goals,
    affirmations,
    photos.length,
    mulberry32(subSeed(input.seed, `board-order-${style}`)),
  );
  const opts: LayoutOptions = {
    maxSize: S * 0.04,
    minSize: S * 0.016,
    gap: S * MANNER[style].gap,
    tilt: MANNER[style].tilt,
    headroom: S * 0.008,
    // The seed makes the photos larger or smaller beside the cards.
    photoPerSize: mulberry32(subSeed(input.seed, 'board-photos')).range(7.5, 10.5),
    photoAspect: 1.18,
    // The card's padding (1.7 em) and a line of about ten characters.
    minColumn: 6.5,
  };
  const plan = (scale: number) => {
    const head = boardHead(
      title,
      focus,
      W,
      H,
      margin,
      p,
      mulberry32(subSeed(input.seed, `board-head-${style}`)),
      scale,
    );
    const top = head.bottom + S * 0.03 * scale;
    const area: Box = { x: margin, y: top, w: W - 2 * margin, h: H - margin - top };
    const rl = mulberry32(subSeed(input.seed, `board-layout-${style}`));
    const measure: MeasureCard = (text, kind, size, maxWidth) =>
      measureCard(text, kind, size, maxWidth, p.type);
    return { head, layout: layoutBoard(items, area, opts, measure, rl) };
  };
  // A crowded board gets a smaller title straight away; a board that turns out crowded gets
  // one if that gives the goals larger type.
  const crowded = items.length > 24;
  let { head, layout } = plan(crowded ? 0.7 : 1);
  if (!crowded && layout.size < opts.maxSize * 0.55) {
    const compact = plan(0.7);
    if (compact.layout.size > layout.size * 1.04) ({ head, layout } = compact);
  }

  const hrefs = await Promise.all(
    layout.placements.map((pl) =>
      pl.item.kind === 'photo'
        ? photoHref(photos[pl.item.index]!, Math.max(8, Math.round(photoWindow(pl.box).w)), style)
        : null,
    ),
  );
  throwIfAborted(input.signal);

  let body = borderSvg(W, H, p);
  if (style === 'night' || style === 'golden') {
    // Glints in the sky (night), a few gold sparkles (golden): under the pieces.
    const count = style === 'night' ? 14 : 5;
    for (let i = 0; i < count; i++)
      body += starSvg(
        r.range(margin, W - margin),
        r.range(margin, H - margin),
        S * r.range(0.006, 0.013),
        style === 'night' ? '#fff7da' : p.line,
        r.range(0.45, 0.9),
      );
  }
  body += head.svg;
  const text: TextBlock[] = [...head.blocks];
  const glowBoxes: Box[] = [...head.boxes];
  layout.placements.forEach((pl, i) => {
    const cx = pl.box.x + pl.box.w / 2;
    const cy = pl.box.y + pl.box.h / 2;
    glowBoxes.push(rotatedBounds(pl.box, pl.angle, cx, cy));
    if (pl.item.kind === 'photo') {
      body += polaroidSvg(pl.box, pl.angle, hrefs[i]!, p, pl.size, r);
      return;
    }
    const textArea = cardTextArea(pl.box, pl.size);
    const fitted = fitCard(pl.item.text, pl.item.kind, textArea, pl.size, p.type);
    body += cardSvg(pl.box, pl.angle, fitted, pl.item.kind, p, pl.size, r);
    const block = textBlock(
      pl.item.kind === 'goal' ? 'list' : 'affirmation',
      pl.item.text,
      textArea,
      fitted,
    );
    text.push({
      ...block,
      area: rotatedBounds(textArea, pl.angle, cx, cy),
      extent: rotatedBounds(fitted.extent, pl.angle, cx, cy),
    });
  });

  // Golden minimal's border stays gold whatever the accent colours: it is the style itself.
  const defs = `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9d49a"/><stop offset="0.45" stop-color="#b8913a"/><stop offset="1" stop-color="#8a6a24"/></linearGradient>`;
  const layers: OverlayOptions[] = [];
  if (p.glow)
    layers.push({
      input: await glowLayer(W, H, glowBoxes, p.glow),
      raw: { width: W, height: H, channels: 3 },
      blend: 'screen',
    });
  layers.push({ input: svgDoc(W, H, defs, body), blend: 'over' });
  const base = await surface;
  throwIfAborted(input.signal);
  const png = await sharp(base.data, { raw: { width: W, height: H, channels: 3 } })
    .composite(layers)
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { png, width: W, height: H, style, text, face: null, halo: null, segmented: false };
}
