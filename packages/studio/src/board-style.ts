// The vision board's styles and palettes. The shopper's board style (the visual selector)
// picks the surface and its palette; the premium "Accent Colours" option (aspect 'palette')
// picks the accents; without it the blueprint version's studio settings may name one of the
// style's own accent sets, else the seed picks one, so a regenerated board changes colour
// without ever leaving its style.
import { BOARD_PALETTES, type BoardStyleId, type TypeSet } from '@atelier/shared/studio-vocabulary';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import { mulberry32, subSeed } from './svg';
import type { ArtworkBrief } from './brief';
import { settingsOf } from './studio-settings';

/** Keywords in the style's name, then its description, then the blueprint's preset. */
const STYLE_KEYWORDS: readonly [BoardStyleId, RegExp][] = [
  ['night', /\b(night|stars?|starry|sky|midnight|galaxy|cosmic)\b/i],
  ['golden', /\b(gold(en)?|minimal(ist)?|ivory)\b/i],
  ['linen', /\b(linen|fabric|woven|canvas)\b/i],
  ['cork', /\b(cork(board)?|pin ?board)\b/i],
];

function matchStyle(text: string | undefined): BoardStyleId | null {
  if (!text) return null;
  for (const [id, re] of STYLE_KEYWORDS) if (re.test(text)) return id;
  return null;
}

/**
 * The board style the shopper chose: keywords in the chosen option's name (cork, linen,
 * gold|minimal, night|star|sky), else in its description, else in the blueprint's style
 * preset ("corkboard"); cork when nothing says otherwise.
 */
export function boardStyleOf(brief: ArtworkBrief, stylePreset: string): BoardStyleId {
  return (
    matchStyle(brief.style?.name) ??
    matchStyle(brief.style?.description) ??
    matchStyle(stylePreset.replace(/[-_]/g, ' ')) ??
    'cork'
  );
}

/** Two accent colours: `main` for ribbons, pins and stripes, `soft` for tints and tape. */
export type Accent = { name: string; main: string; soft: string; deep: string };

/** The premium accent options (the vision board's "Accent Colours" select). */
const ACCENT_OPTIONS: readonly [RegExp, Accent][] = [
  [/blush|rose|pink/i, { name: 'blush', main: '#d98c9a', soft: '#f4d3d8', deep: '#a4505f' }],
  [/sage|green|olive/i, { name: 'sage', main: '#8fa77f', soft: '#dfe7d2', deep: '#56704a' }],
  [/ocean|blue|sea|navy/i, { name: 'ocean', main: '#3d7fb5', soft: '#cfe3f2', deep: '#1f4f7a' }],
  [
    /sunset|coral|peach|orange/i,
    { name: 'coral', main: '#ee7a5e', soft: '#fbd6c6', deep: '#b9472f' },
  ],
];

/** Colours of an accent set (its name is the key it is found under). */
type AccentColours = Omit<Accent, 'name'>;

/**
 * Each style's own accent sets by name, one picked by the seed (or named by the studio
 * settings) when no accent option is chosen: exactly the style's palettes in the studio
 * vocabulary (the mapped type checks every name has its colours and nothing else is there).
 */
const STYLE_ACCENTS: {
  [S in BoardStyleId]: Record<(typeof BOARD_PALETTES)[S][number], AccentColours>;
} = {
  cork: {
    red: { main: '#c8423b', soft: '#f6e7a8', deep: '#8e2722' },
    teal: { main: '#2f8f8a', soft: '#e9e2b8', deep: '#1d5e5a' },
    mustard: { main: '#d19a2a', soft: '#f3e2ad', deep: '#8f6514' },
  },
  linen: {
    'dusty-rose': { main: '#c99a9f', soft: '#f2dfe0', deep: '#8f6166' },
    lavender: { main: '#9c93c2', soft: '#e4e0f2', deep: '#655c8f' },
    mint: { main: '#86b5a4', soft: '#dcede6', deep: '#4f7d6c' },
  },
  golden: {
    gold: { main: '#b8913a', soft: '#efe3c2', deep: '#7d5f1c' },
    champagne: { main: '#c4a268', soft: '#f1e6cf', deep: '#86673a' },
  },
  night: {
    moon: { main: '#e9c46a', soft: '#fff3c9', deep: '#a8842c' },
    aurora: { main: '#7fd1c7', soft: '#d6f5f0', deep: '#3d8f86' },
    violet: { main: '#b59cf0', soft: '#e7dcff', deep: '#6f55b8' },
  },
};

/** The style's accent set of that name; null when the name is not one of the style's own. */
function accentNamed(style: BoardStyleId, name: string | null): Accent | null {
  const own: Readonly<Record<string, AccentColours>> = STYLE_ACCENTS[style];
  return name !== null && Object.hasOwn(own, name) ? { name, ...own[name]! } : null;
}

