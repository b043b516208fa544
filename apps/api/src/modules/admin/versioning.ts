import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../../lib/errors';

// Optimistic concurrency for admin edits (DESIGN.md §3: "Edits carry the version they change").
// The version is the row's updated_at as the client saw it: an ISO string with milliseconds.
// Writers update `WHERE id = $id AND sameVersion(updated_at, $version)` and set
// `updated_at = nextVersion(updated_at)`; no row back means stale (409) or gone (404). The
// queries that do so for any versioned table are in admin-kernel.repository.ts.

/** The stored version equals the one the client edited (compared at millisecond precision). */
export const sameVersion = (column: AnyPgColumn, version: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`;

/** A new version that differs from the old one even within the same millisecond. */
export const nextVersion = (column: AnyPgColumn): SQL<Date> =>
  sql<Date>`greatest(clock_timestamp(), ${column} + interval '1 millisecond')`;

/** 409 STALE_EDIT: "Someone else changed this {what} after you opened it…". */
export const staleEdit = (what: string) => conflict(ADMIN_MESSAGES.staleEdit(what), 'STALE_EDIT');

/** The version a client sends back: the row's updated_at as an ISO string. */
export const versionOf = (updatedAt: Date): string => updatedAt.toISOString();

type VersionedTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/** `WHERE id = $id AND` the row is still at the version the admin edited. */
export const atVersion = (table: VersionedTable, id: string, version: string): SQL =>
  and(eq(table.id, id), sameVersion(table.updatedAt, version))!;
