import {
  ADMIN_ORDER_STATUSES,
  STATUSES_BY_KIND,
  type AdminOrderDetail,
  type AdminOrderKind,
  type AdminOrderRow,
  type AdminOrderStatus,
} from '@atelier/shared/schemas/admin-orders';
import { type AdminOrderAction } from '@atelier/shared/schemas/admin-order-actions';
import { WRAP_LABELS } from '@atelier/shared/schemas/prints';
import { formatCents } from '@/features/admin/lib/money';
import { PRINT_ORDER_STATUS_LABELS } from '@/lib/order-status';
import { shortId } from '@/features/admin/lib/format';

// The words of the orders screens: kinds, print file states, who changed an order, and what
// each action does (the confirm dialog says it before anything happens). Statuses are the
// shop's, in lib/order-status.ts.

/** Every status's words: an artwork request's, then the prints'. */
export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  received: 'Received',
  generating: 'Generating',
  ready: 'Ready',
  failed: 'Failed',
  ...PRINT_ORDER_STATUS_LABELS,
  // The shop's view: the proof waits for the customer, not for "you".
  awaiting_approval: 'Awaiting customer approval',
};

/** The statuses the chosen kind can be in (all of them when no kind is chosen). */
export const statusOptions = (kind: string | undefined) =>
  (kind && kind in STATUSES_BY_KIND
    ? STATUSES_BY_KIND[kind as AdminOrderKind]
    : ADMIN_ORDER_STATUSES
  ).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

export const STATUS_OPTIONS = statusOptions(undefined);

export const KIND_LABELS: Record<AdminOrderRow['kind'], string> = {
  artwork: 'Artwork request',
  canvas: 'Canvas print',
  png: 'PNG download',
};

export const KIND_OPTIONS = [
  { value: 'artwork', label: 'Artwork' },
  { value: 'canvas', label: 'Canvas' },
  { value: 'png', label: 'PNG' },
];

export type PrintFileStatus = AdminOrderRow['printFileStatus'];

export const PRINT_FILE_LABELS: Record<PrintFileStatus, string> = {
  none: 'No print file',
  pending: 'Not ready yet',
  rendering: 'Rendering',
  ready: 'Ready',
  failed: 'Failed',
};

export const ACTOR_LABELS: Record<string, string> = {
  shopper: 'Customer',
  admin: 'Admin',
  system: 'System',
  payment: 'Payment',
  prodigi: 'Prodigi',
};

export const actorLabel = (actor: string) => ACTOR_LABELS[actor] ?? actor;

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 6:00 AM"; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** "12×16 in · Mirror wrap" for a canvas; null for a PNG purchase. */
export function sizeAndWrap(order: Pick<AdminOrderDetail, 'size' | 'wrap'>): string | null {
  if (!order.size) return null;
  const size = `${order.size.widthInches}×${order.size.heightInches} in`;
  return order.wrap ? `${size} · ${WRAP_LABELS[order.wrap]}` : size;
}

/**
 * The print file's name on the admin's disk: order, size and wrap readable at a glance
 * ("atelier-print-3f2a9c1d-12x16in-mirror.jpg"; the print renderer writes JPEG).
 */
export function printFileName(order: Pick<AdminOrderDetail, 'id' | 'size' | 'wrap'>): string {
  const parts = ['atelier-print', shortId(order.id)];
  if (order.size) parts.push(`${order.size.widthInches}x${order.size.heightInches}in`);
  if (order.wrap) parts.push(order.wrap);
  return `${parts.join('-')}.jpg`;
}

export const ACTION_LABELS: Record<AdminOrderAction, string> = {
  in_production: 'Mark in production',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund',
  reissue_proof: 'Send a new proof',
};

export type ActionQuestion = {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
};

type QuestionOrder = Pick<AdminOrderDetail, 'status' | 'totalCents' | 'currency'>;

/** What the confirm dialog asks before an action: what happens, to whom, and the money. */
export function actionQuestion(
  action: AdminOrderAction,
  order: QuestionOrder,
  shipment?: { carrier: string; trackingNumber: string },
): ActionQuestion {
  const total = formatCents(order.totalCents, order.currency);
  switch (action) {
    case 'in_production':
      return {
        title: 'Mark this order in production?',
        description:
          'The customer gets an e-mail that their canvas is being made. It can no longer be cancelled, only refunded.',
        confirmLabel: 'Mark in production',
      };
    case 'shipped':
      return {
        title: `Mark shipped with ${shipment?.carrier ?? 'the carrier'}?`,
        description: `The customer gets an e-mail with tracking number ${shipment?.trackingNumber ?? ''} and the tracking link.`,
        confirmLabel: 'Mark shipped',
      };
    case 'delivered':
      return {
        title: 'Mark this order delivered?',
        description: 'The customer gets an e-mail that their canvas was delivered.',
        confirmLabel: 'Mark delivered',
      };
    case 'cancel':
      return order.status === 'pending_payment'
        ? {
            title: 'Cancel this unpaid order?',
            description:
              'The customer has not paid, so nothing is refunded. Their checkout closes and they get an e-mail that the order was cancelled.',
            confirmLabel: 'Cancel order',
            destructive: true,
          }
        : {
            title: `Cancel and refund ${total} to the customer?`,
            description:
              'The payment is refunded in full, the order is cancelled and the customer gets an e-mail saying so.',
            confirmLabel: 'Cancel and refund',
            destructive: true,
          };
    case 'refund':
      return {
        title: `Refund ${total} to the customer?`,
        description:
          'The payment is refunded in full, the order becomes Refunded and the customer gets an e-mail saying so.',
        confirmLabel: 'Refund',
        destructive: true,
      };
    case 'reissue_proof':
      return {
        title: 'Send the customer a new proof?',
        description:
          'Send this only once the change they asked for is made. The customer gets an e-mail with the proof to approve; production waits for their approval.',
        confirmLabel: 'Send new proof',
      };
  }
}
