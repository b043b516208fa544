// Inputs and pixel measures shared by the vision board's tests.
import sharp from 'sharp';
import { seedPhoto } from './testing/photos';
import { EMPTY_BRIEF, type ArtworkBrief, type GenerationInput } from './brief';
import type { BoardStyleId } from '@atelier/shared/studio-vocabulary';

/** The seeded board styles' names, as the visual selector offers them. */
export const STYLE_NAMES: Record<BoardStyleId, string> = {
  cork: 'Cork Board',
  linen: 'Linen Collage',
  golden: 'Golden Minimal',
  night: 'Night Sky',
};

/** The seeded vision board's form labels: none may be printed on the board. */
export const FORM_LABELS = [
  'Board Title',
  'Your Dreams and Goals',
  'Main Focus',
  'Board Style',
  'Inspiration Photos',
  'Add affirmation cards',
];

/** A real photo: the seed shop's own (see its README for the attribution). */
export const testPhoto = seedPhoto;

/** A photo of one flat colour, to find where it landed on the board. */
export const flatPhoto = (rgb: [number, number, number]) =>
  sharp({
    create: {
      width: 160,
      height: 120,
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

export function boardInput(
  brief: Partial<ArtworkBrief>,
  opts: { photos?: Buffer[]; seed?: number; width?: number; height?: number } = {},
): GenerationInput {
  const full: ArtworkBrief = { ...EMPTY_BRIEF, ...brief };
  const width = opts.width ?? 512;
  const height = opts.height ?? 640;
  return {
    kind: 'vision_board',
    prompt: 'An inspiring vision board',
    negativePrompt: '',
    stylePreset: 'corkboard',
    model: null,
    width,
    height,
    seed: opts.seed ?? 1,
    photos: opts.photos ?? [],
    // The form as the shopper filled it: labels and raw values (the old board printed these).
    fields: [
      { name: 'board_title', label: 'Board Title', value: full.title },
      { name: 'dreams', label: 'Your Dreams and Goals', value: full.list.join('\n') },
      { name: 'focus_area', label: 'Main Focus', value: full.lines.join(', ') },
      { name: 'board_style', label: 'Board Style', value: full.style?.name ?? '' },
      {
        name: 'add_affirmations',
        label: 'Add affirmation cards',
        value: String(full.elements.includes('affirmations')),
      },
    ],
    caption: full.title,
    title: 'Vision Board',
    brief: full,
    signal: new AbortController().signal,
  };
}

/** Short goals, one per line, up to the dreams field's 2,000 characters. */
export function maxShortGoals(): string[] {
  const words = [
    'Read more',
    'Walk daily',
    'Call Mom',
    'Save money',
    'Learn Spanish',
    'Drink water',
    'Sleep early',
  ];
  const goals: string[] = [];
  for (let i = 0; ; i++) {
    const next = `${words[i % words.length]} ${i + 1}`;
    if ([...goals, next].join('\n').length > 2000) return goals;
    goals.push(next);
  }
}

/** One goal as long as the dreams field allows. */
export const longGoal = () =>
  'Build a calm and generous life where I wake up grateful, move my body, learn something new, and make time for the people I love. '
    .repeat(20)
    .slice(0, 2000)
    .replace(/\s+\S*$/, '');

export type Pixels = { data: Buffer; width: number; height: number };

export async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean luminance (0…255), mean RGB, mean saturation (0…1) and texture (mean |Δ| between neighbours). */
export function signature({ data, width, height }: Pixels) {
  let lum = 0;
  let sat = 0;
  let texture = 0;
  let sumR = 0;
  let sumG = 0;
  let sumB = 0;
  for (let i = 0; i < width * height; i++) {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    sumR += r;
    sumG += g;
    sumB += b;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    lum += y;
    const max = Math.max(r, g, b);
    sat += max ? (max - Math.min(r, g, b)) / max : 0;
    if (i % width < width - 1) {
      const j = i + 1;
      texture += Math.abs(
        y - (0.299 * data[j * 3]! + 0.587 * data[j * 3 + 1]! + 0.114 * data[j * 3 + 2]!),
      );
    }
  }
  const count = width * height;
  return {
    lum: lum / count,
    sat: sat / count,
    texture: texture / count,
    rgb: [sumR / count, sumG / count, sumB / count] as const,
  };
}

/** A 4×4×4 colour histogram, normalised; compare two with histogramDistance (0 … 2). */
export function histogram({ data, width, height }: Pixels): Float64Array {
  const h = new Float64Array(64);
  for (let i = 0; i < width * height; i++)
    h[(data[i * 3]! >> 6) * 16 + (data[i * 3 + 1]! >> 6) * 4 + (data[i * 3 + 2]! >> 6)]! +=
      1 / (width * height);
  return h;
}

export const histogramDistance = (a: Float64Array, b: Float64Array) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);

/** How many pixels lie within `tolerance` (RGB distance) of a colour. */
export function countColour(
  { data, width, height }: Pixels,
  rgb: [number, number, number],
  tolerance = 40,
) {
  let count = 0;
  for (let i = 0; i < width * height; i++) {
    const dr = data[i * 3]! - rgb[0];
    const dg = data[i * 3 + 1]! - rgb[1];
    const db = data[i * 3 + 2]! - rgb[2];
    if (dr * dr + dg * dg + db * db <= tolerance * tolerance) count++;
  }
  return count;
}
