import { COMPRESSION, UPLOAD_DEFAULTS } from './constants';
import { compressWithPipeline, type CoreResult } from './compress-core';
import { megabytes } from './format';
import { mainThreadPipeline } from './pipelines';
import type {
  CompressionResult,
  CompressOptions,
  ProgressCallback,
  WorkerRequest,
  WorkerResponse,
} from './types';

export type {
  CompressionProgress,
  CompressionResult,
  CompressionStage,
  CompressOptions,
  ProgressCallback,
} from './types';
export { COMPRESSION, COMPRESSION_ERRORS, UPLOAD_DEFAULTS } from './constants';
export { formatFileSize } from './format';

/**
 * The worker could not start (blocked, unsupported) or could not handle this image: the
 * main thread tries instead.
 */
class WorkerUnavailableError extends Error {}

export function canCompressInWorker(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap !== 'undefined'
  );
}

function compressInWorker(request: WorkerRequest, onProgress?: ProgressCallback) {
  const worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CoreResult>((resolve, reject) => {
    let started = false;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      started = true;
      const message = event.data;
      if (message.type === 'progress')
        onProgress?.({ stage: message.stage, progress: message.progress });
      else if (message.type === 'error') {
        reject(
          message.retryOnMainThread
            ? new WorkerUnavailableError(message.message)
            : new Error(message.message),
        );
      } else resolve(message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(started ? new Error(event.message) : new WorkerUnavailableError(event.message));
    };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/** `photo.heic` → `photo.jpg`. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

/**
 * Compresses an image for upload (SPEC.md §4/§9): longest side 1920 px, JPEG, quality from
 * 0.9 down until the output is at or under the target (default 2 MB). Runs in a Web Worker
 * with OffscreenCanvas; where either is missing, the worker cannot start, or it cannot
 * decode or draw the image, the same code runs on the main thread with a <canvas> (and an
 * <img> decoder as the last resort). Rejects with 'Failed to load image' for a
 * file the browser cannot decode and 'Failed to compress image' for an empty result.
 */
export async function compressImage(
  file: File,
  {
    targetSizeMB = UPLOAD_DEFAULTS.targetSizeMB,
    maxSide = COMPRESSION.maxSide,
  }: CompressOptions = {},
  onProgress?: ProgressCallback,
): Promise<CompressionResult> {
  const request: WorkerRequest = { file, targetBytes: megabytes(targetSizeMB), maxSide };
  let result: CoreResult | undefined;
  if (canCompressInWorker()) {
    try {
      result = await compressInWorker(request, onProgress);
    } catch (error) {
      if (!(error instanceof WorkerUnavailableError)) throw error;
    }
  }
  result ??= await compressWithPipeline(mainThreadPipeline, file, request, onProgress);
  const output = new File([result.blob], jpegName(file.name), {
    type: COMPRESSION.mimeType,
    lastModified: Date.now(),
  });
  return {
    file: output,
    originalSize: file.size,
    compressedSize: output.size,
    width: result.width,
    height: result.height,
    quality: result.quality,
    passes: result.passes,
  };
}
