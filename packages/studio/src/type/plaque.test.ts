import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { droppedWords, inkInside, inkOutside, overflowingBlocks } from '../testing/layout';
import type { Box, TextBlock } from '../types';
import { namePlaque, type TextPiece } from './plaque';
import { verseScroll } from './scroll';

const W = 640;
const H = 720;
const look = { fill: '#e9d8a6', edge: '#6b4f1d', ink: '#2b1d0e', accent: '#a67c2e' };

/** The text layer alone, on a transparent canvas: any opaque pixel is ink. */
const textLayer = (piece: TextPiece) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${piece.text}</svg>`,
    ),
  )
    .png()
    .toBuffer();

const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.w <= outer.x + outer.w + 0.01 &&
  inner.y + inner.h <= outer.y + outer.h + 0.01;

/** What must hold for every piece: whole words, no overflow, ink only inside the areas. */
async function expectContained(piece: TextPiece, area: Box) {
  expect(piece.blocks.length).toBeGreaterThan(0);
  expect(within(piece.box, area)).toBe(true);
  for (const b of piece.blocks) {
    expect(droppedWords(b)).toEqual([]);
    expect(b.lines.join(' ')).not.toMatch(/…|-$/m);
    expect(within(b.area, piece.box)).toBe(true);
  }
  expect(overflowingBlocks(piece.blocks)).toEqual([]);
  const png = await textLayer(piece);
  const stray = await inkOutside(
    png,
    piece.blocks.map((b) => b.area),
    1,
  );
  expect(stray).toEqual({ count: 0, box: null });
  // And each block was really drawn where it says.
  for (const b of piece.blocks) expect(await inkInside(png, b.extent)).toBeGreaterThan(20);
}

const longName =
  'Maria Guadalupe Esperanza de los Santos Fernández y Wolfgang Maximilian Alexander von Hohenzollern-Sigmaringen Rodríguez-Villanueva the Third of Castile WWWWWWWWWW';

describe('namePlaque', () => {
  it('sets a long name, two lines and the date inside the plaque, each word whole', async () => {
    expect(longName.length).toBeGreaterThanOrEqual(150);
    const area = { x: 40, y: 60, w: 560, h: 260 };
    const plaque = namePlaque(
      {
        title: longName,
        lines: [
          'Beloved daughter, sister, friend and the keeper of every family recipe worth keeping',
          'Supercalifragilisticexpialidocious',
        ],
        date: 'Saturday, June 14, 2025',
      },
      area,
      look,
    );
    await expectContained(plaque, area);
    expect(plaque.blocks.map((b) => b.role)).toEqual(['title', 'line', 'line', 'date']);
    // Largest first: the title outranks the lines, the lines the date.
    const [title, line, , date] = plaque.blocks as [TextBlock, TextBlock, TextBlock, TextBlock];
    expect(title.size).toBeGreaterThan(line.size);
    expect(line.size).toBeGreaterThan(date.size);
    // Names and date never run together: the date is its own block, below the title.
    expect(date.extent.y).toBeGreaterThanOrEqual(title.extent.y + title.extent.h);
    expect(date.lines).toEqual(['SATURDAY, JUNE 14, 2025']);
  });

  it('sets a scripture line as its quote with the reference as a small line of its own', async () => {
    const area = { x: 40, y: 60, w: 560, h: 240 };
    const plaque = namePlaque(
      { title: 'Grace', lines: ['Psalm 23:1 — The Lord is my shepherd'], date: 'June 14, 2025' },
      area,
      look,
    );
    await expectContained(plaque, area);
    expect(plaque.blocks.map((b) => [b.role, b.lines.join(' ')])).toEqual([
      ['title', 'Grace'],
      ['verse', '“The Lord is my shepherd”'],
      ['reference', 'PSALM 23:1'],
      ['date', 'JUNE 14, 2025'],
    ]);
  });

  it('gives a short name large type and hugs it', async () => {
    const area = { x: 40, y: 60, w: 560, h: 200 };
    const plaque = namePlaque({ title: 'Grace', lines: [], date: '' }, area, look);
    await expectContained(plaque, area);
    expect(plaque.blocks[0]!.size).toBeGreaterThan(60);
    expect(plaque.box.w).toBeLessThan(area.w);
  });

  it('draws nothing for nothing', () => {
    const plaque = namePlaque(
      { title: ' ', lines: [''], date: '' },
      { x: 0, y: 0, w: 300, h: 100 },
      look,
    );
    expect(plaque.svg).toBe('');
    expect(plaque.blocks).toEqual([]);
  });
});

describe('verseScroll', () => {
  it('sets each verse on its own lines, the scripture reference as a small line of its own', async () => {
    const area = { x: 20, y: 340, w: 600, h: 360 };
    const scroll = verseScroll(
      [
        'Psalm 23:1 — The Lord is my shepherd',
        'May the road rise up to meet you, may the wind be always at your back, may the sun shine warm upon your face and the rains fall soft upon your fields, and until we meet again may God hold you in the palm of His hand',
        'Happy birthday Grandma Rosalind, from all of us 🌸',
      ],
      area,
      { fill: '#f3e6c8', edge: '#7a5a2a', ink: '#3a2a1a' },
    );
    await expectContained(scroll, area);
    expect(scroll.blocks.map((b) => b.role)).toEqual(['verse', 'reference', 'verse', 'verse']);
    expect(scroll.blocks[0]!.lines.join(' ')).toBe('“The Lord is my shepherd”');
    expect(scroll.blocks[1]!.lines).toEqual(['PSALM 23:1']);
    // One size for every verse, so none looks more important than another.
    const verses = scroll.blocks.filter((b) => b.role === 'verse');
    expect(new Set(verses.map((b) => b.size)).size).toBe(1);
    // Top to bottom, in the order given, none over another.
    scroll.blocks.slice(1).forEach((b, i) => {
      const above = scroll.blocks[i]!;
      expect(b.extent.y).toBeGreaterThanOrEqual(above.extent.y + above.extent.h);
    });
  });

  it('draws nothing for no verse', () => {
    expect(verseScroll(['', '  '], { x: 0, y: 0, w: 300, h: 100 }, look)).toMatchObject({
      svg: '',
      blocks: [],
    });
  });
});
