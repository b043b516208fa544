import { describe, expect, it, vi } from 'vitest';
import { compressWithPipeline, fitWithin, type ImagePipeline } from './compress-core';
import type { CompressionProgress } from './types';

describe('fitWithin', () => {
  it('caps the longest side at 1920 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(6000, 10)).toEqual({ width: 1920, height: 3 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080 });
  });
});

function fakePipeline(size: { width: number; height: number } | Error) {
  const draw = vi.fn(
    (_source: string, width: number, height: number) => async (quality: number) =>
      new Blob([new Uint8Array(Math.round(width * height * quality))]),
  );
  const release = vi.fn();
  const pipeline: ImagePipeline<string> = {
    decode: async () => {
      if (size instanceof Error) throw size;
      return { source: 'bitmap', ...size };
    },
    draw,
    release,
  };
  return { pipeline, draw, release };
}

describe('compressWithPipeline', () => {
  it('decodes, draws once at the fitted size, runs the loop and frees the decoded image', async () => {
    const { pipeline, draw, release } = fakePipeline({ width: 4000, height: 3000 });
    const progress: CompressionProgress[] = [];
    const sleep = vi.fn(async (_ms: number) => {});
    const result = await compressWithPipeline(
      pipeline,
      new Blob(['x']),
      { targetBytes: 1_400_000 },
      (p) => progress.push(p),
      sleep,
    );

    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledWith('bitmap', 1920, 1440);
    expect(release).toHaveBeenCalledWith('bitmap');
    expect({ width: result.width, height: result.height }).toEqual({ width: 1920, height: 1440 });
    // 2,764,800 px: 0.5 → 1,382,400 bytes is the first at or under 1,400,000.
    expect(result.quality).toBe(0.5);
    expect(result.passes).toBe(5);
    expect(progress[0]?.stage).toBe('analyzing');
    expect(progress.at(-1)).toEqual({ stage: 'complete', progress: 100 });
    const stages = [...new Set(progress.map((p) => p.stage))];
    expect(stages).toEqual(['analyzing', 'compressing', 'optimizing', 'complete']);
  });

  it("answers 'Failed to load image' for a file that cannot be decoded", async () => {
    const { pipeline, draw } = fakePipeline(new Error('InvalidStateError: bad data'));
    await expect(
      compressWithPipeline(pipeline, new Blob(['not an image']), { targetBytes: 1 }),
    ).rejects.toThrow('Failed to load image');
    expect(draw).not.toHaveBeenCalled();
  });

  it("answers 'Failed to load image' for an image with no pixels", async () => {
    const { pipeline, release } = fakePipeline({ width: 0, height: 0 });
    await expect(
      compressWithPipeline(pipeline, new Blob(['x']), { targetBytes: 1 }),
    ).rejects.toThrow('Failed to load image');
    expect(release).toHaveBeenCalled();
  });
});
