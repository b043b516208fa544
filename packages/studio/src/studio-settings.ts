// A blueprint version's studio settings (DESIGN.md §3 "Generation"): per style, the palette,
// frame, light and type set the studio uses instead of its own choice. Only the entry of the
// style actually rendered is read; settings for other styles change nothing.
import {
  FRAME_MATERIALS,
  LIGHT_MOODS,
  TYPE_SETS,
  type BoardStyleId,
  type FrameMaterial,
  type LightMood,
  type PortraitStyleId,
  type TypeSet,
} from '@atelier/shared/studio-vocabulary';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';

/** One style's settings with every absent choice read as null (= the studio's own). */
export type StyleChoice = {
  /** A palette name; the palettes check it is one of the style's own. */
  palette: string | null;
  frame: FrameMaterial | null;
  light: LightMood | null;
  type: TypeSet;
};

/** The value when it is one of the vocabulary's words, else null. */
function word<T extends string>(words: readonly T[], value: unknown): T | null {
  return (words as readonly unknown[]).includes(value) ? (value as T) : null;
}

/**
 * The settings for `style` ('classic' type when none is set). The API validates settings on
 * save; a word a stored version holds that the studio no longer knows is read as no setting.
 */
export function settingsOf(
  settings: StudioSettings | undefined,
  style: PortraitStyleId | BoardStyleId,
): StyleChoice {
  const s = settings?.[style];
  return {
    palette: typeof s?.palette === 'string' ? s.palette : null,
    frame: word(FRAME_MATERIALS, s?.frame),
    light: word(LIGHT_MOODS, s?.light),
    type: word(TYPE_SETS, s?.type) ?? 'classic',
  };
}
