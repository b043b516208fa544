// The Idempotency-Key rule every route that honours one follows (POST /api/canvas-orders,
// POST /api/admin/users/{id}/credits): the same key with the same body is the same request
// (answered as the first was: nothing is done twice); the same key with another body is a
// mistake the caller must see (409), never the first request's answer passed off as this one's.

/** The longest key the server keeps. */
export const IDEMPOTENCY_KEY_MAX = 200;

export const IDEMPOTENCY_MESSAGES = {
  required: `The Idempotency-Key header is required (any unique text up to ${IDEMPOTENCY_KEY_MAX} characters).`,
  reused:
    'This Idempotency-Key was already used for a different request. Send a new key with a new request; repeat a key only to retry the very same request.',
} as const;
