import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crc32, readPngText, withPngText } from './png-text';

const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('PNG text chunks', () => {
  it('computes the CRC-32 PNG uses (the check value of "123456789")', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    // Every PNG's closing chunk carries this CRC.
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('inserts Latin-1 and Unicode texts that read back, and the image still decodes', async () => {
    const out = withPngText(await png(), {
      Title: 'Grace Elizabeth — Baptism',
      Author: 'Atelier',
      Copyright: 'Café Atelier',
      License: 'Personal use licence.',
    });
    expect(readPngText(out)).toEqual({
      Title: 'Grace Elizabeth — Baptism',
      Author: 'Atelier',
      Copyright: 'Café Atelier',
      License: 'Personal use licence.',
    });
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 4, height: 3 });
    const pixels = await sharp(out).raw().toBuffer();
    expect([...pixels.subarray(0, 3)]).toEqual([0x33, 0x66, 0x99]);
  });

  it('refuses what is not a PNG', () => {
    expect(() => withPngText(Buffer.from('GIF89a........................'), {})).toThrow(
      'not a PNG',
    );
  });
});
