// The canvas edge finishes, in a file of their own: generation's schemas need them without the
// rest of prints.ts (which needs generation's artwork statuses).
export const CANVAS_WRAPS = ['image', 'mirror', 'white', 'black'] as const;
export type CanvasWrap = (typeof CANVAS_WRAPS)[number];
