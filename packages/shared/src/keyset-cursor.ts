import { z } from 'zod';
import { DATE_FILTER_FIRST_DAY, DATE_FILTER_LAST_DAY } from './schemas/date-filter';
import { uuidSchema } from './schemas/uuid';

// The admin lists page by keyset: a page answers the cursor of the row after its last one (and
// before its first, where the list pages both ways), and the next request sends it back. A
// cursor is opaque to the browser: base64url of the position's JSON, so a list can keep any key
// in it (a sort key, a direction) and the URL stays plain.

const toBase64Url = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (c) => c.charCodeAt(0)),
  );
};

/** The cursor of a list position: base64url of its JSON. */
export const encodeCursor = (position: object): string => toBase64Url(JSON.stringify(position));

/** The position a cursor holds, or undefined when the text is not one (nothing is checked). */
export function decodeCursor(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(fromBase64Url(cursor)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A row's time as a cursor keeps it: UTC with the database's microseconds (a JS Date would cut
 * it to milliseconds and skip or repeat rows). Its day is bounded as the admin lists' date
 * filters are: a hand-made year 0000 or 10000 would reach the database as a time it refuses.
 */
export const cursorTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine(
    (at) =>
      at.slice(0, 10) >= DATE_FILTER_FIRST_DAY &&
      at.slice(0, 10) <= DATE_FILTER_LAST_DAY &&
      !Number.isNaN(Date.parse(at)),
  );

/** The position of a row in a list ordered by (created_at, id) with a uuid id. */
export const createdAtIdPositionSchema = z.strictObject({
  at: cursorTimeSchema,
  id: uuidSchema(),
});
export type CreatedAtIdPosition = z.infer<typeof createdAtIdPositionSchema>;

/** The position a cursor holds when it is one of `position`'s; null otherwise. */
export function readCursor<T extends z.ZodType>(cursor: string, position: T): z.output<T> | null {
  const read = position.safeParse(decodeCursor(cursor));
  return read.success ? read.data : null;
}

/**
 * A `cursor` query parameter: the position it holds, checked against `position`; anything else
 * is refused with `message` (the list should be opened again from the start).
 */
export const cursorParamSchema = <T extends z.ZodType>(position: T, message: string) =>
  z
    .string()
    .max(500, { error: message })
    .transform((cursor, ctx): z.output<T> => {
      const read = readCursor(cursor, position);
      if (read === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return read;
    });
