// The board layout's inputs: what goes on the board, how a card measures its text, and the
// layout's settings (board-layout.ts places the items, board-sizing.ts sizes them).

export type BoardItem =
  { kind: 'goal' | 'affirmation'; text: string } | { kind: 'photo'; index: number };

/**
 * A card's size for its text set at `size` px in at most `maxWidth` (padding included), and
 * the size the text is really set at: smaller when a word is too wide for that width.
 */
export type MeasureCard = (
  text: string,
  kind: 'goal' | 'affirmation',
  size: number,
  maxWidth: number,
) => { w: number; h: number; size: number };

export type LayoutOptions = {
  /** Largest and smallest goal type sizes, px. */
  maxSize: number;
  minSize: number;
  /** Gap between columns and items at `maxSize`, px (smaller type, narrower gaps). */
  gap: number;
  /** Largest tilt in degrees (0 = straight). */
  tilt: number;
  /** Room above each item for its pin or tape at `maxSize`, px. */
  headroom: number;
  /** A photo's side per px of type size (photos shrink with the type on crowded boards). */
  photoPerSize: number;
  /** The polaroid's height per width. */
  photoAspect: number;
  /** The narrowest column, per px of type size (room for a line of a few words). */
  minColumn: number;
};
