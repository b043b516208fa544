import { COMPRESSION, COMPRESSION_ERRORS } from './constants';
import { runCompressionLoop } from './compress-loop';
import type { ProgressCallback } from './types';

/** Scales (width, height) down so the longest side is at most `maxSide`; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = COMPRESSION.maxSide,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * How one environment decodes, draws and encodes: OffscreenCanvas in the worker, a
 * <canvas> on the main thread. `draw` paints the image once at the output size and returns
 * the encoder the quality loop calls.
 */
export interface ImagePipeline<Source> {
  decode: (file: Blob) => Promise<{ source: Source; width: number; height: number }>;
  draw: (
    source: Source,
    width: number,
    height: number,
  ) => (quality: number) => Promise<Blob | null>;
  release?: (source: Source) => void;
}

export interface CoreResult {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
  passes: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Decode → fit within 1920 px → draw → quality loop, reporting every stage. */
export async function compressWithPipeline<Source>(
  pipeline: ImagePipeline<Source>,
  file: Blob,
  { targetBytes, maxSide = COMPRESSION.maxSide }: { targetBytes: number; maxSide?: number },
  onProgress?: ProgressCallback,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<CoreResult> {
  onProgress?.({ stage: 'analyzing', progress: 5 });
  let decoded: Awaited<ReturnType<ImagePipeline<Source>['decode']>>;
  try {
    decoded = await pipeline.decode(file);
  } catch {
    throw new Error(COMPRESSION_ERRORS.UNDECODABLE);
  }
  if (!decoded.width || !decoded.height) {
    pipeline.release?.(decoded.source);
    throw new Error(COMPRESSION_ERRORS.UNDECODABLE);
  }
  const { width, height } = fitWithin(decoded.width, decoded.height, maxSide);
  onProgress?.({ stage: 'analyzing', progress: 20 });
  let encode: (quality: number) => Promise<Blob | null>;
  try {
    encode = pipeline.draw(decoded.source, width, height);
  } finally {
    // The canvas now holds the pixels; the decoded full-size image can go.
    pipeline.release?.(decoded.source);
  }
  const result = await runCompressionLoop({ encode, sleep: wait, targetBytes, onProgress });
  return { ...result, width, height };
}
