import { describe, expect, it } from 'vitest';
import type { Box } from '../types';
import { fitText, type FitOptions } from './fit';
import { FACES } from './fonts';
import { lineBox, measureText } from './measure';

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Every promise fitText makes, checked with the font's own metrics. */
function expectWellSet(text: string, area: Box, opts: FitOptions) {
  const fitted = fitText(text, area, opts);
  const input = words(opts.uppercase ? text.toUpperCase() : text);
  // Every word, whole, in order: the lines joined are the words joined.
  expect(fitted.lines.flatMap(words)).toEqual(input);
  for (const line of fitted.lines) {
    // No line starts or ends inside a word: each of its words is one of the input's.
    for (const w of words(line)) expect(input).toContain(w);
    const m = measureText(line, fitted.face, fitted.size, opts.letterSpacing);
    expect(m.width + 2 * fitted.overhang).toBeLessThanOrEqual(area.w + 1e-6);
  }
  const m = lineBox(text, fitted.face, fitted.size);
  const height = (fitted.lines.length - 1) * fitted.lineHeight + m.ascent + m.descent;
  expect(height).toBeLessThanOrEqual(area.h + 1e-6);
  // The extent (where the ink is) lies inside the area.
  const { extent } = fitted;
  expect(extent.x).toBeGreaterThanOrEqual(area.x - 1e-6);
  expect(extent.y).toBeGreaterThanOrEqual(area.y - 1e-6);
  expect(extent.x + extent.w).toBeLessThanOrEqual(area.x + area.w + 1e-6);
  expect(extent.y + extent.h).toBeLessThanOrEqual(area.y + area.h + 1e-6);
  return fitted;
}

const area: Box = { x: 40, y: 60, w: 420, h: 160 };
const lorem =
  'Happy anniversary to the two of you, with all our love and every good wish for the years ahead';

describe('fitText sets every word whole, inside its area', () => {
  it('a 200-character name wraps at spaces and shrinks until it fits', () => {
    const name = Array.from({ length: 20 }, (_, i) => ['Alexandra', 'Maximilian'][i % 2]).join(' ');
    expect(name.length).toBeGreaterThanOrEqual(200);
    const fitted = expectWellSet(name, area, { face: 'display', maxSize: 64, maxLines: 2 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.size).toBeLessThan(64);
  });

  it('a 2,000-character message is set whole, however small it must be', () => {
    let message = '';
    while (message.length < 2000) message += `${lorem}. `;
    for (const face of FACES) expectWellSet(message, area, { face, maxSize: 28, minSize: 12 });
  });

  it('a 60-letter word is never broken: the type gets smaller instead', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosisandsupercalifra';
    expect(word).toHaveLength(60);
    const fitted = expectWellSet(`${word} Smith`, area, { face: 'display', maxSize: 64 });
    expect(fitted.lines).toContain(word);
    expect(fitted.size).toBeLessThan(20);
  });

  it('many short words fill balanced lines', () => {
    const text = Array.from(
      { length: 60 },
      (_, i) => ['to', 'be', 'or', 'not', 'a', 'I'][i % 6],
    ).join(' ');
    const fitted = expectWellSet(text, area, { face: 'serif', maxSize: 40, maxLines: 4 });
    const widths = fitted.lines.map((l) => measureText(l, 'serif', fitted.size).width);
    // Balanced: the last line is not a stub hanging under full ones.
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.6);
  });

  it('emoji are measured with the emoji font and kept', () => {
    expectWellSet('Grace 🌸 and Biscuit 🐶🐾 forever ❤️', area, {
      face: 'serif-italic',
      maxSize: 60,
    });
  });

  it('spaced capitals: uppercase and letter spacing are measured too', () => {
    const fitted = expectWellSet('June 14, 2025 and every day after', area, {
      face: 'sans',
      maxSize: 40,
      uppercase: true,
      letterSpacing: 0.15,
      maxLines: 1,
    });
    expect(fitted.lines.join(' ')).toBe('JUNE 14, 2025 AND EVERY DAY AFTER');
  });

  it('short text is set at its largest size on one line', () => {
    const fitted = expectWellSet('Grace', area, { face: 'display', maxSize: 64 });
    expect(fitted.size).toBe(64);
    expect(fitted.lines).toEqual(['Grace']);
  });

  it('holds maxLines down to minSize', () => {
    const fitted = expectWellSet(lorem, area, {
      face: 'serif',
      maxSize: 60,
      minSize: 10,
      maxLines: 2,
    });
    expect(fitted.lines).toHaveLength(2);
  });

  it("keeps the writer's own line breaks", () => {
    const fitted = expectWellSet('Happy birthday, Anna!\n\nAll our love,\n  Mum and Dad', area, {
      face: 'serif',
      maxSize: 30,
    });
    expect(fitted.lines).toEqual(['Happy birthday, Anna!', 'All our love,', 'Mum and Dad']);
  });

  it('never breaks at a no-break space', () => {
    const fitted = fitText(
      'Run 10\u00a0km on 14\u00a0June',
      { x: 0, y: 0, w: 90, h: 200 },
      {
        face: 'serif',
        maxSize: 24,
        minSize: 24,
      },
    );
    expect(fitted.lines.length).toBeGreaterThan(2);
    expect(fitted.lines).toContain('10\u00a0km');
    expect(fitted.lines).toContain('14\u00a0June');
  });

  it('start alignment puts every line at the left of the area', () => {
    const fitted = expectWellSet(lorem, area, { face: 'serif', maxSize: 30, align: 'start' });
    expect(fitted.extent.x).toBe(area.x);
    expect(fitted.align).toBe('start');
  });

  it('empty text sets nothing', () => {
    expect(fitText('   ', area, { face: 'serif', maxSize: 30 }).lines).toEqual([]);
  });
});
