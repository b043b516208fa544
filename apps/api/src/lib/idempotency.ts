import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_MESSAGES } from '@atelier/shared/constants/idempotency';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict } from './errors';

// One rule for every route that honours an Idempotency-Key (constants/idempotency.ts says
// which): the route keeps the request a key was first used for beside what it made (the order,
// the credit grant), under a unique index on the key, and compares a repeat with it here.

/** The request's Idempotency-Key, trimmed: 400 IDEMPOTENCY_KEY_REQUIRED if absent, blank or long. */
export function idempotencyKeyOf(
  request: FastifyRequest,
  message: string = IDEMPOTENCY_MESSAGES.required,
): string {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) {
    throw badRequest(message, 'IDEMPOTENCY_KEY_REQUIRED');
  }
  return key;
}

/** JSON with sorted keys and no undefined members: equal for equal requests, however stored. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A repeat of a key: the body (as its schema parsed it) must be the first request's, or 409
 * IDEMPOTENCY_KEY_REUSED; when it is, the caller answers what the first request made.
 */
export function assertSameRequest(first: unknown, again: unknown): void {
  if (canonicalJson(first) !== canonicalJson(again)) {
    throw conflict(IDEMPOTENCY_MESSAGES.reused, 'IDEMPOTENCY_KEY_REUSED');
  }
}
