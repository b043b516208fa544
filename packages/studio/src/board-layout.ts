// Where the board's cards and photos go: a masonry of columns inside the content area. For
// each column count the largest type size at which every card, sized from its own text, and
// every photo fits is found by bisection; the columns with the largest type win (the seed picks
// among near-equals). Items are placed with their tilt's bounding box, so nothing overlaps or
// leaves the area however many goals there are; spare height is shared out between items.
import type { Rng } from './svg';
import { scaled, sizeItems, type Sized } from './board-sizing';
import type { BoardItem, LayoutOptions, MeasureCard } from './board-layout-types';
import type { Box } from './types';

/** One placed item: its unrotated box (centred where it sits), tilt and type size. */
export type Placement = { item: BoardItem; box: Box; angle: number; size: number };

export type BoardLayout = { placements: Placement[]; columns: number; size: number };

/** Greedy masonry: each item to the shortest column; returns the columns' item lists. */
function masonry(sized: readonly Sized[], columns: number, gap: number, keys: readonly number[]) {
  const cols = Array.from({ length: columns }, () => ({ h: -gap, items: [] as Sized[] }));
  // Ties go to the columns in an order the seed set, so the first pieces land in new places.
  const order = [...cols].sort((a, b) => keys[cols.indexOf(a)]! - keys[cols.indexOf(b)]!);
  for (const s of sized) {
    let best = order[0]!;
    for (const c of order) if (c.h < best.h) best = c;
    best.items.push(s);
    best.h += gap + s.bh;
  }
  return cols;
}

function fits(
  items: readonly BoardItem[],
  angles: readonly number[],
  keys: readonly number[],
  area: Box,
  columns: number,
  size: number,
  o: LayoutOptions,
  measure: MeasureCard,
  strict: boolean,
) {
  const { gap, headroom } = scaled(o, size);
  const colW = (area.w - (columns - 1) * gap) / columns;
  // A column holds a line of a few words at this size (no one-word-per-line cards).
  if (colW < size * (strict ? o.minColumn : 3)) return null;
  const budget = columns * (area.h + gap);
  const sized = sizeItems(items, angles, colW, size, o, measure, { budget, gap, strict });
  if (!sized) return null;
  const cols = masonry(sized, columns, gap, keys);
  const tallest = Math.max(...cols.map((c) => c.h));
  if (tallest > area.h) return null;
  // How full the columns are on average (1 = every column reaches the bottom).
  const fill = cols.reduce((sum, c) => sum + Math.max(0, c.h), 0) / (columns * area.h);
  return { cols, colW, gap, headroom, fill };
}

/**
 * Lays the items out in `area`. Always returns a layout: when even `minSize` does not fit, the
 * type keeps shrinking (a board with very many goals gets small type, never a missing goal).
 */
