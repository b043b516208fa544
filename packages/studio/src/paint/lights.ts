// The lights a portrait can be painted in, and the premium 'light' option's text read by
// keywords ("Dawn", "Golden Hour", "Candlelight", "Moonlight"). The moods are the studio
// vocabulary's (@atelier/shared/studio-vocabulary); LIGHTS gives each its colours.
import type { LightMood } from '@atelier/shared/studio-vocabulary';

export type Light = {
  /** Sky: top, middle, horizon. */
  sky: readonly [string, string, string];
  sun: string;
  glow: string;
  /** Colour cast laid over the finished picture, and its strength. */
  cast: string;
  castStrength: number;
};

/** Every mood of the vocabulary and nothing else (the Record's keys are checked). */
export const LIGHTS: Record<LightMood, Light> = {
  day: {
    sky: ['#4f86c6', '#9cc4e8', '#eef5fb'],
    sun: '#fffbe8',
    glow: '#fff8e0',
    cast: '#fff8ec',
    castStrength: 0.05,
  },
  dawn: {
    sky: ['#3d4a8c', '#e08aa0', '#ffd3a8'],
    sun: '#fff1d0',
    glow: '#ffe6cf',
    cast: '#ffc8b8',
    castStrength: 0.14,
  },
  'golden-hour': {
    sky: ['#7a4218', '#e0913a', '#ffe0a0'],
    sun: '#fff0b0',
    glow: '#fff1c8',
    cast: '#ffb860',
    castStrength: 0.2,
  },
  candlelight: {
    sky: ['#1c0f06', '#6b3a14', '#d08a3a'],
    sun: '#ffcf7a',
    glow: '#ffd89a',
    cast: '#ff9838',
    castStrength: 0.24,
  },
  moonlight: {
    sky: ['#08122c', '#2c4a7c', '#9fb8da'],
    sun: '#eef4ff',
    glow: '#dce8ff',
    cast: '#6f90d8',
    castStrength: 0.28,
  },
};

const LIGHT_WORDS: readonly [LightMood, RegExp][] = [
  ['moonlight', /moon|night|star|twilight|midnight/i],
  ['candlelight', /candle|fire|lamp|hearth|lantern/i],
  ['golden-hour', /golden|sunset|dusk|evening|\bhour\b|amber/i],
  ['dawn', /dawn|sunrise|morning|daybreak/i],
  ['day', /\bday|noon|bright|daylight|heaven|clear/i],
];

/** The light an option's text names; null = none of ours (the style's default applies). */
export function lightOf(text: string): LightMood | null {
  for (const [mood, pattern] of LIGHT_WORDS) if (pattern.test(text)) return mood;
  return null;
}
