import { describe, expect, it } from 'vitest';
import { mulberry32 } from './svg';
import { layoutBoard, rotatedBounds } from './board-layout';
import type { BoardItem, LayoutOptions } from './board-layout-types';
import type { Box } from './types';

// A stand-in for the card measure: 0.5 em per character, wrapped to the width; the type
// shrinks when the longest word is wider than the card's text width.
const measure = (text: string, _kind: 'goal' | 'affirmation', size: number, maxWidth: number) => {
  const inner = Math.max(size, maxWidth - 2 * size);
  const width = text.length * size * 0.5;
  const lines = Math.ceil(width / inner);
  const longest = Math.max(...text.split(' ').map((w) => w.length)) * size * 0.5;
  return {
    w: Math.min(maxWidth, width + 2 * size),
    h: lines * size * 1.3 + 2 * size,
    size: longest > inner ? (size * inner) / longest : size,
  };
};

const OPTS: LayoutOptions = {
  maxSize: 40,
  minSize: 16,
  gap: 20,
  tilt: 4,
  headroom: 8,
  photoPerSize: 8.5,
  photoAspect: 1.18,
  minColumn: 6.5,
};
const AREA: Box = { x: 60, y: 300, w: 900, h: 900 };

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;

function items(goals: number, photos: number, long = 0): BoardItem[] {
  const out: BoardItem[] = Array.from({ length: goals }, (_, i) => ({
    kind: 'goal' as const,
    text: `Goal number ${i + 1}`,
  }));
  if (long) out.push({ kind: 'goal', text: 'word '.repeat(long).trim() });
  for (let i = 0; i < photos; i++) out.push({ kind: 'photo', index: i });
  return out;
}

describe('layoutBoard', () => {
  it('places every item, tilted, inside the area and clear of every other item', () => {
    for (const [goals, photos, long] of [
      [3, 1, 0],
      [6, 6, 0],
      [40, 3, 0],
      [250, 6, 0],
      [2, 1, 400],
    ] as const) {
      const list = items(goals, photos, long);
      const layout = layoutBoard(list, AREA, OPTS, measure, mulberry32(goals));
      expect(layout.placements).toHaveLength(list.length);
      const bounds = layout.placements.map((p) =>
        rotatedBounds(p.box, p.angle, p.box.x + p.box.w / 2, p.box.y + p.box.h / 2),
      );
      for (const b of bounds) {
        expect(b.x).toBeGreaterThanOrEqual(AREA.x - 0.01);
        expect(b.y).toBeGreaterThanOrEqual(AREA.y - 0.01);
        expect(b.x + b.w).toBeLessThanOrEqual(AREA.x + AREA.w + 0.01);
        expect(b.y + b.h).toBeLessThanOrEqual(AREA.y + AREA.h + 0.01);
      }
      for (let i = 0; i < bounds.length; i++)
        for (let j = i + 1; j < bounds.length; j++)
          expect(overlap(bounds[i]!, bounds[j]!)).toBe(false);
    }
  });

  it('sets smaller type as goals are added, and keeps it large on a light board', () => {
    const sizes = [3, 12, 40, 120].map(
      (g) => layoutBoard(items(g, 2), AREA, OPTS, measure, mulberry32(1)).size,
    );
    expect(sizes[0]).toBeGreaterThan(30);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!).toBeLessThan(sizes[i - 1]!);
  });

  it('shrinks a very long word in its own card, not every card on the board', () => {
    const word = {
      kind: 'goal' as const,
      text: 'Read Supercalifragilisticexpialidociousnessfulnessisms',
    };
    const plain = layoutBoard(items(12, 2), AREA, OPTS, measure, mulberry32(3));
    const withWord = layoutBoard([...items(12, 2), word], AREA, OPTS, measure, mulberry32(3));
    expect(plain.columns).toBeGreaterThan(1);
    expect(withWord.columns).toBeGreaterThan(1);
    expect(withWord.size).toBeGreaterThanOrEqual(plain.size * 0.85);
  });

  it('does not choose columns so narrow that the words on the cards must shrink', () => {
    const list: BoardItem[] = Array.from({ length: 140 }, (_, i) => ({
      kind: 'goal' as const,
      text: `Learn Spanish ${i + 1}`,
    }));
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const layout = layoutBoard(list, AREA, OPTS, measure, mulberry32(seed));
      const set = layout.placements
        .map((p) =>
          p.item.kind === 'photo' ? 0 : measure(p.item.text, p.item.kind, p.size, p.box.w).size,
        )
        .sort((a, b) => a - b);
      // Narrower columns lay out at about the same nominal size but squeeze the words to ~9 px.
      expect(set[Math.floor(set.length / 2)]!).toBeGreaterThan(10.5);
    }
  });

  it('moves the pieces with the seed', () => {
    const a = layoutBoard(items(6, 2), AREA, OPTS, measure, mulberry32(1));
    const b = layoutBoard(items(6, 2), AREA, OPTS, measure, mulberry32(2));
    const at = (l: typeof a) =>
      l.placements.map((p) => `${Math.round(p.box.x)},${Math.round(p.box.y)}`).join(' ');
    expect(at(a)).not.toBe(at(b));
  });
});
