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

/** 'December 1, 2026' for the allowance's renewal instant, as UTC sees it (renewals are UTC). */
export function renewalDay(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
