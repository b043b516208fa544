import type { MailStatus } from '@atelier/shared/schemas/admin-outbox';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 9:30 AM". */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

export const STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  logged: 'Not sent (no mail server)',
  failed: 'Failed',
};

const KIND_LABELS: Record<string, string> = {
  'password-reset': 'Password reset',
  'order-status': 'Order status',
  'upgrade-receipt': 'Premium receipt',
  contact: 'Contact form',
  'review-request': 'Review request',
  generic: 'Other',
};

/** "Password reset"; a kind the list does not know, as the outbox has it. */
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;
