// Why a generation finally failed, kept as a column on the artwork (admin /admin/generations
// filters and counts by it; no words are matched in an error text). Set by the generation
// service where it gives up on an artwork.
export const ARTWORK_FAILURE_KINDS = [
  /** The AI provider answered with an error (5xx, bad answer, refused key). */
  'provider_error',
  /** An attempt ran past its time limit (the provider or the studio renderer hung). */
  'timeout',
  /** The provider refused the prompt or image (content policy). */
  'content_refused',
  /** The board's input cannot be rendered (a photo gone, a product without blueprint). */
  'invalid_input',
  /** Storing the result failed (bucket or disk). */
  'storage',
  /** The job was left running by a stopped worker until the sweeper gave up on it. */
  'stuck',
  /** Anything else: a bug; the error text says more. */
  'internal',
] as const;
export type ArtworkFailureKind = (typeof ARTWORK_FAILURE_KINDS)[number];

/** The kinds' labels, as the admin sees them. */
export const ARTWORK_FAILURE_LABELS: Record<ArtworkFailureKind, string> = {
  provider_error: 'Provider error',
  timeout: 'Timed out',
  content_refused: 'Refused by provider',
  invalid_input: 'Invalid input',
  storage: 'Storage error',
  stuck: 'Stuck job',
  internal: 'Internal error',
};
