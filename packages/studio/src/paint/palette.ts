// The colours of a portrait style: the style gives the base (umber for Renaissance, rose, sky and
// honey for watercolour, jewels for stained glass, a few calm flats for minimal); the seed picks
// one variant, the light and where it comes from; a blueprint version's studio settings may name
// the variant, the light, the frame's material and the type set instead; premium options
// override the frame's material ('frame') and the light ('light'), settings included.
// Everything the backdrop, the filters, the frame, the plaque and the halo need is here.
import {
  PORTRAIT_PALETTES,
  type FrameMaterial,
  type LightMood,
  type PortraitStyleId,
  type TypeSet,
} from '@atelier/shared/studio-vocabulary';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import type { ArtworkBrief } from '../brief';
import { settingsOf } from '../studio-settings';
import { mix, mulberry32, subSeed } from '../svg';
import { LIGHTS, lightOf } from './lights';
import { FRAME_METALS, frameOf } from './materials';

type Triple = readonly [string, string, string];

export type StylePalette = {
  style: PortraitStyleId;
  /** The variant's name and the light's (for reference renders and debugging). */
  name: string;
  light: LightMood;
  frame: FrameMaterial;
  /** How the words are set (type/faces.ts): 'classic' unless the settings say otherwise. */
  type: TypeSet;
  /** Scene sky: top, middle, horizon. */
  sky: Triple;
  /** Scene land: far, middle, near. */
  land: Triple;
  /** The light source (sun, moon, candle glow) and its halo/ray light. */
  sun: string;
  glow: string;
  /** Where the light comes from, as fractions of the width and height. */
  lightAt: { x: number; y: number };
  /** The light's colour cast over the whole picture and its strength (0..1). */
  cast: string;
  castStrength: number;
  /** Deepest shade and brightest highlight the style allows. */
  shadow: string;
  highlight: string;
  /** Style colours: jewels (stained glass), pigments (watercolour), flats (minimal), glazes. */
  accents: readonly string[];
  /** Paper, mat or ground colour. */
  paper: string;
  /** Frame material, darkest to lightest. */
  metal: Triple;
  /** Plaque fill and edge, and the ink of the type set on it. */
  plaque: string;
  plaqueEdge: string;
  ink: string;
};

type Colours = Pick<
  StylePalette,
  'land' | 'shadow' | 'highlight' | 'accents' | 'paper' | 'plaque' | 'ink'
>;
type Variant = Colours & { name: string };

/** A palette name of style S. */
type PortraitPalette<S extends PortraitStyleId> = (typeof PORTRAIT_PALETTES)[S][number];

/**
 * Each style's variants by name: exactly the style's palettes in the studio vocabulary (the
 * mapped type checks every name has its colours and nothing else is there).
 */
