// The words the local studio renderer knows (DESIGN.md §3 "Generation"): its styles, the
// palettes of each, light moods, frame materials and type sets. A blueprint version's studio
// settings are written in these words (schemas/admin-blueprints.ts), the admin editor offers
// them, and @atelier/studio paints them; this file is their one copy.

/** The portrait styles (visual-selector options are read to one of these by keywords). */
export const PORTRAIT_STYLE_IDS = [
  'renaissance',
  'watercolor',
  'stained-glass',
  'minimal',
] as const;
export type PortraitStyleId = (typeof PORTRAIT_STYLE_IDS)[number];

/** The vision-board styles. */
export const BOARD_STYLE_IDS = ['cork', 'linen', 'golden', 'night'] as const;
export type BoardStyleId = (typeof BOARD_STYLE_IDS)[number];

/** Each portrait style's palettes; without a setting the seed picks one. */
export const PORTRAIT_PALETTES = {
  renaissance: ['umber', 'sienna', 'olive'],
  watercolor: ['rose', 'sky', 'honey'],
  'stained-glass': ['cathedral', 'rose-window', 'emerald'],
  minimal: ['sand', 'sage', 'dusk'],
} as const satisfies Record<PortraitStyleId, readonly string[]>;

/** Each board style's accent sets; without a setting the seed picks one. */
export const BOARD_PALETTES = {
  cork: ['red', 'teal', 'mustard'],
  linen: ['dusty-rose', 'lavender', 'mint'],
  golden: ['gold', 'champagne'],
  night: ['moon', 'aurora', 'violet'],
} as const satisfies Record<BoardStyleId, readonly string[]>;

/** The light of a portrait's scene; a shopper's premium light option still wins. */
export const LIGHT_MOODS = ['day', 'dawn', 'golden-hour', 'candlelight', 'moonlight'] as const;
export type LightMood = (typeof LIGHT_MOODS)[number];

/** A portrait's frame material; a shopper's premium frame option still wins. */
export const FRAME_MATERIALS = [
  'gold',
  'silver',
  'rose-gold',
  'bronze',
  'walnut',
  'oak',
  'ebony',
  'white',
  'lead',
] as const;
export type FrameMaterial = (typeof FRAME_MATERIALS)[number];

/**
 * How the words are set: 'classic' = display serif titles over a serif text face (the studio's
 * own look), 'serif' = the serif text face for the titles too, 'modern' = the sans face for
 * titles, verses, lines and cards.
 */
export const TYPE_SETS = ['classic', 'serif', 'modern'] as const;
export type TypeSet = (typeof TYPE_SETS)[number];
