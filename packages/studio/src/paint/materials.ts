// Frame materials, darkest to lightest tone, and the premium 'frame' option's text read by
// keywords ("Gilded Gold", "Antique Silver", "Rose Gold", "Carved Walnut"). The materials are
// the studio vocabulary's (@atelier/shared/studio-vocabulary); FRAME_METALS gives each its tones.
import type { FrameMaterial } from '@atelier/shared/studio-vocabulary';

/** Every material of the vocabulary and nothing else (the Record's keys are checked). */
export const FRAME_METALS: Record<FrameMaterial, readonly [string, string, string]> = {
  gold: ['#6b4210', '#c9962f', '#fbe7a1'],
  silver: ['#3e454d', '#9aa3ad', '#eef1f4'],
  'rose-gold': ['#6b3426', '#c98a6a', '#fde0cc'],
  bronze: ['#3f2a14', '#8f6a3a', '#e8cf9a'],
  walnut: ['#2a160a', '#5c3a22', '#9a6a44'],
  oak: ['#6e4b26', '#b88a55', '#e9cf9f'],
  ebony: ['#0c0b0a', '#2a2624', '#5a5450'],
  white: ['#b8b2a8', '#e8e4dc', '#ffffff'],
  lead: ['#17191c', '#3b3f45', '#7a8088'],
};

// Order matters: "Rose Gold" is rose gold, not gold.
const FRAME_WORDS: readonly [FrameMaterial, RegExp][] = [
  ['rose-gold', /rose/i],
  ['silver', /silver|pewter|platinum|chrome|steel/i],
  ['bronze', /bronze|copper|brass/i],
  ['walnut', /walnut|mahogany|cherry|teak|\bwood/i],
  ['oak', /\boak|maple|birch|pine|ash\b|driftwood/i],
  ['ebony', /black|ebony|onyx|jet\b/i],
  ['white', /white|ivory|pearl|cream/i],
  ['lead', /\blead|iron|pewter/i],
  ['gold', /gold|gilded|gilt/i],
];

/** The material an option's text names; null = none of ours (the style's default applies). */
export function frameOf(text: string): FrameMaterial | null {
  for (const [material, pattern] of FRAME_WORDS) if (pattern.test(text)) return material;
  return null;
}
