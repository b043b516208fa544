import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPhoto } from './photos';
import { namePlaque } from '../type/plaque';
import { verseScroll } from '../type/scroll';
import { createOcr, type Ocr, readsWords, wordsRead } from './ocr';

const W = 512;
const H = 640;

describe('OCR reads the set type back', () => {
  let ocr: Ocr;
  beforeAll(async () => {
    ocr = await createOcr();
  });
  afterAll(async () => {
    await ocr?.close();
  });

  it('reads the name on a plaque and the verse on a scroll laid over a busy photo', async () => {
    const plaque = namePlaque(
      { title: 'Grace Elizabeth', lines: ['Beloved daughter'], date: 'June 14, 2025' },
      { x: 56, y: 24, w: 400, h: 170 },
      { fill: '#e9d8a6', edge: '#6b4f1d', ink: '#2b1d0e', accent: '#a67c2e' },
    );
    const scroll = verseScroll(
      ['Psalm 23:1 — The Lord is my shepherd'],
      { x: 32, y: 440, w: 448, h: 170 },
      { fill: '#f3e6c8', edge: '#7a5a2a', ink: '#3a2a1a' },
    );
    // Light type on a dark plaque, too.
    const couple = namePlaque(
      { title: 'Maria & José', lines: [], date: 'Saturday, June 14, 2025' },
      { x: 96, y: 250, w: 320, h: 130 },
      { fill: '#1f2a44', edge: '#c9a54a', ink: '#f5e9c8', accent: '#c9a54a' },
    );
    const overlay = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${plaque.defs}${scroll.defs}${couple.defs}</defs>${plaque.svg}${scroll.svg}${couple.svg}</svg>`,
    );
    const png = await sharp(seedPhoto('coffee'))
      .resize(W, H, { fit: 'cover' })
      .composite([{ input: overlay }])
      .png()
      .toBuffer();

    const title = plaque.blocks.find((b) => b.role === 'title')!;
    const verse = scroll.blocks.find((b) => b.role === 'verse')!;
    const reference = scroll.blocks.find((b) => b.role === 'reference')!;
    const date = plaque.blocks.find((b) => b.role === 'date')!;
    const name = await ocr.read(png, title.area, title.size);
    const words = await ocr.read(png, verse.area, verse.size);
    const ref = await ocr.read(png, reference.area, reference.size);
    const when = await ocr.read(png, date.area, date.size);

    expect(wordsRead(name, 'Grace Elizabeth').missing).toEqual([]);
    expect(readsWords(words, 'The Lord is my shepherd', { min: 0.8 })).toBe(true);
    expect(readsWords(ref, 'Psalm 23:1', { min: 1 })).toBe(true);
    expect(readsWords(when, 'June 14, 2025', { min: 1 })).toBe(true);
    // Each read is of its region alone (a small crop, which is what keeps a read quick): the
    // name's region carries none of the verse, and the verse's none of the name.
    expect(wordsRead(name, 'Lord shepherd Psalm Beloved daughter').found).toEqual([]);
    expect(wordsRead(words, 'Grace Elizabeth Beloved daughter').found).toEqual([]);
    // The plaque read whole, as one region, carries the name and the date as separate lines.
    const whole = await ocr.read(png, plaque.box);
    expect(readsWords(whole, 'Grace Elizabeth Beloved daughter June 14 2025', { min: 0.8 })).toBe(
      true,
    );
    // Read whole, upscaled for its smallest type.
    const names = await ocr.read(png, couple.box, Math.min(...couple.blocks.map((b) => b.size)));
    expect(wordsRead(names, 'Maria José Saturday June 14 2025').missing, names).toEqual([]);
  });

  it('does not read words that are not there', async () => {
    const png = await sharp(seedPhoto('coffee')).resize(W, H, { fit: 'cover' }).png().toBuffer();
    const text = await ocr.read(png, { x: 100, y: 100, w: 300, h: 120 });
    expect(readsWords(text, 'Grace Elizabeth')).toBe(false);
  });
});

describe('word matching', () => {
  it('ignores case, punctuation and accents; tolerates words run together', () => {
    expect(wordsRead('GRACE, ELIZABETH!', 'Grace Elizabeth').share).toBe(1);
    expect(wordsRead('“The Lord is my shepherd,”', 'The Lord is my shepherd').missing).toEqual([]);
    expect(wordsRead('Jose & Maria', 'José and María').missing).toEqual(['and']);
    expect(wordsRead('GraceElizabeth', 'Grace Elizabeth').share).toBe(1);
  });

  it('counts a word once for each time it was read', () => {
    expect(wordsRead('my my', 'my my my')).toEqual({
      found: ['my', 'my'],
      missing: ['my'],
      share: 2 / 3,
    });
    expect(wordsRead('the end', 'the the the end').missing).toEqual(['the', 'the']);
    expect(wordsRead('Grace Elizabet', 'Grace Elizabeth').missing).toEqual(['elizabeth']);
    expect(readsWords('Grace', 'Grace Elizabeth Smith', { min: 0.5 })).toBe(false);
  });
});
