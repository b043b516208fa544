import { utcDay } from '@/lib/utc-day';
import type { ArtworkStatus } from '@atelier/shared/schemas/generation';

export const STATUS_LABELS: Record<ArtworkStatus, string> = {
  queued: 'Queued',
  running: 'Creating',
  succeeded: 'Ready',
  failed: 'Failed',
};

export const isPending = (status: ArtworkStatus | undefined) =>
  status === 'queued' || status === 'running';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** When the allowance renews: 'December 1, 2026' (UTC). */
export const renewalDay = utcDay;
