const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * SPEC.md §9 size units: '0 Bytes', '512 Bytes', '1.5 KB', '2 MB', '1.25 GB' — base 1024,
 * at most two decimals, trailing zeros dropped.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}

/** Megabytes (as the upload control's props take them) to bytes. */
export const megabytes = (mb: number): number => Math.round(mb * 1024 * 1024);
