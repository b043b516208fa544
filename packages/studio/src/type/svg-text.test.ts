import { describe, expect, it } from 'vitest';
import { fitAll, fitText } from './fit';
import { textSvg } from './svg-text';

const area = { x: 10, y: 20, w: 300, h: 80 };

describe('textSvg', () => {
  it('names the shipped face, escapes the text and places one <text> per line', () => {
    const fitted = fitText('Maria & José <3\nJune 14', area, { face: 'display', maxSize: 30 });
    const svg = textSvg(fitted, { fill: '#123456', stroke: '#fff', opacity: 0.9 });
    expect(svg).toContain(`font-family="'Playfair Display'" font-weight="700"`);
    expect(svg).toContain('>Maria &amp; José &lt;3</text>');
    expect(svg).toContain('>June 14</text>');
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(svg).toContain('paint-order="stroke"');
    expect(svg).toContain('opacity="0.9"');
  });

  it('draws nothing for nothing', () => {
    expect(textSvg(fitText('', area, { face: 'serif', maxSize: 20 }), { fill: '#000' })).toBe('');
  });
});

describe('fitAll', () => {
  it('sets every text at the size the longest needs', () => {
    const cards = [
      'Run a marathon',
      'Learn to paint with watercolours every Sunday morning by the sea',
      'Read 30 books',
    ].map((text, i) => ({ text, area: { x: i * 200, y: 0, w: 180, h: 100 } }));
    const alone = cards.map((c) => fitText(c.text, c.area, { face: 'serif', maxSize: 40 }));
    const together = fitAll(cards, { face: 'serif', maxSize: 40 });
    expect(alone[0]!.size).toBeGreaterThan(alone[1]!.size);
    expect(new Set(together.map((f) => f.size))).toEqual(new Set([alone[1]!.size]));
    together.forEach((f, i) => expect(f.lines.join(' ')).toBe(cards[i]!.text));
  });
});
