import { boardArt, portraitArt, type Look } from './studio-specs';
import type { SeedPhoto } from '../studio-art';
import type { SeedVisualOption } from './types';
import { SWATCH } from './types';

// Style swatches shown by visual_selector fields. Each thumbnail is the studio's own render of
// a seed photo in that style, so what the shopper picks is what they get.

export const PORTRAIT_LOOKS = {
  renaissance: {
    title: 'Renaissance',
    description: 'Old-master warmth: deep umber shadows, a gilded halo and a carved gold frame.',
  },
  watercolor: {
    title: 'Watercolor',
    description: 'Soft washes of rose, sky and honey on textured paper, light and airy.',
  },
  stainedGlass: {
    title: 'Stained Glass',
    description: 'Jewel-toned panes and leaded lines, like a cathedral window at sunrise.',
  },
  minimal: {
    title: 'Modern Minimal',
    description: 'Clean shapes, a single sun and calm colour, made for contemporary rooms.',
  },
} as const satisfies Record<string, Look>;

export const BOARD_LOOKS = {
  cork: {
    title: 'Cork Board',
    description: 'Classic pinned collage on warm cork, with push pins and washi tape.',
  },
  linen: {
    title: 'Linen Collage',
    description: 'Soft woven linen, pastel affirmation cards and a calm, airy layout.',
  },
  golden: {
    title: 'Golden Minimal',
    description: 'Ivory background with a fine gold border: elegant enough for the office.',
  },
  night: {
    title: 'Night Sky',
    description: 'Deep indigo scattered with stars, for dreamers who plan big.',
  },
} as const satisfies Record<string, Look>;

const slug = (title: string) => title.toLowerCase().replace(/\W+/g, '-');

/** The four portrait looks, each thumbnail a render of `photo` in that look. */
const portraitStyles = (prefix: string, photo: SeedPhoto, preset: string): SeedVisualOption[] =>
  Object.values(PORTRAIT_LOOKS).map((look, i) => ({
    ...look,
    image: portraitArt(`${prefix}-${slug(look.title)}`, {
      seed: 2 + i,
      size: SWATCH,
      photo,
      look,
      preset,
      words: photo === 'chelsea' ? { details: ['Cat'] } : {},
    }),
  }));

/** The people products' styles, shown on the seed's portrait photo. */
export const PORTRAIT_STYLES = portraitStyles('style', 'astronaut', 'divine-glow');
/** The pet product's styles, shown on the seed's pet photo. */
export const PET_STYLES = portraitStyles('pet-style', 'chelsea', 'guardian-light');

export const BOARD_STYLES: SeedVisualOption[] = Object.values(BOARD_LOOKS).map((look, i) => ({
  ...look,
  image: boardArt(`board-${slug(look.title)}`, {
    seed: 21 + i,
    size: SWATCH,
    photos: ['coffee', 'chelsea'],
    look,
    words: { title: 'Dream Big', list: ['Travel more', 'Bake bread'] },
  }),
}));
