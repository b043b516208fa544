export type Palette = {
  name: string;
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  glow: string;
  silhouette: string;
  rim: string;
  cloud: string;
};

// Curated skies: a seed picks one, so a shop's images differ yet stay on brand.
export const PALETTES: readonly Palette[] = [
  {
    name: 'dawn',
    skyTop: '#2d1b4e',
    skyMid: '#c0567a',
    skyBottom: '#f6b96b',
    glow: '#fff1c9',
    silhouette: '#2a1633',
    rim: '#ffd98a',
    cloud: '#ffe4d1',
  },
  {
    name: 'heaven',
    skyTop: '#14315e',
    skyMid: '#4f86c6',
    skyBottom: '#d8e9f7',
    glow: '#ffffff',
    silhouette: '#10243f',
    rim: '#fff3c4',
    cloud: '#ffffff',
  },
  {
    name: 'golden',
    skyTop: '#4a220a',
    skyMid: '#d9822b',
    skyBottom: '#fbe3a1',
    glow: '#fff7dd',
    silhouette: '#34170a',
    rim: '#ffe6a6',
    cloud: '#fff1d6',
  },
  {
    name: 'lavender',
    skyTop: '#32244f',
    skyMid: '#9d7fc0',
    skyBottom: '#f5d9e6',
    glow: '#fffafc',
    silhouette: '#271a3d',
    rim: '#ffe3f0',
    cloud: '#fdf0f6',
  },
  {
    name: 'teal',
    skyTop: '#0c3440',
    skyMid: '#3f8f8a',
    skyBottom: '#f4d9a0',
    glow: '#fff6da',
    silhouette: '#0a262d',
    rim: '#ffe9b0',
    cloud: '#fff5e0',
  },
  {
    name: 'rose',
    skyTop: '#45152c',
    skyMid: '#c4577a',
    skyBottom: '#fbd3c0',
    glow: '#fff4ec',
    silhouette: '#33101f',
    rim: '#ffd7c2',
    cloud: '#ffeae0',
  },
];

export const WATERCOLOR: Palette = {
  name: 'watercolor',
  skyTop: '#a9cbe8',
  skyMid: '#f1cfdc',
  skyBottom: '#fbf1dc',
  glow: '#ffffff',
  silhouette: '#4f6288',
  rim: '#ffffff',
  cloud: '#ffffff',
};

export const JEWELS = ['#1f4e9c', '#b3202e', '#e3a51b', '#2a7d4f', '#6b2d8f', '#1c8fb0', '#d0632a'];

export const AVATAR_GRADIENTS: readonly [string, string][] = [
  ['#7b3fe4', '#f15c8a'],
  ['#0f766e', '#5eead4'],
  ['#b45309', '#fcd34d'],
  ['#1d4ed8', '#60a5fa'],
  ['#be123c', '#fb7185'],
  ['#4d7c0f', '#bef264'],
  ['#6d28d9', '#38bdf8'],
];
