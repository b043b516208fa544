import { describe, expect, it } from 'vitest';
import { quoted, splitVerse } from './verse';

describe('splitVerse', () => {
  it('finds a scripture reference before or after a dash, or in brackets', () => {
    expect(splitVerse('Psalm 23:1 — The Lord is my shepherd')).toEqual({
      quote: 'The Lord is my shepherd',
      reference: 'Psalm 23:1',
    });
    expect(splitVerse('“For God so loved the world” – John 3:16')).toEqual({
      quote: 'For God so loved the world',
      reference: 'John 3:16',
    });
    expect(splitVerse('Love is patient, love is kind (1 Corinthians 13:4-7)')).toEqual({
      quote: 'Love is patient, love is kind',
      reference: '1 Corinthians 13:4-7',
    });
    expect(splitVerse('Song of Solomon 8:7 - Many waters cannot quench love').reference).toBe(
      'Song of Solomon 8:7',
    );
  });

  it('keeps every word of a verse without a reference as the quote', () => {
    for (const text of [
      'May the road rise up to meet you',
      'Forever loved - always remembered',
      'Happy 40th - Love, Mum and Dad',
    ]) {
      expect(splitVerse(text)).toEqual({ quote: text, reference: null });
    }
  });

  it('quotes scripture in typographic quotation marks', () => {
    expect(quoted(splitVerse('Psalm 23:1 — The Lord is my shepherd'))).toBe(
      '“The Lord is my shepherd”',
    );
    expect(quoted(splitVerse('Bless this home'))).toBe('Bless this home');
  });
});