export function layoutBoard(
  items: readonly BoardItem[],
  area: Box,
  o: LayoutOptions,
  measure: MeasureCard,
  r: Rng,
): BoardLayout {
  if (items.length === 0) return { placements: [], columns: 0, size: o.maxSize };
  const angles = items.map(() => (o.tilt ? r.range(-o.tilt, o.tilt) : 0));
  const keys = Array.from({ length: 64 }, () => r.next());
  // Column counts worth trying: around the count that gives items of the area's own shape.
  const ideal = Math.sqrt((items.length * area.w) / area.h);
  const fewest = Math.max(1, Math.floor(ideal * 0.5));
  const most = Math.max(1, Math.min(items.length, Math.ceil(ideal * 1.6) + 1, 40));
  type Option = {
    columns: number;
    size: number;
    cols: ReturnType<typeof masonry>;
    colW: number;
    fill: number;
    gap: number;
    headroom: number;
  };
  /** The largest size each column count allows (bisection: larger type never fits better). */
  const search = (strict: boolean, floor: number): Option[] => {
    const options: Option[] = [];
    let best = 0;
    for (let columns = fewest; columns <= most; columns++) {
      // Past the best column count the type only gets smaller: stop once it clearly has.
      if (columns > ideal && options.length && options[options.length - 1]!.size < best * 0.8)
        break;
      const at = (size: number) =>
        fits(items, angles, keys, area, columns, size, o, measure, strict);
      let size = o.maxSize;
      let found = at(size);
      if (!found) {
        // Neighbouring column counts allow similar sizes: bracket around the last one found
        // (cheaper than bisecting from the floor on boards with many goals).
        const last = options.length ? options[options.length - 1]!.size : 0;
        let lo = floor;
        let hi = o.maxSize;
        if (last && last * 1.5 < hi && !at(last * 1.5)) hi = last * 1.5;
        if (last && last * 0.6 > lo) {
          const f = at(last * 0.6);
          if (f) {
            lo = last * 0.6;
            found = f;
          }
        }
        found ??= at(lo);
        if (!found) continue;
        size = lo;
        for (let k = 0; k < 8 && hi - lo > Math.max(0.2, lo * 0.02); k++) {
          const mid = (lo + hi) / 2;
          const f = at(mid);
          if (f) {
            lo = mid;
            found = f;
            size = mid;
          } else hi = mid;
        }
      }
      best = Math.max(best, size);
      options.push({
        columns,
        size,
        cols: found.cols,
        colW: found.colW,
        fill: found.fill,
        gap: found.gap,
        headroom: found.headroom,
      });
    }
    return options;
  };
  // Each column count at its largest type, all cards at that size but a rare one whose word
  // is wider than any column; failing that (every card a long word), cards that shrink.
  let options = search(true, o.minSize * 0.25);
  if (options.length === 0) options = search(false, o.minSize * 0.25);
  if (options.length === 0) options = search(false, 0.5);
  if (options.length === 0) throw new Error('board layout: nothing fits the area');
  const top = Math.max(...options.map((x) => x.size));
  // Near-equal type sizes: the seed picks among the best-filled three (columns evenly full,
  // not one full and the others bare), so a new seed can change the number of columns as
  // well as the order and places.
  const candidates = options.filter((x) => x.size >= top * 0.88);
  const fullest = Math.max(...candidates.map((x) => x.fill));
  const near = candidates
    .filter((x) => x.fill >= fullest * 0.8)
    .sort((a, b) => b.fill - a.fill)
    .slice(0, 3);
  const chosen = near[Math.floor(r.next() * near.length)]!;

  const placements: Placement[] = [];
  // Half the seeds mirror the columns: the photos and the long cards change sides.
  const columns = r.next() < 0.5 ? [...chosen.cols].reverse() : chosen.cols;
  columns.forEach((col, ci) => {
    const { gap, headroom } = chosen;
    const x0 = area.x + ci * (chosen.colW + gap);
    const used = col.items.reduce((sum, s) => sum + s.bh, 0) + gap * (col.items.length - 1);
    const spare = Math.max(0, area.h - used);
    // Spare height shared out at random between the gaps (above, between and below).
    const weights = Array.from({ length: col.items.length + 1 }, () => r.range(0.3, 1.7));
    const total = weights.reduce((a, b) => a + b, 0);
    let y = area.y + (spare * weights[0]!) / total;
    col.items.forEach((s, i) => {
      const slack = chosen.colW - s.bw;
      const cx = x0 + chosen.colW / 2 + r.range(-0.5, 0.5) * slack;
      const cy = y + headroom + (s.bh - headroom) / 2;
      placements.push({
        item: s.item,
        box: { x: cx - s.w / 2, y: cy - s.h / 2, w: s.w, h: s.h },
        angle: s.angle,
        size: s.size,
      });
      y += s.bh + gap + (spare * weights[i + 1]!) / total;
    });
  });
  return { placements, columns: chosen.columns, size: chosen.size };
}

/** The axis-aligned bounds of `box` turned by `angle` degrees about (cx, cy). */
export function rotatedBounds(box: Box, angle: number, cx: number, cy: number): Box {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [px, py] of [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ] as const) {
    xs.push(cx + (px - cx) * cos - (py - cy) * sin);
    ys.push(cy + (px - cx) * sin + (py - cy) * cos);
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}
