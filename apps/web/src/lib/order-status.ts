import type { PrintOrderStatus } from '@atelier/shared/schemas/prints';

// An order's status in words, the same on the shopper's /orders pages and the admin's
// fulfilment screens.

export const PRINT_ORDER_STATUS_LABELS: Record<PrintOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  awaiting_approval: 'Awaiting your approval',
  changes_requested: 'Change requested',
  approved: 'Proof approved',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The print statuses and an artwork order's own (SPEC.md §3). */
const STATUS_LABELS: Record<string, string> = {
  received: 'Received',
  generating: 'Generating',
  ready: 'Ready',
  failed: 'Failed',
  ...PRINT_ORDER_STATUS_LABELS,
};

/** A status in words ('in_production' → 'In production'), also for statuses added later. */
export function statusLabel(status: string): string {
  if (Object.hasOwn(STATUS_LABELS, status)) return STATUS_LABELS[status]!;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
