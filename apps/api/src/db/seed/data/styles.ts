import type { SeedVisualOption } from './types';
import { SWATCH } from './types';

// Style swatches shown by visual_selector fields; shared by the portrait products.
export const PORTRAIT_STYLES: SeedVisualOption[] = [
  {
    title: 'Renaissance',
    description: 'Old-master warmth: deep umber shadows, a gilded halo and a carved gold frame.',
    image: {
      name: 'style-renaissance',
      kind: 'portrait',
      seed: 2,
      ...SWATCH,
      subject: 'woman',
      style: 'renaissance',
    },
  },
  {
    title: 'Watercolor',
    description: 'Soft washes of rose, sky and honey on textured paper, light and airy.',
    image: {
      name: 'style-watercolor',
      kind: 'portrait',
      seed: 5,
      ...SWATCH,
      subject: 'woman',
      style: 'watercolor',
    },
  },
  {
    title: 'Stained Glass',
    description: 'Jewel-toned panes and leaded lines, like a cathedral window at sunrise.',
    image: {
      name: 'style-stained-glass',
      kind: 'portrait',
      seed: 4,
      ...SWATCH,
      subject: 'person',
      style: 'stained-glass',
    },
  },
  {
    title: 'Modern Minimal',
    description: 'Clean shapes, a single sun and calm colour, made for contemporary rooms.',
    image: {
      name: 'style-minimal',
      kind: 'portrait',
      seed: 6,
      ...SWATCH,
      subject: 'woman',
      style: 'minimal',
    },
  },
];

export const BOARD_STYLES: SeedVisualOption[] = [
  {
    title: 'Cork Board',
    description: 'Classic pinned collage on warm cork, with push pins and washi tape.',
    image: { name: 'board-cork', kind: 'board', seed: 21, ...SWATCH, style: 'cork' },
  },
  {
    title: 'Linen Collage',
    description: 'Soft woven linen, pastel affirmation cards and a calm, airy layout.',
    image: { name: 'board-linen', kind: 'board', seed: 22, ...SWATCH, style: 'linen' },
  },
  {
    title: 'Golden Minimal',
    description: 'Ivory background with a fine gold border: elegant enough for the office.',
    image: { name: 'board-golden', kind: 'board', seed: 23, ...SWATCH, style: 'golden' },
  },
  {
    title: 'Night Sky',
    description: 'Deep indigo scattered with stars, for dreamers who plan big.',
    image: { name: 'board-night', kind: 'board', seed: 24, ...SWATCH, style: 'night' },
  },
];
