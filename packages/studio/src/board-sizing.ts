// Sizing the board's pieces for a column width and a type size: each card measured from its
// own words (short cards beside a very long goal keep larger type), each photo scaled with the
// type, both with the bounding box of their tilt. Used by the layout's search (board-layout.ts).
import type { BoardItem, LayoutOptions, MeasureCard } from './board-layout-types';

/** Gaps and headroom shrink with the type, down to a third, so crowded boards keep their type. */
export function scaled(o: LayoutOptions, size: number) {
  const k = Math.min(1, Math.max(0.3, size / o.maxSize));
  return { gap: o.gap * k, headroom: o.headroom * k };
}

export type Sized = {
  item: BoardItem;
  w: number;
  h: number;
  bw: number;
  bh: number;
  angle: number;
  /** The type size asked for (the card's padding follows it) and the size set. */
  size: number;
  set: number;
};

/** Words this long (a name of a place, a run-together phrase) may set a card's type smaller. */
const LONG_WORD = 18;
const hasLongWord = (item: BoardItem) =>
  item.kind !== 'photo' && item.text.split(/\s+/).some((w) => [...w].length > LONG_WORD);

export function sizeItems(
  items: readonly BoardItem[],
  angles: readonly number[],
  colW: number,
  size: number,
  o: LayoutOptions,
  measure: MeasureCard,
  /** Stop early (null) past this much column height in all, or on a card that must shrink. */
  limit: { budget: number; gap: number; strict: boolean },
): Sized[] | null {
  let used = 0;
  // Beside a very long goal, short cards keep larger type (up to 1.8×): a hierarchy rather
  // than every card shrunk to the long one's size. Cards of similar length share one size.
  const longest = Math.max(1, ...items.map((it) => (it.kind === 'photo' ? 0 : it.text.length)));
  const boost = (text: string) =>
    Math.min(1.8, Math.max(1, Math.sqrt(longest / Math.max(1, text.length)) / 1.6));
  const sized: Sized[] = [];
  for (const [i, item] of items.entries()) {
    let w: number;
    let h: number;
    let own = size;
    let set = size;
    let angle = angles[i] ?? 0;
    let rad = (Math.abs(angle) * Math.PI) / 180;
    let cos = Math.cos(rad);
    let sin = Math.sin(rad);
    // The widest box whose tilted bounds still fit the column: w·cos + h·sin ≤ colW.
    if (item.kind === 'photo') {
      // Photos grow beside a very long goal as short cards do.
      const side = Math.min(o.maxSize, size * boost('x'.repeat(30))) * o.photoPerSize;
      w = Math.min(side, colW / (cos + o.photoAspect * sin));
      h = w * o.photoAspect;
    } else {
      own = Math.min(o.maxSize, size * boost(item.text));
      let m = measure(item.text, item.kind, own, colW / cos);
      const shrunk = (x: { size: number }) => x.size < own * 0.995;
      if (!shrunk(m) && m.w * cos + m.h * sin > colW) {
        // Tilted, the card is too wide: measure again in the width the tilt leaves.
        m = measure(item.text, item.kind, own, Math.max(own * 4, (colW - m.h * sin) / cos));
      }
      if (shrunk(m) || m.w * cos + m.h * sin > colW) {
        // Still too wide (a tall card): it hangs straight.
        m = measure(item.text, item.kind, own, colW);
        angle = 0;
        rad = 0;
        cos = 1;
        sin = 0;
      }
      set = m.size;
      w = m.w;
      h = m.h;
    }
    const { headroom } = scaled(o, size);
    const piece = {
      item,
      w,
      h,
      bw: w * cos + h * sin,
      bh: w * sin + h * cos + headroom,
      angle,
      size: own,
      set,
    };
    // The cards are set at the size laid out; only a card with an exceptionally long word
    // (longer than any column is wide at a readable size) may shrink inside itself.
    if (limit.strict && set < own * 0.995 && !hasLongWord(item)) return null;
    if (piece.bw > colW + 1e-6) return null;
    // However the columns share them, the tallest is at least the average.
    used += piece.bh + limit.gap;
    if (used > limit.budget) return null;
    sized.push(piece);
  }
  return sized;
}
