import { COMPRESSION, COMPRESSION_ERRORS } from './constants';
import type { ProgressCallback } from './types';

export interface CompressionLoopOptions {
  /** Encodes the already drawn image at one JPEG quality (0–1). */
  encode: (quality: number) => Promise<Blob | null>;
  /** Waits between passes; injected so tests run without real time. */
  sleep: (ms: number) => Promise<void>;
  /** Stop as soon as a pass is at or under this many bytes. */
  targetBytes: number;
  onProgress?: ProgressCallback;
  startQuality?: number;
  qualityStep?: number;
  minQuality?: number;
  maxPasses?: number;
  passDelayMs?: number;
}

export interface CompressionLoopResult {
  blob: Blob;
  quality: number;
  passes: number;
}

// Progress % the loop reports: the decode before it owns 0–20, the passes 30–95.
const FIRST_PASS_PROGRESS = 30;
const LAST_PASS_PROGRESS = 95;

/** Quality of pass `index` (0-based): 0.9, 0.8, … never below the minimum. */
export function qualityForPass(
  index: number,
  start: number = COMPRESSION.startQuality,
  step: number = COMPRESSION.qualityStep,
  min: number = COMPRESSION.minQuality,
): number {
  // Rounded so 0.9 - 3 * 0.1 is 0.6, not 0.6000000000000001.
  return Math.max(min, Math.round((start - step * index) * 100) / 100);
}

/**
 * SPEC.md §4/§9 compression loop: encode at quality 0.9, then 0.1 lower per pass (minimum
 * 0.1), at most 8 passes with 100 ms between them, stopping as soon as the output is at or
 * under the target. The last pass is the smallest, so it is the one kept. The first pass
 * reports stage 'compressing', later ones 'optimizing', the end 'complete'.
 */
export async function runCompressionLoop({
  encode,
  sleep,
  targetBytes,
  onProgress,
  startQuality = COMPRESSION.startQuality,
  qualityStep = COMPRESSION.qualityStep,
  minQuality = COMPRESSION.minQuality,
  maxPasses = COMPRESSION.maxPasses,
  passDelayMs = COMPRESSION.passDelayMs,
}: CompressionLoopOptions): Promise<CompressionLoopResult> {
  let blob: Blob | null = null;
  let quality = startQuality;
  let passes = 0;
  while (passes < maxPasses) {
    if (passes > 0) await sleep(passDelayMs);
    quality = qualityForPass(passes, startQuality, qualityStep, minQuality);
    const span = LAST_PASS_PROGRESS - FIRST_PASS_PROGRESS;
    onProgress?.({
      stage: passes === 0 ? 'compressing' : 'optimizing',
      progress: Math.round(FIRST_PASS_PROGRESS + (span * passes) / Math.max(1, maxPasses - 1)),
    });
    blob = await encode(quality);
    passes++;
    if (!blob || blob.size === 0) throw new Error(COMPRESSION_ERRORS.EMPTY);
    if (blob.size <= targetBytes) break;
  }
  if (!blob) throw new Error(COMPRESSION_ERRORS.EMPTY);
  onProgress?.({ stage: 'complete', progress: 100 });
  return { blob, quality, passes };
}
