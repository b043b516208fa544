/** 'Renews on December 1, 2026' for an ISO instant; the day as UTC sees it (renewals are UTC). */
export function renewalText(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Renews on ${day}`;
}

/** Generations still available this period, never below 0. */
export const generationsLeft = (used: number, limit: number) => Math.max(0, limit - used);
