import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, phash } from './phash';

const picture = (svg: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240">${svg}</svg>`),
  )
    .png()
    .toBuffer();

describe('phash', () => {
  it('keeps a picture close to itself resized and re-encoded, and far from another composition', async () => {
    const a = await picture(
      '<rect width="200" height="240" fill="#223"/><circle cx="70" cy="80" r="50" fill="#fc6"/><rect x="20" y="160" width="160" height="50" fill="#8a5"/>',
    );
    const aSmall = await sharp(a).resize(120).jpeg({ quality: 70 }).toBuffer();
    const b = await picture(
      '<rect width="200" height="240" fill="#eee"/><rect x="110" y="20" width="70" height="200" fill="#325"/><circle cx="50" cy="200" r="30" fill="#c33"/>',
    );
    const [ha, hs, hb] = await Promise.all([phash(a), phash(aSmall), phash(b)]);
    expect(hammingDistance(ha, hs)).toBeLessThanOrEqual(4);
    expect(hammingDistance(ha, hb)).toBeGreaterThanOrEqual(16);
  });
});
