export type CompressionStage = 'analyzing' | 'compressing' | 'optimizing' | 'complete';

export interface CompressionProgress {
  stage: CompressionStage;
  /** 0–100. */
  progress: number;
}

export type ProgressCallback = (update: CompressionProgress) => void;

export interface CompressOptions {
  /** Stop lowering the quality once the output is at or under this size; default 2 MB. */
  targetSizeMB?: number;
  /** Longest side of the output; SPEC.md §9 default 1920. */
  maxSide?: number;
}

export interface CompressionResult {
  /** The JPEG to upload: `{original name}.jpg`, type image/jpeg. */
  file: File;
  originalSize: number;
  compressedSize: number;
  width: number;
  height: number;
  /** JPEG quality of the kept pass. */
  quality: number;
  passes: number;
}

/** Messages between the page and compress.worker.ts. */
export interface WorkerRequest {
  file: Blob;
  targetBytes: number;
  maxSide: number;
}

export type WorkerResponse =
  | { type: 'progress'; stage: CompressionStage; progress: number }
  | { type: 'done'; blob: Blob; width: number; height: number; quality: number; passes: number }
  /**
   * `retryOnMainThread`: the worker could not decode or draw this image, but the page might
   * (an <img> decodes formats createImageBitmap may not; some browsers lack a 2D
   * OffscreenCanvas in workers).
   */
  | { type: 'error'; message: string; retryOnMainThread: boolean };
