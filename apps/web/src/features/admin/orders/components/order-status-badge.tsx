import type { AdminOrderStatus } from '@atelier/shared/schemas/admin-orders';
import { cn } from '@/lib/utils';
import { ORDER_STATUS_LABELS, PRINT_FILE_LABELS, type PrintFileStatus } from '../lib/labels';

// Colour follows what the owner has to do: gold = waiting on someone, green = done or moving,
// red = money went back or the order stopped.
const STATUS_LOOK: Record<AdminOrderStatus, string> = {
  received: 'bg-navy/10 text-navy-soft',
  generating: 'bg-gold/15 text-gold-ink',
  ready: 'bg-success/15 text-success',
  failed: 'bg-danger/10 text-danger',
  pending_payment: 'bg-navy/10 text-navy-soft',
  paid: 'bg-gold/15 text-gold-ink',
  awaiting_approval: 'bg-navy/10 text-navy-soft',
  changes_requested: 'bg-danger/10 text-danger',
  approved: 'bg-gold/15 text-gold-ink',
  in_production: 'bg-gold/15 text-gold-ink',
  shipped: 'bg-success/15 text-success',
  delivered: 'bg-success/15 text-success',
  cancelled: 'bg-danger/10 text-danger',
  refunded: 'bg-danger/10 text-danger',
};

const FILE_LOOK: Record<PrintFileStatus, string> = {
  none: 'text-muted',
  pending: 'bg-navy/10 text-navy-soft',
  rendering: 'bg-gold/15 text-gold-ink',
  ready: 'bg-success/15 text-success',
  failed: 'bg-danger/10 text-danger',
};

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  return <span className={cn(badge, STATUS_LOOK[status])}>{ORDER_STATUS_LABELS[status]}</span>;
}

export function PrintFileBadge({ status }: { status: PrintFileStatus }) {
  return <span className={cn(badge, FILE_LOOK[status])}>{PRINT_FILE_LABELS[status]}</span>;
}
