import { describe, expect, it } from 'vitest';
import { wrapText } from './svg';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('wrapText', () => {
  it('splits a long run of emoji between emoji, never inside one', () => {
    const lines = wrapText('🌸'.repeat(12), 8, 5);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toMatch(loneSurrogate);
    expect(lines.join('').replace(/-/g, '')).toBe('🌸'.repeat(12));
  });

  it('shortens an overflowing last line before its ellipsis without cutting an emoji', () => {
    const lines = wrapText(`aaaaaa ${'🌸'.repeat(3)} bbbbbbbbb cc`, 6, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(line).not.toMatch(loneSurrogate);
  });

  it('keeps words with emoji whole when they fit', () => {
    expect(wrapText('Grace 🌸 and Mia', 20, 2)).toEqual(['Grace 🌸 and Mia']);
  });
});
