import { ADMIN_ORDERS_MESSAGES, type AdminOrderSort } from '@atelier/shared/schemas/admin-orders';
import {
  decodeCursor as decodeKeysetCursor,
  encodeCursor as encodeKeysetCursor,
} from '@atelier/shared/keyset-cursor';
import { isUuid } from '@atelier/shared/schemas/uuid';
import { AppError } from '../../../lib/errors';

/**
 * The opaque cursor of the admin order list (packages/shared keyset-cursor.ts): base64url of
 * JSON { s: sort, o: dir, k: the sort key of the row as text, id: its id, d: 'next' (the rows
 * after it) | 'prev' (the rows before it) }.
 * scripts/bench/admin-orders.mjs builds one the same way to jump deep into the list.
 */
export type OrderCursor = {
  s: AdminOrderSort;
  o: 'asc' | 'desc';
  k: string;
  id: string;
  d: 'next' | 'prev';
};

export const encodeCursor = (c: OrderCursor) => encodeKeysetCursor(c);

const KEY: Record<AdminOrderSort, RegExp> = {
  createdAt: /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/,
  status: /^[a-z_]+\|\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/,
  total: /^-?\d{1,10}$/,
};

/** The cursor, checked against the list's sort (400 BAD_CURSOR when it is not one of ours). */
export function decodeCursor(
  raw: string | undefined,
  sort: AdminOrderSort,
  dir: 'asc' | 'desc',
): OrderCursor | null {
  if (!raw) return null;
  const bad = () => new AppError(400, 'BAD_CURSOR', ADMIN_ORDERS_MESSAGES.badCursor);
  const c = decodeKeysetCursor(raw) as Partial<OrderCursor> | null | undefined;
  if (
    !c ||
    typeof c !== 'object' ||
    c.s !== sort ||
    c.o !== dir ||
    (c.d !== 'next' && c.d !== 'prev') ||
    typeof c.id !== 'string' ||
    !isUuid(c.id) ||
    typeof c.k !== 'string' ||
    !KEY[sort].test(c.k)
  )
    throw bad();
  return c as OrderCursor;
}
