import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { staleEdit } from './versioning';

// Small pieces the admin API's areas share (lists, search, missing rows).

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

/** PostgreSQL's unique_violation (23505), on the error or the driver error it wraps. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write whose unique value (a slug, a destination) was checked first: one lost in a race
 * between the check and the write is the same answer, `taken()` (a 409).
 */
export async function uniqueOr<T>(taken: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw taken();
    throw err;
  }
}

// Written with table-qualified names: Drizzle leaves column names bare in a select from one
// table, and a bare "id" inside the subquery would mean the inner table's.
const qualified = (table: PgTable, name: string) => sql`${table}.${sql.identifier(name)}`;

/** How many `child` rows point at the outer query's `parent` row through `foreignKey`. */
export const countOfChildren = (child: PgTable, foreignKey: string, parent: PgTable) =>
  sql<number>`(select count(*)::int from ${child} where ${qualified(child, foreignKey)} = ${qualified(parent, 'id')})`;
