// A blueprint version's studio settings (DESIGN.md §3 "Generation"): per style, the palette,
// frame, light and type set the studio uses instead of its own choice. Only the entry of the
// style actually rendered is read; settings for other styles change nothing.
import type { BoardStyleId, PortraitStyleId, TypeSet } from '@atelier/shared/studio-vocabulary';
import type { StudioSettings, StyleSettings } from '@atelier/shared/schemas/admin-blueprints';

/** One style's settings with every absent choice read as null (= the studio's own). */
export type StyleChoice = {
  palette: string | null;
  frame: StyleSettings['frame'];
  light: StyleSettings['light'];
  type: TypeSet;
};

/** The settings for `style` ('classic' type when none is set). */
export function settingsOf(
  settings: StudioSettings | undefined,
  style: PortraitStyleId | BoardStyleId,
): StyleChoice {
  const s: Partial<StyleSettings> = settings?.[style] ?? {};
  return {
    palette: s.palette ?? null,
    frame: s.frame ?? null,
    light: s.light ?? null,
    type: s.type ?? 'classic',
  };
}