export type BoardPalette = {
  style: BoardStyleId;
  accent: Accent;
  /** How the words are set (type/faces.ts): 'classic' unless the settings say otherwise. */
  type: TypeSet;
  /** Card papers the seed draws from, and the ink set on them. */
  cards: string[];
  ink: string;
  /** The card's edge (a hairline) and shadow strength. */
  cardEdge: string;
  shadow: number;
  /** The affirmation cards' paper and ink. */
  affirmation: { fill: string; ink: string };
  /** The title banner and the focus ribbon. */
  banner: { fill: string; edge: string; ink: string };
  ribbon: { fill: string; edge: string; ink: string };
  /** Push-pin colours and the washi tape. */
  pins: string[];
  tape: string;
  /** The polaroid's paper. */
  polaroid: string;
  /** Fine lines: the golden border, card rules, sparkles. */
  line: string;
  /** Night only: the glow around cards. */
  glow: string | null;
};

/** The accent an option names ("Blush & Gold" → blush), or null for none / unknown. */
export function accentOf(options: ArtworkBrief['options']): Accent | null {
  for (const o of options) {
    if (o.aspect !== 'palette') continue;
    for (const [re, accent] of ACCENT_OPTIONS) if (re.test(o.value)) return accent;
  }
  return null;
}

/**
 * The palette of a board style for this seed, the shopper's premium options and the blueprint
 * version's studio settings (only the style's own entry is read): the accent option wins, then
 * the accent set the settings name, then the seed's pick.
 */
export function boardPalette(
  style: BoardStyleId,
  seed: number,
  options: ArtworkBrief['options'],
  settings: StudioSettings = {},
): BoardPalette {
  const set = settingsOf(settings, style);
  const r = mulberry32(subSeed(seed, 'board-palette'));
  const own = r.pick(BOARD_PALETTES[style]);
  const accent = accentOf(options) ?? accentNamed(style, set.palette) ?? accentNamed(style, own)!;
  const type = set.type;
  switch (style) {
    case 'cork':
      return {
        style,
        accent,
        type,
        cards: ['#fffdf5', '#fdf6d8', '#f9fbff', accent.soft],
        ink: '#2b2118',
        cardEdge: '#d8cdb4',
        shadow: 0.32,
        affirmation: { fill: accent.main, ink: '#ffffff' },
        banner: { fill: '#fffaf0', edge: accent.main, ink: '#2b2118' },
        ribbon: { fill: accent.main, edge: accent.deep, ink: '#ffffff' },
        pins: [accent.main, accent.deep, '#f1c232', '#3b7dd8', '#e06666'],
        tape: accent.soft,
        polaroid: '#fdfcf8',
        line: accent.deep,
        glow: null,
      };
    case 'linen':
      return {
        style,
        accent,
        type,
        cards: ['#fbf4ec', '#eef3ee', '#f3eef7', accent.soft],
        ink: '#3d342c',
        cardEdge: '#e0d6c8',
        shadow: 0.16,
        affirmation: { fill: accent.soft, ink: accent.deep },
        banner: { fill: '#fbf7f1', edge: accent.main, ink: '#3d342c' },
        ribbon: { fill: accent.soft, edge: accent.main, ink: accent.deep },
        pins: [accent.main, accent.soft, '#e8d9c0'],
        tape: accent.soft,
        polaroid: '#fffdf9',
        line: accent.main,
        glow: null,
      };
    case 'golden':
      return {
        style,
        accent,
        type,
        cards: ['#ffffff', '#fffdf8'],
        ink: '#2a2620',
        cardEdge: accent.main,
        shadow: 0.08,
        affirmation: { fill: '#fffdf7', ink: accent.deep },
        banner: { fill: 'none', edge: accent.main, ink: '#2a2620' },
        ribbon: { fill: 'none', edge: accent.main, ink: accent.deep },
        pins: [accent.main],
        tape: accent.soft,
        polaroid: '#ffffff',
        line: accent.main,
        glow: null,
      };
    case 'night':
      // Cards of night glass, lit at their edges, with moonlit ink.
      return {
        style,
        accent,
        type,
        cards: ['#1d2258', '#231e55', '#1a2a5e'],
        ink: '#fbf5e6',
        cardEdge: accent.soft,
        shadow: 0.45,
        affirmation: { fill: '#2c2163', ink: accent.soft },
        banner: { fill: '#fdf8ea', edge: accent.main, ink: '#1d1f4a' },
        ribbon: { fill: accent.main, edge: accent.soft, ink: '#14163a' },
        pins: [accent.main, accent.soft, '#ffffff'],
        tape: accent.soft,
        polaroid: '#fbfaff',
        line: accent.main,
        glow: accent.soft,
      };
  }
}
