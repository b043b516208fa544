import { COMPRESSION } from './constants';
import type { ImagePipeline } from './compress-core';

/** No 2D context on this canvas (older browsers in a worker). */
export class CanvasUnavailableError extends Error {
  constructor() {
    super('2D canvas unavailable');
    this.name = 'CanvasUnavailableError';
  }
}

// JPEG has no alpha: paint transparent pixels (PNG, WebP) white instead of black.
const BACKGROUND = '#ffffff';

/** Worker side: createImageBitmap + OffscreenCanvas.convertToBlob. */
export const offscreenPipeline: ImagePipeline<ImageBitmap> = {
  decode: async (file) => {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  },
  draw: (bitmap, width, height) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new CanvasUnavailableError();
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return (quality) => canvas.convertToBlob({ type: COMPRESSION.mimeType, quality });
  },
  release: (bitmap) => bitmap.close(),
};

type MainSource = ImageBitmap | HTMLImageElement;

async function decodeWithImageElement(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Main-thread fallback for browsers without Worker or OffscreenCanvas (older Safari): the
 * same loop on a <canvas>. Each pass blocks the page only for one encode, and the 100 ms
 * pauses between passes let it paint and take input in between.
 */
export const mainThreadPipeline: ImagePipeline<MainSource> = {
  decode: async (file) => {
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(file);
        return { source: bitmap, width: bitmap.width, height: bitmap.height };
      } catch {
        // Some formats only an <img> decodes (HEIC in Safari): try that before giving up.
      }
    }
    const image = await decodeWithImageElement(file);
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  },
  draw: (source, width, height) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new CanvasUnavailableError();
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, width, height);
    return (quality) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, COMPRESSION.mimeType, quality));
  },
  release: (source) => {
    if ('close' in source) source.close();
  },
};
