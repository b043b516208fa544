// Palette families for the studio renderer: a blueprint's style preset picks the family, the
// seed picks one palette inside it (and the layout), so each regenerate looks different yet on
// brand.

export type BoardSurface = 'cork' | 'linen' | 'night' | 'paper';

export type StudioPalette = {
  name: string;
  /** Painted scene (no photo) and grading gradient: top, middle, bottom. */
  sky: readonly [string, string, string];
  /** Soft-light grade: colours pushed into the top and the bottom of the photo. */
  gradeTop: string;
  gradeBottom: string;
  /** Multiplicative saturation / brightness applied to the photo. */
  saturation: number;
  brightness: number;
  /** Light of the rays, glow and halo. */
  glow: string;
  /** Strength (0..1) of the blurred screen glow. */
  glowStrength: number;
  /** Frame metal, darkest to lightest. */
  metal: readonly [string, string, string];
  /** Caption type and plaque. */
  ink: string;
  plaque: string;
  /** Vision boards: surface, card papers and pin heads. */
  surface: BoardSurface;
  surfaceColor: string;
  papers: readonly string[];
  pins: readonly string[];
};

const GOLD = ['#6b4210', '#c9962f', '#fbe7a1'] as const;
const SILVER = ['#4a5561', '#a9b4c0', '#f4f7fa'] as const;
const ROSE = ['#6b3426', '#c98a6a', '#fde0cc'] as const;
const BRONZE = ['#3f2a14', '#8f6a3a', '#e8cf9a'] as const;

const PAPERS_WARM = ['#fff8e1', '#fde2e4', '#fef3c7', '#fffdf6', '#ffe8d6'] as const;
const PAPERS_COOL = ['#e0f2fe', '#ede9fe', '#f1f5f9', '#ecfeff', '#fdf4ff'] as const;
const PINS = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8e7dbe', '#1d4ed8'] as const;

