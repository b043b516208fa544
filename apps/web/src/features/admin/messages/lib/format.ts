import type { MessageStatus } from '@atelier/shared/schemas/admin-messages';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 9:30 AM". */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'Unread',
  read: 'Read',
  handled: 'Handled',
};

/** A mailto: link answering the message: to its sender, subject "Re: {subject}". */
export function replyHref(message: { email: string; subject: string | null }): string {
  const subject = `Re: ${message.subject || 'Your message'}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
