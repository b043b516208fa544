import { describe, expect, it, vi } from 'vitest';
import { qualityForPass, runCompressionLoop } from './compress-loop';
import type { CompressionProgress } from './types';

const MB = 1024 * 1024;
const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

/** An encoder whose output shrinks with quality: `sizeAt(q)` bytes. */
function encoder(sizeAt: (quality: number) => number) {
  return vi.fn(async (quality: number) => blobOf(sizeAt(quality)));
}

function run(encode: (q: number) => Promise<Blob | null>, targetBytes: number, extra = {}) {
  const sleep = vi.fn(async (_ms: number) => {});
  const progress: CompressionProgress[] = [];
  const result = runCompressionLoop({
    encode,
    sleep,
    targetBytes,
    onProgress: (p) => progress.push(p),
    ...extra,
  });
  return { result, sleep, progress };
}

describe('runCompressionLoop', () => {
  it('makes at most 8 passes, quality 0.9 down by 0.1, sleeping 100 ms between them', async () => {
    const encode = encoder(() => 5 * MB); // never small enough
    const { result, sleep } = run(encode, 2 * MB);
    const { blob, passes, quality } = await result;

    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]);
    expect(passes).toBe(8);
    expect(quality).toBe(0.2);
    expect(blob.size).toBe(5 * MB); // the last pass is kept even over the target
    expect(sleep).toHaveBeenCalledTimes(7); // between passes, not before the first
    expect(sleep.mock.calls.every(([ms]) => ms === 100)).toBe(true);
  });

  it('never goes below quality 0.1 when more passes are allowed', async () => {
    const encode = encoder(() => 5 * MB);
    const { result } = run(encode, 2 * MB, { maxPasses: 12 });
    await result;
    expect(encode.mock.calls.map(([q]) => q)).toEqual([
      0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.1, 0.1, 0.1,
    ]);
  });

  it('stops as soon as a pass is at or under the target and returns that pass', async () => {
    // 0.9 → 4 MB, 0.8 → 3 MB, 0.7 → exactly 2 MB: stop there.
    const sizes: Record<number, number> = { 0.9: 4 * MB, 0.8: 3 * MB, 0.7: 2 * MB, 0.6: MB };
    const encode = encoder((q) => sizes[q] ?? 1);
    const { result, sleep } = run(encode, 2 * MB);
    const { blob, passes, quality } = await result;

    expect(encode).toHaveBeenCalledTimes(3);
    expect(passes).toBe(3);
    expect(quality).toBe(0.7);
    expect(blob.size).toBe(2 * MB);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('makes a single pass with no pause when the first encode is already small', async () => {
    const encode = encoder(() => 300_000);
    const { result, sleep, progress } = run(encode, 2 * MB);
    expect((await result).passes).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(progress.map((p) => p.stage)).toEqual(['compressing', 'complete']);
  });

  it('reports compressing, then optimizing for each later pass, then complete at 100 %', async () => {
    const sizes: Record<number, number> = { 0.9: 4 * MB, 0.8: 3 * MB, 0.7: MB };
    const { result, progress } = run(
      encoder((q) => sizes[q] ?? 1),
      2 * MB,
    );
    await result;
    expect(progress.map((p) => p.stage)).toEqual([
      'compressing',
      'optimizing',
      'optimizing',
      'complete',
    ]);
    const percents = progress.map((p) => p.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
  });

  it("throws 'Failed to compress image' when an encode comes back empty", async () => {
    await expect(run(async () => null, 2 * MB).result).rejects.toThrow('Failed to compress image');
    await expect(run(async () => blobOf(0), 2 * MB).result).rejects.toThrow(
      'Failed to compress image',
    );
  });
});

describe('qualityForPass', () => {
  it('is exact to one decimal (no floating-point drift)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => qualityForPass(i))).toEqual([
      0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.1,
    ]);
  });
});
