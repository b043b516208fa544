import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SERIF, esc, wrapText } from '../svg';
import type { TextBlock } from '../types';
import { fitText } from '../type/fit';
import { textBlock, textSvg } from '../type/svg-text';
import {
  boxesOverlap,
  droppedWords,
  inkInside,
  inkOutside,
  overflowingBlocks,
  overlappingBlocks,
} from './layout';

const W = 400;
const H = 200;
const layer = (body: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`),
  )
    .png()
    .toBuffer();

const area = { x: 50, y: 40, w: 300, h: 120 };
const text = 'WOLFGANG MAXIMILIAN AMADEUS MONTGOMERY';

const block = (over: Partial<TextBlock>): TextBlock => ({
  role: 'title',
  text: 'Grace Elizabeth',
  lines: ['Grace Elizabeth'],
  area,
  extent: { x: 60, y: 50, w: 200, h: 40 },
  size: 30,
  family: 'Playfair Display',
  ...over,
});

describe('layout checks', () => {
  it('inkOutside counts ink beyond the areas, with a pixel of grace for antialiasing', async () => {
    const png = await layer('<rect x="50" y="40" width="300" height="120" fill="#000"/>');
    expect(await inkOutside(png, [area])).toEqual({ count: 0, box: null });
    const spill = await inkOutside(png, [{ ...area, w: 290 }]);
    expect(spill.count).toBe(9 * 120);
    expect(spill.box).toEqual({ x: 341, y: 40, w: 9, h: 120 });
    expect(await inkInside(png, area)).toBe(300 * 120);
  });

  it('catches what the old character-count sizing did: wide capitals run out of their area', async () => {
    // The old way: ~0.55 em a character, so this many characters a line, at this size.
    const size = 28;
    const lines = wrapText(text, Math.floor(area.w / (0.55 * size)), 3);
    const old = lines
      .map(
        (l, i) =>
          `<text x="${area.x + area.w / 2}" y="${area.y + size * (i + 1)}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${size}">${esc(l)}</text>`,
      )
      .join('');
    expect((await inkOutside(await layer(old), [area])).count).toBeGreaterThan(0);
    // Measured type, the same words and the same area: nothing outside.
    const fitted = fitText(text, area, { face: 'display', maxSize: size });
    const png = await layer(textSvg(fitted, { fill: '#000' }));
    expect(await inkOutside(png, [area])).toEqual({ count: 0, box: null });
    expect(overflowingBlocks([textBlock('title', text, area, fitted)])).toEqual([]);
  });

  it('overflowingBlocks and overlappingBlocks read the blocks the renderer reports', () => {
    const ok = block({});
    const wide = block({ extent: { x: 40, y: 50, w: 320, h: 40 } });
    expect(overflowingBlocks([ok, wide])).toEqual([wide]);
    const below = block({ extent: { x: 60, y: 95, w: 200, h: 30 } });
    const over = block({ extent: { x: 100, y: 80, w: 200, h: 30 } });
    expect(overlappingBlocks([ok, below])).toEqual([]);
    expect(overlappingBlocks([ok, below, over])).toEqual([
      [ok, over],
      [below, over],
    ]);
    expect(boxesOverlap({ x: 0, y: 0, w: 10, h: 10 }, { x: 10, y: 0, w: 10, h: 10 })).toBe(false);
  });

  it('droppedWords finds words cut off, broken or left out', () => {
    expect(droppedWords(block({ text: 'Grace Elizabeth', lines: ['GRACE', 'ELIZABETH'] }))).toEqual(
      [],
    );
    const long = 'Remember to always be kind to one another';
    expect(droppedWords(block({ text: long, lines: wrapText(long, 14, 2) }))).toEqual([
      'kind',
      'to',
      'one',
      'another',
    ]);
    expect(
      droppedWords(block({ text: 'affirmation', lines: wrapText('affirmation', 8, 2) })),
    ).toEqual(['affirmation']);
  });
});