const VARIANTS: { [S in PortraitStyleId]: Record<PortraitPalette<S>, Colours> } = {
  renaissance: {
    umber: {
      land: ['#6b5a3a', '#4a3820', '#2a1a0c'],
      shadow: '#1e1208',
      highlight: '#f3dfb0',
      accents: ['#7a2e1e', '#2e4a3a', '#b8862e', '#3a2a5a'],
      paper: '#e9dcc0',
      plaque: '#f1dca0',
      ink: '#2e1a08',
    },
    sienna: {
      land: ['#7a6040', '#5a3a22', '#301a0e'],
      shadow: '#241008',
      highlight: '#f6dcae',
      accents: ['#8a3018', '#40503a', '#c08a34', '#5a2a2a'],
      paper: '#eddcc0',
      plaque: '#f3d9a0',
      ink: '#2a1206',
    },
    olive: {
      land: ['#5e6040', '#3e4026', '#22220e'],
      shadow: '#16140a',
      highlight: '#efe2b8',
      accents: ['#6a2a22', '#2a4a44', '#a8842e', '#2e3450'],
      paper: '#e6dcc4',
      plaque: '#eedda8',
      ink: '#22200c',
    },
  },
  watercolor: {
    rose: {
      land: ['#d8e4cc', '#b4d0b4', '#e8cca4'],
      shadow: '#5a5a78',
      highlight: '#fffdf8',
      accents: ['#e8a0b4', '#9cc8e8', '#f0c878', '#b8d8b0'],
      paper: '#fbf7ee',
      plaque: '#fdf6ec',
      ink: '#4a3a48',
    },
    sky: {
      land: ['#cfe0e4', '#a8cccc', '#ecd6b0'],
      shadow: '#4a5a7a',
      highlight: '#fffefa',
      accents: ['#8cc0e8', '#f0b4c4', '#f4d488', '#c4b4e0'],
      paper: '#f9f8f2',
      plaque: '#f6f8fb',
      ink: '#34405a',
    },
    honey: {
      land: ['#e4dcc0', '#c8d4a4', '#f0c890'],
      shadow: '#6a5444',
      highlight: '#fffbf0',
      accents: ['#f2c470', '#eca0a8', '#a4cce4', '#c8dca0'],
      paper: '#fcf6e8',
      plaque: '#fff4dc',
      ink: '#4a3624',
    },
  },
  'stained-glass': {
    cathedral: {
      land: ['#1a3fa8', '#0f7a48', '#6a2a9a'],
      shadow: '#14161a',
      highlight: '#fff6d8',
      accents: ['#b0102a', '#1a3fa8', '#0f7a48', '#e89a10', '#6a2a9a', '#0f8a9a'],
      paper: '#f2e6c8',
      plaque: '#f4e2b0',
      ink: '#1a1410',
    },
    'rose-window': {
      land: ['#6a2a9a', '#b0102a', '#1a3fa8'],
      shadow: '#161418',
      highlight: '#fff0e0',
      accents: ['#c0204a', '#3a2ab0', '#d0602a', '#1a7a6a', '#8a1a7a', '#e8b020'],
      paper: '#f4e4d0',
      plaque: '#f6e0c0',
      ink: '#1c1014',
    },
    emerald: {
      land: ['#0f7a48', '#1a5a9a', '#8a6a10'],
      shadow: '#121614',
      highlight: '#f4ffe8',
      accents: ['#0f8a50', '#1a4ab0', '#c8a010', '#a01830', '#2a8ab0', '#6a3aa0'],
      paper: '#eaeed8',
      plaque: '#eef0d0',
      ink: '#101a12',
    },
  },
  minimal: {
    sand: {
      land: ['#e4c9a8', '#c98b6b', '#5b6f73'],
      shadow: '#2f3b40',
      highlight: '#f4ede2',
      accents: ['#f4ede2', '#e4c9a8', '#c98b6b', '#5b6f73', '#2f3b40'],
      paper: '#f7f3ec',
      plaque: '#f7f3ec',
      ink: '#2f3b40',
    },
    sage: {
      land: ['#c9d5c0', '#8fa892', '#34423d'],
      shadow: '#26302c',
      highlight: '#eef0e8',
      accents: ['#eef0e8', '#c9d5c0', '#8fa892', '#d9895c', '#34423d'],
      paper: '#f5f6f1',
      plaque: '#f5f6f1',
      ink: '#26302c',
    },
    dusk: {
      land: ['#e3b7b0', '#9a8fb5', '#4e4a6e'],
      shadow: '#2c2a40',
      highlight: '#f1e6e4',
      accents: ['#f1e6e4', '#e3b7b0', '#9a8fb5', '#4e4a6e', '#f2c14e'],
      paper: '#f8f3f2',
      plaque: '#f8f3f2',
      ink: '#2c2a40',
    },
  },
};

/** The lights a seed may pick per style (a premium 'light' option may pick any). */
const STYLE_LIGHTS: Record<PortraitStyleId, readonly LightMood[]> = {
  renaissance: ['golden-hour', 'candlelight', 'dawn'],
  watercolor: ['day', 'dawn', 'golden-hour'],
  'stained-glass': ['dawn', 'golden-hour', 'day'],
  minimal: ['day', 'dawn', 'golden-hour'],
};

