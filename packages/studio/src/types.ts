// Shapes shared by the studio renderer's parts: the subject finder (subject.ts), the painter
// (paint/), the typesetter (type/), and the two compositions (portrait.ts, board.ts). The style
// ids are the studio vocabulary's (@atelier/shared/studio-vocabulary).
import type { BoardStyleId, PortraitStyleId } from '@atelier/shared/studio-vocabulary';

/** A rectangle in pixels: left, top, width, height. */
export type Box = { x: number; y: number; w: number; h: number };

/** Raw pixels as sharp hands them out (`.raw().toBuffer({ resolveWithObject: true })`). */
export type RawImage = { data: Buffer; width: number; height: number; channels: 1 | 3 | 4 };

/**
 * The person or pet found in a photo, in the photo's own pixels after EXIF rotation.
 * `mask` is one channel, width×height, 0 = background … 255 = subject.
 */
export type Subject = {
  width: number;
  height: number;
  mask: Buffer;
  /** The subject's bounding box. */
  box: Box;
  /** The face (a person's, or a pet's head), when one was found. */
  face: Box | null;
  /** What was found: a person, or an animal. */
  kind: 'person' | 'animal';
  /** How many people (up to four) or animals (one) the subject is made of. */
  count: number;
};

/** One piece of text the renderer set, for tests that check nothing overflows. */
export type TextBlock = {
  /** Which brief entry it came from: 'title', 'verse', 'line', 'date', 'list', 'banner', … */
  role: string;
  text: string;
  /** The lines as set (word-wrapped, never hyphenated mid-word). */
  lines: string[];
  /** The area the text may use. */
  area: Box;
  /** Where the set text's ink lies (measured from the font's metrics). */
  extent: Box;
  /** Font size in px. */
  size: number;
  /** The font family it is set in, as the SVG names it ('Playfair Display', 'Lora', …). */
  family: string;
};

/** A studio render plus what tests and the reference script inspect. */
export type StudioRender = {
  png: Buffer;
  width: number;
  height: number;
  /** The style rendered. */
  style: PortraitStyleId | BoardStyleId;
  /** Every text block set on the image. */
  text: TextBlock[];
  /** Output-pixel geometry of what was placed: the subject's face and the halo, if any. */
  face: Box | null;
  halo: { cx: number; cy: number; r: number } | null;
  /** The subject finder's result was used (false = the attention-crop fallback). */
  segmented: boolean;
};
