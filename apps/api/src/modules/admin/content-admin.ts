import type { AppError } from '../../lib/errors';
import { badRequest, notFound } from '../../lib/errors';
import { staleEdit } from './versioning';

// Small pieces the admin API's areas share (lists, search, missing rows).

/** `%`, `_` and `\` of a search term as the characters themselves (LIKE's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `q` search term as an ILIKE pattern that matches it literally anywhere. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;

/** LIMIT/OFFSET of a page of an admin list. */
export const pageWindow = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/**
 * After a versioned UPDATE or DELETE matched no row: 404 when the row is gone, else 409
 * STALE_EDIT (someone changed it since the admin loaded it).
 */
export function missingOrStale(exists: boolean, what: string, label: string): AppError {
  return exists ? staleEdit(what) : notFound(`${label} not found`);
}

/** A reference to a row that does not exist (a product or category picked, then deleted). */
export const missingReference = (what: string) =>
  badRequest(`That ${what} does not exist (any more). Pick another one.`, 'UNKNOWN_REFERENCE');
