// Which portrait style a render takes: the shopper's chosen visual-selector option (its title,
// then its description) read by keywords, else the blueprint's style preset, else Renaissance.
import type { ArtworkBrief } from './brief';
import type { PortraitStyleId } from '@atelier/shared/studio-vocabulary';

/** Keywords per style, tried in this order (the first style whose pattern matches wins). */
const KEYWORDS: readonly [PortraitStyleId, RegExp][] = [
  ['watercolor', /water\s*-?colou?r|\bwater\b|aquarel/i],
  ['stained-glass', /stained|\bglass\b|cathedral|mosaic|leaded|\bpanes?\b/i],
  ['minimal', /minimal|\bmodern\b|\bclean\b|contemporary/i],
  ['renaissance', /renaissance|\boil\b|classic|\bgold|old[\s-]?master|baroque/i],
];

/** Blueprint style presets (palette families) that imply a style when the shopper chose none. */
const PRESET_STYLE: Record<string, PortraitStyleId> = {
  'divine-glow': 'renaissance',
  'golden-hour': 'renaissance',
  heritage: 'renaissance',
  'guardian-light': 'watercolor',
};

function byKeywords(text: string): PortraitStyleId | null {
  if (!text.trim()) return null;
  for (const [style, pattern] of KEYWORDS) if (pattern.test(text)) return style;
  return null;
}

/**
 * The portrait style for a brief: the chosen option's name decides; its description only when
 * the name says nothing (a description may mention other styles' words, e.g. "gilded halo").
 */
export function portraitStyleOf(brief: ArtworkBrief, stylePreset: string): PortraitStyleId {
  const chosen = brief.style;
  if (chosen) {
    const found = byKeywords(chosen.name) ?? byKeywords(chosen.description);
    if (found) return found;
  }
  const preset = stylePreset.trim().toLowerCase();
  if (Object.hasOwn(PRESET_STYLE, preset)) return PRESET_STYLE[preset]!;
  return byKeywords(preset.replace(/[-_]/g, ' ')) ?? 'renaissance';
}
