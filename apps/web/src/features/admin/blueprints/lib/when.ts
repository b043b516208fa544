const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 9:00 AM"; the raw text when it is not a date. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
}

/** Who did it, as a person reads it: their name, their e-mail, or "the system". */
export const whoText = (who: { name: string; email: string } | null) =>
  who ? who.name || who.email : 'the system';
