import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { perceptualChange, perceptualSignature } from './perceptual';
import { hammingDistance, phash } from './phash';

const picture = (frame: string, sky: string, shift = 0) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="250">
      <rect width="200" height="250" fill="${frame}"/>
      <rect x="20" y="20" width="160" height="210" fill="${sky}"/>
      <ellipse cx="${100 + shift}" cy="120" rx="45" ry="60" fill="#d9a27a"/>
      <rect x="${55 + shift}" y="180" width="90" height="50" fill="#3a4466"/></svg>`),
  )
    .png()
    .toBuffer();

describe('perceptualChange', () => {
  it('is 0 for the same picture', async () => {
    const a = await perceptualSignature(await picture('#c9a23a', '#6b4a2a'));
    expect(a).toMatch(/^[0-9a-f]{76}$/);
    expect(perceptualChange(a, a)).toBe(0);
  });

  it('sees a palette change of the same light and dark, which the grey pHash misses', async () => {
    // Gold and a blue of the same brightness; an umber and an olive sky of the same brightness.
    const gold = await picture('#c9a23a', '#6b4a2a');
    const silver = await picture('#7fa8e0', '#4f5a2a');
    const grey = hammingDistance(await phash(gold), await phash(silver));
    const change = perceptualChange(
      await perceptualSignature(gold),
      await perceptualSignature(silver),
    );
    // The colour layout adds what pHash, taken against its own median, cannot see.
    expect(change).toBeGreaterThanOrEqual(grey + 16);
  });

  it('sees a moved subject through the grey pHash', async () => {
    const a = await perceptualSignature(await picture('#c9a23a', '#6b4a2a'));
    const b = await perceptualSignature(await picture('#c9a23a', '#6b4a2a', 40));
    expect(perceptualChange(a, b)).toBeGreaterThan(4);
  });

  it('compares a grey-only signature (16 digits) by pHash alone', () => {
    expect(perceptualChange('00000000000000ff', '0000000000000000')).toBe(8);
  });
});
