/**
 * 'December 1, 2026' for an ISO instant, as UTC sees it: allowance renewals and subscription
 * periods are UTC instants. Null for a missing or unreadable value.
 */
export function utcDay(iso: string | null): string | null {
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
