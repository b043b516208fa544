import { isUuid } from '@atelier/shared/schemas/uuid';
import type { OrderSummary } from '@atelier/shared/schemas/generation';
import { formatMoney } from '@/lib/format-money';

export const KIND_LABELS: Record<OrderSummary['kind'], string> = {
  artwork: 'Artwork',
  canvas: 'Canvas print',
  png: 'PNG download',
};

/**
 * An order's title: the shopper's own title or name for its artwork, else the product, else
 * the kind; the product as the second line when the first is the shopper's.
 */
export function orderHeading(order: OrderSummary): { title: string; product: string | null } {
  const product = order.productTitle ?? KIND_LABELS[order.kind];
  return order.artworkTitle
    ? { title: order.artworkTitle, product }
    : { title: product, product: null };
}

export type StatusTone = 'progress' | 'done' | 'problem';

export function statusTone(status: string): StatusTone {
  if (['failed', 'cancelled', 'refunded'].includes(status)) return 'problem';
  if (['ready', 'delivered', 'paid', 'shipped'].includes(status)) return 'done';
  return 'progress';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (iso: string) => {
  const date = valid(iso);
  return date ? dateFormat.format(date) : '';
};

export const formatDateTime = (iso: string) => {
  const date = valid(iso);
  return date ? dateTimeFormat.format(date) : '';
};

export function formatAmount(cents: number | null, currency: string | null): string | null {
  if (cents === null) return null;
  try {
    return formatMoney(cents, currency ?? undefined);
  } catch {
    return null; // an unknown currency code: leave the amount out rather than break the page
  }
}

/** Newest first, whatever order the answer came in. */
export const newestFirst = (orders: OrderSummary[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const isOrderId = (value: string) => isUuid(value);
