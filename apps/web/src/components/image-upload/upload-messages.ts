// SPEC.md §5/§8 upload strings, verbatim; shared with tests so they check the same text.

export const UPLOAD_MESSAGES = {
  MULTIPLE_TITLE: 'Multiple files not allowed',
  MULTIPLE_DESCRIPTION: 'Please select only one image file.',
  INVALID_TYPE_TITLE: 'Invalid file type',
  invalidTypeDescription: (count: number) =>
    `Please select only image files (JPG, PNG, etc.). ${count} invalid file(s) detected.`,
  TOO_LARGE_TITLE: 'File too large',
  OPTIMIZING_TITLE: 'Optimizing image',
  FAILED_TITLE: 'Upload failed',
  FAILED_FALLBACK: 'Please try again with a smaller image',
  uploadFailed: (statusText: string) => `Upload failed: ${statusText}`,
  SUCCESS: 'Upload successful! Image ready for AI generation',
  OPTIMIZED_FOR_AI: 'Optimized for AI',
} as const;

/** SPEC.md §8: the success toast shows for 2 s. */
export const SUCCESS_TOAST_MS = 2000;
/** SPEC.md §4: the progress list clears 2 s after the batch. */
export const CLEAR_LIST_AFTER_MS = 2000;
