/**
 * Bump when the studio's output changes for the same input in a way its source files do not
 * show (a new segmentation model version, different encoder settings): stored renders keyed by
 * it (the seed shop's images, db/seed/studio-art.ts) are then made again.
 */
export const STUDIO_VERSION = 'studio-2';
