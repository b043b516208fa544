import { versionSchema } from '@atelier/shared/schemas/admin';
import { z } from 'zod';
import type { AppError } from '../../lib/errors';
import { badRequest, notFound } from '../../lib/errors';
import { staleEdit } from './versioning';

// Small pieces the content areas of the admin API share (gallery, testimonials, pricing).

/** A `q` search term as an ILIKE pattern that matches it literally anywhere. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** LIMIT/OFFSET of a page of an admin list. */
export const pageWindow = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/** DELETE …/:id?updatedAt=…: the version the admin saw when deciding to delete. */
export const versionQuerySchema = z.object({ updatedAt: versionSchema });

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
