const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 24, 2026"; the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** The first 8 characters of an id: enough to tell records apart on a screen. */
export const shortId = (id: string) => id.slice(0, 8);

/** Options for a "yes/no" filter select. */
export const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
