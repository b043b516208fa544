// SPEC.md §9 upload and compression constants.

export const COMPRESSION = {
  /** Longest side of the compressed image, in pixels. */
  maxSide: 1920,
  mimeType: 'image/jpeg',
  startQuality: 0.9,
  qualityStep: 0.1,
  minQuality: 0.1,
  maxPasses: 8,
  /** Pause between two encoding passes, so a long loop never hogs the thread it runs on. */
  passDelayMs: 100,
} as const;

export const UPLOAD_DEFAULTS = {
  maxSizeMB: 10,
  /** The product form's limit. */
  productFormMaxSizeMB: 25,
  /** 'Optimized for AI'. */
  targetSizeMB: 2,
  folder: 'user-uploads',
  prefix: 'upload',
} as const;

export const COMPRESSION_ERRORS = {
  EMPTY: 'Failed to compress image',
  UNDECODABLE: 'Failed to load image',
} as const;
