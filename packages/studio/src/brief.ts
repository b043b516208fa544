// What the studio renders: the shopper's input read through the blueprint's field roles, and
// the generation input every image provider gets (the studio's own renderer is one of them).
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import type { OptionAspect, ToggleElement } from '@atelier/shared/schemas/field-roles';

export type GenerationKind = 'portrait' | 'vision_board';

export type GenerationField = { name: string; label: string; value: string };

/**
 * The shopper's input read through the blueprint's field roles (DESIGN.md §3): every provider
 * gets the same brief. The local studio renders it; AI providers get it in their prompt (the
 * style's own description included) and the renderer sets the words as real type afterwards.
 */
export type ArtworkBrief = {
  /** The chosen visual-selector option (its title and description); null = none chosen. */
  style: { name: string; description: string } | null;
  /** Name(s) for the plaque, or the board's title; '' = none. */
  title: string;
  /** Short lines set near the title (occasion, focus area), in field order. */
  lines: string[];
  /** Verse, blessing or message, each on its own line or scroll, in field order. */
  verses: string[];
  /** The date formatted for people ("June 14, 2025"); '' = none. */
  date: string;
  /** Elements whose toggle is ticked. */
  elements: ToggleElement[];
  /** Premium options chosen: which aspect, and the option's text. */
  options: { aspect: OptionAspect; value: string }[];
  /** Words that describe the subject ("Cat"): prompts and the subject finder only. */
  details: string[];
  /** Free notes: AI prompts only, never printed. */
  notes: string[];
  /** List items (vision-board goals), one per entry, in the shopper's words. */
  list: string[];
};

/** A brief with nothing in it, with arrays of its own to fill. */
export function emptyBrief(): ArtworkBrief {
  return {
    style: null,
    title: '',
    lines: [],
    verses: [],
    date: '',
    elements: [],
    options: [],
    details: [],
    notes: [],
    list: [],
  };
}

/** A brief with nothing in it: the shopper gave no text the roles read. */
export const EMPTY_BRIEF: Readonly<ArtworkBrief> = Object.freeze(emptyBrief());

export type GenerationInput = {
  kind: GenerationKind;
  /** Rendered from the blueprint's prompt template. */
  prompt: string;
  negativePrompt: string;
  stylePreset: string;
  /** Provider model override from the blueprint; null = the provider's configured default. */
  model: string | null;
  width: number;
  height: number;
  /** Varies palette and layout per (re)generation. */
  seed: number;
  /** The user's uploaded photos (JPEG bytes), in field order. */
  photos: Buffer[];
  /** The board's text values, in field order. */
  fields: GenerationField[];
  /** Rendered caption template, set as real type by the renderer ('' = none). */
  caption: string;
  /** Product title. */
  title: string;
  /** The input read through the blueprint's field roles. */
  brief: ArtworkBrief;
  /**
   * The blueprint version's studio settings (per style: palette, frame, light, type set) the
   * local renderer reads for the style it renders; absent = {} (the studio's own choices).
   * AI providers ignore them.
   */
  studioSettings?: StudioSettings;
  /** Aborted when the attempt times out or the worker stops. */
  signal: AbortSignal;
};