const DEFAULT_FRAME: Record<PortraitStyleId, FrameMaterial> = {
  renaissance: 'gold',
  watercolor: 'oak',
  'stained-glass': 'lead',
  minimal: 'ebony',
};

/** How each style carries the light's sky: dark old-master, pale washes, glowing, flat. */
function styleSky(style: PortraitStyleId, sky: Triple, v: Variant): Triple {
  switch (style) {
    case 'renaissance':
      return [
        mix(sky[0], v.shadow, 0.55),
        mix(sky[1], v.land[1], 0.35),
        mix(sky[2], v.highlight, 0.2),
      ];
    case 'watercolor':
      return [mix(sky[0], v.paper, 0.55), mix(sky[1], v.paper, 0.5), mix(sky[2], v.paper, 0.45)];
    case 'stained-glass':
      return [mix(sky[0], v.accents[1]!, 0.35), mix(sky[1], v.accents[4]!, 0.25), sky[2]];
    case 'minimal':
      return [mix(sky[1], v.paper, 0.35), mix(sky[1], v.paper, 0.35), mix(sky[2], v.paper, 0.3)];
  }
}

/** The variant a palette name picks: null when the name is not one of the style's own. */
function variantNamed(style: PortraitStyleId, name: string | null): Variant | null {
  const own: Readonly<Record<string, Colours>> = VARIANTS[style];
  return name !== null && Object.hasOwn(own, name) ? { name, ...own[name]! } : null;
}

/**
 * The palette for a style, seed, the shopper's premium options and the blueprint version's
 * studio settings (only the style's own entry is read; absent = the seed's and style's picks).
 */
export function stylePalette(
  style: PortraitStyleId,
  seed: number,
  options: ArtworkBrief['options'],
  settings: StudioSettings = {},
): StylePalette {
  const set = settingsOf(settings, style);
  const r = mulberry32(subSeed(seed, `palette:${style}`));
  const names = PORTRAIT_PALETTES[style];
  const v =
    variantNamed(style, set.palette) ?? variantNamed(style, names[(seed >>> 0) % names.length]!)!;
  // Drawn even when a setting decides the light: the draws after it (where the light comes
  // from) stay the seed's.
  const seededLight = r.pick(STYLE_LIGHTS[style]);
  const chosenLight = options.filter((o) => o.aspect === 'light').map((o) => lightOf(o.value));
  const light = chosenLight.find((l) => l !== null) ?? set.light ?? seededLight;
  const chosenFrame = options.filter((o) => o.aspect === 'frame').map((o) => frameOf(o.value));
  const frame = chosenFrame.find((f) => f !== null) ?? set.frame ?? DEFAULT_FRAME[style];
  const L = LIGHTS[light];
  // The light comes from the left on even seeds and the right on odd ones, so the next seed
  // always relights the picture from the other side.
  const left = (seed >>> 0) % 2 === 0;
  const lightAt = { x: left ? r.range(0.12, 0.34) : r.range(0.66, 0.88), y: r.range(0.1, 0.28) };
  const plaqueEdge = style === 'minimal' ? v.ink : FRAME_METALS[frame][0];
  return {
    style,
    name: `${v.name}-${light}`,
    light,
    frame,
    type: set.type,
    sky: styleSky(style, L.sky, v),
    land: v.land,
    sun: L.sun,
    glow: L.glow,
    lightAt,
    cast: L.cast,
    castStrength: L.castStrength * (style === 'watercolor' ? 0.6 : 1),
    shadow: light === 'moonlight' ? mix(v.shadow, '#0a1430', 0.5) : v.shadow,
    highlight: v.highlight,
    accents: v.accents,
    paper: v.paper,
    metal: FRAME_METALS[frame],
    plaque: v.plaque,
    plaqueEdge,
    ink: v.ink,
  };
}