export const PALETTE_FAMILIES: Record<string, readonly StudioPalette[]> = {
  'divine-glow': [
    {
      name: 'heaven',
      sky: ['#14315e', '#4f86c6', '#e8f1fa'],
      gradeTop: '#9fc4ff',
      gradeBottom: '#ffd99a',
      saturation: 1.05,
      brightness: 1.06,
      glow: '#fff6dc',
      glowStrength: 0.55,
      metal: GOLD,
      ink: '#3d2407',
      plaque: '#f7e2a4',
      surface: 'paper',
      surfaceColor: '#fbf8f2',
      papers: PAPERS_WARM,
      pins: PINS,
    },
    {
      name: 'dawn',
      sky: ['#2d1b4e', '#c0567a', '#f6b96b'],
      gradeTop: '#b58cff',
      gradeBottom: '#ffb26b',
      saturation: 1.1,
      brightness: 1.04,
      glow: '#ffe9c4',
      glowStrength: 0.5,
      metal: GOLD,
      ink: '#3d2407',
      plaque: '#f5dca0',
      surface: 'paper',
      surfaceColor: '#fbf3ec',
      papers: PAPERS_WARM,
      pins: PINS,
    },
    {
      name: 'lavender',
      sky: ['#32244f', '#9d7fc0', '#f5d9e6'],
      gradeTop: '#c7a6ff',
      gradeBottom: '#ffc7dd',
      saturation: 0.95,
      brightness: 1.05,
      glow: '#fff4fb',
      glowStrength: 0.5,
      metal: ROSE,
      ink: '#3b1f2c',
      plaque: '#fbe3d6',
      surface: 'paper',
      surfaceColor: '#f8f1f6',
      papers: PAPERS_COOL,
      pins: PINS,
    },
  ],
  'guardian-light': [
    {
      name: 'moonlit',
      sky: ['#0b1733', '#2f5d8f', '#b9d3ea'],
      gradeTop: '#5f8fe0',
      gradeBottom: '#c8e2ff',
      saturation: 0.9,
      brightness: 1.02,
      glow: '#eaf4ff',
      glowStrength: 0.5,
      metal: SILVER,
      ink: '#14233a',
      plaque: '#e6edf5',
      surface: 'night',
      surfaceColor: '#1c2748',
      papers: PAPERS_COOL,
      pins: PINS,
    },
    {
      name: 'seraph',
      sky: ['#112a46', '#3f8fa6', '#e3f4f1'],
      gradeTop: '#6fd3e6',
      gradeBottom: '#fff0c7',
      saturation: 1.0,
      brightness: 1.05,
      glow: '#f2fffd',
      glowStrength: 0.55,
      metal: SILVER,
      ink: '#0f2b33',
      plaque: '#e3f1f0',
      surface: 'linen',
      surfaceColor: '#e9efe9',
      papers: PAPERS_COOL,
      pins: PINS,
    },
    {
      name: 'twilight',
      sky: ['#1b1440', '#5a4a9c', '#d9c6f0'],
      gradeTop: '#7a66ff',
      gradeBottom: '#f3c6ff',
      saturation: 0.95,
      brightness: 1.03,
      glow: '#f6efff',
      glowStrength: 0.5,
      metal: GOLD,
      ink: '#201640',
      plaque: '#efe6ff',
      surface: 'night',
      surfaceColor: '#261d4d',
      papers: PAPERS_COOL,
      pins: PINS,
    },
  ],
  'golden-hour': [
    {
      name: 'amber',
      sky: ['#4a220a', '#d9822b', '#fbe3a1'],
      gradeTop: '#ff9d3b',
      gradeBottom: '#ffe08a',
      saturation: 1.15,
      brightness: 1.04,
      glow: '#fff3d6',
      glowStrength: 0.6,
      metal: GOLD,
      ink: '#3d2407',
      plaque: '#f9e1a8',
      surface: 'cork',
      surfaceColor: '#c8935a',
      papers: PAPERS_WARM,
      pins: PINS,
    },
    {
      name: 'rose',
      sky: ['#45152c', '#c4577a', '#fbd3c0'],
      gradeTop: '#ff7a9c',
      gradeBottom: '#ffc9a3',
      saturation: 1.1,
      brightness: 1.04,
      glow: '#fff0e6',
      glowStrength: 0.55,
      metal: ROSE,
      ink: '#3b1420',
      plaque: '#fde0d2',
      surface: 'linen',
      surfaceColor: '#f1e4d8',
      papers: PAPERS_WARM,
      pins: PINS,
    },
    {
      name: 'sunset',
      sky: ['#2b1046', '#e0603a', '#ffd27a'],
      gradeTop: '#ff6a4a',
      gradeBottom: '#ffd86b',
      saturation: 1.2,
      brightness: 1.02,
      glow: '#ffefd0',
      glowStrength: 0.6,
      metal: BRONZE,
      ink: '#2e1405',
      plaque: '#f3d9a6',
      surface: 'cork',
      surfaceColor: '#b98450',
      papers: PAPERS_WARM,
      pins: PINS,
    },
  ],
  heritage: [
    {
      name: 'sepia',
      sky: ['#3b2a1c', '#8c6a48', '#e8d6b5'],
      gradeTop: '#c8a06a',
      gradeBottom: '#f0dcb0',
      saturation: 0.45,
      brightness: 1.0,
      glow: '#fbf0da',
      glowStrength: 0.35,
      metal: BRONZE,
      ink: '#2e1f12',
      plaque: '#eadcc0',
      surface: 'linen',
      surfaceColor: '#e7dcc7',
      papers: ['#fbf5e6', '#f3ead6', '#efe4cc', '#fffaf0'],
      pins: ['#7a3b2e', '#3f5a4a', '#b08a3e', '#4a4a6a'],
    },
    {
      name: 'verdigris',
      sky: ['#12302c', '#4f7f74', '#e6dcc2'],
      gradeTop: '#4fa08e',
      gradeBottom: '#e8cf9a',
      saturation: 0.6,
      brightness: 1.0,
      glow: '#f4f0dc',
      glowStrength: 0.35,
      metal: BRONZE,
      ink: '#1d2a24',
      plaque: '#e4dcc4',
      surface: 'linen',
      surfaceColor: '#dfd8c4',
      papers: ['#fbf5e6', '#eef2e6', '#f3ead6', '#fffaf0'],
      pins: ['#7a3b2e', '#3f5a4a', '#b08a3e', '#4a4a6a'],
    },
    {
      name: 'oxblood',
      sky: ['#2a0f12', '#7a2e2a', '#ecd3b0'],
      gradeTop: '#a34a3a',
      gradeBottom: '#f2d7a8',
      saturation: 0.55,
      brightness: 1.0,
      glow: '#fff1dc',
      glowStrength: 0.35,
      metal: GOLD,
      ink: '#2a0f12',
      plaque: '#efdcbc',
      surface: 'cork',
      surfaceColor: '#a87c52',
      papers: ['#fbf5e6', '#f3ead6', '#efe4cc', '#fffaf0'],
      pins: ['#7a3b2e', '#3f5a4a', '#b08a3e', '#4a4a6a'],
    },
  ],
  corkboard: [
    {
      name: 'cork',
      sky: ['#3a2a1a', '#c8935a', '#f3dfc0'],
      gradeTop: '#ffcf8f',
      gradeBottom: '#ffe6b8',
      saturation: 1.05,
      brightness: 1.03,
      glow: '#fff6e0',
      glowStrength: 0.4,
      metal: BRONZE,
      ink: '#3b2a1a',
      plaque: '#f6e7c8',
      surface: 'cork',
      surfaceColor: '#c8935a',
      papers: PAPERS_WARM,
      pins: PINS,
    },
    {
      name: 'dark-cork',
      sky: ['#2a1c10', '#9c6a3c', '#ecd2a8'],
      gradeTop: '#e0a060',
      gradeBottom: '#ffe0b0',
      saturation: 1.05,
      brightness: 1.03,
      glow: '#fff3da',
      glowStrength: 0.4,
      metal: BRONZE,
      ink: '#2a1c10',
      plaque: '#f3e2c0',
      surface: 'cork',
      surfaceColor: '#a9784a',
      papers: [...PAPERS_WARM, '#e2f0cb', '#dbeafe'],
      pins: PINS,
    },
    {
      name: 'linen-board',
      sky: ['#4a3f33', '#bfae94', '#f4ede0'],
      gradeTop: '#e8d5b0',
      gradeBottom: '#fff1d6',
      saturation: 1.0,
      brightness: 1.03,
      glow: '#fffaf0',
      glowStrength: 0.35,
      metal: GOLD,
      ink: '#3b2f24',
      plaque: '#f6eedf',
      surface: 'linen',
      surfaceColor: '#eee4d3',
      papers: [...PAPERS_WARM, '#e2f0cb', '#dbeafe'],
      pins: PINS,
    },
  ],
};

export const DEFAULT_PORTRAIT_PRESET = 'divine-glow';
export const DEFAULT_BOARD_PRESET = 'corkboard';

/** The palette for a preset (unknown → the kind's default family) and seed. */
export function choosePalette(
  stylePreset: string,
  kind: 'portrait' | 'vision_board',
  seed: number,
): StudioPalette {
  const family = Object.hasOwn(PALETTE_FAMILIES, stylePreset)
    ? PALETTE_FAMILIES[stylePreset]!
    : PALETTE_FAMILIES[kind === 'portrait' ? DEFAULT_PORTRAIT_PRESET : DEFAULT_BOARD_PRESET]!;
  return family[(seed >>> 0) % family.length]!;
}
