const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 24, 2026"; the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** Options for a "yes/no" filter select. */
export const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
