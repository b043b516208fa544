import { sql } from 'drizzle-orm';
import type { Database } from '../../client';

// Building blocks of the large shop's set-based SQL.

export type Execute = (query: string) => Promise<Record<string, unknown>[]>;

export function executor(db: Database): Execute {
  return async (query) => {
    const res = (await db.execute(sql.raw(query))) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    return Array.isArray(res) ? res : res.rows;
  };
}

/** A count or number column as a number (null and missing are 0). */
export const toNumber = (value: unknown) => Number(value ?? 0);

const BATCH_SIZE = 25_000;

/** Runs `make(first, last)` for consecutive ranges of 1..total, BATCH_SIZE numbers at a time. */
export async function inBatches(
  total: number,
  make: (first: number, last: number) => Promise<unknown>,
) {
  for (let first = 1; first <= total; first += BATCH_SIZE)
    await make(first, Math.min(total, first + BATCH_SIZE - 1));
}

/**
 * A pseudo-random number in [0, 1), a fixed function of the integer expression `rowNumber` and
 * `salt`.
 */
export const hashFraction = (rowNumber: string, salt: number) =>
  `((hashint8((${rowNumber})::int8 * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/**
 * A version-4-shaped UUID made from the md5 of a text: the same text, the same id, and valid for
 * the answers' z.uuid() (a bare md5 has no version and variant bits).
 */
export const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
/** A text as an SQL string literal. */
export const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlStringArray = (items: readonly string[]) =>
  `ARRAY[${items.map(sqlString).join(',')}]::text[]`;
/** One of `items`, chosen by hashFraction(rowNumber, salt). */
export const pickOne = (items: readonly string[], rowNumber: string, salt: number) =>
  `(${sqlStringArray(items)})[1 + floor(${hashFraction(rowNumber, salt)} * ${items.length})::int]`;
